import { CartSchema, type Cart } from '#app/domain/cart/cart.ts'
import {
  LoyaltyVouchersSchema,
  WelcomePromoSchema,
  type LoyaltyVouchers,
  type WelcomePromo,
} from '#app/domain/account/loyalty.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'
import { CALL_TEMPLATES, callPath } from '#app/platform/api/call-templates.ts'

/** Loyalty calls (000 §6, §7). */

/** GET /consumers-v3/consumer/loyalty/vouchers — the member's points and the vouchers they can use. */
export function getLoyaltyVouchers(api: ApiClient): Promise<LoyaltyVouchers> {
  return api.request({ path: '/consumers-v3/consumer/loyalty/vouchers', schema: LoyaltyVouchersSchema })
}

/** GET /consumers-v3/consumer/loyalty/promo/welcome — the Loyalty welcome promotion (ACCT-037). */
export function getWelcomePromo(api: ApiClient): Promise<WelcomePromo> {
  return api.request({ path: '/consumers-v3/consumer/loyalty/promo/welcome', schema: WelcomePromoSchema })
}

/** PUT /cart/v1/cart/{basketId}/reward — body `{ appliedLoyaltyVoucher }` (CHK-023). */
export function applyLoyaltyVoucher(api: ApiClient, basketId: string, voucherId: string): Promise<Cart> {
  return api.request({
    method: 'PUT',
    path: callPath(CALL_TEMPLATES.reward, { basketId }),
    body: { appliedLoyaltyVoucher: voucherId },
    schema: CartSchema,
  })
}
