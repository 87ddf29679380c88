import { z } from 'zod'
import { CONSENT_INTENTS } from '#app/features/consent/intents.ts'
import { ALL_GRANTED, NONE_GRANTED, type ConsentChoice } from '#app/domain/tracking/consent.ts'

/** The consent form's messages; a browser only sends them for a form that was tampered with. */
export const CONSENT_MESSAGES = {
  intent: 'Choose to accept all, reject all or save your choice',
  category: 'Tick the box or leave it empty',
} as const

/** A category's box: ticked (`on`) or absent. */
const category = z.literal('on', { error: CONSENT_MESSAGES.category }).optional()
/** The page to go back to (same origin only: `safeRedirect`). */
const redirectTo = z.string().optional()

/**
 * The consent posts (PLAT-042, decision 037): accept all and reject all (the banner and the settings
 * page), or the settings page's choice per category. `required` is never posted: it is always on.
 */
export const ConsentSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal(CONSENT_INTENTS.acceptAll), redirectTo }),
    z.object({ intent: z.literal(CONSENT_INTENTS.rejectAll), redirectTo }),
    z.object({
      intent: z.literal(CONSENT_INTENTS.saveChoice),
      performance: category,
      functional: category,
      targeting: category,
      redirectTo,
    }),
  ],
  { error: CONSENT_MESSAGES.intent },
)
export type ConsentPost = z.infer<typeof ConsentSchema>

/** The choice a valid post makes. */
export function choiceOf(post: ConsentPost): ConsentChoice {
  if (post.intent === CONSENT_INTENTS.acceptAll) return ALL_GRANTED
  if (post.intent === CONSENT_INTENTS.rejectAll) return NONE_GRANTED
  return {
    performance: post.performance === 'on',
    functional: post.functional === 'on',
    targeting: post.targeting === 'on',
  }
}
