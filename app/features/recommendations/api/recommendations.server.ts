import { z } from 'zod'
import {
  recommendationsFrom,
  WidgetRecommendationsSchema,
  type RecommendationView,
} from '#app/domain/catalog/recommendations.ts'
import { productKey } from '#app/platform/cache/surrogate-keys.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'
import { addSurrogateKeys } from '../../../platform/cache/surrogate-keys.server.ts'

/** The most recommendations a block shows (impressions are counted up to 24, CONST-025). */
export const MAX_RECOMMENDATIONS = 24

export interface Recommendations {
  /** The widget that answered: impressions and clicks name it (CAT-029, CAT-030). */
  widgetId: string
  title?: string
  /** The engine's decision; `Control` sends no impression (CAT-029, decision 041). */
  decision?: string
  items: RecommendationView[]
}

/** GET /products/v1/widgetRecommendations (CAT-017): the widget's products as cards. */
export async function getWidgetRecommendations(
  api: ApiClient,
  query: { widgetId: string; productId?: string; count?: number },
  currency: string,
): Promise<Recommendations> {
  const result = await api.request({
    path: '/products/v1/widgetRecommendations',
    query: {
      widgetId: query.widgetId,
      ...(query.productId ? { productId: query.productId } : {}),
      count: String(Math.min(query.count ?? 8, MAX_RECOMMENDATIONS)),
    },
    schema: WidgetRecommendationsSchema,
  })
  const items = recommendationsFrom(result.recommendations, { currency })
  addSurrogateKeys(...items.map((item) => productKey(item.id)))
  return {
    widgetId: result.widgetId ?? query.widgetId,
    ...(result.title ? { title: result.title } : {}),
    ...(result.decision ? { decision: result.decision } : {}),
    items,
  }
}

/**
 * The personalisation service's recommendation-event call (CAT-030: recClicks, impressions). The spec
 * shows neither method nor path (A17): a POST to `RECOMMENDATION_EVENTS_PATH` (decision 041).
 */
export async function postRecommendationEvent(api: ApiClient, path: string, body: unknown): Promise<void> {
  await api.request({ method: 'POST', path, body, schema: z.unknown() })
}
