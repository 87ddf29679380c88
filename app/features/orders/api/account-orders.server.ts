import { z } from 'zod'
import {
  AccountOrderSchema,
  OrderHistorySchema,
  ReturnLabelSchema,
  TrackedOrderSchema,
  type AccountOrder,
} from '#app/domain/orders/account-order.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'
import { CALL_TEMPLATES, callPath } from '#app/platform/api/call-templates.ts'

/**
 * The account's order calls (000 §7 Consumer), each with the shopper's own token: the service answers
 * only the token's own orders, and the storefront never sends a consumer id.
 */

const CONSUMER = '/consumers-v3/consumer'

/** ACCT-025: one order as the account shows it. */
export async function getAccountOrder(api: ApiClient, orderNumber: string): Promise<AccountOrder> {
  const { order } = await api.request({
    path: callPath(CALL_TEMPLATES.purchase, { orderId: orderNumber }),
    schema: z.looseObject({ order: AccountOrderSchema }),
  })
  return order
}

/** ACCT-027: `count` orders from `start`, newest first, and how many there are. */
export async function listPurchases(api: ApiClient, start: number, count: number) {
  return api.request({
    method: 'POST',
    path: `${CONSUMER}/purchasehistory`,
    body: { start, count },
    schema: OrderHistorySchema,
  })
}

const InvoiceFileSchema = z.object({
  bytes: z.instanceof(Uint8Array),
  contentType: z.string().optional(),
  contentDisposition: z.string().optional(),
})

/** ACCT-026: the invoice's PDF bytes. */
export async function downloadInvoice(api: ApiClient, orderNumber: string) {
  return api.request({
    method: 'POST',
    path: `${CONSUMER}/purchase/invoice/download`,
    body: { orderId: orderNumber },
    schema: InvoiceFileSchema,
    file: true,
  })
}

/** ACCT-028: cancels the order: its number in the query, the reason in the body. */
export async function cancelOrder(api: ApiClient, orderNumber: string, reason: string | undefined) {
  const { order } = await api.request({
    method: 'POST',
    path: `${CONSUMER}/CancelOrder`,
    query: { orderId: orderNumber },
    body: { orderNumber, ...(reason ? { reason } : {}) },
    schema: z.looseObject({ order: AccountOrderSchema }),
  })
  return order
}

/** ACCT-029: a return label for these lines of the order. */
export async function createReturnLabel(api: ApiClient, orderNumber: string, itemIds: readonly string[]) {
  return api.request({
    method: 'POST',
    path: callPath(CALL_TEMPLATES.returnLabel, { orderId: orderNumber }),
    body: { items: itemIds.map((itemId) => ({ itemId })) },
    schema: ReturnLabelSchema,
  })
}

/** ACCT-032: sends a digital gift card line's email again. */
export async function resendGiftCardEmail(api: ApiClient, orderNumber: string, itemId: string) {
  return api.request({
    method: 'POST',
    path: `${CONSUMER}/resendGiftCardEmail`,
    body: { orderNumber, itemId },
    schema: z.looseObject({ email: z.string().optional() }),
  })
}

/** ACCT-031: an order's status and shipments by its number and email, with any token. */
export async function trackOrder(api: ApiClient, orderNumber: string, email: string) {
  const { order } = await api.request({
    method: 'POST',
    path: `${CONSUMER}/TrackOrder`,
    body: { orderNumber, email },
    schema: z.looseObject({ order: TrackedOrderSchema }),
  })
  return order
}
