import { getShopper } from '#app/context.server.ts'
import type { Route } from './+types/pdp-review-photos-data'
import { reviewPhotosData } from '#app/features/reviews/reviews.server.ts'

/**
 * A review's photos as JSON for the PDP's photo dialog (CAT-019; a resource route: no page). A review
 * gone since the page was drawn (reported, say) answers `null` rather than a 404 that would replace
 * the product page with an error: the dialog says the photos could not be loaded.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  try {
    return Response.json(
      await reviewPhotosData(shopper, params.slugId, params.reviewId, new URL(request.url)),
    )
  } catch (error) {
    if (error instanceof Response || isNotFound(error)) return Response.json(null)
    throw error
  }
}

function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'init' in error &&
    (error as { init?: ResponseInit | null }).init?.status === 404
  )
}
