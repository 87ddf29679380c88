/**
 * Recommendations' browser surface: the section another capability's page shows (the product page's,
 * below the fold). The server surface is index.server.ts.
 */
export { RecommendationsSection } from './ui/recommendations.tsx'
export type { RecommendationsView } from './views.ts'
