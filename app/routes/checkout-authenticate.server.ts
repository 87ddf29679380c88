import { redirect } from 'react-router'
import { shippingThresholdStatus } from '#app/domain/money/approaching-promotions.ts'
import type { Shopper } from '#app/context.server.ts'
import { isApiError, type ApiError } from '#app/domain/errors/api-error.ts'
import type { Cart } from '#app/domain/cart/cart.ts'
import { flashErrors, mobileAppTracking } from '#app/domain/checkout/place-order.ts'
import {
  authenticationPatch,
  authenticationRefused,
  authenticationResult,
  challengeRequest,
  RESULT_PARAM,
  type PendingAuthentication,
} from '#app/domain/checkout/three-ds.ts'
import { patchOrder } from '#app/features/cart/api/checkout.server.ts'
import { runOnce } from '#app/platform/state/run-once.server.ts'
import { loadCart } from '#app/features/cart/shopper-cart.server.ts'
import { FinishAuthenticationSchema } from '#app/features/checkout/schemas/three-ds.ts'
import {
  authenticatePath,
  forgetChallenge,
  issuerPageFor,
  restartPayment,
} from '#app/features/payments/index.ts'
import { orderPlaced, placeOrderFailed } from '#app/features/checkout/summary.server.ts'
import { checkoutPath, orderConfirmationPath } from '#app/domain/paths/paths.ts'
import { AUTHENTICATE_INTENT_NAMES } from '#app/features/checkout/intents.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import { basketIdOf } from '#app/features/cart/index.server.ts'

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

/** An authenticated order answers a second click on Finish (the cookie from before it) this long. */
const FINISHED_MEMORY_MS = 15 * 60_000
const PATCH_LEASE_MS = 60_000

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

/**
 * One PATCH per order and key on any instance (decision 044): a double click on Finish, wherever it
 * lands, shares the first one's outcome; a finished order is remembered for a post carrying the cookie
 * from before it. Fails open: the order exists upstream already, and a repeated PATCH with the same
 * result is the lesser harm than refusing to finish it.
 */
function patchOnce(shopper: Shopper, pending: PendingAuthentication, result: string) {
  // The place-order key is unique to one checkout; an order number alone may come again upstream.
  return runOnce<Finished>(
    `three-ds-finish:${pending.orderNumber}|${pending.idempotencyKey}`,
    {
      rememberMs: FINISHED_MEMORY_MS,
      remember: (finished) => finished.kind === 'placed',
      leaseMs: PATCH_LEASE_MS,
      onStoreError: 'open',
    },
    () => patch(shopper, pending, result),
  )
}

/**
 * Finishes the order with the issuer's result: placed → the confirmation, like every placed order;
 * refused → the payment starts again on a new cart with the payment authentication error (CHK-004,
 * ERR-126); any other failure → as a failed place order.
 */
export async function finishAuthentication(shopper: Shopper, form: FormData) {
  // The step's one post (AUTHENTICATE_INTENTS). Another intent is not this form's.
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
      forgetChallenge(basketIdOf(shopper.session), pending)
      return restartPayment(shopper)
    case 'failed':
      return placeOrderFailed(shopper, finished.error)
  }
}
