import {
  SearchHubSchema,
  SuggestResponseSchema,
  type SearchHub,
  type SuggestResponse,
} from '#app/domain/catalog/search-suggest.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'

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

/** GET /fapi/components/search-hub (CAT-041): popular searches and trending categories. */
export function getSearchHub(api: ApiClient): Promise<SearchHub> {
  return api.request({ path: '/fapi/components/search-hub', schema: SearchHubSchema, auth: false })
}
