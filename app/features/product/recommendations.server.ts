import type { Shopper } from '#app/context.server.ts'
import type { DocumentKeeper } from '#app/document-values.server.ts'
import { getWidgetRecommendations } from '#app/features/recommendations/index.server.ts'
import type { RecommendationsView } from '#app/features/recommendations/index.ts'

/** The widget the product page asks for. */
export const PDP_WIDGET_ID = 'pdp-similar'

/**
 * The product page's recommendations (CAT-017), loaded after the first byte, their cards kept for the
 * document's markup (decision 109). Optional: a failure is logged and resolves to null, so the section
 * is hidden and the page stands.
 */
export function loadRecommendations(
  shopper: Shopper,
  productId: string,
  keep: DocumentKeeper,
): Promise<RecommendationsView | null> {
  return getWidgetRecommendations(
    shopper.api,
    { widgetId: PDP_WIDGET_ID, productId, count: 8 },
    shopper.locale.site.currency,
  )
    .then((found) => ({ ...found, items: keep.list(found.items) }))
    .catch((error: unknown) => {
      shopper.logger.warn({ err: error }, 'recommendations unavailable')
      return null
    })
}
