import { PaymentSessionResultSchema, type PaymentSessionResult } from '#app/domain/cart/cart.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'

/** The card provider's result for a hosted-payment-page session (a read; nothing changes). */
export function getPaymentSessionResult(api: ApiClient, sessionId: string): Promise<PaymentSessionResult> {
  return api.request({
    service: 'provider',
    path: `/provider/v1/sessions/${encodeURIComponent(sessionId)}`,
    schema: PaymentSessionResultSchema,
    auth: false,
  })
}
