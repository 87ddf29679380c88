import { z } from 'zod'
import { SAVED_CARD_INTENTS } from './intents.ts'

/** A saved card (its paymentInstrumentId): pay with it, make it the main card, or remove it. */
export const SavedCardSchema = z.object({
  intent: z.enum([
    SAVED_CARD_INTENTS.payWithSavedCard,
    SAVED_CARD_INTENTS.makeMainCard,
    SAVED_CARD_INTENTS.removeSavedCard,
  ]),
  savedCardId: z.string().min(1).max(100),
})
