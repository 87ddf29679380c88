import type { Principal } from '../identity/auth.ts'
import { db, type OrderRecord } from '../state.ts'

/** Which orders a token may see (ACCT-025…032): its own, and its account's; never another shopper's. */

/** Every order the emulator knows: the seeded history first, then the ones placed since. */
export function allOrders(): OrderRecord[] {
  return [...db.pastOrders, ...db.orders]
}

/**
 * The order with this number when `principal` may see it: the token that placed it, or the account it
 * belongs to. Another shopper's order is not found (IDOR: the same answer as an unknown number).
 */
export function findOwnOrder(principal: Principal, orderNumber: unknown): OrderRecord | undefined {
  if (typeof orderNumber !== 'string' || !orderNumber) return undefined
  return allOrders().find(
    (o) =>
      o.orderNumber === orderNumber &&
      (o.owner === principal.owner ||
        (principal.consumerNo !== undefined && o.consumerNo === principal.consumerNo)),
  )
}

/** The order as answered to the shopper: the emulator's owner key stays internal. */
export function publicOrder({ owner: _owner, ...order }: OrderRecord) {
  return order
}
