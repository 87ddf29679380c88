import { z } from 'zod'
import { blockBase } from '#app/domain/content/content-block-fields.ts'

/** The event sign-up block (CMS-081, 001 §3 Event content) and what the server adds to it per request. */

/** A calendar day as the CMS gives event dates: `YYYY-MM-DD`, optionally followed by a time. */
const EventDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}(?:[T ].*)?$/)

/** One day the shopper may choose (FORM-015): its value as sent upstream and its label for the locale. */
export const EventDayOptionSchema = z.looseObject({ value: z.string(), label: z.string() })
export type EventDayOption = z.infer<typeof EventDayOptionSchema>

/**
 * What the server knows of this shopper and this event when the page is rendered (never the CMS's:
 * `resolveEventBlocks` replaces it): signed in or not, the email to show locked (FORM-007), the day
 * choices of a multi-day event with their labels, the dates as the shopper reads them, the form's key
 * and the honeypot of the public form.
 */
export const EventSignUpViewSchema = z.looseObject({
  signedIn: z.boolean(),
  email: z.string().optional(),
  days: z.array(EventDayOptionSchema),
  dates: z.string(),
  /** Names this rendering of the join form: two posts of the same form are one registration. */
  formKey: z.string(),
  honeypot: z.object({
    nameFieldName: z.string(),
    validFromFieldName: z.string().nullable(),
    encryptedValidFrom: z.string(),
  }),
})
export type EventSignUpView = z.infer<typeof EventSignUpViewSchema>

/**
 * Event sign-up (FORM-010..FORM-018): the event content of 001 §3. A missing end date is a one-day
 * event. The labels fall back to the storefront's own words when the editor leaves them empty.
 */
export const EventSignUpSchema = z.looseObject({
  ...blockBase,
  type: z.literal('eventSignUp'),
  eventId: z.string().min(1),
  title: z.string(),
  startDate: EventDateSchema,
  endDate: EventDateSchema.optional(),
  enablePlusOne: z.boolean().default(false),
  /** HTML, sanitised by the content service before it reaches a component. */
  richText: z.string().optional(),
  submitCtaLabel: z.string().optional(),
  confirmationTitle: z.string().optional(),
  confirmationSubtitle: z.string().optional(),
  signUp: EventSignUpViewSchema.optional(),
})
export type EventSignUpBlock = z.infer<typeof EventSignUpSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { EventSignUpSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    eventSignUp: typeof EventSignUpSchema
  }
}
