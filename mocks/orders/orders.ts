import { db } from '../state.ts'

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
