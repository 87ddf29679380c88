import type { Shopper } from '#app/context.server.ts'
import { getWidgetRecommendations, type Recommendations } from '#app/features/recommendations/index.server.ts'

/** The widget the product page asks for. */
export const PDP_WIDGET_ID = 'pdp-similar'

/**
 * The product page's recommendations (CAT-017), loaded after the first byte. Optional: a failure is
 * logged and resolves to null, so the section is hidden and the page stands.
 */
export function loadRecommendations(shopper: Shopper, productId: string): Promise<Recommendations | null> {
  return getWidgetRecommendations(
    shopper.api,
    { widgetId: PDP_WIDGET_ID, productId, count: 8 },
    shopper.locale.site.currency,
  ).catch((error: unknown) => {
    shopper.logger.warn({ err: error }, 'recommendations unavailable')
    return null
  })
}
