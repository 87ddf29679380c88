import type { Shopper } from '#app/context.server.ts'
import { productPath } from '#app/domain/paths/paths.ts'
import { SET_ANCHOR, SET_PARAM, setRequested } from '#app/domain/catalog/product-set.ts'
import { shownSet, type ShownSet } from '#app/domain/catalog/product-set-view.ts'
import { sectionHref } from '#app/domain/catalog/reviews.ts'
import { getProductSet, getProductSets } from '#app/features/product/api/product-extras.server.ts'
import { keptCatalogueRead } from '#app/features/catalog/index.server.ts'
import { productKey } from '#app/platform/cache/surrogate-keys.ts'
import { addSurrogateKeys } from '#app/platform/cache/surrogate-keys.server.ts'

type SetList = Awaited<ReturnType<typeof getProductSets>>

/**
 * The sets a product is in (CAT-007), read beside the product's details so that the page knows
 * whether it has a set section. Never rejects: without the list the page has no set section.
 */
export function findProductSets(shopper: Shopper, productId: string | undefined): Promise<SetList> {
  if (!productId) return Promise.resolve([])
  // Kept (decision 113): which sets a product is in changes with the catalogue, not the shopper.
  const sets = keptCatalogueRead(shopper, `sets-of:${productId}`, async () => {
    const found = await getProductSets(shopper.api, productId)
    addSurrogateKeys(productKey(productId))
    return found
  })
  return sets.catch((error: unknown) => {
    shopper.logger.warn({ err: error }, 'product sets unavailable')
    return []
  })
}

/**
 * "Complete the set" (CAT-008, decision 057): the first set's other members, deferred unless the URL
 * asks for them in the document, and the link shoppers without JavaScript follow to see them.
 */
export async function productSetSection(
  shopper: Shopper,
  sets: SetList,
  product: { id: string; slug: string },
  url: URL,
) {
  const [first] = sets
  if (!first) return { productSet: null, setLink: null }
  // Kept (decision 113), named by the set's and its members' surrogate keys: a member's price change
  // drops it.
  const set = keptCatalogueRead(shopper, `set:${first.id}`, async () => {
    const found = await getProductSet(shopper.api, first.id)
    addSurrogateKeys(
      productKey(found.id),
      ...found.products.flatMap((member) => [productKey(member.masterId), productKey(member.id)]),
    )
    return found
  })
  const loading: Promise<ShownSet | null> = set
    .then((set) => shownSet(set, product.id, shopper.locale.locale))
    .catch((error: unknown) => {
      shopper.logger.warn({ err: error }, 'product set unavailable')
      return null
    })
  const locale = shopper.locale.locale
  return {
    productSet: setRequested(url.searchParams) ? await loading : loading,
    setLink: {
      name: first.name,
      href: sectionHref(productPath(locale, product), url.search, SET_PARAM, 1, SET_ANCHOR),
    },
  }
}
