/** Recommendations' public surface: the recommendation events content and the beacon send. */
export { recClickHandler, recImpressionHandler, sendRecImpression } from './events.server.ts'
export {
  MAX_RECOMMENDATIONS,
  getWidgetRecommendations,
  type Recommendations,
} from './api/recommendations.server.ts'
