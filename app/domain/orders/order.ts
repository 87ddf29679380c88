import { z } from 'zod'

/** An order as the commerce API answers it (000 §3 Order; CHK-031, CHK-032). */

/** The order's payment: code, instrument id, label and the provider's details (CHK-032). */
export const OrderPaymentMethodSchema = z.looseObject({
  code: z.string(),
  id: z.string().optional(),
  label: z.string().optional(),
  additionalData: z
    .looseObject({
      sessionID: z.string().optional(),
      cardType: z.string().optional(),
      paymentInstrumentId: z.string().optional(),
      threeDS2Result: z.string().optional(),
      bin: z.string().optional(),
      type: z.string().optional(),
    })
    .default({}),
})

export type OrderPaymentMethod = z.infer<typeof OrderPaymentMethodSchema>

export const OrderShipmentSchema = z.looseObject({
  shipmentId: z.string(),
  shippingMethod: z.string().optional(),
  storeId: z.string().optional(),
})

/** CHK-031: orderNumber, items, shipments, totals, paymentMethod, billingAddress, inStoreSalesInfo, flash, promoSummary. */
export const OrderSchema = z.looseObject({
  orderNumber: z.string(),
  items: z.array(z.looseObject({})).default([]),
  shipments: z.array(OrderShipmentSchema).default([]),
  totals: z.looseObject({ total: z.number() }).optional(),
  paymentMethod: OrderPaymentMethodSchema.optional(),
  billingAddress: z.looseObject({}).optional(),
  inStoreSalesInfo: z.looseObject({ storeId: z.string(), storeEmployeeId: z.string() }).optional(),
  flash: z.array(z.looseObject({ type: z.string() })).default([]),
  promoSummary: z.array(z.looseObject({})).default([]),
})
export type Order = z.infer<typeof OrderSchema>

/** An order number from a form or a URL, when it looks like one (letters, digits and dashes). */
export function orderNumberOf(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(value) ? value : undefined
}
