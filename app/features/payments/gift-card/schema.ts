import { z } from 'zod'
import { GiftCardFieldsSchema } from '#app/validation/checkout.ts'
import { GIFT_CARD_INTENTS } from './intents.ts'

export const CheckGiftCardSchema = GiftCardFieldsSchema.extend({
  intent: z.literal(GIFT_CARD_INTENTS.checkGiftCard),
})
export const ApplyGiftCardSchema = GiftCardFieldsSchema.extend({
  intent: z.literal(GIFT_CARD_INTENTS.applyGiftCard),
})

/** The billing step's gift card form: one schema, the clicked button's intent decides. */
export const GiftCardFormSchema = z.discriminatedUnion('intent', [CheckGiftCardSchema, ApplyGiftCardSchema])

export const RemoveGiftCardSchema = z.object({
  intent: z.literal(GIFT_CARD_INTENTS.removeGiftCard),
  instrumentId: z.string().min(1),
})
