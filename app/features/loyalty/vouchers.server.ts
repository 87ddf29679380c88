import type { Shopper } from '#app/context.server.ts'
import { getLoyaltyVouchers } from '#app/features/loyalty/api/loyalty.server.ts'
import { oncePerRequest } from '#app/once-per-request.server.ts'

/**
 * The member's loyalty points and vouchers, read once per request: the payment step's rewards and its
 * athlete and reward-code offer both need them, in the same round of upstream calls.
 */
export const loyaltyVouchersOf = oncePerRequest((shopper: Shopper) => getLoyaltyVouchers(shopper.api))
