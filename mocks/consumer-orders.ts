import { http, HttpResponse } from 'msw'
import { requirePrincipal } from './auth.ts'
import { apiError } from './errors.ts'
import { db, type OrderRecord } from './state.ts'

/**
 * Orders as their shopper reads them (000 §7 Consumer: GET /consumers-v3/consumer/purchase/{orderId},
 * ACCT-025). An order is readable by the token that placed it, and by its account: a guest's order
 * handed to the account created right after it (the token call's `orderNo`, AUTH-002, `orders.ts`)
 * is read with the account's token.
 */

/** The order as answered to the shopper: the emulator's owner key stays internal. */
function publicOrder({ owner: _owner, ...order }: OrderRecord) {
  return order
}

export const handlers = [
  http.get('*/consumers-v3/consumer/purchase/:orderId', ({ request, params }) => {
    const principal = requirePrincipal(request)
    const order = db.orders.find(
      (o) =>
        o.orderNumber === params.orderId &&
        (o.owner === principal.owner || (principal.consumerNo && o.consumerNo === principal.consumerNo)),
    )
    if (!order) return apiError(request, 404, 'ORD409', `Order ${String(params.orderId)} not found`)
    return HttpResponse.json({ order: publicOrder(order) })
  }),
]
