import { data, redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import {
  issuerUrl,
  paymentChanged,
  resumesChallenge,
  type PendingAuthentication,
} from '#app/domain/checkout/three-ds.ts'
import { restartPayment } from './restart.server.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'
import { placeOrderAttemptKey } from '#app/domain/checkout/place-order.ts'
import { forgetOnce } from '#app/platform/state/run-once.server.ts'
import { basketIdOf } from '#app/features/cart/index.server.ts'

/**
 * CHK-033, CHK-034: the order is placed but the card issuer wants the shopper to authenticate. The
 * challenge is kept in the session; the shopper goes to the issuer's page (without JavaScript, and
 * always for a redirect), or the summary opens it in a dialog (with JavaScript).
 */

/** Where the issuer sends the shopper back: the authenticate step, which finishes the order. */
export function authenticatePath(locale: string) {
  return checkoutPath(locale, 'authenticate')
}

/** The issuer's page for the pending challenge, with the shop's return address; null when not allowed. */
export function issuerPageFor(
  shopper: Shopper,
  pending: PendingAuthentication,
  origin: string,
): string | null {
  const returnUrl = `${origin}${authenticatePath(shopper.locale.locale)}`
  return issuerUrl(pending, shopper.env.paymentProviderUrl, returnUrl)
}

export interface ChallengeOptions {
  /** The request's origin, for the issuer's return address. */
  origin: string
  /** The form was posted by the hydrated page: it opens the challenge in its dialog. */
  enhanced: boolean
}

/**
 * Challenges started in this process, by basket and place-order key. A post carrying the cookie from
 * before the challenge (a second click that left before the first answered) goes to the same
 * challenge without attaching the card again.
 */
const started = new Map<string, { pending: PendingAuthentication; at: number }>()
const STARTED_TTL_MS = 15 * 60 * 1000
const STARTED_MAX = 1000

function remember(id: string, pending: PendingAuthentication) {
  const now = Date.now()
  for (const [key, entry] of started) {
    if (started.size < STARTED_MAX && now - entry.at < STARTED_TTL_MS) break
    started.delete(key)
  }
  started.set(id, { pending, at: now })
}

/** Stores the challenge and sends the shopper to it; an issuer page off the provider fails the payment. */
export function startChallenge(shopper: Shopper, pending: PendingAuthentication, options?: ChallengeOptions) {
  const basketId = basketIdOf(shopper.session)
  if (basketId) remember(`${basketId}|${pending.idempotencyKey}`, pending)
  shopper.session.set('threeDS', pending)
  return goToChallenge(shopper, pending, options)
}

/** The challenge this basket's place-order key started, if it is under way: in the session or here. */
export function pendingChallenge(shopper: Shopper, basketId: string, postedKey: string) {
  const own = shopper.session.get('threeDS')
  if (own && resumesChallenge(own, postedKey)) return own
  const entry = started.get(`${basketId}|${postedKey}`)
  return entry && Date.now() - entry.at < STARTED_TTL_MS ? entry.pending : undefined
}

/** A refused challenge is over: the same key no longer leads back to it. */
export function forgetChallenge(basketId: string | undefined, pending: PendingAuthentication) {
  if (!basketId) return
  started.delete(`${basketId}|${pending.idempotencyKey}`)
  // The attempt's remembered outcome on every instance (decision 044) no longer leads back either.
  void forgetOnce(placeOrderAttemptKey(basketId, pending.idempotencyKey))
}

/** A place-order resubmit while the challenge is under way: back to it, never a second order. */
export function resumeChallenge(
  shopper: Shopper,
  pending: PendingAuthentication,
  options?: ChallengeOptions,
) {
  if (paymentChanged(pending, shopper.session.get('paymentSessionId'))) {
    // Paid otherwise since (another card, gift cards): the old challenge is left, and the order starts
    // over under a new key, which the summary mints when it shows again.
    forgetChallenge(basketIdOf(shopper.session), pending)
    shopper.session.unset('threeDS')
    shopper.session.unset('placeOrderKey')
    return redirect(checkoutPath(shopper.locale.locale, 'summary'), 303)
  }
  shopper.session.set('threeDS', pending)
  return goToChallenge(shopper, pending, options)
}

function goToChallenge(shopper: Shopper, pending: PendingAuthentication, options?: ChallengeOptions) {
  // Without the request's origin the authenticate page links to the issuer itself.
  if (!options) return redirect(authenticatePath(shopper.locale.locale), 303)
  const src = issuerPageFor(shopper, pending, options.origin)
  if (!src) {
    shopper.logger.warn({ mode: pending.mode }, 'issuer page outside the configured provider')
    shopper.session.unset('threeDS')
    return restartPayment(shopper)
  }
  if (options.enhanced && pending.mode === 'challenge') return data({ challenge: { src } })
  return redirect(src, 303)
}
