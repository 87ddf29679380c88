import { beforeEach, describe, expect, it } from 'vitest'
import type { CmsPage } from '#app/domain/content/content.ts'
import type { EventSignUpBlock } from '#app/blocks/event-sign-up/schema.ts'
import type { EventAnswer, EventRegistrationResult } from '#app/domain/content/event-sign-up.ts'
import { forgetRecentRegistrations } from '#app/features/events/register.server.ts'
import { loader as contentLoader } from '#app/routes/content-page.tsx'
import { action as registerAction } from '#app/routes/events-register.tsx'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

const L = { locale: 'en-us' }
const WEEKEND = '/en-us/events/basecamp-weekend'
type Answer = EventRegistrationResult

beforeEach(() => forgetRecentRegistrations())

/** The event page as the shopper gets it: the honeypot fields its form carries. */
async function openEventPage(jar: CookieJar, path = WEEKEND) {
  const page = await runRoute<{ page: CmsPage }>(contentLoader, get(path, jar), {
    ...L,
    '*': path.replace('/en-us/', ''),
  })
  jar.store(page.cookies)
  const block = page.data!.page.components.find((b) => b.type === 'eventSignUp') as EventSignUpBlock
  const { honeypot } = block.signUp!
  return {
    block,
    trap: {
      [honeypot.nameFieldName]: '',
      [honeypot.validFromFieldName!]: honeypot.encryptedValidFrom,
      formKey: block.signUp!.formKey,
    },
  }
}

async function signedIn() {
  const jar = new CookieJar()
  await signInJar(jar)
  return jar
}

/** Posts the join form as the browser does (repeated attendingDays for each ticked day). */
function register(jar: CookieJar, fields: Record<string, string | string[]>, path = WEEKEND) {
  const body = new URLSearchParams()
  const all = { intent: 'register-event', eventId: 'EVT-BASECAMP-WEEKEND', page: path, ...fields }
  for (const [name, value] of Object.entries(all))
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v)
  const request = post('/en-us/events/register', {}, jar)
  return runRoute<Answer>(
    registerAction,
    new Request(request.url, { method: 'POST', headers: request.headers, body }),
    L,
  )
}

async function registrationCalls() {
  return (await capturedRequests()).filter(
    (r) => r.method === 'POST' && r.path.endsWith('/consumers-v3/consumer/event-registration'),
  )
}

describe('event registration post', () => {
  it('FORM-014 posts email, the days joined with a comma, the event, terms, profile names, phone, guest and an ISO timestamp, once', async () => {
    const jar = await signedIn()
    const { trap } = await openEventPage(jar)
    const before = Date.now()
    const result = await register(jar, {
      ...trap,
      attendingDays: ['2027-06-05', '2027-06-04'],
      eventTermsAccepted: 'on',
      plusOne: 'Zoë Friend',
      // Event fields in the post are not read: the content is.
      title: 'Free entry',
      enablePlusOne: 'false',
    })
    expect(result.status).toBe(200)
    expect(result.data?.answer).toEqual({ step: 'confirmation' })
    const calls = await registrationCalls()
    expect(calls).toHaveLength(1)
    const body = calls[0]!.body as Record<string, unknown>
    expect(body).toEqual({
      email: 'shopper@example.com',
      attendingDays: '2027-06-04,2027-06-05',
      eventId: 'EVT-BASECAMP-WEEKEND',
      eventTermsAccepted: true,
      firstName: 'Sam',
      lastName: 'Shopper',
      gender: '',
      phoneNumber: '+15035551001',
      plusOne: 'Zoë Friend',
      registrationTimestamp: expect.any(String),
    })
    const stamp = String(body.registrationTimestamp)
    expect(new Date(stamp).toISOString()).toBe(stamp)
    expect(Date.parse(stamp)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('FORM-011 a guest posting the join form gets the sign-in step and no registration call', async () => {
    const jar = new CookieJar()
    const { trap } = await openEventPage(jar)
    const result = await register(jar, { ...trap, attendingDays: '2027-06-04', eventTermsAccepted: 'on' })
    expect(result.status).toBe(401)
    expect(result.data?.answer).toEqual({ step: 'sign-in' })
    expect(result.data?.event?.signUp?.signedIn).toBe(false)
    expect(await registrationCalls()).toHaveLength(0)
  })

  it('VAL-044 unticked terms: the required message, what was typed kept, no registration call', async () => {
    const jar = await signedIn()
    const { trap } = await openEventPage(jar)
    const result = await register(jar, { ...trap, attendingDays: '2027-06-06', plusOne: 'Pat Lee' })
    expect(result.status).toBe(400)
    const answer = result.data!.answer as Extract<EventAnswer, { step: 'join' }>
    expect(answer.result.error).toMatchObject({ eventTermsAccepted: ['Accept the event terms to join'] })
    expect(answer.result.initialValue).toMatchObject({ attendingDays: '2027-06-06', plusOne: 'Pat Lee' })
    expect(await registrationCalls()).toHaveLength(0)
  })

  it("VAL-045 a guest name 'J0hn' is refused with 'Name is not valid.'; a blank one registers", async () => {
    const jar = await signedIn()
    const { trap } = await openEventPage(jar)
    const form = { ...trap, attendingDays: '2027-06-04', eventTermsAccepted: 'on' }
    const bad = await register(jar, { ...form, plusOne: 'J0hn' })
    expect(bad.status).toBe(400)
    const answer = bad.data!.answer as Extract<EventAnswer, { step: 'join' }>
    expect(answer.result.error).toMatchObject({ plusOne: ['Name is not valid.'] })
    expect(await registrationCalls()).toHaveLength(0)
    const blank = await register(jar, { ...form, plusOne: '' })
    expect(blank.data?.answer).toEqual({ step: 'confirmation' })
    expect((await registrationCalls())[0]!.body).toMatchObject({ plusOne: '' })
  })

  it('FORM-015 a multi-day event needs a day of its own; days from the post outside it are refused', async () => {
    const jar = await signedIn()
    const { trap } = await openEventPage(jar)
    const none = await register(jar, { ...trap, eventTermsAccepted: 'on' })
    expect((none.data!.answer as Extract<EventAnswer, { step: 'join' }>).result.error).toMatchObject({
      attendingDays: ['Choose at least one day'],
    })
    const outside = await register(jar, { ...trap, eventTermsAccepted: 'on', attendingDays: '2027-06-09' })
    expect(outside.status).toBe(400)
    expect(await registrationCalls()).toHaveLength(0)
  })

  it('FORM-018 the service refuses: its message in the notification above the form, nothing else', async () => {
    const jar = await signedIn()
    const { trap } = await openEventPage(jar)
    await injectFault({
      path: 'consumer/event-registration$',
      method: 'POST',
      status: 400,
      errorId: 'EVT500',
      message: 'Basecamp weekend is full',
      times: 1,
    })
    const result = await register(jar, { ...trap, attendingDays: '2027-06-04', eventTermsAccepted: 'on' })
    expect(result.status).toBe(400)
    const answer = result.data!.answer as Extract<EventAnswer, { step: 'join' }>
    expect(answer.result.error).toEqual({ '': ['Basecamp weekend is full'] })
    expect(answer.result.initialValue).toMatchObject({ attendingDays: '2027-06-04' })
    expect(await registrationCalls()).toHaveLength(1)
  })

  it('FORM-014 a double submit of one form sends one registration and both posts end on the confirmation', async () => {
    const jar = await signedIn()
    const { trap } = await openEventPage(jar)
    const form = { ...trap, attendingDays: '2027-06-04', eventTermsAccepted: 'on' }
    const [first, second] = await Promise.all([register(jar, form), register(jar, form)])
    expect(first.data?.answer).toEqual({ step: 'confirmation' })
    expect(second.data?.answer).toEqual({ step: 'confirmation' })
    // The answer sent again later (a reload) is the same confirmation, still without a second call.
    const again = await register(jar, form)
    expect(again.data?.answer).toEqual({ step: 'confirmation' })
    expect(await registrationCalls()).toHaveLength(1)
    // A form rendered anew is a new attempt: the service answers that the shopper is registered.
    const reopened = await openEventPage(jar)
    const later = await register(jar, {
      ...reopened.trap,
      attendingDays: '2027-06-04',
      eventTermsAccepted: 'on',
    })
    expect(later.status).toBe(400)
    expect(await registrationCalls()).toHaveLength(2)
  })

  it('FORM-014 an unknown intent is a 400; an event not on the posted page is unavailable; no call', async () => {
    const jar = await signedIn()
    const { trap } = await openEventPage(jar)
    const unknown = await register(jar, { ...trap, intent: 'register-everyone' })
    expect(unknown.status).toBe(400)
    const elsewhere = await register(jar, {
      ...trap,
      eventId: 'EVT-BASECAMP-WEEKEND',
      page: '/en-us/events/trail-running-clinic',
      eventTermsAccepted: 'on',
    })
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.data?.answer).toEqual({ step: 'unavailable' })
    const offSite = await register(jar, {
      ...trap,
      page: 'https://evil.example/en-us/events/basecamp-weekend',
    })
    expect(offSite.status).toBe(404)
    expect(await registrationCalls()).toHaveLength(0)
  })

  it('FORM-014 a post without the honeypot fields is refused without a call', async () => {
    const jar = await signedIn()
    await openEventPage(jar)
    const result = await register(jar, { attendingDays: '2027-06-04', eventTermsAccepted: 'on' })
    expect(result.status).toBe(400)
    expect(await registrationCalls()).toHaveLength(0)
  })
})
