import { z } from 'zod'
import { NEWSLETTER_INTENTS, CAMPAIGN_NAME_MAX } from '#app/domain/content/newsletter.ts'
import { emailField, MESSAGES } from '#app/validation/validators.ts'

/**
 * The newsletter form (001 §3, §5; VAL-043, FORM-001): the email, required and well formed, and the
 * policy box, which must be ticked. The page a shopper subscribed from (`returnTo`) and an editor's
 * campaign travel with the post; the action decides what it accepts of them (`campaignNameFor`).
 * The same schema checks every post on the server and gives the forms their constraints.
 */

/** 001 §5 shows no bound ("Exact bounds: not shown"): the sign-in form's 100 characters. */
export const NEWSLETTER_EMAIL_MAX = 100

export const POLICY_REQUIRED_MESSAGE = 'Accept the privacy policy to subscribe'

export const NewsletterSchema = z.object({
  intent: z.literal(NEWSLETTER_INTENTS.subscribe),
  email: emailField({ max: NEWSLETTER_EMAIL_MAX }),
  // Conform posts a ticked box as true and an unticked one as undefined.
  policy: z
    .boolean({ error: POLICY_REQUIRED_MESSAGE })
    .refine((ticked) => ticked, { message: POLICY_REQUIRED_MESSAGE }),
  returnTo: z.string().max(2000).optional(),
  campaign: z.string().trim().max(CAMPAIGN_NAME_MAX, MESSAGES.maxLength(CAMPAIGN_NAME_MAX)).optional(),
})
export type NewsletterSubmission = z.infer<typeof NewsletterSchema>
