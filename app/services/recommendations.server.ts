import {
  recommendationsFrom,
  WidgetRecommendationsSchema,
  type RecommendationView,
} from '#app/models/recommendations.ts'
import type { ApiClient } from './api.server.ts'

/** The most recommendations a block shows (impressions are counted up to 24, CONST-025). */
export const MAX_RECOMMENDATIONS = 24

export interface Recommendations {
  title?: string
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
  return { title: result.title, items: recommendationsFrom(result.recommendations, { currency }) }
}
