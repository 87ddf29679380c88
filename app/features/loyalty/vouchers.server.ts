import type { Shopper } from '#app/context.server.ts'
import type { LoyaltyVouchers } from '#app/models/loyalty.ts'
import { getLoyaltyVouchers } from '#app/services/loyalty.server.ts'

const reads = new WeakMap<Shopper, Promise<LoyaltyVouchers>>()

/**
 * The member's loyalty points and vouchers, read once per request: the payment step's rewards and its
 * athlete and reward-code offer both need them, in the same round of upstream calls.
 */
export function loyaltyVouchersOf(shopper: Shopper): Promise<LoyaltyVouchers> {
  let read = reads.get(shopper)
  if (!read) {
    read = getLoyaltyVouchers(shopper.api)
    reads.set(shopper, read)
  }
  return read
}
