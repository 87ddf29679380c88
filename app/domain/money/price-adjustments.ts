import { z } from 'zod'

export { isConnectedAssociate } from '../stores/in-store.ts'

/**
 * Price adjustments an associate makes in store (000 §7 Cart price_adjustments, CART-027..CART-029).
 * The spec names the calls only; the shape is the emulator's (mocks/cart/cart-adjustments.ts).
 */

export const PriceAdjustmentSchema = z.looseObject({
  id: z.string(),
  itemId: z.string(),
  type: z.enum(['percent', 'amount']),
  value: z.number(),
  reason: z.string(),
})
export type PriceAdjustment = z.infer<typeof PriceAdjustmentSchema>
