import { http, HttpResponse } from 'msw'
import { findProduct, type SeedColor, type SeedProduct } from './data/catalog.ts'
import { apiError } from './errors.ts'

/**
 * Generated product images: `/images/products/{productId}-{colorCode}-{index}.svg`. A silhouette of the
 * product type in the colour's swatch, so colours and products are told apart at a glance without any
 * binary assets. The CDN's resize query (wid, hei, qlt, op_sharpen, dpr) is accepted and ignored: an
 * SVG scales by itself.
 */

const FILE = /^([A-Z]{2}[A-Z0-9]{6,9})-(\d{3})-([1-9])\.svg$/

const OUTLINE = 'stroke="#1f1f1f" stroke-opacity="0.35" stroke-width="6" stroke-linejoin="round"'

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Mixes a hex colour towards black (negative) or white (positive) for details that must stand out. */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace('#', ''), 16)
  const target = amount < 0 ? 0 : 255
  const part = (shift: number) => {
    const channel = (value >> shift) & 0xff
    return Math.round(channel + (target - channel) * Math.abs(amount))
      .toString(16)
      .padStart(2, '0')
  }
  return `#${part(16)}${part(8)}${part(0)}`
}

function shoe(fill: string): string {
  const detail = shade(fill, -0.35)
  return [
    `<path d="M150 520 C140 450 150 380 180 348 C230 362 270 372 305 366 L335 318 C420 340 500 380 580 405 C660 425 730 450 745 500 L742 520 Z" fill="${fill}" ${OUTLINE}/>`,
    `<path d="M140 520 L744 520 C748 546 732 566 702 566 L172 566 C150 566 138 546 140 520 Z" fill="#f7f7f5" ${OUTLINE}/>`,
    `<path d="M150 540 L738 540" stroke="${detail}" stroke-width="8"/>`,
    `<path d="M360 332 L370 372 M410 346 L420 386 M460 360 L470 400" stroke="${detail}" stroke-width="10" stroke-linecap="round"/>`,
    `<path d="M200 480 C300 450 400 470 480 505" fill="none" stroke="${shade(fill, 0.35)}" stroke-width="12" stroke-linecap="round"/>`,
  ].join('')
}

function boot(fill: string): string {
  const detail = shade(fill, -0.35)
  return [
    `<path d="M222 560 L222 252 C222 226 242 210 266 210 L402 210 C422 210 432 226 432 246 L442 380 C522 400 622 430 682 460 C722 480 737 512 732 560 Z" fill="${fill}" ${OUTLINE}/>`,
    `<path d="M212 560 L742 560 L736 600 C733 612 723 620 710 620 L232 620 C219 620 209 612 212 600 Z" fill="#2b2b2b"/>`,
    `<path d="M222 250 L432 250" stroke="${detail}" stroke-width="14"/>`,
    `<path d="M410 280 L460 300 M412 320 L466 340 M414 360 L470 380" stroke="${shade(fill, 0.5)}" stroke-width="9" stroke-linecap="round"/>`,
  ].join('')
}

function jacket(fill: string): string {
  const detail = shade(fill, -0.35)
  return [
    `<path d="M330 180 L470 180 L560 220 L660 300 L700 560 L640 576 L600 380 L600 640 L200 640 L200 380 L160 576 L100 560 L140 300 L240 220 Z" fill="${fill}" ${OUTLINE}/>`,
    `<path d="M330 180 C350 132 450 132 470 180 C450 214 350 214 330 180 Z" fill="${detail}"/>`,
    `<path d="M400 200 L400 640" stroke="${detail}" stroke-width="8"/>`,
    `<path d="M250 470 L330 470 M470 470 L550 470" stroke="${detail}" stroke-width="8" stroke-linecap="round"/>`,
  ].join('')
}

function tent(fill: string): string {
  return [
    `<path d="M120 600 L400 220 L680 600 Z" fill="${fill}" ${OUTLINE}/>`,
    `<path d="M400 600 L400 390 L482 600 Z" fill="${shade(fill, -0.4)}"/>`,
    `<path d="M400 220 L400 600" stroke="${shade(fill, -0.25)}" stroke-width="6"/>`,
    `<path d="M90 610 L710 610" stroke="#6b6b6b" stroke-width="6" stroke-linecap="round"/>`,
  ].join('')
}

function pack(fill: string): string {
  const detail = shade(fill, -0.35)
  return [
    `<rect x="250" y="210" width="300" height="420" rx="80" fill="${fill}" ${OUTLINE}/>`,
    `<path d="M262 300 C300 200 500 200 538 300 Z" fill="${detail}"/>`,
    `<rect x="300" y="430" width="200" height="140" rx="30" fill="${shade(fill, -0.15)}" ${OUTLINE}/>`,
    `<path d="M330 190 C330 150 470 150 470 190" fill="none" stroke="${detail}" stroke-width="14"/>`,
  ].join('')
}

function accessory(fill: string): string {
  return [
    `<rect x="320" y="250" width="160" height="390" rx="56" fill="${fill}" ${OUTLINE}/>`,
    `<rect x="345" y="180" width="110" height="80" rx="18" fill="${shade(fill, -0.4)}" ${OUTLINE}/>`,
    `<path d="M455 200 C520 200 520 250 455 250" fill="none" stroke="${shade(fill, -0.4)}" stroke-width="12"/>`,
    `<rect x="320" y="380" width="160" height="70" fill="${shade(fill, 0.3)}"/>`,
  ].join('')
}

function giftCard(fill: string): string {
  const light = shade(fill, 0.45)
  return [
    `<rect x="120" y="225" width="560" height="350" rx="28" fill="${fill}" ${OUTLINE}/>`,
    `<path d="M120 520 L290 360 L380 440 L480 330 L680 520 L680 547 C680 562 668 575 652 575 L148 575 C132 575 120 562 120 547 Z" fill="${light}" fill-opacity="0.55"/>`,
    `<circle cx="590" cy="300" r="34" fill="${light}" fill-opacity="0.7"/>`,
    `<text x="160" y="300" font-family="sans-serif" font-size="40" font-weight="700" fill="${light}">GIFT CARD</text>`,
  ].join('')
}

function silhouette(product: SeedProduct, fill: string): string {
  switch (product.productType) {
    case 'shoes':
      return shoe(fill)
    case 'boots':
      return boot(fill)
    case 'apparel':
      return jacket(fill)
    case 'gear':
      return /tent/i.test(product.name) ? tent(fill) : pack(fill)
    case 'giftcard':
      return giftCard(fill)
    default:
      return accessory(fill)
  }
}

/** View 1 is the plain product; 2 is mirrored and tilted; 3 a closer, off-centre crop. */
function composition(index: number): string {
  switch ((index - 1) % 3) {
    case 1:
      return 'translate(400 410) rotate(-8) scale(-0.9 0.9) translate(-400 -410)'
    case 2:
      return 'translate(400 400) scale(1.45) translate(-460 -420)'
    default:
      return ''
  }
}

/** The SVG of one product image. */
export function productSvg(product: SeedProduct, color: SeedColor, index: number): string {
  const title = escapeXml(`${product.name}, ${color.name}`)
  const transform = composition(index)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img">`,
    `<title>${title}</title>`,
    `<rect width="800" height="800" fill="${shade(color.swatch, 0.88)}"/>`,
    `<ellipse cx="400" cy="650" rx="300" ry="26" fill="#000" fill-opacity="0.08"/>`,
    `<g${transform ? ` transform="${transform}"` : ''}>${silhouette(product, color.swatch)}</g>`,
    `</svg>`,
  ].join('')
}

const REVIEW_FILE = /^([A-Z]{2}[A-Z0-9]{6,9})-R(\d{2})-([1-9])\.svg$/

/**
 * A shopper's photo of the product (CAT-019): the product outdoors, on a sky and ground instead of the
 * studio backdrop, in one of its colours; each photo of a review framed differently.
 */
export function reviewPhotoSvg(product: SeedProduct, review: number, index: number): string {
  const color = product.colors[(review + index) % product.colors.length]!
  const transform = composition(index)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img">`,
    `<title>${escapeXml(`${product.name}, ${color.name}, shopper photo ${index}`)}</title>`,
    `<rect width="800" height="800" fill="#cfe3ef"/>`,
    `<path d="M0 470 L160 330 L300 430 L470 280 L640 420 L800 320 L800 800 L0 800 Z" fill="#8aa68a"/>`,
    `<rect y="600" width="800" height="200" fill="#a58b6a"/>`,
    `<g${transform ? ` transform="${transform}"` : ''}>${silhouette(product, color.swatch)}</g>`,
    `</svg>`,
  ].join('')
}

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=31536000, immutable',
}

export const handlers = [
  http.get('*/images/reviews/:file', ({ request, params }) => {
    const match = REVIEW_FILE.exec(String(params.file))
    const product = match ? findProduct(match[1]!) : undefined
    if (!match || !product) return apiError(request, 404, 'API404', 'Image not found')
    return new HttpResponse(reviewPhotoSvg(product, Number(match[2]), Number(match[3])), {
      headers: SVG_HEADERS,
    })
  }),

  http.get('*/images/products/:file', ({ request, params }) => {
    const match = FILE.exec(String(params.file))
    const product = match ? findProduct(match[1]!) : undefined
    const color = product?.colors.find((c) => c.code === match?.[2])
    if (!match || !product || !color) return apiError(request, 404, 'API404', 'Image not found')
    return new HttpResponse(productSvg(product, color, Number(match[3])), {
      headers: {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    })
  }),
]
