import { redirect } from 'react-router'
import { shippingThresholdStatus } from '#app/models/approaching-promotions.ts'
import type { Shopper } from '#app/context.server.ts'
import { isApiError, type ApiError } from '#app/models/api-error.ts'
import type { Cart } from '#app/models/cart.ts'
import { flashErrors, mobileAppTracking } from '#app/models/place-order.ts'
import {
  authenticationPatch,
  authenticationRefused,
  authenticationResult,
  challengeRequest,
  RESULT_PARAM,
  type PendingAuthentication,
} from '#app/models/three-ds.ts'
import { patchOrder } from '#app/services/checkout.server.ts'
import { loadCart } from '#app/features/cart/shopper-cart.server.ts'
import { FinishAuthenticationSchema } from '#app/validation/three-ds.ts'
import { authenticatePath, forgetChallenge, issuerPageFor } from '#app/features/payments/three-ds.server.ts'
import { restartPayment } from '#app/features/checkout/restart.server.ts'
import { orderPlaced, placeOrderFailed } from '#app/features/checkout/summary.server.ts'
import { checkoutPath, orderConfirmationPath } from '#app/models/paths.ts'
import { AUTHENTICATE_INTENT_NAMES } from '#app/features/checkout/intents.ts'
import { badRequest, readIntent } from '#app/utils/intent.server.ts'

/**
 * The authenticate step (CHK-034): the issuer sends the shopper back here with its result. Reading
 * the page changes nothing; its form posts the result, which patches the order (CHK-028).
 */
export function authenticateView(shopper: Shopper, request: Request) {
  const locale = shopper.locale.locale
  const url = new URL(request.url)
  const pending = shopper.session.get('threeDS')
  // The result is shown even without a pending challenge: the post says what became of it.
  const param = [RESULT_PARAM.challenge, RESULT_PARAM.redirect].find((name) => url.searchParams.get(name))
  const value = param
    ? authenticationResult(
        pending?.mode ?? (param === 'threeDSResult' ? 'challenge' : 'redirect'),
        url.searchParams,
      )
    : null
  if (param && value) return { locale, result: { name: param, value }, issuer: null }
  if (!pending) {
    throw redirect(
      shopper.session.get('lastOrder') ? orderConfirmationPath(locale) : checkoutPath(locale, 'summary'),
    )
  }
  return { locale, result: null, issuer: issuerPageFor(shopper, pending, url.origin) }
}

type Finished =
  | { kind: 'placed'; orderNumber: string; total?: number; cart: Cart | null }
  | { kind: 'refused' }
  | { kind: 'failed'; error: ApiError }

/** Patches in flight by order number: a double click on Finish sends one PATCH. */
const inflight = new Map<string, Promise<Finished>>()

/**
 * Orders finished here recently: a post carrying the cookie from before the order (a second click
 * that left before the first answered) lands on the same confirmation instead of reading a cart that
 * no longer exists.
 */
const placed = new Map<string, Finished>()
const PLACED_MAX = 1000

function rememberPlaced(id: string, finished: Finished) {
  if (placed.size >= PLACED_MAX) placed.delete(placed.keys().next().value!)
  placed.set(id, finished)
}

async function patch(shopper: Shopper, pending: PendingAuthentication, result: string): Promise<Finished> {
  try {
    const cart = await loadCart(shopper)
    const answer = await patchOrder(
      shopper.api,
      pending.orderNumber,
      authenticationPatch(pending, result),
      mobileAppTracking(shopper.session.get('webview')),
    )
    if (challengeRequest(answer.flash).kind !== 'none' || flashErrors(answer.flash).length) {
      return { kind: 'refused' }
    }
    return { kind: 'placed', orderNumber: answer.orderNumber, total: answer.order?.totals?.total, cart }
  } catch (error) {
    if (!isApiError(error)) throw error
    return authenticationRefused(error.errorId) ? { kind: 'refused' } : { kind: 'failed', error }
  }
}

function patchOnce(shopper: Shopper, pending: PendingAuthentication, result: string) {
  // The place-order key is unique to one checkout; an order number alone may come again upstream.
  const id = `${pending.orderNumber}|${pending.idempotencyKey}`
  const done = placed.get(id)
  if (done) return Promise.resolve(done)
  let running = inflight.get(id)
  if (!running) {
    running = patch(shopper, pending, result)
      .then((finished) => {
        if (finished.kind === 'placed') rememberPlaced(id, finished)
        return finished
      })
      .finally(() => inflight.delete(id))
    inflight.set(id, running)
  }
  return running
}

/**
 * Finishes the order with the issuer's result: placed → the confirmation, like every placed order;
 * refused → the payment starts again on a new cart with the payment authentication error (CHK-004,
 * ERR-126); any other failure → as a failed place order.
 */
export async function finishAuthentication(shopper: Shopper, form: FormData) {
  // The step's one post (AUTHENTICATE_INTENTS): any other intent is not this form's.
  if (readIntent(form, AUTHENTICATE_INTENT_NAMES) === null) return badRequest()
  const locale = shopper.locale.locale
  const pending = shopper.session.get('threeDS')
  const last = shopper.session.get('lastOrder')
  if (!pending) {
    return redirect(last ? orderConfirmationPath(locale) : checkoutPath(locale, 'summary'), 303)
  }
  const parsed = FinishAuthenticationSchema.safeParse(Object.fromEntries(form))
  const result = parsed.success
    ? authenticationResult(pending.mode, new Map(Object.entries(parsed.data)))
    : null
  // Nothing usable from the issuer: the authenticate page offers the issuer's page again.
  if (!result) return redirect(authenticatePath(locale), 303)

  const finished = await patchOnce(shopper, pending, result)
  shopper.session.unset('threeDS')
  switch (finished.kind) {
    case 'placed': {
      const cart = finished.cart
      const billing = cart?.billingAddress ?? cart?.shippingAddress
      orderPlaced(shopper, {
        orderNumber: finished.orderNumber,
        email: billing?.email ?? cart?.email,
        total: finished.total ?? cart?.totals.total,
        currency: cart?.currency,
        idempotencyKey: pending.idempotencyKey,
        shippingThresholdStatus: (cart && shippingThresholdStatus(cart)) ?? undefined,
      })
      return redirect(orderConfirmationPath(locale), 303)
    }
    case 'refused':
      forgetChallenge(shopper.session.get('basketId'), pending)
      return restartPayment(shopper)
    case 'failed':
      return placeOrderFailed(shopper, finished.error)
  }
}
