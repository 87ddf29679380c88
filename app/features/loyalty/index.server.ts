/** Loyalty's public surface: the member's vouchers, which checkout and the payments apply. */
export { loyaltyVouchersOf } from './vouchers.server.ts'
export { applyLoyaltyVoucher } from './api/loyalty.server.ts'
