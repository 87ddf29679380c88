import { z } from 'zod'
import { blockBase, TargetSchema } from '#app/domain/content/content-block-fields.ts'

/**
 * The newsletter sign-up block (001 §2 "newsletter sign-up form", §3 Newsletter form; CMS-082,
 * FORM-001..FORM-009). The spec lists the form's fields (email, policy) and the call's campaignName;
 * the editor's texts around them are ours (decision 027). Loose, like every block.
 */

/** What the server fills in for the shopper of the request (FORM-006/007); never from the CMS. */
export const NewsletterFormStateSchema = z.looseObject({
  shopper: z.looseObject({
    signedIn: z.boolean(),
    email: z.string().optional(),
    subscribed: z.boolean(),
  }),
  honeypot: z.looseObject({
    nameFieldName: z.string(),
    validFromFieldName: z.string().nullable(),
    encryptedValidFrom: z.string(),
  }),
})

export const NewsletterSignUpSchema = z.looseObject({
  ...blockBase,
  type: z.literal('newsletterSignUp'),
  title: z.string().optional(),
  /** Sanitised HTML above the form. */
  richText: z.string().optional(),
  /** The policy box's label; the storefront's own when unset. */
  policyText: z.string().optional(),
  /** The policy page the box refers to (its text is the link's). */
  policyLink: TargetSchema.optional(),
  submitLabel: z.string().optional(),
  successTitle: z.string().optional(),
  successMessage: z.string().optional(),
  /** FORM-002: the subscription's campaign; the page's path when unset. */
  campaignName: z.string().trim().min(1).max(200).optional(),
  /** VAL-043: the email's format hint under the field. */
  showEmailHint: z.boolean().default(false),
  /** The hint's text; the storefront's own when unset. */
  emailHint: z.string().optional(),
  form: NewsletterFormStateSchema.optional(),
})
export type NewsletterSignUpBlock = z.infer<typeof NewsletterSignUpSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { NewsletterSignUpSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    newsletterSignUp: typeof NewsletterSignUpSchema
  }
}
