import { z } from 'zod'
import { GIFT_CARD_BALANCE_INTENTS } from '#app/features/help/intents.ts'
import { GiftCardFieldsSchema } from '#app/validation/checkout.ts'

/**
 * The gift card balance page's form: the billing step's card number and PIN fields (VAL-001; spaces and
 * dashes in the number dropped), with its own intent. Whether the card is valid is the upstream's call.
 */
export const GiftCardBalanceSchema = GiftCardFieldsSchema.extend({
  intent: z.literal(GIFT_CARD_BALANCE_INTENTS.checkBalance),
})
