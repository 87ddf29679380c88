import { z } from 'zod'
import { maxLength, optionalString, validEmail } from '#app/validation/validators.ts'
import { giftMessageField, giftRecipientField } from '#app/validation/gift-fields.ts'
import { GIFT_INTENTS } from '../intents.ts'

/**
 * A cart line's gift option (CART-008, CART-009): who it is for, an optional email to tell them and a
 * message. The page and the dialog post the same form.
 */
export const GiftOptionSchema = z.object({
  intent: z.literal(GIFT_INTENTS.saveGiftOption),
  itemId: z.string().min(1),
  to: giftRecipientField(),
  email: optionalString().check(maxLength(80), validEmail()).optional(),
  message: giftMessageField(),
})
