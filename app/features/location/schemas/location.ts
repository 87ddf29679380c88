import { z } from 'zod'
import { LOCATION_INTENTS } from '#app/features/location/intents.ts'
import { LOCALES } from '#app/domain/market/site.ts'

/** The location form's messages (decision 048). */
export const LOCATION_MESSAGES = {
  locale: 'Choose a country and language',
  intent: 'Choose a location or stay on this site',
} as const

/** The page to come back to, in its new locale (checked to stay on our origin: `safeRedirect`). */
const redirectTo = z.string().max(2048).optional()

/**
 * The location posts (PLAT-022, PLAT-032): a locale we serve (any other value is refused at the
 * field), or staying where the shopper is.
 */
export const LocationSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal(LOCATION_INTENTS.choose),
      locale: z.enum(LOCALES as [string, ...string[]], { error: LOCATION_MESSAGES.locale }),
      redirectTo,
    }),
    z.object({ intent: z.literal(LOCATION_INTENTS.stay), redirectTo }),
  ],
  { error: LOCATION_MESSAGES.intent },
)
export type LocationPost = z.infer<typeof LocationSchema>
