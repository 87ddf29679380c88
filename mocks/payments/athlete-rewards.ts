import { HttpResponse } from 'msw'
import { requirePrincipal, type Principal } from '../identity/auth.ts'
import { athleteBudget, loyaltyPointsOf, savedReward } from './athlete-rewards-pricing.ts'
import { priceCart } from '../cart/cart-pricing.ts'
import { renderCart } from '../cart/cart-render.ts'
import { apiError } from '../errors.ts'
import { nextId, touch, type CartRecord } from '../state.ts'

/**
 * Athlete payment, loyalty points and loyalty reward codes and cards (000 §3 Payment instrument, §6, §7 Consumer):
 * their entries in payment-methods.ts (ATHLETES_PAYMENT, LOYALTY_POINTS, REWARD_CODE, REWARD_CARD).
 */

type Body = Record<string, unknown>

/** Rewards need a signed-in, confirmed loyalty member (REW401, REW130, REW135), as vouchers do. */
function requireMember(request: Request, principal: Principal) {
  if (principal.type !== 'Registered' || !principal.account) {
    throw apiError(request, 401, 'REW401', 'Rewards need a signed-in customer')
  }
  if (!principal.account.isLoyaltyMember) {
    throw apiError(request, 403, 'REW130', 'The customer is not a loyalty member')
  }
  if (principal.account.loyaltyConfirmed === false) {
    throw apiError(request, 403, 'REW135', 'The loyalty membership is not confirmed')
  }
  return principal.account
}

export function addAthletePayment(request: Request, cart: CartRecord, _body: Body, principal: Principal) {
  if (principal.type !== 'Registered' || !principal.account?.athlete) {
    return apiError(request, 403, 'PAY400', 'Athlete payment is for athletes only')
  }
  if (athleteBudget(cart.owner) <= 0) {
    return apiError(request, 400, 'PAY400', 'The athlete budget for this year is used up')
  }
  cart.athletePayment ??= { instrumentId: nextId('pi') }
  dropRewardsWhileAthleteLeavesSomething(cart)
  touch(cart)
  return HttpResponse.json(renderCart(cart, request))
}

/** CHK-011: rewards pay only when there is no athlete payment or it leaves nothing to pay. */
function athleteLeavesSomething(cart: CartRecord) {
  const athlete = priceCart(cart).athlete
  return Boolean(athlete && athlete.remaining > 0)
}

/** Rewards and points stay on a cart only while the athlete payment leaves nothing to pay (CHK-011). */
function dropRewardsWhileAthleteLeavesSomething(cart: CartRecord) {
  if (!athleteLeavesSomething(cart)) return
  delete cart.rewardPayments
  delete cart.loyaltyPoints
}

const ATHLETE_FIRST = 'Rewards can pay only once the athlete payment covers the order'

/** LOYALTY_POINTS: the member's points pay what is due, as far as they go. */
export function addPoints(request: Request, cart: CartRecord, _body: Body, principal: Principal) {
  requireMember(request, principal)
  if (athleteLeavesSomething(cart)) return apiError(request, 400, 'PAY400', ATHLETE_FIRST)
  if (loyaltyPointsOf(cart.owner) <= 0) {
    return apiError(request, 400, 'PAY400', 'There are no loyalty points to pay with')
  }
  cart.loyaltyPoints ??= { instrumentId: nextId('pi') }
  touch(cart)
  return HttpResponse.json(renderCart(cart, request))
}

export function addReward(request: Request, cart: CartRecord, body: Body, principal: Principal) {
  requireMember(request, principal)
  if (athleteLeavesSomething(cart)) return apiError(request, 400, 'PAY400', ATHLETE_FIRST)
  const rewardId = typeof body.rewardInstrumentId === 'string' ? body.rewardInstrumentId : ''
  const reward = savedReward(cart.owner, rewardId)
  if (!reward || reward.method !== body.payment_method_id) {
    return apiError(request, 404, 'PYT404', `Payment instrument ${rewardId} not found`)
  }
  if ((cart.rewardPayments ?? []).some((r) => r.rewardId === rewardId)) {
    return apiError(request, 400, 'PYT300', 'This reward is already applied')
  }
  cart.rewardPayments = [...(cart.rewardPayments ?? []), { instrumentId: nextId('pi'), rewardId }]
  touch(cart)
  return HttpResponse.json(renderCart(cart, request))
}

/** GET …/payment_instruments?method=REWARD_CODE|REWARD_CARD (ACCT-021): a member's saved rewards of `method`. */
export function savedRewards(method: 'REWARD_CODE' | 'REWARD_CARD') {
  return (request: Request) => {
    const account = requireMember(request, requirePrincipal(request))
    return HttpResponse.json(
      (account.rewardInstruments ?? [])
        .filter((r) => r.method === method)
        .map((r) => ({
          payment_instrument_id: r.id,
          payment_method_id: r.method,
          amount: r.amount,
          ...(r.method === 'REWARD_CARD'
            ? { card: { lastFour: r.code, main: false } }
            : { additionalData: { rewardCode: r.code } }),
        })),
    )
  }
}

/** Takes an instrument off the cart: the rewards and points follow what the athlete payment leaves. */
function removed(request: Request, cart: CartRecord) {
  dropRewardsWhileAthleteLeavesSomething(cart)
  touch(cart)
  return HttpResponse.json(renderCart(cart, request))
}

export function removeAthletePayment(request: Request, cart: CartRecord, instrumentId: string) {
  if (cart.athletePayment?.instrumentId !== instrumentId) return undefined
  delete cart.athletePayment
  return removed(request, cart)
}

/** A reward code or card on the cart (either method's: the instrument id says which one it is). */
export function removeReward(request: Request, cart: CartRecord, instrumentId: string) {
  if (!(cart.rewardPayments ?? []).some((r) => r.instrumentId === instrumentId)) return undefined
  cart.rewardPayments = cart.rewardPayments!.filter((r) => r.instrumentId !== instrumentId)
  return removed(request, cart)
}

export function removePoints(request: Request, cart: CartRecord, instrumentId: string) {
  if (cart.loyaltyPoints?.instrumentId !== instrumentId) return undefined
  delete cart.loyaltyPoints
  return removed(request, cart)
}
