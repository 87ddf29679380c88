import type { Principal } from './auth.ts'
import { db, type OrderRecord } from './state.ts'

/**
 * Placed orders changing hands, apart from the calls: the token call hands a guest's order over
 * (`auth.ts`), and `consumer-orders.ts` answers it to its new owner.
 */

/**
 * AUTH-002 `orderNo`: a guest order placed with the account's email moves to the account, so the
 * shopper who creates an account from the confirmation finds it there.
 */
export function attachGuestOrder(
  orderNo: string | undefined,
  account: { consumerNo: string; email: string },
  owner: string,
) {
  if (!orderNo) return
  const order = db.orders.find((o) => o.orderNumber === orderNo)
  if (!order || order.customerType !== 'Guest') return
  if (typeof order.email !== 'string' || order.email.toLowerCase() !== account.email.toLowerCase()) return
  Object.assign(order, { owner, customerType: 'Registered', consumerNo: account.consumerNo })
}

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
