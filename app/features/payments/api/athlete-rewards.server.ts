import { z } from 'zod'
import { CartSchema, PaymentInstrumentSchema, type Cart } from '#app/domain/cart/cart.ts'
import type { RewardMethod } from '#app/domain/payments/athlete-rewards.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'
import { CALL_TEMPLATES, callPath } from '#app/platform/api/call-templates.ts'

/** Athlete payment, loyalty points and saved loyalty rewards as cart payment instruments (000 §7 Cart, Consumer). */

function addInstrument(api: ApiClient, basketId: string, body: Record<string, string>): Promise<Cart> {
  return api.request({
    method: 'POST',
    path: callPath(CALL_TEMPLATES.paymentInstruments, { basketId }),
    body,
    schema: CartSchema,
  })
}

/** POST …/paymentInstruments ATHLETES_PAYMENT: the cart works out payableAmount and remainingAmount. */
export function addAthletePayment(api: ApiClient, basketId: string): Promise<Cart> {
  return addInstrument(api, basketId, { payment_method_id: 'ATHLETES_PAYMENT' })
}

/** POST …/paymentInstruments LOYALTY_POINTS: the member's points pay what is due, as far as they go. */
export function addLoyaltyPoints(api: ApiClient, basketId: string): Promise<Cart> {
  return addInstrument(api, basketId, { payment_method_id: 'LOYALTY_POINTS' })
}

/** POST …/paymentInstruments REWARD_CODE or REWARD_CARD with the member's saved reward. */
export function addRewardInstrument(
  api: ApiClient,
  basketId: string,
  reward: { method: RewardMethod; rewardInstrumentId: string },
): Promise<Cart> {
  return addInstrument(api, basketId, {
    payment_method_id: reward.method,
    rewardInstrumentId: reward.rewardInstrumentId,
  })
}

/** ACCT-021: GET /consumers-v3/consumer/payment_instruments?method=REWARD_CODE|REWARD_CARD. */
export function getRewardInstruments(api: ApiClient, method: RewardMethod) {
  return api.request({
    path: '/consumers-v3/consumer/payment_instruments',
    query: { method },
    schema: z.array(PaymentInstrumentSchema),
  })
}
