import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { COMPARE_MAX, COMPARE_MIN, parseCompareIds } from '#app/domain/catalog/compare.ts'
import type { Price } from '#app/domain/catalog/product.ts'
import type { CompareData } from '#app/domain/catalog/compare-data.ts'
import { getCompareData } from '#app/features/catalog/api/compare.server.ts'
import { getProductDetails } from '#app/features/catalog/api/products.server.ts'
import { localePath } from '#app/domain/paths/paths.ts'

export interface CompareProduct {
  id: string
  name: string
  href: string
  image?: { url: string }
  price: Price
  rating?: { score: number; reviewsCount: number }
  /** Attribute id → display text, from the compare call. */
  values: Record<string, string>
}

export interface ComparePage {
  problem?: 'tooFew' | 'tooMany'
  /** Asked-for ids that are no product. */
  unknownIds: string[]
  products: CompareProduct[]
  /** Rows worth showing: attributes at least one product has a value for. Empty when `unavailable`. */
  attributes: CompareData['attributes']
  /** The compare call failed: the products are shown without their attributes. */
  unavailable: boolean
  limits: { min: number; max: number }
}

/**
 * The compare page's data (CAT-038): the products of `ids=` (2–4) with their tiles' facts, and the
 * compare call's attributes. Unknown ids are reported, not fatal; the compare call fails quietly
 * (logged), leaving the products without attribute rows. A wrong count answers no products at all.
 */
export async function comparePageData(shopper: Shopper, url: URL): Promise<ComparePage> {
  const limits = { min: COMPARE_MIN, max: COMPARE_MAX }
  const selection = parseCompareIds(url.searchParams)
  if (!selection.ok) {
    return {
      problem: selection.problem,
      unknownIds: [],
      products: [],
      attributes: [],
      unavailable: false,
      limits,
    }
  }
  const locale = shopper.locale.locale
  const [details, compare] = await Promise.all([
    Promise.all(
      selection.ids.map((id) =>
        getProductDetails(shopper.api, id).catch((error: unknown) => {
          if (isApiError(error) && error.status === 404) return id
          throw error
        }),
      ),
    ),
    getCompareData(shopper.api, selection.ids).catch((error: unknown) => {
      shopper.logger.warn({ err: error }, 'compare data unavailable')
      return null
    }),
  ])
  const unknownIds = details.filter((d) => typeof d === 'string')
  const products = details
    .filter((d) => typeof d !== 'string')
    .map((product): CompareProduct => {
      const image = product.colors[0]?.images[0]
      return {
        id: product.id,
        name: product.name,
        href: localePath(locale, product.url),
        ...(image ? { image: { url: image.url } } : {}),
        price: product.price,
        ...(product.rating ? { rating: product.rating } : {}),
        values: compare?.products.find((p) => p.productId === product.id)?.values ?? {},
      }
    })
  const attributes = (compare?.attributes ?? []).filter((a) => products.some((p) => p.values[a.id]))
  return {
    ...(products.length < COMPARE_MIN ? { problem: 'tooFew' as const } : {}),
    unknownIds,
    products: products.length < COMPARE_MIN ? [] : products,
    attributes,
    unavailable: compare === null,
    limits,
  }
}
