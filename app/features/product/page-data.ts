import type { productAction, sizeChartData } from './product-page.server.ts'

/**
 * The product page's action, for the fetchers of the forms the page itself renders (gift card, review
 * votes, flags, translations): `useFetcher<ProductAction>()` infers what it answers. They cannot take
 * `typeof action` from the pdp route, which imports them: that would be an import cycle.
 */
export type ProductAction = typeof productAction

/** What the size chart's JSON answers (the size-chart dialog reads it): chart, foot sizes, fitting help. */
export type SizeChartData = Awaited<ReturnType<typeof sizeChartData>>
