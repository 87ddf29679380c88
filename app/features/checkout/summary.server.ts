import { inStoreSalesInfo } from '#app/domain/stores/in-store.ts'
import { connectedAssociate } from '#app/features/in-store/index.server.ts'
import { shippingThresholdStatus } from '#app/domain/money/approaching-promotions.ts'
import { randomUUID } from 'node:crypto'
import { redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError, type ApiError } from '#app/domain/errors/api-error.ts'
import { errorMessage, GENERIC_ERROR_MESSAGE } from '#app/domain/errors/errors.ts'
import type { TFunction } from 'i18next'
import {
  flashErrors,
  mobileAppTracking,
  placeOrderAttemptKey,
  placeOrderFailure,
  type OrderFlash,
} from '#app/domain/checkout/place-order.ts'
import {
  placeOrder,
  prepareOrder,
  basketIdOf,
  loadCart,
  refreshCart,
  rememberCart,
} from '#app/features/cart/index.server.ts'
import type { LastOrder } from '#app/sessions.server.ts'
import { trackPurchase } from '#app/features/personalisation/index.server.ts'
import { expressStoreContext, parseStoreContext, storeContextQuery } from '#app/domain/payments/wallet.ts'
import { runOnce, SharedStateUnavailable } from '#app/platform/state/run-once.server.ts'
import { challengeRequest, type PendingAuthentication } from '#app/domain/checkout/three-ds.ts'
import {
  paymentFor,
  pendingChallenge,
  restartPayment,
  resumeChallenge,
  startChallenge,
  type ChallengeOptions,
} from '#app/features/payments/index.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import { cartPath, checkoutPath, orderConfirmationPath } from '#app/domain/paths/paths.ts'
import { errorTranslator } from '#app/error-text.server.ts'

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
  | { kind: 'challenge'; pending: PendingAuthentication }
  | { kind: 'no-address' }
  | { kind: 'failed'; error: ApiError }
  | { kind: 'unavailable' }

/** A placed order (or its challenge) answers late resubmits of its form this long. */
const PLACED_MEMORY_MS = 15 * 60_000
/**
 * What the summary's place-order form posted: the key the summary minted, and the `recaptcha_response`
 * to send (the captcha's token, else the configured fallback; PLAT-026).
 */
export interface PostedOrder {
  key: string
  captcha: string
}

/** The longest one attempt takes (several upstream calls, each with its timeout); others wait this long. */
const ATTEMPT_LEASE_MS = 90_000

/** Attach the card token, then PUT the order; run to its end though the browser leaves (placeOnce waits on it). */
async function attempt(
  requested: Shopper,
  basketId: string,
  sessionId: string | undefined,
  { key, captcha }: PostedOrder,
): Promise<Outcome> {
  const shopper: Shopper = { ...requested, api: requested.api.untilDone() }
  // PLAT-025: the order's bot-protection token is asked for while the cart, the payment and the
  // prepare call are under way, not after them.
  const botToken = shopper.api.botProtectionToken()
  try {
    const cart = await loadCart(shopper)
    const billing = cart?.billingAddress ?? cart?.shippingAddress
    if (!cart || !billing) return { kind: 'no-address' }
    const payment = await paymentFor(shopper, basketId, sessionId, cart)
    if ('kind' in payment) return payment
    await prepareOrder(shopper.api, basketId)
    // INSTORE-007: only while an associate is connected (both ids set, within the shift).
    const inStoreSale = inStoreSalesInfo(connectedAssociate(shopper))
    const order = await placeOrder(
      shopper.api,
      {
        idempotencyKey: key,
        cartId: basketId,
        billingAddress: billing,
        paymentMethod: payment.paymentMethod,
        recaptcha_response: captcha,
        inStoreSalesInfo: inStoreSale,
        ...mobileAppTracking(shopper.session.get('webview')),
      },
      botToken,
    )
    // CHK-033: the issuer wants the shopper to authenticate before the order is final.
    const challenge = challengeRequest(order.flash)
    if (challenge.kind === 'unusable') return { kind: 'authentication-failed' }
    if (challenge.kind === 'challenge') {
      const { mode, action } = challenge
      const paymentInstrumentId = payment.paymentMethod.additionalData.paymentInstrumentId
      return {
        kind: 'challenge',
        pending: {
          orderNumber: order.orderNumber,
          mode,
          action,
          idempotencyKey: key,
          paymentInstrumentId,
          paymentSessionId: sessionId,
        },
      }
    }
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
        ...(inStoreSale ? { inStoreSale } : {}),
      },
    }
  } catch (error) {
    if (!isApiError(error)) throw error
    return { kind: 'failed', error }
  }
}

/**
 * One attempt per basket and key across every instance (decision 044): a double click or parallel
 * posts, wherever the load balancer sends them, share one attempt (one card instrument, one order);
 * a placed order is remembered for late resubmits. Fails closed: without the shared store no attempt
 * is made at all.
 */
async function placeOnce(
  shopper: Shopper,
  basketId: string,
  sessionId: string | undefined,
  posted: PostedOrder,
): Promise<Outcome> {
  try {
    return await runOnce<Outcome>(
      placeOrderAttemptKey(basketId, posted.key),
      {
        rememberMs: PLACED_MEMORY_MS,
        // A challenge too: a late resubmit on another instance goes back to it, like pendingChallenge here.
        remember: (outcome) => outcome.kind === 'placed' || outcome.kind === 'challenge',
        leaseMs: ATTEMPT_LEASE_MS,
        onStoreError: 'closed',
      },
      () => attempt(shopper, basketId, sessionId, posted),
    )
  } catch (error) {
    if (!(error instanceof SharedStateUnavailable)) throw error
    shopper.logger.error({ err: error }, 'place order refused: shared state unavailable')
    return { kind: 'unavailable' }
  }
}

/**
 * Place order. Idempotent: the form posts the key the summary minted; the same key always ends on the
 * same confirmation with one order and one card authorisation used (a double click, a resubmit after
 * Back, parallel posts). Fails closed: on any error no order exists, the cart is kept and the shopper
 * is told why.
 */
export async function placeOrderAction(
  shopper: Shopper,
  posted: PostedOrder,
  challenge?: ChallengeOptions,
  t?: TFunction,
) {
  const postedKey = posted.key
  const locale = shopper.locale.locale
  const summary = checkoutPath(locale, 'summary')
  const confirmation = orderConfirmationPath(locale)
  if (postedKey && shopper.session.get('lastOrder')?.idempotencyKey === postedKey) {
    const storeContext = parseStoreContext(shopper.session.get('lastOrder')?.storeContext)
    return redirect(`${confirmation}${storeContextQuery(storeContext)}`, 303)
  }
  const basketId = basketIdOf(shopper.session)
  const sessionId = shopper.session.get('paymentSessionId')
  if (!basketId) throw redirect(cartPath(locale))
  if (!postedKey || postedKey !== shopper.session.get('placeOrderKey')) {
    // A form from before this checkout's summary (another tab, an old page): show the current one.
    return redirect(summary, 303)
  }
  const pending = pendingChallenge(shopper, basketId, postedKey)
  if (pending) return resumeChallenge(shopper, pending, challenge)

  const outcome = await placeOnce(shopper, basketId, sessionId, posted)
  switch (outcome.kind) {
    case 'placed': {
      // CHK-039: an express pay from the product page marks its confirmation.
      const storeContext = expressStoreContext(shopper.session.get('expressPay'), sessionId)
      shopper.session.unset('expressPay')
      orderPlaced(shopper, { ...outcome.order, ...(storeContext ? { storeContext } : {}) })
      return redirect(`${confirmation}${storeContextQuery(storeContext)}`, 303)
    }
    case 'challenge':
      return startChallenge(shopper, outcome.pending, challenge)
    case 'not-authorised':
      return redirectWithToast(checkoutPath(locale, 'billing'), {
        type: 'error',
        title: errorMessage('PAY400', undefined, t),
      })
    case 'no-address':
      return redirect(checkoutPath(locale, 'shipping'), 303)
    case 'authentication-failed':
      return restartPayment(shopper)
    case 'flash':
      // ERR-123: no order; the cart is read again and the flash shown at the top.
      await refreshCart(shopper)
      shopper.session.flash('checkoutNotice', {
        type: 'error',
        message: outcome.flash.map((f) => f.message ?? errorMessage(f.type, undefined, t)).join(' '),
      })
      return redirect(summary, 303)
    case 'failed':
      return placeOrderFailed(shopper, outcome.error)
    case 'unavailable':
      // Nothing was sent upstream: the cart and the key stay, the same button may be pressed again.
      shopper.session.flash('checkoutNotice', {
        type: 'error',
        message: t ? t('checkout:checkout.placeOrderUnavailable') : GENERIC_ERROR_MESSAGE,
      })
      return redirect(summary, 303)
  }
}

/**
 * What a placed order leaves in the session: its confirmation (an associate's sale with the in-store
 * sales info it carried, INSTORE-007), no cart, no card session.
 */
export function orderPlaced(shopper: Shopper, placed: LastOrder) {
  const inStoreSale = placed.inStoreSale ?? inStoreSalesInfo(connectedAssociate(shopper))
  const order = inStoreSale ? { ...placed, inStoreSale } : placed
  shopper.session.set('lastOrder', order)
  // PERS-070: the experiments' purchase conversion, once per order.
  trackPurchase(shopper, order)
  shopper.session.flash('purchaseToTrack', order.orderNumber)
  // CHK-006: kept after the order (the session is this storefront's local storage).
  if (order.shippingThresholdStatus) {
    shopper.session.set('shippingThresholdStatus', order.shippingThresholdStatus)
  }
  rememberCart(shopper, null)
  shopper.session.unset('paymentSessionId')
  shopper.session.unset('bnplApproval')
  shopper.session.unset('savedCardId')
  shopper.session.unset('placeOrderKey')
  shopper.session.set('checkoutStep', 'shipping')
}

export async function placeOrderFailed(shopper: Shopper, error: ApiError) {
  const t = errorTranslator(shopper.locale.locale)
  const locale = shopper.locale.locale
  shopper.logger.warn({ errorId: error.errorId, correlationId: error.correlationId }, 'place order failed')
  const message = errorMessage(error.errorId, error.message, t)
  const summary = checkoutPath(locale, 'summary')
  const shipping = checkoutPath(locale, 'shipping')
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
