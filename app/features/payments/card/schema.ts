import { z } from 'zod'
import { CARD_INTENTS } from './intents.ts'

/** CHK-037: the provider session the hosted fields authorised; the shopper may ask to save the card. */
export const PayWithCardSchema = z.object({
  intent: z.literal(CARD_INTENTS.payWithCard),
  providerSessionId: z.string().min(1).max(100),
  /** Sealed by the server when it opened the session for this shopper (card.server.ts). */
  proof: z.string().min(1).max(2000),
  saveCard: z.literal('on').optional(),
})
