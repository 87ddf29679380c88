import type { TFunction } from 'i18next'
import { redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { getPaymentMethods, basketIdOf, loadCart } from '#app/features/cart/index.server.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import { BILLING_INTENT_NAMES, BILLING_INTENTS } from './intents.ts'
import { giftCardPayment } from '#app/domain/payments/payment.ts'
import { BILLING_PAYMENT_INTENT_NAMES, payAtBilling } from '#app/features/payments/index.ts'
import { setBillingAddressAction } from '#app/features/checkout/billing-address.server.ts'
import { cartPath, checkoutPath } from '#app/domain/paths/paths.ts'
import { marketOf, marketPaymentMethods } from '#app/domain/market/market.ts'

/**
 * CHK-020: the methods the cart can pay with (GET paymentMethods), kept to those the shopper's market
 * offers (CHK-008, decision 050); the optional ones (pay later, the provider wallet) are offered only
 * when listed. A failed read offers only what always works.
 */
export async function paymentMethodsFor(shopper: Shopper, basketId: string) {
  try {
    const methods = await getPaymentMethods(shopper.api, basketId)
    return marketPaymentMethods(marketOf(shopper.locale.site.id), methods)
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ errorId: error.errorId }, 'payment methods not read')
    return null
  }
}

/** Every post the billing step takes: its own (BILLING_INTENTS) and the payment methods'. */
const INTENT_NAMES = [...BILLING_INTENT_NAMES, ...BILLING_PAYMENT_INTENT_NAMES]

/**
 * The billing step's posts: the billing address and continue when covered (BILLING_INTENTS), and every
 * payment method's, which the payment-method table hands to the method (features/payments/methods.ts):
 * card (hosted page, hosted fields), saved cards, pay later, athlete payment and rewards, loyalty
 * vouchers, gift cards (check, apply, remove).
 */
export async function billingAction(request: Request, shopper: Shopper, t: TFunction) {
  const locale = shopper.locale.locale
  const billing = checkoutPath(locale, 'billing')
  const form = await request.formData()
  const intent = readIntent(form, INTENT_NAMES)
  const basketId = () => {
    const id = basketIdOf(shopper.session)
    if (!id) throw redirect(cartPath(locale))
    return id
  }
  switch (intent) {
    case BILLING_INTENTS.setBillingAddress:
      basketId()
      return setBillingAddressAction(shopper, form, t)
    case BILLING_INTENTS.continueToReview: {
      basketId()
      const cart = await loadCart(shopper)
      if (!cart || giftCardPayment(cart).remainingToPay > 0) return redirect(billing, 303)
      // The gift cards pay for everything: no card session is needed.
      shopper.session.unset('paymentSessionId')
      shopper.session.set('checkoutStep', 'summary')
      return redirect(checkoutPath(locale, 'summary'), 303)
    }
    case null:
      return badRequest()
    default:
      return payAtBilling(intent, { form, request, shopper, t, basketId })
  }
}
