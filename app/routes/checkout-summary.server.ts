import { inStoreSalesInfo } from '#app/models/in-store.ts'
import { shippingThresholdStatus } from '#app/models/approaching-promotions.ts'
import { randomUUID } from 'node:crypto'
import { redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError, type ApiError } from '#app/models/api-error.ts'
import type { Cart, PaymentSessionResult } from '#app/models/cart.ts'
import { errorMessage } from '#app/models/errors.ts'
import {
  flashErrors,
  mobileAppTracking,
  placeOrderFailure,
  type OrderFlash,
} from '#app/models/place-order.ts'
import { addCardInstrument, placeOrder, prepareOrder } from '#app/services/checkout.server.ts'
import { getPaymentSessionResult } from '#app/services/provider.server.ts'
import { loadCart, refreshCart } from '#app/services/shopper-cart.server.ts'
import { rememberCart } from '#app/services/cart-session.server.ts'
import type { LastOrder } from '#app/sessions.server.ts'
import { restartPayment } from './checkout-restart.server.ts'
import { giftCardPayment } from './checkout-billing.server.ts'
import { coveringTender } from '#app/models/athlete-rewards.ts'
import { redirectWithToast } from '#app/utils/redirect.server.ts'

/** The issuer challenge (3DS) failed: the payment cannot go on with this cart (CHK-004). */
export function authenticationFailed(payment: Pick<PaymentSessionResult, 'status' | 'threeDSResult'>) {
  return payment.status === 'refused' && payment.threeDSResult === 'N'
}

/**
 * The summary page's place-order key: minted once per checkout when the summary renders, kept in the
 * session and posted back with the form, so every resubmission of that form names the same order.
 */
export function placeOrderKey(shopper: Shopper): string {
  const existing = shopper.session.get('placeOrderKey')
  if (existing) return existing
  const key = randomUUID()
  shopper.session.set('placeOrderKey', key)
  return key
}

type Outcome =
  | { kind: 'placed'; order: LastOrder }
  | { kind: 'not-authorised' }
  | { kind: 'authentication-failed' }
  | { kind: 'flash'; flash: OrderFlash[] }
  | { kind: 'no-address' }
  | { kind: 'failed'; error: ApiError }

/**
 * Place-order attempts under way in this process, by basket and key: a double click or parallel posts
 * share one attempt (one card instrument, one order) instead of racing each other upstream.
 */
const inflight = new Map<string, Promise<Outcome>>()

/**
 * Orders placed recently, by basket and key. A post that carries the cookie from before the order
 * (a second click that left before the first answered) still lands on that order's confirmation.
 */
const placed = new Map<string, { order: LastOrder; at: number }>()
const PLACED_TTL_MS = 15 * 60 * 1000
const PLACED_MAX = 1000

function rememberPlaced(id: string, order: LastOrder) {
  const now = Date.now()
  for (const [key, entry] of placed) {
    if (placed.size < PLACED_MAX && now - entry.at < PLACED_TTL_MS) break
    placed.delete(key)
  }
  placed.set(id, { order, at: now })
}

function recentlyPlaced(id: string): LastOrder | undefined {
  const entry = placed.get(id)
  if (!entry || Date.now() - entry.at > PLACED_TTL_MS) return undefined
  return entry.order
}

/** What pays: the provider's card token for what the gift cards leave, or the gift cards alone. */
async function paymentFor(
  shopper: Shopper,
  basketId: string,
  sessionId: string | undefined,
  cart: Cart,
): Promise<
  | { paid: Cart; paymentMethod: { code: string; additionalData: Record<string, string | undefined> } }
  | Extract<Outcome, { kind: 'not-authorised' | 'authentication-failed' }>
> {
  const { giftCards, remainingToPay } = giftCardPayment(cart)
  // The athlete payment or rewards pay for everything (no gift card): no card is needed either.
  const covering = giftCards.length ? null : coveringTender(cart.paymentInstruments, remainingToPay)
  if (covering) return { paid: cart, paymentMethod: covering }
  if (remainingToPay <= 0 && giftCards.length) {
    return {
      paid: cart,
      paymentMethod: { code: 'GIFT_CARD', additionalData: { paymentInstrumentId: giftCards[0]!.id } },
    }
  }
  if (!sessionId) return { kind: 'not-authorised' }
  const payment = await getPaymentSessionResult(shopper.api, sessionId)
  if (authenticationFailed(payment)) return { kind: 'authentication-failed' }
  if (payment.status !== 'authorised' || !payment.token) return { kind: 'not-authorised' }
  const paid = await addCardInstrument(shopper.api, basketId, { token: payment.token, sessionId })
  const instrument = paid.paymentInstruments.find((p) => p.payment_method_id === 'CREDIT_CARD')
  return {
    paid,
    paymentMethod: {
      code: 'CREDIT_CARD',
      additionalData: {
        paymentInstrumentId: instrument?.payment_instrument_id,
        cardType: payment.cardType,
        bin: payment.bin,
        threeDS2Result: payment.threeDSResult,
      },
    },
  }
}

/** The upstream part of placing an order: attach the provider's card token, then PUT the order. */
async function attempt(
  shopper: Shopper,
  basketId: string,
  sessionId: string | undefined,
  key: string,
): Promise<Outcome> {
  try {
    const cart = await loadCart(shopper)
    const billing = cart?.billingAddress ?? cart?.shippingAddress
    if (!cart || !billing) return { kind: 'no-address' }
    const payment = await paymentFor(shopper, basketId, sessionId, cart)
    if ('kind' in payment) return payment
    await prepareOrder(shopper.api, basketId)
    const order = await placeOrder(shopper.api, {
      idempotencyKey: key,
      cartId: basketId,
      billingAddress: billing,
      paymentMethod: payment.paymentMethod,
      recaptcha_response: shopper.env.CAPTCHA_TOKEN,
      // INSTORE-007: only while an associate is connected (both ids set).
      inStoreSalesInfo: inStoreSalesInfo(shopper.session.get('store')),
      ...mobileAppTracking(shopper.session.get('webview')),
    })
    const flash = flashErrors(order.flash)
    if (flash.length) return { kind: 'flash', flash }
    return {
      kind: 'placed',
      order: {
        orderNumber: order.orderNumber,
        email: billing.email ?? cart.email,
        total: payment.paid.totals.total,
        currency: payment.paid.currency,
        idempotencyKey: key,
        shippingThresholdStatus: shippingThresholdStatus(cart) ?? undefined,
      },
    }
  } catch (error) {
    if (!isApiError(error)) throw error
    return { kind: 'failed', error }
  }
}

/** Runs one attempt per basket and key at a time; a placed order is remembered for late resubmits. */
function placeOnce(
  shopper: Shopper,
  basketId: string,
  sessionId: string | undefined,
  key: string,
): Promise<Outcome> {
  const id = `${basketId}|${key}`
  const done = recentlyPlaced(id)
  if (done) return Promise.resolve({ kind: 'placed', order: done })
  let running = inflight.get(id)
  if (!running) {
    running = attempt(shopper, basketId, sessionId, key)
      .then((outcome) => {
        if (outcome.kind === 'placed') rememberPlaced(id, outcome.order)
        return outcome
      })
      .finally(() => inflight.delete(id))
    inflight.set(id, running)
  }
  return running
}

/**
 * Place order. Idempotent: the form posts the key the summary minted; the same key always ends on the
 * same confirmation with one order and one card authorisation used (a double click, a resubmit after
 * Back, parallel posts). Fails closed: on any error no order exists, the cart is kept and the shopper
 * is told why.
 */
export async function placeOrderAction(shopper: Shopper, postedKey: string) {
  const locale = shopper.locale.locale
  const summary = `/${locale}/checkout/summary`
  const confirmation = `/${locale}/order-confirmation`
  if (postedKey && shopper.session.get('lastOrder')?.idempotencyKey === postedKey) {
    return redirect(confirmation, 303)
  }
  const basketId = shopper.session.get('basketId')
  const sessionId = shopper.session.get('paymentSessionId')
  if (!basketId) throw redirect(`/${locale}/cart`)
  if (!postedKey || postedKey !== shopper.session.get('placeOrderKey')) {
    // A form from before this checkout's summary (another tab, an old page): show the current one.
    return redirect(summary, 303)
  }

  const outcome = await placeOnce(shopper, basketId, sessionId, postedKey)
  switch (outcome.kind) {
    case 'placed':
      shopper.session.set('lastOrder', outcome.order)
      // CHK-006: kept after the order (the session is this storefront's local storage).
      if (outcome.order.shippingThresholdStatus) {
        shopper.session.set('shippingThresholdStatus', outcome.order.shippingThresholdStatus)
      }
      rememberCart(shopper, null)
      shopper.session.unset('paymentSessionId')
      shopper.session.unset('placeOrderKey')
      shopper.session.set('checkoutStep', 'shipping')
      return redirect(confirmation, 303)
    case 'not-authorised':
      return redirectWithToast(`/${locale}/checkout/billing`, {
        type: 'error',
        title: errorMessage('PAY400'),
      })
    case 'no-address':
      return redirect(`/${locale}/checkout/shipping`, 303)
    case 'authentication-failed':
      return restartPayment(shopper)
    case 'flash':
      // ERR-123: no order; the cart is read again and the flash shown at the top.
      await refreshCart(shopper)
      shopper.session.flash('checkoutNotice', {
        type: 'error',
        message: outcome.flash.map((f) => f.message ?? errorMessage(f.type)).join(' '),
      })
      return redirect(summary, 303)
    case 'failed':
      return placeOrderFailed(shopper, outcome.error)
  }
}

async function placeOrderFailed(shopper: Shopper, error: ApiError) {
  const locale = shopper.locale.locale
  shopper.logger.warn({ errorId: error.errorId, correlationId: error.correlationId }, 'place order failed')
  const message = errorMessage(error.errorId, error.message)
  const summary = `/${locale}/checkout/summary`
  const shipping = `/${locale}/checkout/shipping`
  switch (placeOrderFailure(error.errorId)) {
    case 'shipping-refetch':
      await refreshCart(shopper)
    // falls through: then back to shipping like the other delivery problems
    case 'shipping':
      shopper.session.set('checkoutStep', 'shipping')
      shopper.session.flash('checkoutNotice', { type: 'error', message })
      return redirect(shipping, 303)
    case 'summary-refetch':
      await refreshCart(shopper)
      shopper.session.flash('checkoutNotice', { type: 'info', message })
      return redirect(summary, 303)
    case 'top':
      shopper.session.flash('checkoutNotice', { type: 'error', message })
      return redirect(summary, 303)
    case 'toast-persistent':
      return redirectWithToast(summary, { type: 'error', title: message, persistent: true })
  }
}
