import { BILLING_INTENTS } from '#app/features/checkout/intents.ts'
import { z } from 'zod'

/** The billing step's card posts (hosted fields, saved cards). */

/** CHK-037: the provider session the hosted fields authorised; the shopper may ask to save the card. */
export const PayWithCardSchema = z.object({
  intent: z.literal(BILLING_INTENTS.payWithCard),
  providerSessionId: z.string().min(1).max(100),
  /** Sealed by the server when it opened the session for this shopper (checkout-pay-card.server.ts). */
  proof: z.string().min(1).max(2000),
  saveCard: z.literal('on').optional(),
})

/** A saved card (its paymentInstrumentId): pay with it, make it the main card, or remove it. */
export const SavedCardSchema = z.object({
  intent: z.enum([
    BILLING_INTENTS.payWithSavedCard,
    BILLING_INTENTS.makeMainCard,
    BILLING_INTENTS.removeSavedCard,
  ]),
  savedCardId: z.string().min(1).max(100),
})
