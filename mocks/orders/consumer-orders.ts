import { http, HttpResponse } from 'msw'
import { requirePrincipal, type Principal } from '../identity/auth.ts'
import { apiError, readJson } from '../errors.ts'
import { localized, localizedIn } from '../i18n/index.ts'
import { invoicePdf, type Invoice, type InvoiceAddress } from './invoice-pdf.ts'
import { localeFromRequest } from '../locale.ts'
import { allOrders, findOwnOrder, publicOrder } from './order-access.ts'
import type { OrderRecord } from '../state.ts'

/**
 * Orders as their shopper reads them (000 §7 Consumer): one order (ACCT-025), the history with
 * paging (ACCT-027) and the invoice (ACCT-026). An order is readable by the token that placed it, and
 * by its account: a guest's order handed to the account created right after it (the token call's
 * `orderNo`, AUTH-002, `orders.ts`) is read with the account's token. Another shopper's order is
 * not found (IDOR), the same answer as an unknown number.
 */

/** Orders per history page unless the call asks for another count (at most 50). */
const DEFAULT_COUNT = 10
const MAX_COUNT = 50

function nonNegativeInt(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : fallback
}

function ordersOf(principal: Principal): OrderRecord[] {
  return allOrders()
    .filter(
      (o) =>
        o.owner === principal.owner ||
        (principal.consumerNo !== undefined && o.consumerNo === principal.consumerNo),
    )
    .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))
}

/** One history entry: what the list shows, not the whole order. */
function summaryOf(order: OrderRecord) {
  const items = Array.isArray(order.items) ? (order.items as { qty?: number }[]) : []
  const totals = (order.totals ?? {}) as { total?: number }
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    status: order.status,
    currency: order.currency,
    total: totals.total ?? 0,
    itemCount: items.reduce((sum, item) => sum + (item.qty ?? 1), 0),
  }
}

type InvoiceItem = {
  name?: string
  qty?: number
  price?: { amount?: number; current?: number; rowTotal?: number }
  variants?: { code: string; value: string }[]
}

/** What the invoice prints of an order, in the language of the locale it was placed in. */
function invoiceOf(order: OrderRecord, request: Request): Invoice {
  const locale = (typeof order.locale === 'string' && order.locale) || localeFromRequest(request) || 'en_US'
  const items = localizedIn((Array.isArray(order.items) ? order.items : []) as InvoiceItem[], locale)
  const totals = (order.totals ?? {}) as Record<string, number | undefined>
  const lines = items.map((item) => {
    const qty = item.qty ?? 1
    const unitPrice = item.price?.current ?? item.price?.amount ?? 0
    return {
      name: item.name ?? '',
      qty,
      unitPrice,
      total: item.price?.rowTotal ?? unitPrice * qty,
      attributes: (item.variants ?? []).map((v) => v.value),
    }
  })
  return {
    orderNumber: order.orderNumber,
    createdAt: typeof order.createdAt === 'string' ? order.createdAt : new Date().toISOString(),
    currency: typeof order.currency === 'string' ? order.currency : 'USD',
    locale,
    country: typeof order.country === 'string' ? order.country : 'US',
    billingAddress: order.billingAddress as InvoiceAddress | undefined,
    lines,
    subtotal: totals.itemSubTotal ?? totals.itemTotal ?? lines.reduce((sum, l) => sum + l.total, 0),
    discount: totals.totalDiscount ?? 0,
    shipping: totals.shipping ?? 0,
    tax: totals.tax ?? 0,
    total: totals.total ?? 0,
  }
}

export const handlers = [
  http.get('*/consumers-v3/consumer/purchase/:orderId', ({ request, params }) => {
    const principal = requirePrincipal(request)
    const order = findOwnOrder(principal, params.orderId)
    if (!order) return apiError(request, 404, 'ORD409', `Order ${String(params.orderId)} not found`)
    // The order reads in the request's language (PLAT-003), as the cart it came from did.
    return HttpResponse.json(localized({ order: publicOrder(order) }, request))
  }),

  // ACCT-027: the signed-in shopper's orders, newest first, `count` from `start`.
  http.post('*/consumers-v3/consumer/purchasehistory', async ({ request }) => {
    const principal = requirePrincipal(request)
    if (principal.type !== 'Registered')
      return apiError(request, 403, 'CCN404', 'Unknown customer: order history needs a signed-in shopper')
    const body = (await readJson(request)) ?? {}
    const start = nonNegativeInt(body.start, 0)
    const count = Math.min(MAX_COUNT, Math.max(1, nonNegativeInt(body.count, DEFAULT_COUNT)))
    const orders = ordersOf(principal)
    return HttpResponse.json({
      total: orders.length,
      start,
      count,
      orders: orders.slice(start, start + count).map(summaryOf),
    })
  }),

  // ACCT-026: the invoice as PDF bytes, a file to save (Content-Disposition: attachment).
  http.post('*/consumers-v3/consumer/purchase/invoice/download', async ({ request }) => {
    const principal = requirePrincipal(request)
    const body = (await readJson(request)) ?? {}
    const order = findOwnOrder(principal, body.orderId ?? body.orderNumber)
    if (!order) return apiError(request, 404, 'ORD409', 'Order not found')
    const pdf = invoicePdf(invoiceOf(order, request))
    return new HttpResponse(pdf, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="invoice-${order.orderNumber}.pdf"`,
        'Content-Length': String(pdf.byteLength),
      },
    })
  }),
]
