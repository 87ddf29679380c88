import { z } from 'zod'
import { OrderDetailsSchema, type OrderDetails } from '#app/domain/orders/order-details.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'
import { CALL_TEMPLATES, callPath } from '#app/platform/api/call-templates.ts'

/**
 * GET /consumers-v3/consumer/purchase/{orderId} (ACCT-025): one order, read with the shopper's own
 * token (the guest's right after their order, or the account's).
 */
export async function getPurchase(api: ApiClient, orderId: string): Promise<OrderDetails> {
  const { order } = await api.request({
    path: callPath(CALL_TEMPLATES.purchase, { orderId }),
    schema: z.looseObject({ order: OrderDetailsSchema }),
  })
  return order
}
