import type { Shopper } from '#app/context.server.ts'
import type { CmsPage } from '#app/domain/content/content.ts'
import type { SearchHub } from '#app/domain/catalog/search-suggest.ts'
import { cached } from '#app/platform/cache/cache.server.ts'
import { getSearchHub } from '#app/features/search/api/search.server.ts'
import { getPage } from '#app/features/content/index.server.ts'

/** The search hub and what the search page shows around its results. */

const MINUTE = 60_000

/** The search hub (CAT-041), cached per locale. */
export function searchHub(shopper: Shopper): Promise<SearchHub> {
  return cached({
    key: `search-hub:${shopper.locale.locale}`,
    ttl: 5 * MINUTE,
    swr: 60 * MINUTE,
    bypass: shopper.preview.active || shopper.preview.bypassAllCache || shopper.mockMode,
    getFreshValue: () => getSearchHub(shopper.api),
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
  if (!q) return { hub: await searchHub(shopper).catch(quiet('search hub')), noResultsPage: null }
  const [page, result] = await Promise.all([
    getPage(shopper, 'search').catch(quiet('search content')),
    search,
  ])
  return { hub: null, noResultsPage: result?.total === 0 ? page : null }
}
