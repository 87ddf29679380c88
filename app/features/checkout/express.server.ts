import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import type { Cart } from '#app/domain/cart/cart.ts'
import { checkoutDeliveries } from '#app/domain/checkout/checkout-delivery.ts'
import type { SavedAddress } from '#app/domain/checkout/saved-addresses.ts'
import { rememberCart, setBillingAddress, setShippingAddress } from '#app/features/cart/index.server.ts'

/**
 * CHK-002 / A22: express checkout lands on the summary, which reads the delivery address from the
 * cart. A shopper whose cart has none yet gets their main saved address on it (shipping, and billing
 * as the shipping step does); the summary then pays with the default saved card. When the cart needs
 * what no saved address gives (a pickup contact), or the address is refused, checkout starts at
 * shipping instead.
 */
export async function prepareExpressCart(
  shopper: Shopper,
  cart: Cart | null,
  saved: readonly SavedAddress[],
): Promise<'summary' | 'shipping'> {
  if (!cart) return 'shipping'
  const { needs } = checkoutDeliveries(cart)
  if (needs.pickupContact && !cart.pickupContact) return 'shipping'
  if (!needs.homeAddress || cart.shippingAddress) return 'summary'
  const main = saved[0]
  if (!main) return 'shipping'
  try {
    await setShippingAddress(shopper.api, cart.id, main.address, shopper.env.CAPTCHA_TOKEN)
    rememberCart(
      shopper,
      await setBillingAddress(shopper.api, cart.id, { ...main.address, approachType: 'B' }),
    )
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ errorId: error.errorId }, 'express checkout address not set')
    return 'shipping'
  }
  shopper.session.set('checkoutStep', 'summary')
  return 'summary'
}
