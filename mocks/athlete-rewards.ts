import { http, HttpResponse } from 'msw'
import { requirePrincipal, type Principal } from './auth.ts'
import { athleteBudget, loyaltyPointsOf, savedReward } from './athlete-rewards-pricing.ts'
import { priceCart } from './cart-pricing.ts'
import { renderCart } from './cart-render.ts'
import { requireCart } from './cart-store.ts'
import { apiError } from './errors.ts'
import { nextId, touch, type CartRecord } from './state.ts'

/**
 * Athlete payment, loyalty points and loyalty reward codes and cards (000 §3 Payment instrument, §6, §7 Consumer).
 * These handlers sit before the card and gift card ones: a call for another method passes on to them.
 */

type Body = Record<string, unknown>

const REWARD_METHODS = new Set(['REWARD_CODE', 'REWARD_CARD'])
const OWN_METHODS = new Set(['ATHLETES_PAYMENT', 'LOYALTY_POINTS', ...REWARD_METHODS])

/** The JSON body, read from a copy so a handler further on can still read it. */
async function peekJson(request: Request): Promise<Body> {
  try {
    const text = await request.clone().text()
    const body: unknown = text ? JSON.parse(text) : {}
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {}
  } catch {
    return {}
  }
}

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

function addAthletePayment(request: Request, principal: Principal, cart: CartRecord) {
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
function addPoints(request: Request, principal: Principal, cart: CartRecord) {
  requireMember(request, principal)
  if (athleteLeavesSomething(cart)) return apiError(request, 400, 'PAY400', ATHLETE_FIRST)
  if (loyaltyPointsOf(cart.owner) <= 0) {
    return apiError(request, 400, 'PAY400', 'There are no loyalty points to pay with')
  }
  cart.loyaltyPoints ??= { instrumentId: nextId('pi') }
  touch(cart)
  return HttpResponse.json(renderCart(cart, request))
}

function addReward(request: Request, principal: Principal, cart: CartRecord, body: Body) {
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

export const handlers = [
  // ACCT-021: a member's saved reward codes or cards, by method; cards pass on to the saved cards.
  http.get('*/consumers-v3/consumer/payment_instruments', ({ request }) => {
    const method = new URL(request.url).searchParams.get('method') ?? ''
    if (!REWARD_METHODS.has(method)) return undefined
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
  }),

  http.post('*/cart/v1/cart/:basketId/paymentInstruments', async ({ request, params }) => {
    const body = await peekJson(request)
    const method = String(body.payment_method_id ?? '')
    if (!OWN_METHODS.has(method)) return undefined
    const principal = requirePrincipal(request)
    const cart = requireCart(request, principal.owner, params.basketId)
    if (method === 'ATHLETES_PAYMENT') return addAthletePayment(request, principal, cart)
    if (method === 'LOYALTY_POINTS') return addPoints(request, principal, cart)
    return addReward(request, principal, cart, body)
  }),

  http.delete('*/cart/v1/cart/:basketId/paymentInstruments', async ({ request, params }) => {
    const body = await peekJson(request)
    const id = body.payment_instrument_id ?? new URL(request.url).searchParams.get('payment_instrument_id')
    const principal = requirePrincipal(request)
    const cart = requireCart(request, principal.owner, params.basketId)
    if (cart.athletePayment?.instrumentId === id) {
      delete cart.athletePayment
    } else if ((cart.rewardPayments ?? []).some((r) => r.instrumentId === id)) {
      cart.rewardPayments = cart.rewardPayments!.filter((r) => r.instrumentId !== id)
    } else if (cart.loyaltyPoints?.instrumentId === id) {
      delete cart.loyaltyPoints
    } else {
      return undefined
    }
    dropRewardsWhileAthleteLeavesSomething(cart)
    touch(cart)
    return HttpResponse.json(renderCart(cart, request))
  }),
]
