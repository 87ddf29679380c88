import { z } from 'zod'
import { EVENT_INTENTS } from '#app/domain/content/event-sign-up.ts'
import { maxLength, MESSAGES, NAME_PATTERN, requiredString } from '#app/validation/validators.ts'

/**
 * The event join form (001 §5 Event sign-up, VAL-044, VAL-045): the terms box is required; the guest's
 * name is checked as a name only when given; a multi-day event needs at least one of its days. The
 * schema is built for the event's days (its content is read on the server, never from the post).
 */

export const EVENT_MESSAGES = {
  dayRequired: 'Choose at least one day',
  unknownDay: 'Choose days of this event only',
  // VAL-044: the spec asks only for a required box; "This field is required" under a box does not say
  // what ticking it means, so the message names the terms.
  termsRequired: 'Accept the event terms to join',
} as const

/** A28: the spec gives the guest name no length; ours matches the longest name the profile takes. */
export const PLUS_ONE_MAX = 60

const termsCheckbox = () =>
  z
    .boolean({ error: EVENT_MESSAGES.termsRequired })
    .refine((ticked) => ticked, { message: EVENT_MESSAGES.termsRequired })

/** VAL-045: blank passes; anything typed must be a name (VAL-009). */
const plusOneField = () =>
  z
    .string()
    .trim()
    .check(maxLength(PLUS_ONE_MAX))
    .refine((value) => value === '' || NAME_PATTERN.test(value), { message: MESSAGES.name })
    .optional()

/** The days chosen: at least one, each a day of the event (only asked for when there are two or more). */
function attendingDaysField(days: readonly string[]) {
  if (days.length < 2) return z.array(z.string()).optional()
  return z
    .array(z.string(), { error: EVENT_MESSAGES.dayRequired })
    .min(1, EVENT_MESSAGES.dayRequired)
    .refine((chosen) => chosen.every((d) => days.includes(d)), { message: EVENT_MESSAGES.unknownDay })
}

/** The join form's schema for an event spanning `days` (`eventDays` in app/domain/content/events.ts). */
export function eventRegistrationSchema(days: readonly string[]) {
  return z.object({
    intent: z.literal(EVENT_INTENTS.register),
    eventId: requiredString(),
    /** The page the form is on: where the server reads the event's content. */
    page: requiredString(),
    attendingDays: attendingDaysField(days),
    eventTermsAccepted: termsCheckbox(),
    plusOne: plusOneField(),
  })
}
export type EventRegistrationForm = z.infer<ReturnType<typeof eventRegistrationSchema>>
