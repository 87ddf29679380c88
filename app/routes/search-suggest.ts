import { getShopper } from '#app/context.server.ts'
import {
  popularSearchOptions,
  suggestionOptions,
  type SuggestionOption,
} from '#app/domain/catalog/search-options.ts'
import { searchHub } from '#app/features/search/search.server.ts'
import { getSuggestions, MAX_QUERY_LENGTH } from '#app/features/search/api/search.server.ts'
import type { SuggestData } from '#app/features/search/views.ts'
import type { Route } from './+types/search-suggest'

/**
 * Resource route behind the header's search suggestions (CAT-013): `/{locale}/search/suggest?q=`
 * answers JSON. An empty query gets the hub's popular searches (CAT-041). Suggestions are an extra:
 * an upstream failure answers an empty list, never an error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH)
  const locale = shopper.locale.locale
  let options: SuggestionOption[] = []
  try {
    options = q
      ? suggestionOptions(await getSuggestions(shopper.api, q), locale)
      : popularSearchOptions(await searchHub(shopper), locale)
  } catch (error) {
    shopper.logger.warn({ err: error }, 'search suggestions unavailable')
  }
  const body: SuggestData = { q, popular: !q, options }
  return Response.json(body, { headers: { 'Cache-Control': 'private, max-age=60' } })
}
