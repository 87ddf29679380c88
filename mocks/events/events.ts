import { http, HttpResponse } from 'msw'
import type { EventSignUpBlock } from '#app/blocks/event-sign-up/schema.ts'
import { eventDays, toEventContent } from '#app/domain/content/events.ts'
import { requirePrincipal } from '../identity/auth.ts'
import { EVENTS } from '../content/seed/event-pages.ts'
import { apiError, readJson } from '../errors.ts'
import { db, nextId, type EventRegistrationRecord } from '../state.ts'

/**
 * Event registration (000 §7 Consumer; 001 §7): POST /consumers-v3/consumer/event-registration stores a
 * signed-in consumer's registration for an event of the content seed, once per event; GET on the same
 * path lists the consumer's registrations (decision 028: the spec names no read call). A body with a
 * missing field, an unknown event, a day outside the event or a second registration answers 400 with a
 * message; faults are scripted through /__emulator/faults like every other call.
 */

const PATH = '*/consumers-v3/consumer/event-registration'

/** The seeded events by id, as the storefront reads them. */
function findEvent(eventId: string) {
  const block = EVENTS.find((event) => event.eventId === eventId)
  return block ? toEventContent({ enablePlusOne: false, ...block } as EventSignUpBlock) : undefined
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

function registeredConsumer(request: Request): string {
  const principal = requirePrincipal(request)
  if (principal.type !== 'Registered' || !principal.consumerNo)
    throw apiError(request, 401, 'AUT404', 'Cannot authorize: sign in first')
  return principal.consumerNo
}

/** The registration the body describes, or the message of the 400 to answer. */
function readRegistration(body: Record<string, unknown> | null): EventRegistrationRecord | string {
  if (!body) return 'A JSON body is required'
  const missing = ['email', 'eventId', 'attendingDays', 'registrationTimestamp'].filter((k) => !text(body[k]))
  if (missing.length > 0) return `Missing required fields: ${missing.join(', ')}`
  if (body.eventTermsAccepted !== true) return 'The event terms must be accepted'
  const event = findEvent(text(body.eventId))
  if (!event) return `Unknown event ${text(body.eventId)}`
  if (Number.isNaN(Date.parse(text(body.registrationTimestamp))))
    return 'registrationTimestamp must be an ISO date-time'
  const days = eventDays(event)
  const chosen = text(body.attendingDays).split(',')
  if (!chosen.every((day) => days.includes(day))) return `attendingDays must be days of ${event.title}`
  const plusOne = text(body.plusOne)
  if (plusOne && !event.enablePlusOne) return `${event.title} takes no guests`
  return {
    registrationId: '',
    eventId: event.eventId,
    email: text(body.email),
    attendingDays: chosen.join(','),
    plusOne,
    registrationTimestamp: text(body.registrationTimestamp),
  }
}

export const handlers = [
  http.post(PATH, async ({ request }) => {
    const consumerNo = registeredConsumer(request)
    const registration = readRegistration(await readJson(request))
    if (typeof registration === 'string') return apiError(request, 400, 'EVT400', registration)
    const mine = db.eventRegistrations.get(consumerNo) ?? []
    if (mine.some((r) => r.eventId === registration.eventId))
      return apiError(request, 400, 'EVT409', 'You are already registered for this event')
    const record = { ...registration, registrationId: nextId('evt') }
    db.eventRegistrations.set(consumerNo, [...mine, record])
    return HttpResponse.json(
      { registrationId: record.registrationId, eventId: record.eventId },
      { status: 201 },
    )
  }),

  http.get(PATH, ({ request }) => {
    const consumerNo = registeredConsumer(request)
    const registrations = (db.eventRegistrations.get(consumerNo) ?? []).map((record) => {
      const event = findEvent(record.eventId)
      return {
        ...record,
        title: event?.title,
        startDate: event?.startDate,
        endDate: event?.endDate,
      }
    })
    return HttpResponse.json({ registrations })
  }),

  // Control: every registration so far, by consumer.
  http.get('*/__emulator/event-registrations', () =>
    HttpResponse.json(Object.fromEntries(db.eventRegistrations)),
  ),
]
