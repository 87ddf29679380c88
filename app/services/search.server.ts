import type { Shopper } from '#app/context.server.ts'
import type { CmsPage } from '#app/models/content.ts'
import {
  SearchHubSchema,
  SuggestResponseSchema,
  type SearchHub,
  type SuggestResponse,
} from '#app/models/search-suggest.ts'
import type { ApiClient } from './api.server.ts'
import { cached } from './cache.server.ts'
import { getPage } from './content.server.ts'

/** Search suggestions, the search hub, and what the search page shows around its results. */

const MINUTE = 60_000
/** A query is cut to this length before it goes upstream (the search page does the same). */
export const MAX_QUERY_LENGTH = 100

/** GET /products/v2/search/autoSuggest (CAT-013): suggestions for what the shopper has typed so far. */
export function getSuggestions(api: ApiClient, q: string): Promise<SuggestResponse> {
  return api.request({
    path: '/products/v2/search/autoSuggest',
    query: { q: q.slice(0, MAX_QUERY_LENGTH) },
    schema: SuggestResponseSchema,
    auth: false,
  })
}

/** GET /fapi/components/search-hub (CAT-041): popular searches and trending categories, cached per locale. */
export function getSearchHub(shopper: Shopper): Promise<SearchHub> {
  return cached({
    key: `search-hub:${shopper.locale.locale}`,
    ttl: 5 * MINUTE,
    swr: 60 * MINUTE,
    bypass: shopper.preview.active || shopper.preview.bypassAllCache,
    getFreshValue: () =>
      shopper.api.request({ path: '/fapi/components/search-hub', schema: SearchHubSchema, auth: false }),
  })
}

/**
 * The extras of the search page, fetched alongside the search: the hub for an empty query, and for a
 * query the `search` content page, returned only when nothing matched (it is cached, so asking for it
 * in parallel costs little on a hit and saves a round trip on a miss). Both are optional: a failure is
 * logged and the page renders without them.
 */
export async function searchPageExtras(
  shopper: Shopper,
  q: string,
  search: Promise<{ total: number } | null>,
): Promise<{ hub: SearchHub | null; noResultsPage: CmsPage | null }> {
  const quiet = (what: string) => (error: unknown) => {
    shopper.logger.warn({ err: error }, `${what} unavailable`)
    return null
  }
  if (!q) return { hub: await getSearchHub(shopper).catch(quiet('search hub')), noResultsPage: null }
  const [page, result] = await Promise.all([
    getPage(shopper, 'search').catch(quiet('search content')),
    search,
  ])
  return { hub: null, noResultsPage: result?.total === 0 ? page : null }
}
