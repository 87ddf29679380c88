import { getShopper } from '#app/context.server.ts'
import { PRODUCT_ID_PATTERN } from '#app/domain/catalog/product-rules.ts'
import { parseSlugId } from '#app/domain/paths/paths.ts'
import { loadReviewsSection } from '#app/features/reviews/index.server.ts'
import type { Route } from './+types/pdp-reviews-data'

/**
 * A product's first page of reviews and questions, which its page loads when the shopper nears them
 * (decision 098; a resource route: no page). `section` is null when the product id is not one, or the
 * reviews could not be read: the page then shows no reviews section, as when it streamed them.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parseSlugId(params.slugId, PRODUCT_ID_PATTERN)?.id
  return { section: id ? await loadReviewsSection(getShopper(context), id, new URL(request.url)) : null }
}
