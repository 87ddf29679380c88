import { z } from 'zod'
import { PaymentInstrumentSchema } from '#app/domain/cart/cart.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'

/** GET /consumers-v3/consumer/payment_instruments?method=CREDIT_CARD: the shopper's saved cards. */
export function getSavedCards(api: ApiClient) {
  return api.request({
    path: '/consumers-v3/consumer/payment_instruments',
    query: { method: 'CREDIT_CARD' },
    schema: z.array(PaymentInstrumentSchema),
  })
}

/**
 * POST /consumers-v3/consumer/payment_instruments with method REWARD_CODE or REWARD_CARD: a member
 * saves a reward by its code or card number (the number is not kept: the answer lists its last four).
 */
export function saveRewardInstrument(
  api: ApiClient,
  body: { method: 'REWARD_CODE' | 'REWARD_CARD'; code: string; recaptcha_response: string },
) {
  return api.request({
    method: 'POST',
    path: '/consumers-v3/consumer/payment_instruments',
    body: { payment_method_id: body.method, code: body.code, recaptcha_response: body.recaptcha_response },
    schema: z.looseObject({ payment_instrument_id: z.string() }),
  })
}
