import { http, HttpResponse } from 'msw'
import {
  canCancel,
  canResendGiftCard,
  returnableLines,
  type ActionableLine,
} from '#app/domain/orders/order-actions.ts'
import { requirePrincipal } from '../identity/auth.ts'
import { apiError, readJson } from '../errors.ts'
import { allOrders, findOwnOrder, publicOrder } from './order-access.ts'
import { localized } from '../i18n/index.ts'
import { db, nextId, type OrderRecord } from '../state.ts'

/**
 * What a shopper does with a past order (000 §7 Consumer): cancel it (ACCT-028), get a return label
 * (ACCT-029), have a digital gift card's email sent again (ACCT-032), and track an order by number and
 * email without an account (ACCT-031). The rules are the storefront's own (`order-actions.ts`).
 */

type Line = ActionableLine & { name?: string; qty?: number; giftOptions?: { email?: string } }

function linesOf(order: OrderRecord): Line[] {
  return Array.isArray(order.items) ? (order.items as Line[]) : []
}

function actionable(order: OrderRecord) {
  return {
    status: typeof order.status === 'string' ? order.status : undefined,
    deliveredAt: typeof order.deliveredAt === 'string' ? order.deliveredAt : undefined,
    items: linesOf(order),
  }
}

/** What a tracking answer shows: status and shipments, never the addresses or the payment. */
function trackingView(order: OrderRecord) {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt,
    items: linesOf(order).map(({ id, name, qty }) => ({ id, name, qty })),
    shipments: order.shipments,
  }
}

export const handlers = [
  // ACCT-028: the order number in the query, the reason in the body. Cancelling twice answers the same.
  http.post('*/consumers-v3/consumer/CancelOrder', async ({ request }) => {
    const principal = requirePrincipal(request)
    const orderId = new URL(request.url).searchParams.get('orderId')
    const body = (await readJson(request)) ?? {}
    if (body.orderNumber !== undefined && body.orderNumber !== orderId)
      return apiError(request, 400, 'API400', 'The order number of the query and the body differ')
    const order = findOwnOrder(principal, orderId)
    if (!order) return apiError(request, 404, 'ORD409', `Order ${String(orderId)} not found`)
    if (order.status !== 'CANCELLED') {
      if (!canCancel(actionable(order)))
        return apiError(request, 409, 'ORD410', 'This order can no longer be cancelled')
      Object.assign(order, {
        status: 'CANCELLED',
        // Nothing of a cancelled order is prepared or sent: each shipment is cancelled with it.
        shipments: (Array.isArray(order.shipments) ? (order.shipments as object[]) : []).map((shipment) => ({
          ...shipment,
          status: 'CANCELLED',
        })),
        cancelledAt: new Date().toISOString(),
        ...(typeof body.reason === 'string' && body.reason ? { cancelReason: body.reason } : {}),
      })
    }
    return HttpResponse.json(localized({ order: publicOrder(order) }, request))
  }),

  // ACCT-029: a label for returnable lines of a delivered order within the window; RTN500 otherwise.
  http.post('*/consumers-v3/consumer/return/:orderId/returnLabel', async ({ request, params }) => {
    const principal = requirePrincipal(request)
    const order = findOwnOrder(principal, params.orderId)
    if (!order) return apiError(request, 404, 'ORD409', `Order ${String(params.orderId)} not found`)
    const body = (await readJson(request)) ?? {}
    const wanted = Array.isArray(body.items)
      ? (body.items as { itemId?: unknown }[]).map((i) => i.itemId).filter((id) => typeof id === 'string')
      : []
    const lines = linesOf(order).filter((l) => wanted.includes(l.id))
    // A repeated post for lines that already have their label answers that label (double submit).
    const existing = lines.length ? lines[0]!.returnLabel : undefined
    if (existing && lines.every((l) => l.returnLabel === existing)) return HttpResponse.json(existing)
    const eligible = new Set(returnableLines(actionable(order), Date.now()).map((l) => l.id))
    if (!lines.length || lines.length !== wanted.length || lines.some((l) => !eligible.has(l.id)))
      return apiError(request, 400, 'RTN500', 'Return could not be created for these lines')
    const returnId = nextId('RMA')
    const trackingNumber = `1ZRET${returnId.replace(/\D/g, '').padStart(12, '0')}`
    const label = {
      returnId,
      orderNumber: order.orderNumber,
      carrier: 'UPS',
      trackingNumber,
      labelUrl: `https://www.ups.com/returns/label/${trackingNumber}`,
      items: lines.map((l) => ({ itemId: l.id, qty: l.qty ?? 1 })),
      createdAt: new Date().toISOString(),
    }
    for (const l of lines) l.returnLabel = label
    return HttpResponse.json(label)
  }),

  // ACCT-032: sends the digital gift card's email to its recipient again.
  http.post('*/consumers-v3/consumer/resendGiftCardEmail', async ({ request }) => {
    const principal = requirePrincipal(request)
    const body = (await readJson(request)) ?? {}
    const order = findOwnOrder(principal, body.orderNumber)
    if (!order) return apiError(request, 404, 'ORD409', 'Order not found')
    const line = linesOf(order).find((l) => l.id === body.itemId)
    const to = line?.giftOptions?.email ?? (typeof order.email === 'string' ? order.email : undefined)
    if (!line || !to || !canResendGiftCard(actionable(order), line))
      return apiError(request, 400, 'API400', 'This line is not a digital gift card that can be sent again')
    db.emails.push({
      to,
      subject: `Your gift card from order ${order.orderNumber}`,
      at: new Date().toISOString(),
    })
    return HttpResponse.json({ sent: true, email: to })
  }),

  // ACCT-031: number and email, any token. OHS4004 for an unknown number, ORD400 for the wrong email.
  http.post('*/consumers-v3/consumer/TrackOrder', async ({ request }) => {
    requirePrincipal(request)
    const body = (await readJson(request)) ?? {}
    const { orderNumber, email } = body
    if (typeof orderNumber !== 'string' || !orderNumber || typeof email !== 'string' || !email)
      return apiError(request, 400, 'API400', 'orderNumber and email are required')
    const order = allOrders().find((o) => o.orderNumber.toLowerCase() === orderNumber.trim().toLowerCase())
    if (!order) return apiError(request, 404, 'OHS4004', `Order ${orderNumber} not found`)
    if (typeof order.email !== 'string' || order.email.toLowerCase() !== email.trim().toLowerCase())
      return apiError(request, 400, 'ORD400', 'Invalid order email')
    // The order reads in the request's language (PLAT-003), as the account's order pages do.
    return HttpResponse.json(localized({ order: trackingView(order) }, request))
  }),
]
