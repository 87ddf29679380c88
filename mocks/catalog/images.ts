import { http, HttpResponse } from 'msw'
import { findProduct, type ProductKind, type SeedColor, type SeedProduct } from './seed/catalog.ts'
import { apiError } from '../errors.ts'

/**
 * Generated product images: `/images/products/{productId}-{colorCode}-{index}.svg`. A drawing of what the
 * product is (its `kind`: a shoe, a sock, a tent…) in the colour's swatch, so colours and products are told apart at a glance without any
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

function bottle(fill: string): string {
  return [
    `<rect x="320" y="250" width="160" height="390" rx="56" fill="${fill}" ${OUTLINE}/>`,
    `<rect x="345" y="180" width="110" height="80" rx="18" fill="${shade(fill, -0.4)}" ${OUTLINE}/>`,
    `<path d="M455 200 C520 200 520 250 455 250" fill="none" stroke="${shade(fill, -0.4)}" stroke-width="12"/>`,
    `<rect x="320" y="380" width="160" height="70" fill="${shade(fill, 0.3)}"/>`,
  ].join('')
}

/** A hooded top: the jacket's cut with a hood, a front pocket and drawcords, no zip. */
function hoodie(fill: string): string {
  const detail = shade(fill, -0.35)
  return [
    `<path d="M300 200 C300 110 500 110 500 200 L470 230 L330 230 Z" fill="${detail}" ${OUTLINE}/>`,
    `<path d="M320 190 L480 190 L560 220 L660 300 L700 560 L640 576 L600 380 L600 640 L200 640 L200 380 L160 576 L100 560 L140 300 L240 220 Z" fill="${fill}" ${OUTLINE}/>`,
    `<path d="M330 200 C350 250 450 250 470 200" fill="none" stroke="${detail}" stroke-width="10"/>`,
    `<path d="M375 240 L370 330 M425 240 L430 330" stroke="${shade(fill, 0.5)}" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M280 480 L520 480 L560 600 L240 600 Z" fill="${shade(fill, -0.15)}" ${OUTLINE}/>`,
  ].join('')
}

/** A sleeveless vest: armholes instead of sleeves, a zip and a collar. */
function vest(fill: string): string {
  const detail = shade(fill, -0.35)
  return [
    `<path d="M320 170 L480 170 L560 210 C540 290 580 330 610 340 L610 640 L190 640 L190 340 C220 330 260 290 240 210 Z" fill="${fill}" ${OUTLINE}/>`,
    `<path d="M330 170 C350 130 450 130 470 170 C450 200 350 200 330 170 Z" fill="${detail}"/>`,
    `<path d="M400 190 L400 640" stroke="${detail}" stroke-width="8"/>`,
    `<path d="M190 420 L610 420 M190 530 L610 530" stroke="${shade(fill, -0.15)}" stroke-width="6"/>`,
  ].join('')
}

/** A long-sleeved top (a crew or zip-neck base layer) or, with short sleeves, a tee. */
function shirt(fill: string, longSleeves: boolean): string {
  const detail = shade(fill, -0.3)
  const body = longSleeves
    ? 'M330 190 L470 190 L560 220 L650 300 L690 570 L635 582 L595 390 L595 640 L205 640 L205 390 L165 582 L110 570 L150 300 L240 220 Z'
    : 'M330 190 L470 190 L560 220 L655 320 L595 375 L595 640 L205 640 L205 375 L145 320 L240 220 Z'
  return [
    `<path d="${body}" fill="${fill}" ${OUTLINE}/>`,
    `<path d="M330 190 C350 235 450 235 470 190" fill="none" stroke="${detail}" stroke-width="12"/>`,
    longSleeves
      ? `<path d="M640 560 L688 552 M160 560 L112 552" stroke="${detail}" stroke-width="12" stroke-linecap="round"/>`
      : `<path d="M598 366 L648 322 M202 366 L152 322" stroke="${detail}" stroke-width="10" stroke-linecap="round"/>`,
  ].join('')
}

/** Leggings or trousers: a waistband and two legs. */
function leggings(fill: string): string {
  const detail = shade(fill, -0.35)
  return [
    `<path d="M285 170 L515 170 L545 640 L430 640 L400 300 L370 640 L255 640 Z" fill="${fill}" ${OUTLINE}/>`,
    `<rect x="282" y="160" width="236" height="44" rx="10" fill="${detail}"/>`,
    `<path d="M400 204 L400 300" stroke="${detail}" stroke-width="6"/>`,
    `<path d="M262 600 L368 600 M432 600 L538 600" stroke="${detail}" stroke-width="8"/>`,
  ].join('')
}

/** A headlamp: the elastic strap seen in perspective, the lamp on its front and its beam. */
function headlamp(fill: string): string {
  const detail = shade(fill, -0.4)
  return [
    `<ellipse cx="400" cy="420" rx="250" ry="130" fill="none" stroke="${fill}" stroke-width="46"/>`,
    `<ellipse cx="400" cy="420" rx="250" ry="130" fill="none" stroke="${detail}" stroke-width="6" stroke-dasharray="18 22"/>`,
    `<path d="M450 520 L740 420 L740 660 Z" fill="#fff6c4" fill-opacity="0.75"/>`,
    `<rect x="320" y="470" width="160" height="110" rx="26" fill="#2b2b2b" ${OUTLINE}/>`,
    `<circle cx="420" cy="525" r="38" fill="#fff6c4" stroke="${shade('#2b2b2b', 0.4)}" stroke-width="8"/>`,
    `<rect x="340" y="490" width="34" height="20" rx="6" fill="${fill}"/>`,
  ].join('')
}

/** A knitted beanie: a ribbed dome over a turned-up cuff. */
function beanie(fill: string): string {
  const detail = shade(fill, -0.25)
  return [
    `<path d="M200 480 C200 250 290 170 400 170 C510 170 600 250 600 480 Z" fill="${fill}" ${OUTLINE}/>`,
    `<path d="M300 470 C290 320 320 220 360 185 M500 470 C510 320 480 220 440 185 M400 470 L400 172" fill="none" stroke="${detail}" stroke-width="8"/>`,
    `<rect x="180" y="460" width="440" height="120" rx="30" fill="${shade(fill, -0.12)}" ${OUTLINE}/>`,
    `<rect x="360" y="490" width="80" height="50" rx="6" fill="${shade(fill, 0.6)}"/>`,
  ].join('')
}

/** A wide-brimmed sun hat with a band and a chin cord. */
function hat(fill: string): string {
  const detail = shade(fill, -0.35)
  return [
    `<path d="M560 470 C600 560 520 640 400 640 C280 640 200 560 240 470" fill="none" stroke="${detail}" stroke-width="5"/>`,
    `<ellipse cx="400" cy="470" rx="320" ry="90" fill="${fill}" ${OUTLINE}/>`,
    `<path d="M250 470 C250 300 300 230 400 230 C500 230 550 300 550 470 C500 500 300 500 250 470 Z" fill="${shade(fill, -0.08)}" ${OUTLINE}/>`,
    `<path d="M254 420 C320 450 480 450 546 420 L549 460 C480 490 320 490 251 460 Z" fill="${detail}"/>`,
  ].join('')
}

/** One glove: a cuff, a palm and four fingers with a thumb; the pair is two, one mirrored. */
function glove(fill: string, offsetX: number, mirrored: boolean): string {
  const transform = `translate(${offsetX} 0)${mirrored ? ' translate(800 0) scale(-1 1)' : ''}`
  return [
    `<g transform="${transform}">`,
    `<path d="M210 640 L210 520 C170 480 140 430 150 400 C160 375 190 380 205 405 L230 440 L225 280 C225 255 260 255 262 280 L270 400 L275 250 C277 225 312 225 312 250 L312 400 L322 262 C325 238 358 240 358 265 L352 410 L372 310 C378 288 408 292 404 316 L385 470 C380 510 370 520 370 520 L370 640 Z" fill="${fill}" ${OUTLINE}/>`,
    `<rect x="205" y="570" width="170" height="70" rx="12" fill="${shade(fill, -0.35)}"/>`,
    `</g>`,
  ].join('')
}

function gloves(fill: string): string {
  return [glove(fill, 10, false), glove(shade(fill, 0.12), -10, true)].join('')
}

/** A pair of trekking poles, crossed: shafts, cork grips, straps and baskets. */
function poles(fill: string): string {
  const pole = (x1: number, x2: number) =>
    [
      `<path d="M${x1} 160 L${x2} 650" stroke="${fill}" stroke-width="20" stroke-linecap="round"/>`,
      `<path d="M${x1} 150 L${x1 + (x2 - x1) * 0.22} 260" stroke="#b08655" stroke-width="38" stroke-linecap="round"/>`,
      `<path d="M${x1 - 20} 170 C${x1 - 70} 230 ${x1 - 40} 270 ${x1 + (x2 - x1) * 0.1} 220" fill="none" stroke="${shade(fill, -0.35)}" stroke-width="8"/>`,
      `<ellipse cx="${x1 + (x2 - x1) * 0.93}" cy="615" rx="40" ry="12" fill="${shade(fill, -0.4)}"/>`,
    ].join('')
  return pole(270, 520) + pole(530, 280)
}

/** One crew sock, leg and foot; the pack shows two. */
function sock(fill: string, dx: number): string {
  const detail = shade(fill, -0.35)
  return [
    `<g transform="translate(${dx} 0)">`,
    `<path d="M230 180 L360 180 L360 450 C360 470 370 480 390 490 L470 530 C510 550 505 610 460 615 L300 615 C250 615 230 585 230 550 Z" fill="${fill}" ${OUTLINE}/>`,
    `<rect x="226" y="170" width="138" height="50" rx="10" fill="${detail}"/>`,
    `<path d="M420 515 C450 530 470 560 460 615 L440 615 C445 575 430 545 405 530 Z" fill="${detail}"/>`,
    `<path d="M230 540 C260 560 290 560 300 615 L280 615 C275 585 255 570 230 565 Z" fill="${detail}"/>`,
    `</g>`,
  ].join('')
}

function socks(fill: string): string {
  return [sock(shade(fill, 0.15), -60), sock(fill, 90)].join('')
}

/** A camp mug: an enamel cup with a rim, a handle and speckles. */
function mug(fill: string): string {
  const speckle = shade(fill, fill === '#f4f4f2' ? -0.6 : 0.6)
  return [
    `<path d="M520 330 C640 330 640 520 520 520" fill="none" stroke="#1f1f1f" stroke-opacity="0.35" stroke-width="46"/>`,
    `<path d="M520 330 C640 330 640 520 520 520" fill="none" stroke="${fill}" stroke-width="34"/>`,
    `<path d="M230 260 L530 260 L515 600 C514 622 496 640 474 640 L286 640 C264 640 246 622 245 600 Z" fill="${fill}" ${OUTLINE}/>`,
    `<ellipse cx="380" cy="260" rx="150" ry="26" fill="#3a3a3a" ${OUTLINE}/>`,
    `<circle cx="300" cy="360" r="6" fill="${speckle}"/><circle cx="420" cy="420" r="5" fill="${speckle}"/>`,
    `<circle cx="340" cy="520" r="6" fill="${speckle}"/><circle cx="460" cy="330" r="4" fill="${speckle}"/>`,
  ].join('')
}

/** A folded wool blanket: stacked folds with a heritage stripe and stitched edges. */
function blanket(fill: string): string {
  const stripe = shade(fill, 0.55)
  const fold = (y: number, colour: string) =>
    [
      `<rect x="140" y="${y}" width="520" height="110" rx="40" fill="${colour}" ${OUTLINE}/>`,
      `<path d="M140 ${y + 40} L660 ${y + 40} M140 ${y + 70} L660 ${y + 70}" stroke="${stripe}" stroke-width="12"/>`,
    ].join('')
  return [
    fold(520, shade(fill, -0.15)),
    fold(410, fill),
    fold(300, shade(fill, -0.08)),
    `<path d="M170 310 L630 310" stroke="${shade(fill, -0.45)}" stroke-width="4" stroke-dasharray="10 10"/>`,
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

/** What each kind of product looks like, drawn in its colour's swatch. */
const DRAWINGS: Record<ProductKind, (fill: string) => string> = {
  shoe,
  boot,
  jacket,
  hoodie,
  vest,
  top: (fill) => shirt(fill, true),
  tee: (fill) => shirt(fill, false),
  leggings,
  backpack: pack,
  tent,
  bottle,
  headlamp,
  beanie,
  hat,
  gloves,
  poles,
  socks,
  mug,
  blanket,
  'gift-card': giftCard,
}

/** The drawing of a product's kind in a colour. */
export function silhouette(kind: ProductKind, fill: string): string {
  return DRAWINGS[kind](fill)
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
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" data-kind="${product.kind}">`,
    `<title>${title}</title>`,
    `<rect width="800" height="800" fill="${shade(color.swatch, 0.88)}"/>`,
    `<ellipse cx="400" cy="650" rx="300" ry="26" fill="#000" fill-opacity="0.08"/>`,
    `<g${transform ? ` transform="${transform}"` : ''}>${silhouette(product.kind, color.swatch)}</g>`,
    `</svg>`,
  ].join('')
}

const REVIEW_FILE = /^([A-Z]{2}[A-Z0-9]{6,9})-R(\d{2,3})-([1-9])\.svg$/

/**
 * A shopper's photo of the product (CAT-019): the product outdoors, on a sky and ground instead of the
 * studio backdrop, in one of its colours; each photo of a review framed differently.
 */
export function reviewPhotoSvg(product: SeedProduct, review: number, index: number): string {
  const color = product.colors[(review + index) % product.colors.length]!
  const transform = composition(index)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" data-kind="${product.kind}">`,
    `<title>${escapeXml(`${product.name}, ${color.name}, shopper photo ${index}`)}</title>`,
    `<rect width="800" height="800" fill="#cfe3ef"/>`,
    `<path d="M0 470 L160 330 L300 430 L470 280 L640 420 L800 320 L800 800 L0 800 Z" fill="#8aa68a"/>`,
    `<rect y="600" width="800" height="200" fill="#a58b6a"/>`,
    `<g${transform ? ` transform="${transform}"` : ''}>${silhouette(product.kind, color.swatch)}</g>`,
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
