import { beforeEach, describe, expect, test } from 'vitest'
import { EventRegistrationListSchema } from '#app/domain/content/events.ts'
import { resetState } from '../state.ts'
import { call, expectError, guestToken, signIn } from '../test-client.ts'

beforeEach(() => resetState())

const PATH = '/consumers-v3/consumer/event-registration'

/** A valid registration for the three-day Basecamp weekend (2027-06-04..06), with `changes`. */
function weekend(changes: Record<string, unknown> = {}) {
  return {
    email: 'shopper@example.com',
    attendingDays: '2027-06-04,2027-06-05',
    eventId: 'EVT-BASECAMP-WEEKEND',
    eventTermsAccepted: true,
    firstName: 'Sam',
    lastName: 'Shopper',
    gender: '',
    phoneNumber: '+15035551001',
    plusOne: 'Zoë Friend',
    registrationTimestamp: '2027-05-01T10:00:00.000Z',
    ...changes,
  }
}

describe('event registration (FORM-014)', () => {
  test('FORM-014 a signed-in consumer registers once; the read call lists it with the event', async () => {
    const { accessToken } = await signIn('shopper@example.com')
    const created = await call('POST', PATH, { token: accessToken, body: weekend() })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ eventId: 'EVT-BASECAMP-WEEKEND' })

    const listed = await call('GET', PATH, { token: accessToken })
    expect(listed.status).toBe(200)
    const { registrations } = EventRegistrationListSchema.parse(listed.json)
    expect(registrations).toEqual([
      expect.objectContaining({
        eventId: 'EVT-BASECAMP-WEEKEND',
        title: 'Basecamp weekend',
        attendingDays: '2027-06-04,2027-06-05',
        plusOne: 'Zoë Friend',
      }),
    ])
    // Another consumer sees none of them.
    const other = await signIn('loyalty@example.com')
    const theirs = await call('GET', PATH, { token: other.accessToken })
    expect(EventRegistrationListSchema.parse(theirs.json).registrations).toEqual([])
  })

  test('FORM-014 a second registration for the same event is refused with a message', async () => {
    const { accessToken } = await signIn('shopper@example.com')
    expect((await call('POST', PATH, { token: accessToken, body: weekend() })).status).toBe(201)
    const again = expectError(
      await call('POST', PATH, { token: accessToken, body: weekend() }),
      400,
      'EVT409',
    )
    expect(again.message).toBe('You are already registered for this event')
  })

  test('FORM-014 missing fields, unknown events, days outside the event and unaccepted terms are 400s', async () => {
    const { accessToken } = await signIn('shopper@example.com')
    const post = (body: unknown) => call('POST', PATH, { token: accessToken, body })
    const missing = expectError(await post(weekend({ eventId: '', attendingDays: '' })), 400, 'EVT400')
    expect(missing.message).toBe('Missing required fields: eventId, attendingDays')
    const unknown = expectError(await post(weekend({ eventId: 'EVT-NOPE' })), 400, 'EVT400')
    expect(unknown.message).toBe('Unknown event EVT-NOPE')
    const outside = expectError(await post(weekend({ attendingDays: '2027-06-07' })), 400, 'EVT400')
    expect(outside.message).toMatch(/days of Basecamp weekend/)
    expectError(await post(weekend({ eventTermsAccepted: false })), 400, 'EVT400')
    expectError(await post(weekend({ registrationTimestamp: 'yesterday' })), 400, 'EVT400')
    // The one-day clinic takes no guest.
    const clinic = { eventId: 'EVT-TRAIL-CLINIC', attendingDays: '2027-05-15' }
    expectError(await post(weekend({ ...clinic, plusOne: 'Pat' })), 400, 'EVT400')
    expect((await post(weekend({ ...clinic, plusOne: '' }))).status).toBe(201)
  })

  test('FORM-014 a guest token cannot register or read registrations', async () => {
    const token = await guestToken()
    expectError(await call('POST', PATH, { token, body: weekend() }), 401, 'AUT404')
    expectError(await call('GET', PATH, { token }), 401, 'AUT404')
  })

  test('FORM-018 a scripted fault answers the registration call with its message', async () => {
    const { accessToken } = await signIn('shopper@example.com')
    await call('POST', '/__emulator/faults', {
      body: {
        path: 'event-registration$',
        method: 'POST',
        status: 400,
        errorId: 'EVT500',
        message: 'The event is full',
        times: 1,
      },
    })
    const full = expectError(await call('POST', PATH, { token: accessToken, body: weekend() }), 400, 'EVT500')
    expect(full.message).toBe('The event is full')
    // Once only: the next call registers.
    expect((await call('POST', PATH, { token: accessToken, body: weekend() })).status).toBe(201)
  })
})
