import { z } from 'zod'
import { CartSchema, type Cart } from '#app/models/cart.ts'
import type { ApiClient } from './api.server.ts'

/** Loyalty rewards calls (000 §6, §7). */

const LoyaltyVouchersSchema = z.looseObject({
  currentLoyaltyPoints: z.number().default(0),
  applicableLoyaltyVouchers: z
    .array(
      z.looseObject({
        id: z.string(),
        points: z.number(),
        amountInCurrency: z.number(),
        available: z.boolean().default(true),
        eligible: z.boolean().default(true),
      }),
    )
    .default([]),
})
export type LoyaltyVouchers = z.infer<typeof LoyaltyVouchersSchema>

/** GET /consumers-v3/consumer/loyalty/vouchers — the member's points and the vouchers they can use. */
export function getLoyaltyVouchers(api: ApiClient): Promise<LoyaltyVouchers> {
  return api.request({ path: '/consumers-v3/consumer/loyalty/vouchers', schema: LoyaltyVouchersSchema })
}

/** PUT /cart/v1/cart/{basketId}/reward — body `{ appliedLoyaltyVoucher }` (CHK-023). */
export function applyLoyaltyVoucher(api: ApiClient, basketId: string, voucherId: string): Promise<Cart> {
  return api.request({
    method: 'PUT',
    path: `/cart/v1/cart/${encodeURIComponent(basketId)}/reward`,
    body: { appliedLoyaltyVoucher: voucherId },
    schema: CartSchema,
  })
}
