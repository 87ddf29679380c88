import { redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/models/api-error.ts'
import { errorDisplay, errorMessage } from '#app/models/errors.ts'
import { addCardInstrument, placeOrder } from '#app/services/cart.server.ts'
import { getPaymentSessionResult } from '#app/services/provider.server.ts'
import { loadCart, rememberCart } from '#app/services/shopper-cart.server.ts'
import { redirectWithToast } from '#app/utils/redirect.server.ts'

/** Codes after which the shopper must look at delivery again (CHK-003). */
const BACK_TO_SHIPPING = new Set(['ORD430', 'ORD516', 'ORD517', 'ORD518', 'CHK380', 'CHK320', 'SHP500'])

/**
 * Place order: attach the provider's card token to the cart, then PUT the order. Fails closed: on any
 * error no order exists, the cart is kept and the shopper is told why.
 */
export async function placeOrderAction(shopper: Shopper, origin: string) {
  const locale = shopper.locale.locale
  const summary = `/${locale}/checkout/summary`
  const basketId = shopper.session.get('basketId')
  const sessionId = shopper.session.get('paymentSessionId')
  if (!basketId) throw redirect(`/${locale}/cart`)
  if (!sessionId) throw redirect(`/${locale}/checkout/billing`)
  try {
    const payment = await getPaymentSessionResult(shopper.api, sessionId)
    if (payment.status !== 'authorised' || !payment.token) {
      return redirectWithToast(`/${locale}/checkout/billing`, {
        type: 'error',
        title: errorMessage('PAY400'),
      })
    }
    const cart = await loadCart(shopper)
    const billing = cart?.billingAddress ?? cart?.shippingAddress
    if (!cart || !billing) throw redirect(`/${locale}/checkout/shipping`)
    const withCard = await addCardInstrument(shopper.api, basketId, { token: payment.token, sessionId })
    const instrument = withCard.paymentInstruments.find((p) => p.payment_method_id === 'CREDIT_CARD')
    const store = shopper.session.get('store')
    const order = await placeOrder(shopper.api, {
      cartId: basketId,
      billingAddress: billing,
      paymentMethod: {
        code: 'CREDIT_CARD',
        additionalData: {
          paymentInstrumentId: instrument?.payment_instrument_id,
          cardType: payment.cardType,
          bin: payment.bin,
        },
      },
      recaptcha_response: shopper.env.CAPTCHA_TOKEN,
      inStoreSalesInfo: store
        ? { storeId: store.storeId, storeEmployeeId: store.storeEmployeeId }
        : undefined,
    })
    shopper.session.set('lastOrder', {
      orderNumber: order.orderNumber,
      email: billing.email ?? cart.email,
      total: withCard.totals.total,
      currency: withCard.currency,
    })
    rememberCart(shopper, null)
    shopper.session.unset('paymentSessionId')
    shopper.session.set('checkoutStep', 'shipping')
    return redirect(`/${locale}/order-confirmation`, 303)
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn(
      { errorId: error.errorId, correlationId: error.correlationId, origin },
      'place order failed',
    )
    const message = errorMessage(error.errorId, error.message)
    if (error.errorId && BACK_TO_SHIPPING.has(error.errorId)) {
      shopper.session.set('checkoutStep', 'shipping')
      return redirectWithToast(`/${locale}/checkout/shipping`, { type: 'error', title: message })
    }
    // ERR-122: the listed codes are a top notification; anything else a toast that stays (ERR-124).
    const persistent = errorDisplay(error.errorId, 'place-order') !== 'top'
    return redirectWithToast(summary, { type: 'error', title: message, persistent })
  }
}
