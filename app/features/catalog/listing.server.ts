import { redirect, type RouterContextProvider } from 'react-router'
import { forDocument, forDocumentList } from '#app/document-values.server.ts'
import { CARRIED_PARAMS } from '#app/domain/page/request-rules.ts'
import { CatalogSchema, type CategoryNode } from '#app/domain/catalog/catalog.ts'
import { reconcile, upstreamQuery, type ListingState } from '#app/domain/catalog/listing.ts'
import {
  buildListingView,
  type ListingView,
  type ShownListingView,
} from '#app/domain/catalog/listing-view.ts'
import type { ListedSearch, ProductSearch, ShownSearch } from '#app/domain/catalog/product.ts'
import type { Shopper } from '#app/context.server.ts'
import { categoryKey } from '#app/platform/cache/surrogate-keys.ts'
import { addSurrogateKeys } from '#app/platform/cache/surrogate-keys.server.ts'
import { searchProducts } from '#app/features/catalog/api/products.server.ts'
import { keptCatalogueRead } from './kept-reads.server.ts'

/**
 * GET /products/v2/catalog?categoryId= — one branch of the category tree (CAT-010), kept (decision
 * 113) and named by its category's surrogate key.
 */
export function getCatalogCategory(shopper: Shopper, categoryId: string): Promise<CategoryNode | null> {
  return keptCatalogueRead(shopper, `branch:${categoryId}`, async () => {
    const catalog = await shopper.api.request({
      path: '/products/v2/catalog',
      query: { categoryId },
      schema: CatalogSchema,
    })
    addSurrogateKeys(categoryKey(categoryId))
    return catalog.categories.find((c) => c.id === categoryId) ?? null
  })
}

/**
 * GET /products/v2/search/productSearch for a listing state, within a category or for a phrase: kept
 * by its whole query (decision 113), with the surrogate keys of its category and tiles.
 */
export function searchListing(
  shopper: Shopper,
  state: ListingState,
  scope: { categoryId?: string } = {},
): Promise<ProductSearch> {
  const params = { ...upstreamQuery(state), ...scope }
  return keptCatalogueRead(shopper, `search:${JSON.stringify(params)}`, () =>
    searchProducts(shopper.api, params),
  )
}

/**
 * The listing view of a search response; its links keep the PLAT-034 parameters. Refinements the
 * service does not know, or a page past the last one, redirect to the corrected URL (302): odd query
 * values are ignored, never an error.
 */
export function listingView(url: URL, state: ListingState, search: ProductSearch): ListingView {
  const reconciled = reconcile(state, search.facets, search.total)
  const carry = CARRIED_PARAMS.flatMap((name) =>
    url.searchParams.getAll(name).map((value): [string, string] => [name, value]),
  )
  const view = buildListingView(url.pathname, reconciled.state, search, reconciled.applied, carry)
  if (reconciled.changed) throw redirect(view.href)
  return view
}

/**
 * The view as the page's data carries it: the refinements, some sixty links with nothing to respond
 * to, stay in the document's markup and out of its data (4 to 6 kB), and come with a client-side
 * request's data, which renders them anew (decision 086).
 */
export function shownListingView(
  context: Readonly<RouterContextProvider>,
  view: ListingView,
): ShownListingView {
  return { ...view, facets: view.facets.length > 0 ? forDocument(context, view.facets) : null }
}

/**
 * The results as the page's data carries them (decision 100): the tiles, a link, a picture, a price and
 * a favourites form each, are the document's markup alone, which the browser keeps without hydrating
 * it; a client-side request's data (a "load more", a navigation) carries them in full.
 */
export function shownSearch(context: Readonly<RouterContextProvider>, search: ListedSearch): ShownSearch {
  return { ...search, products: forDocumentList(context, search.products) }
}
