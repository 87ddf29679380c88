import { redirect } from 'react-router'
import { getShopper, type Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { startStep } from '#app/domain/checkout/express-checkout.ts'
import { savedShippingAddresses } from '#app/domain/checkout/saved-addresses.ts'
import { getSavedCards } from '#app/features/payments/api/consumer-payments.server.ts'
import { loadCart } from '#app/features/cart/shopper-cart.server.ts'
import { isSignedIn } from '#app/features/identity/session.server.ts'
import { getProfile } from '#app/features/customers/api/consumers.server.ts'
import type { Route } from './+types/checkout-index'
import { prepareExpressCart } from '#app/features/checkout/express.server.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'

/** A failed read counts as "not there": checkout then starts at shipping. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (!isApiError(error)) throw error
    return null
  }
}

/** CHK-002: where a new checkout starts; the upstream is asked only when express can apply. */
async function firstStep(shopper: Shopper) {
  const signedIn = isSignedIn(shopper)
  const flagEnabled = shopper.env.EXPRESS_CHECKOUT_ENABLED
  if (!signedIn || !flagEnabled) return 'shipping'
  const [cards, profile, cart] = await Promise.all([
    orNull(getSavedCards(shopper.api)),
    orNull(getProfile(shopper.api)),
    loadCart(shopper),
  ])
  const saved = savedShippingAddresses(profile?.consumerDetails.address, shopper.locale.site.country)
  const step = startStep({
    signedIn,
    flagEnabled,
    hasDefaultCard: Boolean(cards?.some((c) => c.card?.main)),
    hasDeliveryAddress: Boolean(cart?.shippingAddress) || saved.length > 0,
    hasPickupContact: Boolean(cart?.pickupContact),
  })
  // The summary reads the address from the cart: the main saved one goes on it when it has none.
  return step === 'summary' ? prepareExpressCart(shopper, cart, saved) : step
}

/** /checkout goes to the shopper's current step (held in the session), else where checkout starts. */
export async function loader({ context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const current = shopper.session.get('checkoutStep')
  const step = current && current !== 'shipping' ? current : await firstStep(shopper)
  return redirect(checkoutPath(shopper.locale.locale, step))
}
