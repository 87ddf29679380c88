import { z } from 'zod'
import { STORE_INTENTS } from '#app/features/stores/intents.ts'

/**
 * The store forms: the place search of the store locator and the PDP's store page (a GET form), the
 * favourite-store choice and "pick up here" (posts). The spec quotes no messages for them: ours.
 */

export const STORE_MESSAGES = {
  placeRequired: 'Enter a postal code or city',
  placeInvalid: 'Enter a valid postal code or city',
  chooseStore: 'Choose a store',
  chooseSize: 'Please select a size',
} as const

/** Letters and digits of any script, with the spaces, dots, apostrophes and hyphens of place names. */
const PLACE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} .'’-]*$/u

export const StorePlaceSchema = z.object({
  q: z
    .string({ error: STORE_MESSAGES.placeRequired })
    .trim()
    .min(1, { error: STORE_MESSAGES.placeRequired, abort: true })
    .max(60, STORE_MESSAGES.placeInvalid)
    .regex(PLACE_PATTERN, STORE_MESSAGES.placeInvalid),
})

const storeId = z
  .string({ error: STORE_MESSAGES.chooseStore })
  .trim()
  .regex(/^[\w-]{1,40}$/, STORE_MESSAGES.chooseStore)

export const SetFavoriteStoreSchema = z.object({
  intent: z.literal(STORE_INTENTS.setFavoriteStore),
  storeId,
  /** 'true' once the shopper confirmed replacing another favourite store (CAT-037). */
  confirm: z.literal('true').optional(),
  redirectTo: z.string().max(500).optional(),
})

export const PickUpInStoreSchema = z.object({
  intent: z.literal(STORE_INTENTS.pickUpInStore),
  storeId,
  upc: z.string({ error: STORE_MESSAGES.chooseSize }).regex(/^\d{6,14}$/, STORE_MESSAGES.chooseSize),
  qty: z.coerce.number().int().min(1).max(10).default(1),
  redirectTo: z.string().max(500).optional(),
})
