import { z } from 'zod'
import { DEFAULT_MAX_QTY } from '#app/domain/cart/cart.ts'
import { ADJUSTMENT_REASON_MAX, MAX_ADJUSTMENT_PERCENT } from '#app/domain/money/price-adjustment-limits.ts'
import { CART_INTENTS, LINE_DELIVERY_INTENTS } from '../intents.ts'

/**
 * The cart's forms, one schema per intent (the names in ../intents.ts): the action reads
 * the intent, then parses the form with that intent's schema.
 */

const qty = z.coerce
  .number({ error: 'Enter a quantity' })
  .int('Enter a whole number')
  .min(0, 'Enter a quantity of 0 or more')
  .max(DEFAULT_MAX_QTY, `Enter a quantity of at most ${DEFAULT_MAX_QTY}`)

export const AddToCartSchema = z.object({
  intent: z.literal(CART_INTENTS.addToCart),
  productId: z.string().min(1),
  upc: z.string({ error: 'Please select a size' }).min(1, 'Please select a size'),
  qty: qty.min(1, 'Enter a quantity of at least 1').default(1),
  redirectTo: z.string().optional(),
  /** Sent by the enhanced form only: answer with the mini cart's data instead of redirecting (CART-025). */
})

export const UpdateQuantitySchema = z.object({
  intent: z.literal(CART_INTENTS.updateQuantity),
  itemId: z.string().min(1),
  productId: z.string().min(1),
  upc: z.string().min(1),
  qty,
  maxQty: z.coerce.number().int().positive().optional(),
})

export const RemoveItemSchema = z.object({
  intent: z.literal(CART_INTENTS.removeItem),
  itemId: z.string().min(1),
  upc: z.string().min(1),
})

/** The promo code field (`code`); the upstream decides whether a code is valid. */
export const ApplyCouponSchema = z.object({
  intent: z.literal(CART_INTENTS.applyCoupon),
  code: z
    .string({ error: 'Enter a promo code' })
    .trim()
    .min(1, 'Enter a promo code')
    .max(50, 'Enter a promo code of at most 50 characters'),
})

export const RemoveCouponSchema = z.object({
  intent: z.literal(CART_INTENTS.removeCoupon),
  code: z.string().trim().min(1),
})

export const DismissPromotionSchema = z.object({
  intent: z.literal(CART_INTENTS.dismissPromotion),
  promotionId: z.string().min(1).max(100),
})

/** An associate's price change on one line (CART-027/CART-028): a percentage or an amount off, with a reason. */
export const AdjustPriceSchema = z
  .object({
    intent: z.literal(CART_INTENTS.adjustPrice),
    itemId: z.string().min(1),
    type: z.enum(['percent', 'amount'], { error: 'Choose percentage or amount off' }),
    value: z.coerce
      .number({ error: 'Enter how much to take off' })
      .positive('Enter how much to take off, more than 0'),
    reason: z
      .string({ error: 'Enter the reason for the adjustment' })
      .trim()
      .min(1, 'Enter the reason for the adjustment')
      .max(ADJUSTMENT_REASON_MAX, `Enter a reason of at most ${ADJUSTMENT_REASON_MAX} characters`),
  })
  .refine((v) => v.type !== 'percent' || v.value <= MAX_ADJUSTMENT_PERCENT, {
    message: `A percentage is at most ${MAX_ADJUSTMENT_PERCENT}`,
    path: ['value'],
  })

/** Removes an associate's price change (CART-029). */
export const RemovePriceAdjustmentSchema = z.object({
  intent: z.literal(CART_INTENTS.removePriceAdjustment),
  itemId: z.string().min(1),
  adjustmentId: z.string().min(1),
})

/** The delivery page: how one line is fulfilled, or the shipment's method. */
export const SetDeliverySchema = z
  .object({
    intent: z.literal(LINE_DELIVERY_INTENTS.setDelivery),
    itemId: z.string().min(1),
    mode: z.enum(['home', 'pickup', 'sts', 'pudo']),
    /** The store, or the collection point when the mode is pudo. */
    storeId: z.string().max(64).optional(),
  })
  .refine((v) => v.mode !== 'pudo' || Boolean(v.storeId), {
    message: 'Choose a pick-up point',
    path: ['storeId'],
  })
  .refine((v) => v.mode === 'home' || v.mode === 'pudo' || Boolean(v.storeId), {
    message: 'Choose a store',
    path: ['storeId'],
  })

export const SetShippingMethodSchema = z.object({
  intent: z.literal(LINE_DELIVERY_INTENTS.setShippingMethod),
  code: z.string({ error: 'Choose a delivery method' }).min(1, 'Choose a delivery method'),
})
