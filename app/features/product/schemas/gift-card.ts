import { z } from 'zod'
import { emailField, numberField } from '#app/validation/validators.ts'
import { giftMessageField, giftRecipientField } from '#app/validation/gift-fields.ts'
import { CUSTOM_AMOUNT_MAX, CUSTOM_AMOUNT_MIN } from '#app/validation/gift-option-limits.ts'
import { PRODUCT_INTENTS } from '../intents.ts'

/** The refusal of a card with no amount, preset or own: at the amount's field. */
export const SELECT_AN_AMOUNT = 'Please select an amount'

/**
 * A digital gift card from its product page: the amount is the chosen size or the shopper's own amount
 * (either one is enough; with both, the own amount is the card's), and the card is emailed to the
 * recipient, so the email is required (CART-008, CART-016).
 */
export const AddGiftCardSchema = z
  .object({
    intent: z.literal(PRODUCT_INTENTS.addGiftCard),
    productId: z.string().min(1),
    upc: z.string().min(1).optional(),
    qty: z.coerce.number().int().min(1).max(10).default(1),
    customAmount: numberField({ min: CUSTOM_AMOUNT_MIN, max: CUSTOM_AMOUNT_MAX }).optional(),
    to: giftRecipientField(),
    email: emailField({ max: 80 }),
    message: giftMessageField(),
    redirectTo: z.string().optional(),
  })
  .refine((card) => card.upc !== undefined || card.customAmount !== undefined, {
    message: SELECT_AN_AMOUNT,
    path: ['upc'],
    // Shown with the other fields' errors, not after them.
    when: ({ value }) => typeof value === 'object' && value !== null,
  })
