import { describe, expect, it } from 'vitest'
import { loader as accountLoader } from '#app/routes/account.tsx'
import { injectFault } from '#tests/helpers/emulator.ts'
import { CookieJar, get, runRoute, sessionOf } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

type AccountData = { events: { eventId: string; title: string; days: string; plusOne?: string }[] | null }

/** Registers shopper@example.com through the emulator's call, as the storefront's post would. */
async function registerDirectly(jar: CookieJar) {
  const token = String(sessionOf(jar).accessToken)
  const response = await fetch('http://emulator.test/consumers-v3/consumer/event-registration?locale=en_US', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-api-key': 'k', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      email: 'shopper@example.com',
      attendingDays: '2027-06-04,2027-06-06',
      eventId: 'EVT-BASECAMP-WEEKEND',
      eventTermsAccepted: true,
      firstName: 'Sam',
      lastName: 'Shopper',
      gender: '',
      phoneNumber: '',
      plusOne: 'Pat Lee',
      registrationTimestamp: new Date().toISOString(),
    }),
  })
  expect(response.status).toBe(201)
}

describe('the account lists the shopper’s events (decision 028)', () => {
  it('decision 028: the account page lists each registration with its event, days and guest', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    const empty = await runRoute<AccountData>(accountLoader, get('/en-us/account', jar), { locale: 'en-us' })
    expect(empty.data?.events).toEqual([])
    await registerDirectly(jar)
    const page = await runRoute<AccountData>(accountLoader, get('/en-us/account', jar), { locale: 'en-us' })
    expect(page.data?.events).toEqual([
      {
        eventId: 'EVT-BASECAMP-WEEKEND',
        title: 'Basecamp weekend',
        days: 'Jun 4, 2027 and Jun 6, 2027',
        plusOne: 'Pat Lee',
      },
    ])
  })

  it('decision 028: a failing registrations call leaves the section out and the page serves', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    await injectFault({ path: 'consumer/event-registration$', method: 'GET', status: 503 })
    const page = await runRoute<AccountData>(accountLoader, get('/en-us/account', jar), { locale: 'en-us' })
    expect(page.status).toBe(200)
    expect(page.data?.events).toBeNull()
  })
})
