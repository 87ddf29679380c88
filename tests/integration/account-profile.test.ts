import { describe, expect, it } from 'vitest'
import { removeProfile } from '#mocks/customers/consumer-profile.ts'
import { db } from '#mocks/state.ts'
import { action, loader } from '#app/routes/account-profile.tsx'
import { capturedRequests, injectFault, type Captured } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

const L = { locale: 'en-us' }
const PATH = '/en-us/account/profile'

type Page = {
  missing: boolean
  summary: { name: string; email: string; phone: string }
  defaults: Record<string, unknown>
  sms: string | null
  notifications: { orderUpdatesByEmail: boolean; orderUpdatesBySms: boolean }
}
type Failed = {
  form: string
  result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }
}

async function signedIn(email = 'shopper@example.com') {
  const jar = new CookieJar()
  await signInJar(jar, email)
  return jar
}

const page = (jar: CookieJar) => runRoute<Page>(loader, get(PATH, jar), L)
const submit = (jar: CookieJar, form: Record<string, string>) =>
  runRoute<Failed>(action, post(PATH, form, jar), L)

/** Upstream calls to `path` (exact) with `method` since `since` calls were captured. */
async function callsTo(method: string, path: string, since = 0): Promise<Captured[]> {
  return (await capturedRequests()).slice(since).filter((c) => c.method === method && c.path === path)
}

const DETAILS = {
  intent: 'save-profile',
  firstName: 'Samuel',
  lastName: 'Shopper',
  phone: '503 555 1001',
  postalCode: '97209',
  birthDate: '1990-05-14',
  gender: 'X',
  interests: 'running',
  preferredShoeSize: '10.5',
}

describe('profile page: access', () => {
  it('AUTH-036 a guest is sent to sign in, for the page and its posts; the answer is private, no-store', async () => {
    const guest = new CookieJar()
    for (const result of [
      await runRoute(loader, get(PATH, guest), L),
      await runRoute(action, post(PATH, DETAILS, guest), L),
    ]) {
      expect([302, 303]).toContain(result.status)
      expect(result.response?.headers.get('Location')).toBe(
        `/en-us/sign-in?redirectTo=${encodeURIComponent(PATH)}`,
      )
      expect(result.response?.headers.get('Cache-Control')).toBe('private, no-store')
    }
    const before = (await capturedRequests()).length
    expect(await callsTo('PUT', '/consumers-v3/consumer', before)).toHaveLength(0)
  })

  it('an unknown intent answers 400 and sends nothing', async () => {
    const jar = await signedIn()
    const before = (await capturedRequests()).length
    const result = await submit(jar, { intent: 'delete-everything' })
    expect(result.status).toBe(400)
    expect((await capturedRequests()).slice(before).filter((c) => c.method !== 'GET')).toHaveLength(0)
  })

  it('the signed-in shopper sees their own profile, never stored by a cache', async () => {
    const jar = await signedIn()
    const result = await page(jar)
    expect(result.status).toBe(200)
    expect(result.response?.headers.get('Cache-Control')).toBe('private, no-store')
    expect(result.data?.summary).toMatchObject({ name: 'Sam Shopper', email: 'shopper@example.com' })
    expect(result.data?.sms).toBe('none')
  })
})

describe('profile page: details and preferences', () => {
  it('ACCT-002 one PUT with consumerDetails and preferences; the page then shows the saved values', async () => {
    const jar = await signedIn()
    const before = (await capturedRequests()).length
    const result = await submit(jar, DETAILS)
    expect(result.status).toBe(303)
    expect(toastOf(result.cookies)?.title).toBe('Your profile is saved.')
    const puts = await callsTo('PUT', '/consumers-v3/consumer', before)
    expect(puts).toHaveLength(1)
    expect(puts[0]!.body).toEqual({
      consumerProfile: {
        consumerDetails: {
          firstName: 'Samuel',
          lastName: 'Shopper',
          phone: '5035551001',
          postalCode: '97209',
          birthDate: '1990-05-14',
          gender: 'X',
        },
        preferences: { interests: 'running', preferredShoeSize: '10.5' },
      },
    })
    const after = await page(jar)
    expect(after.data?.summary.name).toBe('Samuel Shopper')
    expect(after.data?.defaults).toMatchObject({ interests: ['running'], preferredShoeSize: '10.5' })
  })

  it('ACCT-002 bad input: errors at the fields (names, phone rules, birth date), what was typed kept, nothing sent', async () => {
    const jar = await signedIn()
    const before = (await capturedRequests()).length
    const result = await submit(jar, { ...DETAILS, firstName: 'S', phone: '12', birthDate: '2030-01-01' })
    expect(result.status).toBe(400)
    expect(result.data?.form).toBe('save-profile')
    expect(Object.keys(result.data?.result.error ?? {})).toEqual(
      expect.arrayContaining(['firstName', 'phone', 'birthDate']),
    )
    expect(result.data?.result.initialValue).toMatchObject({ firstName: 'S', phone: '12' })
    expect(await callsTo('PUT', '/consumers-v3/consumer', before)).toHaveLength(0)
  })

  it('ACCT-005 an upstream error keeps the old values on the page and shows the error', async () => {
    const jar = await signedIn()
    await injectFault({
      path: '^/consumers-v3/consumer$',
      method: 'PUT',
      errorId: 'PRO418',
      status: 400,
      times: 1,
    })
    const result = await submit(jar, DETAILS)
    expect(result.status).toBe(400)
    expect(result.data?.result.error?.['']).toEqual(['We could not update your profile. Please try again.'])
    // What was typed stays in the form; the saved profile is still the old one.
    expect(result.data?.result.initialValue).toMatchObject({ firstName: 'Samuel' })
    const after = await page(jar)
    expect(after.data?.summary.name).toBe('Sam Shopper')
    expect(after.data?.defaults).toMatchObject({ firstName: 'Sam', postalCode: '97205' })
  })

  it('ACCT-004 a post adds nothing to the profile beyond truthy fields (empty optional fields are left out)', async () => {
    const jar = await signedIn()
    const before = (await capturedRequests()).length
    await submit(jar, { intent: 'save-profile', firstName: 'Sam', lastName: 'Shopper' })
    const [put] = await callsTo('PUT', '/consumers-v3/consumer', before)
    expect(put!.body).toEqual({
      consumerProfile: {
        consumerDetails: { firstName: 'Sam', lastName: 'Shopper' },
      },
    })
  })

  it("ACCT-007 ERR-086 ACCT-003 without a profile: the page offers to create it; other posts fail with 'Profile not loaded'", async () => {
    removeProfile('shopper@example.com')
    const jar = await signedIn()
    expect((await page(jar)).data?.missing).toBe(true)
    const before = (await capturedRequests()).length
    const update = await submit(jar, DETAILS)
    expect(update.status).toBe(400)
    expect(update.data?.result.error?.['']).toEqual(['Profile not loaded'])
    const notify = await submit(jar, { intent: 'save-notifications', orderUpdatesByEmail: 'on' })
    expect(notify.data?.result.error?.['']).toEqual(['Profile not loaded'])
    expect((await capturedRequests()).slice(before).filter((c) => c.method !== 'GET')).toHaveLength(0)

    // ACCT-003: the create form posts the profile once.
    const created = await submit(jar, { intent: 'create-profile', firstName: 'Sammy', lastName: 'Shopper' })
    expect(created.status).toBe(303)
    const posts = await callsTo('POST', '/consumers-v3/consumer', before)
    expect(posts).toHaveLength(1)
    expect(posts[0]!.body).toEqual({
      consumerProfile: { consumerDetails: { firstName: 'Sammy', lastName: 'Shopper' } },
    })
    const after = await page(jar)
    expect(after.data).toMatchObject({ missing: false, summary: { name: 'Sammy Shopper' } })
  })
})

describe('profile page: email, SMS, notifications, data request', () => {
  it('the email change asks for the current password; a wrong one shows at its field', async () => {
    const jar = await signedIn()
    const wrong = await submit(jar, {
      intent: 'change-email',
      email: 'sam.new@example.com',
      currentPassword: 'nope',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.data?.result.error?.currentPassword).toEqual(['The current password is incorrect.'])
    expect(wrong.data?.result.initialValue).toMatchObject({ email: 'sam.new@example.com' })
    expect(wrong.data?.result.initialValue?.currentPassword).toBeUndefined()
    const missing = await submit(jar, { intent: 'change-email', email: 'sam.new@example.com' })
    expect(missing.data?.result.error?.currentPassword).toBeTruthy()
    const ok = await submit(jar, {
      intent: 'change-email',
      email: 'sam.new@example.com',
      currentPassword: 'Passw0rd!',
    })
    expect(ok.status).toBe(303)
    expect((await page(jar)).data?.summary.email).toBe('sam.new@example.com')
  })

  it('ACCT-010 ACCT-011 ACCT-012 subscribe: one POST, pending until confirmed; unsubscribe is a PUT', async () => {
    const jar = await signedIn()
    const before = (await capturedRequests()).length
    const subscribed = await submit(jar, { intent: 'sms-subscribe' })
    expect(subscribed.status).toBe(303)
    const posts = await callsTo('POST', '/consumers-v3/consumer/subscription', before)
    expect(posts).toHaveLength(1)
    expect(posts[0]!.body).toMatchObject({ channel: 'sms', optin: true, recipient: '+15035551001' })
    expect((await page(jar)).data?.sms).toBe('pending')
    await fetch('http://emulator.test/__emulator/sms-confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'shopper@example.com' }),
    })
    expect((await page(jar)).data?.sms).toBe('subscribed')
    await submit(jar, { intent: 'sms-unsubscribe' })
    const puts = await callsTo('PUT', '/consumers-v3/consumer/subscription', before)
    expect(puts.map((c) => c.body)).toEqual([expect.objectContaining({ optin: false })])
    expect((await page(jar)).data?.sms).toBe('unsubscribed')
    // Subscribing again updates the one subscription (ACCT-011) and waits for the confirmation again.
    await submit(jar, { intent: 'sms-subscribe' })
    expect(await callsTo('POST', '/consumers-v3/consumer/subscription', before)).toHaveLength(1)
    expect((await page(jar)).data?.sms).toBe('pending')
  })

  it('ACCT-034 notification settings: one PUT with both channels; an upstream error keeps the old ones', async () => {
    const jar = await signedIn()
    const before = (await capturedRequests()).length
    await injectFault({ path: 'notification$', method: 'PUT', status: 500, times: 1 })
    const failed = await submit(jar, { intent: 'save-notifications', orderUpdatesBySms: 'on' })
    expect(failed.status).toBe(400)
    expect(failed.data?.result.error?.['']).toHaveLength(1)
    expect((await page(jar)).data?.notifications).toEqual({
      orderUpdatesByEmail: true,
      orderUpdatesBySms: false,
    })
    const saved = await submit(jar, { intent: 'save-notifications', orderUpdatesBySms: 'on' })
    expect(saved.status).toBe(303)
    const puts = await callsTo('PUT', '/consumers-v3/consumer/notification', before)
    expect(puts.at(-1)!.body).toEqual({ orderUpdatesByEmail: false, orderUpdatesBySms: true })
    expect((await page(jar)).data?.notifications).toEqual({
      orderUpdatesByEmail: false,
      orderUpdatesBySms: true,
    })
  })

  it('ACCT-033 request my data: confirm required; consumerId and email from the profile, never the form', async () => {
    const jar = await signedIn()
    const before = (await capturedRequests()).length
    const unconfirmed = await submit(jar, { intent: 'request-data' })
    expect(unconfirmed.status).toBe(400)
    expect(unconfirmed.data?.result.error?.confirm).toBeTruthy()
    // Another consumer's id and email in the form are ignored.
    const result = await submit(jar, {
      intent: 'request-data',
      confirm: 'on',
      consumerId: 'C000000002',
      email: 'loyalty@example.com',
    })
    expect(result.status).toBe(303)
    const posts = await callsTo('POST', '/consumers-v3/consumer/retrieveUserData', before)
    expect(posts.map((c) => c.body)).toEqual([{ consumerId: 'C000000001', email: 'shopper@example.com' }])
    const theirs = db.consumers.get('C000000002')?.account as { dataRequests?: unknown[] }
    expect(theirs.dataRequests ?? []).toEqual([])
  })

  it('never another consumer’s data: each shopper’s posts change only their own profile', async () => {
    const sam = await signedIn('shopper@example.com')
    const lee = await signedIn('loyalty@example.com')
    await submit(sam, { ...DETAILS, consumerId: 'C000000002', firstName: 'Changed' })
    expect((await page(lee)).data?.summary.name).toBe('Lee Loyal')
    expect((await page(sam)).data?.summary.name).toBe('Changed Shopper')
  })
})
