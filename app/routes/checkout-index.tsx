import { redirect } from 'react-router'
import { getShopper } from '#app/context.server.ts'
import type { Route } from './+types/checkout-index'

/** /checkout goes to the shopper's current step (held in the session), shipping by default. */
export function loader({ context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const step = shopper.session.get('checkoutStep') ?? 'shipping'
  return redirect(`/${shopper.locale.locale}/checkout/${step}`)
}
