import { getShopper } from '#app/context.server.ts'
import type { Route } from './+types/pdp-size-chart-data'
import { sizeChartData } from '#app/features/product/product-page.server.ts'

/** The size chart as JSON for the PDP's size-chart dialog (a resource route: no page). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return Response.json(await sizeChartData(getShopper(context), params.slugId))
}
