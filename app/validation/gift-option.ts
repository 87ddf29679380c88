import { z } from 'zod'
import {
  emailField,
  maxLength,
  numberField,
  optionalString,
  requiredString,
  validEmail,
} from './validators.ts'

import { CUSTOM_AMOUNT_MAX, CUSTOM_AMOUNT_MIN, GIFT_MESSAGE_MAX, GIFT_TO_MAX } from './gift-option-limits.ts'
import { GIFT_INTENTS } from '#app/features/cart/intents.ts'
import { PRODUCT_INTENTS } from '#app/features/product/intents.ts'

const to = requiredString().check(maxLength(GIFT_TO_MAX))
const message = optionalString().check(maxLength(GIFT_MESSAGE_MAX)).optional()

/**
 * A cart line's gift option (CART-008, CART-009): who it is for, an optional email to tell them and a
 * message. The page and the dialog post the same form.
 */
export const GiftOptionSchema = z.object({
  intent: z.literal(GIFT_INTENTS.saveGiftOption),
  itemId: z.string().min(1),
  to,
  email: optionalString().check(maxLength(80), validEmail()).optional(),
  message,
  /** Sent by the cart's dialog: answer in place instead of redirecting. */
})

/**
 * A digital gift card from its product page: the amount is the chosen size or the shopper's own amount,
 * and the card is emailed to the recipient, so the email is required (CART-008, CART-016).
 */
export const AddGiftCardSchema = z.object({
  intent: z.literal(PRODUCT_INTENTS.addGiftCard),
  productId: z.string().min(1),
  upc: z.string({ error: 'Please select an amount' }).min(1, 'Please select an amount'),
  qty: z.coerce.number().int().min(1).max(10).default(1),
  customAmount: numberField({ min: CUSTOM_AMOUNT_MIN, max: CUSTOM_AMOUNT_MAX }).optional(),
  to,
  email: emailField({ max: 80 }),
  message,
  redirectTo: z.string().optional(),
})
