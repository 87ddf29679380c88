import { z } from 'zod'
import type { EventSignUpBlock } from '#app/blocks/event-sign-up/schema.ts'

/**
 * Events (001 §3 Event content, §5 Event sign-up, §7 Event registration): the content an event block
 * carries, the days it spans, the registration call's body and the shopper's registrations.
 */

/** The event content of 001 §3 (FORM-012), as the storefront reads it from its block. */
export interface EventContent {
  eventId: string
  title: string
  /** `YYYY-MM-DD` */
  startDate: string
  /** `YYYY-MM-DD`; the start date for a one-day event. */
  endDate: string
  enablePlusOne: boolean
  richText?: string
  submitCtaLabel?: string
  confirmationTitle?: string
  confirmationSubtitle?: string
}

/** The most days an event offers to choose from: a longer span is an editor's mistake, not a festival. */
export const MAX_EVENT_DAYS = 31

const day = (value: string) => value.slice(0, 10)

/** FORM-012: the event content of a block; the dates as calendar days, a missing end date the start. */
export function toEventContent(block: EventSignUpBlock): EventContent {
  const startDate = day(block.startDate)
  const endDate = block.endDate ? day(block.endDate) : startDate
  return {
    eventId: block.eventId,
    title: block.title,
    startDate,
    endDate: endDate < startDate ? startDate : endDate,
    enablePlusOne: block.enablePlusOne,
    ...(block.richText ? { richText: block.richText } : {}),
    ...(block.submitCtaLabel ? { submitCtaLabel: block.submitCtaLabel } : {}),
    ...(block.confirmationTitle ? { confirmationTitle: block.confirmationTitle } : {}),
    ...(block.confirmationSubtitle ? { confirmationSubtitle: block.confirmationSubtitle } : {}),
  }
}

/** Every calendar day of the event, `YYYY-MM-DD`, from its start to its end (at most MAX_EVENT_DAYS). */
export function eventDays(event: Pick<EventContent, 'startDate' | 'endDate'>): string[] {
  const days: string[] = []
  const cursor = new Date(`${event.startDate}T00:00:00Z`)
  const end = new Date(`${event.endDate}T00:00:00Z`)
  if (Number.isNaN(cursor.getTime()) || Number.isNaN(end.getTime())) return days
  while (cursor <= end && days.length < MAX_EVENT_DAYS) {
    days.push(cursor.toISOString().slice(0, 10))
    cursor.setUTCDate(cursor.getUTCDate() + 1)
  }
  return days
}

/** FORM-015: the shopper chooses days only when the event spans two or more of them. */
export function offersDayChoice(event: Pick<EventContent, 'startDate' | 'endDate'>): boolean {
  return eventDays(event).length >= 2
}

/** What the shopper filled in on the join form (FORM-013), once validated. */
export interface EventFormValues {
  attendingDays?: readonly string[]
  eventTermsAccepted: boolean
  plusOne?: string
}

/** What the registration takes from the signed-in shopper's profile (A35: '' when a value is missing). */
export interface RegistrantDetails {
  email: string
  firstName?: string | null
  lastName?: string | null
  gender?: string | null
  /** International form, e.g. `+15035551001`. */
  phoneNumber?: string | null
}

/** The body of POST /consumers-v3/consumer/event-registration (FORM-014). */
export interface EventRegistrationBody {
  email: string
  attendingDays: string
  eventId: string
  eventTermsAccepted: boolean
  firstName: string
  lastName: string
  gender: string
  phoneNumber: string
  plusOne: string
  registrationTimestamp: string
}

/**
 * FORM-014: the registration body. The days chosen are sent in the event's order, joined with a comma;
 * a one-day event, which offers no choice, sends its one day. Names, gender and phone come from the
 * profile (A35); the timestamp is the ISO time of the post.
 */
export function registrationBody(
  event: EventContent,
  form: EventFormValues,
  registrant: RegistrantDetails,
  now: Date,
): EventRegistrationBody {
  const days = eventDays(event)
  const chosen = offersDayChoice(event)
    ? days.filter((d) => form.attendingDays?.includes(d))
    : days.slice(0, 1)
  return {
    email: registrant.email,
    attendingDays: chosen.join(','),
    eventId: event.eventId,
    eventTermsAccepted: form.eventTermsAccepted,
    firstName: registrant.firstName ?? '',
    lastName: registrant.lastName ?? '',
    gender: registrant.gender ?? '',
    phoneNumber: registrant.phoneNumber ?? '',
    plusOne: event.enablePlusOne ? (form.plusOne?.trim() ?? '') : '',
    registrationTimestamp: now.toISOString(),
  }
}

/**
 * One of the shopper's registrations as GET /consumers-v3/consumer/event-registration answers it
 * (decision 028: the spec names no read call). The title and dates are the event's, when known.
 */
export const EventRegistrationSchema = z.looseObject({
  eventId: z.string(),
  title: z.string().nullish(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  attendingDays: z.string().default(''),
  plusOne: z.string().nullish(),
  registrationTimestamp: z.string().nullish(),
})
export type EventRegistration = z.infer<typeof EventRegistrationSchema>

export const EventRegistrationListSchema = z.looseObject({
  registrations: z.array(EventRegistrationSchema).default([]),
})

/** The registration call's answer: what was stored. */
export const EventRegistrationResponseSchema = z.looseObject({
  registrationId: z.string().optional(),
  eventId: z.string().optional(),
})
