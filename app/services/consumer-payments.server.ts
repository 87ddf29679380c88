import { z } from 'zod'
import { PaymentInstrumentSchema } from '#app/models/cart.ts'
import type { ApiClient } from './api.server.ts'

/** GET /consumers-v3/consumer/payment_instruments?method=CREDIT_CARD: the shopper's saved cards. */
export function getSavedCards(api: ApiClient) {
  return api.request({
    path: '/consumers-v3/consumer/payment_instruments',
    query: { method: 'CREDIT_CARD' },
    schema: z.array(PaymentInstrumentSchema),
  })
}
