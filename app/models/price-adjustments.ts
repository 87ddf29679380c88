import { z } from 'zod'

/**
 * Price adjustments an associate makes in store (000 §7 Cart price_adjustments, CART-027..CART-029).
 * The spec names the calls only; the shape is the emulator's (mocks/cart-adjustments.ts).
 */

export const PriceAdjustmentSchema = z.looseObject({
  id: z.string(),
  itemId: z.string(),
  type: z.enum(['percent', 'amount']),
  value: z.number(),
  reason: z.string(),
})
export type PriceAdjustment = z.infer<typeof PriceAdjustmentSchema>

/**
 * 000 §4: an employee counts as connected (buy-in-store) when both the store id and the employee id
 * are set. Only a connected associate may adjust prices.
 */
export function isConnectedAssociate(
  store: { storeId?: string; storeEmployeeId?: string } | undefined,
): store is { storeId: string; storeEmployeeId: string } {
  return Boolean(store?.storeId && store.storeEmployeeId)
}
