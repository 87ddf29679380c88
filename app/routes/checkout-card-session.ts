import { getShopper } from '#app/context.server.ts'
import { cardSessionAction } from '#app/features/payments/index.ts'
import type { Route } from './+types/checkout-card-session'

/** CHK-037: the billing step's script opens the hosted card fields' provider session; a post only. */
export async function action({ request, context }: Route.ActionArgs) {
  return cardSessionAction(request, getShopper(context))
}

/** Nothing to read here. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } })
}
