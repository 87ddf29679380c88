import { randomUUID } from 'node:crypto'
import { redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError, type ApiError } from '#app/models/api-error.ts'
import { errorDisplay, errorMessage } from '#app/models/errors.ts'
import { addCardInstrument, placeOrder } from '#app/services/cart.server.ts'
import { getPaymentSessionResult } from '#app/services/provider.server.ts'
import { loadCart, rememberCart } from '#app/services/shopper-cart.server.ts'
import type { LastOrder } from '#app/sessions.server.ts'
import { redirectWithToast } from '#app/utils/redirect.server.ts'

/** Codes after which the shopper must look at delivery again (CHK-003). */
const BACK_TO_SHIPPING = new Set(['ORD430', 'ORD516', 'ORD517', 'ORD518', 'CHK380', 'CHK320', 'SHP500'])

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

/** The upstream part of placing an order: attach the provider's card token, then PUT the order. */
async function attempt(shopper: Shopper, basketId: string, sessionId: string, key: string): Promise<Outcome> {
  try {
    const payment = await getPaymentSessionResult(shopper.api, sessionId)
    if (payment.status !== 'authorised' || !payment.token) return { kind: 'not-authorised' }
    const cart = await loadCart(shopper)
    const billing = cart?.billingAddress ?? cart?.shippingAddress
    if (!cart || !billing) return { kind: 'no-address' }
    const withCard = await addCardInstrument(shopper.api, basketId, { token: payment.token, sessionId })
    const instrument = withCard.paymentInstruments.find((p) => p.payment_method_id === 'CREDIT_CARD')
    const store = shopper.session.get('store')
    const order = await placeOrder(shopper.api, {
      idempotencyKey: key,
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
    return {
      kind: 'placed',
      order: {
        orderNumber: order.orderNumber,
        email: billing.email ?? cart.email,
        total: withCard.totals.total,
        currency: withCard.currency,
        idempotencyKey: key,
      },
    }
  } catch (error) {
    if (!isApiError(error)) throw error
    return { kind: 'failed', error }
  }
}

/** Runs one attempt per basket and key at a time; a placed order is remembered for late resubmits. */
function placeOnce(shopper: Shopper, basketId: string, sessionId: string, key: string): Promise<Outcome> {
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
  if (!sessionId) throw redirect(`/${locale}/checkout/billing`)
  if (!postedKey || postedKey !== shopper.session.get('placeOrderKey')) {
    // A form from before this checkout's summary (another tab, an old page): show the current one.
    return redirect(summary, 303)
  }

  const outcome = await placeOnce(shopper, basketId, sessionId, postedKey)
  switch (outcome.kind) {
    case 'placed':
      shopper.session.set('lastOrder', outcome.order)
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
    case 'failed':
      return placeOrderFailed(shopper, outcome.error)
  }
}

function placeOrderFailed(shopper: Shopper, error: ApiError) {
  const locale = shopper.locale.locale
  shopper.logger.warn({ errorId: error.errorId, correlationId: error.correlationId }, 'place order failed')
  const message = errorMessage(error.errorId, error.message)
  if (error.errorId && BACK_TO_SHIPPING.has(error.errorId)) {
    shopper.session.set('checkoutStep', 'shipping')
    return redirectWithToast(`/${locale}/checkout/shipping`, { type: 'error', title: message })
  }
  // ERR-122: the listed codes are a top notification; anything else a toast that stays (ERR-124).
  const persistent = errorDisplay(error.errorId, 'place-order') !== 'top'
  return redirectWithToast(`/${locale}/checkout/summary`, { type: 'error', title: message, persistent })
}
