import { z } from 'zod'

/** The billing step's card posts (hosted fields, saved cards). */

/** CHK-037: the provider session the hosted fields authorised; the shopper may ask to save the card. */
export const PayWithCardSchema = z.object({
  intent: z.literal('pay-with-card'),
  providerSessionId: z.string().min(1).max(100),
  /** Sealed by the server when it opened the session for this shopper (checkout-pay-card.server.ts). */
  proof: z.string().min(1).max(2000),
  saveCard: z.literal('on').optional(),
})

/** A saved card (its paymentInstrumentId): pay with it, make it the main card, or remove it. */
export const SavedCardSchema = z.object({
  intent: z.enum(['pay-with-saved-card', 'make-main-card', 'remove-saved-card']),
  savedCardId: z.string().min(1).max(100),
})
