import {
  EventRegistrationListSchema,
  EventRegistrationResponseSchema,
  type EventRegistration,
  type EventRegistrationBody,
} from '#app/domain/content/events.ts'
import type { ApiClient } from '#app/platform/api/api.server.ts'

/** Event registration (000 §7 Consumer, 001 §7 Newsletter, events, articles). */

/** FORM-014: POST /consumers-v3/consumer/event-registration. */
export function registerForEvent(api: ApiClient, body: EventRegistrationBody) {
  return api.request({
    method: 'POST',
    path: '/consumers-v3/consumer/event-registration',
    body,
    schema: EventRegistrationResponseSchema,
  })
}

/** The signed-in shopper's registrations: GET on the same path (decision 028; the spec names no read call). */
export async function getEventRegistrations(api: ApiClient): Promise<EventRegistration[]> {
  const { registrations } = await api.request({
    path: '/consumers-v3/consumer/event-registration',
    schema: EventRegistrationListSchema,
  })
  return registrations
}
