import { z } from 'zod'
import { AddressSchema, CartItemSchema, CartTotalsSchema } from '../cart/cart.ts'
import { OrderSchema } from './order.ts'

/**
 * An order as the confirmation shows it (000 §2 /order-confirmation; CHK-031): its lines, shipments
 * with method and store, totals, payment and billing address. Parsed leniently: a part the service
 * leaves out is left off the page, never a failure.
 */
export const OrderDetailsSchema = OrderSchema.extend({
  items: z.array(CartItemSchema).catch([]),
  totals: CartTotalsSchema.optional().catch(undefined),
  currency: z.string().optional(),
  email: z.string().optional(),
  customerType: z.string().optional(),
  billingAddress: AddressSchema.optional().catch(undefined),
  shippingAddress: AddressSchema.optional().catch(undefined),
  pickupContact: z
    .looseObject({ firstName: z.string().optional(), lastName: z.string().optional() })
    .optional()
    .catch(undefined),
})
export type OrderDetails = z.infer<typeof OrderDetailsSchema>

/**
 * The guest's prompt to create an account with this order attached: only for an order a guest
 * placed, with the email it was placed with.
 */
export function offersAccount(order: Pick<OrderDetails, 'customerType' | 'email'>, signedIn: boolean) {
  return !signedIn && order.customerType !== 'Registered' && Boolean(order.email)
}
