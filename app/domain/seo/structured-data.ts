import { localePath } from '#app/domain/paths/paths.ts'
import type { ProductColor, ProductDetails } from '#app/domain/catalog/product.ts'
import { LOW_STOCK_THRESHOLD } from '#app/domain/catalog/product-rules.ts'

/** Serialises JSON-LD for a `<script>`: `<` is escaped so the data cannot end the script element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/**
 * schema.org BreadcrumbList for a trail, first crumb first. Crumbs with a locale-less site path get an
 * absolute `item`; the current page is given without one (it is the page the data sits on).
 */
export function breadcrumbJsonLd(
  origin: string,
  locale: string,
  trail: { name: string; url?: string }[],
): string {
  return jsonLdScript({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: `${origin}${localePath(locale, crumb.url)}` } : {}),
    })),
  })
}

const SCHEMA = 'https://schema.org/'

/** schema.org availability of the sizes on offer: the selected one, or any of the colour's. */
function availability(sizes: { quantity?: number; available: boolean }[]) {
  const onOffer = sizes.filter((s) => s.available)
  if (onOffer.some((s) => s.quantity !== undefined && s.quantity > LOW_STOCK_THRESHOLD))
    return `${SCHEMA}InStock`
  // Without inventory the stock is unknown: better no claim than a wrong one.
  if (sizes.some((s) => s.quantity === undefined)) return undefined
  return onOffer.length ? `${SCHEMA}LimitedAvailability` : `${SCHEMA}OutOfStock`
}

/** Product structured data for search engines, built on the server only. */
export function productJsonLd(
  product: ProductDetails,
  color: ProductColor,
  sizes: { quantity?: number; available: boolean }[],
  origin: string,
  locale: string,
): string {
  const { price, rating } = product
  const url = `${origin}${localePath(locale, product.url)}`
  const offer =
    price.highCurrent > price.lowCurrent
      ? { '@type': 'AggregateOffer', lowPrice: price.lowCurrent, highPrice: price.highCurrent }
      : { '@type': 'Offer', price: price.lowCurrent }
  return jsonLdScript({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.id,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    image: color.images.map((image) => new URL(image.url, origin).href),
    description: product.description,
    url,
    offers: { ...offer, priceCurrency: price.currency, availability: availability(sizes), url },
    ...(rating && rating.reviewsCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.score,
            reviewCount: rating.reviewsCount,
          },
        }
      : {}),
  })
}
