import type { Shopper } from '#app/context.server.ts'
import { channelOf } from '#app/domain/identity/webview.ts'
import { readsThroughCaches } from '#app/domain/page/request-rules.ts'
import type { ProductDetails } from '#app/domain/catalog/product.ts'
import { cached } from '#app/platform/cache/cache.server.ts'
import { getProductDetails } from './api/products.server.ts'

/** A kept catalogue read is served as it is for a minute (decision 113)… */
export const CATALOGUE_FRESH_MS = 60_000
/** …then as it was for up to five more while one request reads it again. */
export const CATALOGUE_STALE_MS = 5 * 60_000

/**
 * A catalogue read that is the same for every shopper of a locale and channel (a product's details,
 * its sets, a category's branch, a listing's search: public data, decision 056), kept in the data cache
 * rather than asked again for every page a shopper with a cart or a sign-in sees (decision 113). `what`
 * names the read and all its parameters. The surrogate keys the read names (its products, its
 * category) are kept with it, so a price or stock change's purge drops it at once (decision 069). A
 * preview, `bypassAllCache` and mock mode read through, as every kept read does. Stock is never kept.
 */
export function keptCatalogueRead<T>(shopper: Shopper, what: string, read: () => Promise<T>): Promise<T> {
  const channel = channelOf(shopper.session.get('webview'))
  return cached({
    key: `catalogue:${shopper.locale.locale}:${channel}:${what}`,
    ttl: CATALOGUE_FRESH_MS,
    swr: CATALOGUE_STALE_MS,
    bypass: readsThroughCaches(shopper.preview) || shopper.mockMode,
    getFreshValue: read,
  })
}

/** A product's details as the product page and quick shop read them (no query options), kept. */
export function keptProductDetails(shopper: Shopper, productId: string): Promise<ProductDetails> {
  return keptCatalogueRead(shopper, `product:${productId}`, () => getProductDetails(shopper.api, productId))
}
