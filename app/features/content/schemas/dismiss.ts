import { z } from 'zod'
import { DISMISS_COOKIES, DISMISS_INTENT } from '#app/domain/page/dismiss.ts'

/**
 * The close button of a bar or a pop-up, posted without JavaScript (CMS-077, CMS-104, CMS-106): what
 * to remember as closed, and the page to go back to.
 */
export const DismissSchema = z.discriminatedUnion('key', [
  z.object({
    intent: z.literal(DISMISS_INTENT),
    key: z.enum(Object.keys(DISMISS_COOKIES) as [keyof typeof DISMISS_COOKIES]),
    redirectTo: z.string().max(2000).optional(),
  }),
  z.object({
    intent: z.literal(DISMISS_INTENT),
    key: z.literal('popup'),
    /** The pop-up's content name. */
    name: z.string().trim().min(1).max(200),
    redirectTo: z.string().max(2000).optional(),
  }),
])
export type Dismiss = z.infer<typeof DismissSchema>
