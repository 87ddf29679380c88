import { redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import {
  restartDeliveries,
  restartItems,
  restartOtherAddresses,
} from '#app/domain/checkout/checkout-restart.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import {
  createCart,
  updateItem,
  setBillingAddress,
  setShippingAddress,
  loadCart,
  rememberCart,
} from '#app/features/cart/index.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'
import { errorTranslator } from '#app/error-text.server.ts'

/**
 * CHK-004, ERR-126: after a failed 3DS authentication the cart starts again under a new cart id
 * (same lines with their gift options and stores, same addresses and pickup contact), the step goes
 * back to billing and the shopper reads the payment authentication error there.
 */
export async function restartPayment(shopper: Shopper) {
  const t = errorTranslator(shopper.locale.locale)
  const locale = shopper.locale.locale
  const billing = checkoutPath(locale, 'billing')
  try {
    const cart = await loadCart(shopper)
    if (cart?.items.length) {
      let fresh = await createCart(shopper.api, restartItems(cart))
      for (const delivery of restartDeliveries(cart)) {
        const line = fresh.items.find((item) => item.upc === delivery.upc && !item.bonus)
        if (!line) continue
        const { id: itemId, productId, upc, qty } = line
        fresh = await updateItem(shopper.api, fresh.id, { itemId, productId, upc, qty }, delivery)
      }
      const others = restartOtherAddresses(cart, fresh)
      if (cart.shippingAddress || others.length) {
        fresh = await setShippingAddress(
          shopper.api,
          fresh.id,
          cart.shippingAddress ?? null,
          shopper.env.CAPTCHA_TOKEN,
          others,
        )
      }
      if (cart.billingAddress) fresh = await setBillingAddress(shopper.api, fresh.id, cart.billingAddress)
      rememberCart(shopper, fresh)
    }
  } catch (error) {
    if (!isApiError(error)) throw error
    return redirectWithToast(billing, {
      type: 'error',
      title: errorMessage(error.errorId, error.message, t),
      persistent: true,
    })
  }
  shopper.session.unset('paymentSessionId')
  shopper.session.unset('placeOrderKey')
  shopper.session.set('checkoutStep', 'billing')
  shopper.session.flash('checkoutNotice', {
    type: 'error',
    message: errorMessage('PAYMENT_AUTHENTICATION_ERROR', undefined, t),
  })
  return redirect(billing, 303)
}
