import { z } from 'zod'
import { AddressSchema, CartItemSchema } from '../cart/cart.ts'
import { formatDisplayDate } from '../market/display-date.ts'
import { canCancel, canResendGiftCard, returnableLines } from './order-actions.ts'
import { OrderDetailsSchema } from './order-details.ts'
import { OrderShipmentSchema } from './order.ts'

/**
 * A past order as the account reads it (000 §3 Order; ACCT-025, ACCT-031): the confirmation's order
 * (lines, shipments, totals, payment, addresses) with its status, dates, each shipment's tracking and
 * each line's return label. Parsed leniently: a part the service leaves out is left off the page.
 */

/** Only a web address may become a link: anything else (javascript:, data:) is shown as text or left out. */
const WebUrlSchema = z
  .string()
  .refine((value) => /^https?:\/\//i.test(value))
  .optional()
  .catch(undefined)

export const ReturnLabelSchema = z.looseObject({
  returnId: z.string(),
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  labelUrl: WebUrlSchema,
  items: z.array(z.looseObject({ itemId: z.string(), qty: z.number().optional() })).default([]),
})
export type ReturnLabel = z.infer<typeof ReturnLabelSchema>

export const TrackingEventSchema = z.looseObject({
  date: z.string(),
  status: z.string().optional(),
  description: z.string(),
  location: z.string().optional(),
})

/** A shipment with its carrier's tracking: number, link and events. */
export const TrackedShipmentSchema = OrderShipmentSchema.extend({
  status: z.string().optional(),
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  trackingUrl: WebUrlSchema,
  events: z.array(TrackingEventSchema).catch([]).default([]),
  shippingAddress: AddressSchema.optional().catch(undefined),
})
export type TrackedShipment = z.infer<typeof TrackedShipmentSchema>

export const AccountOrderLineSchema = CartItemSchema.extend({
  returnable: z.boolean().optional(),
  returnLabel: ReturnLabelSchema.optional().catch(undefined),
})

export const AccountOrderSchema = OrderDetailsSchema.extend({
  status: z.string().optional(),
  createdAt: z.string().optional(),
  deliveredAt: z.string().optional(),
  cancelledAt: z.string().optional(),
  items: z.array(AccountOrderLineSchema).catch([]),
  shipments: z.array(TrackedShipmentSchema).catch([]),
})
export type AccountOrder = z.infer<typeof AccountOrderSchema>

/** One entry of the order history (ACCT-027). */
export const OrderSummarySchema = z.looseObject({
  orderNumber: z.string(),
  createdAt: z.string().optional(),
  status: z.string().optional(),
  currency: z.string().optional(),
  total: z.number().optional(),
  itemCount: z.number().optional(),
})
export type OrderSummary = z.infer<typeof OrderSummarySchema>

export const OrderHistorySchema = z.looseObject({
  total: z.number().int().nonnegative(),
  orders: z.array(OrderSummarySchema).default([]),
})

/** The tracking answer (ACCT-031): status, dates, line names and shipments; no address or payment. */
export const TrackedOrderSchema = z.looseObject({
  orderNumber: z.string(),
  status: z.string().optional(),
  createdAt: z.string().optional(),
  items: z
    .array(z.looseObject({ id: z.string(), name: z.string().optional(), qty: z.number().optional() }))
    .catch([]),
  shipments: z.array(TrackedShipmentSchema).catch([]),
})
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>

/** Orders per page of the account's history. */
export const ORDERS_PER_PAGE = 5

/** The history page a `?page=` asks for: a whole number from 1, anything else is page 1. */
export function pageFromQuery(value: string | null): number {
  const page = value && /^\d{1,4}$/.test(value) ? Number(value) : 1
  return page >= 1 ? page : 1
}

/** How many history pages `total` orders make (at least one, so an empty history has a page). */
export function pageCount(total: number, perPage = ORDERS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/** Shipments with their dates as the shopper reads them. */
export function shipmentViews(shipments: readonly TrackedShipment[], locale: string) {
  return shipments.map((shipment) => ({
    ...shipment,
    events: shipment.events.map((event) => ({ ...event, day: formatDisplayDate(event.date, locale) })),
  }))
}

/**
 * The order detail's view (ACCT-025): dates for display, and what the shopper may do now: cancel
 * (ACCT-028), get a return label per line (ACCT-029), resend a digital gift card (ACCT-032).
 */
export function accountOrderView(order: AccountOrder, locale: string, now: number) {
  const returnable = new Set(returnableLines(order, now).map((line) => line.id))
  return {
    ...order,
    placedOn: order.createdAt ? formatDisplayDate(order.createdAt, locale) : undefined,
    // A cancelled order's shipments are cancelled with it: none is still "being prepared".
    shipments: shipmentViews(
      order.status === 'CANCELLED'
        ? order.shipments.map((shipment) => ({ ...shipment, status: 'CANCELLED' }))
        : order.shipments,
      locale,
    ),
    canCancel: canCancel(order),
    lines: order.items.map((line) => ({
      ...line,
      canReturn: returnable.has(line.id),
      canResend: canResendGiftCard(order, line),
    })),
  }
}
export type AccountOrderView = ReturnType<typeof accountOrderView>
