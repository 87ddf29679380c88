import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { s256 } from '../identity/auth.ts'
import { handlers } from '../index.ts'
import { ALREADY_SUBSCRIBED_MESSAGE } from './newsletter.ts'
import { newsletterSubscriptions } from './newsletter-store.ts'
import { resetState } from '../state.ts'

/** The newsletter subscribe call (FORM-002, FORM-004, A17, A40), over the whole emulator in-process. */

const BASE = 'http://emulator.test'
const VERIFIER = 'verifier-0123456789-0123456789-0123456789-abcdef'
const PATH = '/consumers-v3/consumer/newsletter'

async function call(method: string, path: string, opts: { body?: unknown; token?: string } = {}) {
  const url = new URL(path, BASE)
  url.searchParams.set('locale', 'en_US')
  const headers = new Headers({ 'x-api-key': 'k', 'Content-Type': 'application/json' })
  if (opts.token) headers.set('Authorization', `Bearer ${opts.token}`)
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body)
  const response = await getResponse(handlers, new Request(url, { method, headers, body }))
  if (!response) throw new Error(`No handler answered ${method} ${path}`)
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

const detail = (result: { json: Record<string, unknown> }) =>
  (result.json.errorDetails as { errorId: string; message: string }[] | undefined)?.[0]

async function guest() {
  return (await call('POST', '/token/v2/auth/token', { body: { type: 'Guest' } })).json.accessToken as string
}

async function signIn(email: string) {
  const signin = await call('POST', '/consumers-v3/auth/signin', {
    body: { type: 'Registered', username: email, password: 'Passw0rd!', codeChallenge: s256(VERIFIER) },
  })
  const token = await call('POST', '/token/v2/auth/token', {
    body: { type: 'Registered', authorizationCode: signin.json.authorizationCode, codeVerifier: VERIFIER },
  })
  return token.json.accessToken as string
}

const GUEST_BODY = {
  optIn: true,
  campaignName: '/en-us/block-gallery',
  email: 'Trail.Fan@example.com',
  acquisitionType: 'Signup',
}

async function profileSubscriptions(token: string) {
  const profile = await call('GET', '/consumers-v3/consumer', { token })
  const subscriptions = (
    profile.json.consumerProfile as { subscriptions: { type: string; optin: boolean }[] }
  ).subscriptions
  return subscriptions.filter((s) => s.type === 'Newsletter')
}

beforeEach(() => resetState())

describe(`POST ${PATH}`, () => {
  it('FORM-002 subscribes a guest by email once, filed under the campaign and acquired by Signup', async () => {
    const token = await guest()
    const first = await call('POST', PATH, { token, body: GUEST_BODY })
    expect(first.status).toBe(201)
    expect(newsletterSubscriptions.get('trail.fan@example.com')).toMatchObject({
      campaignName: '/en-us/block-gallery',
      acquisitionType: 'Signup',
    })
    // FORM-004: the second time is refused with a message the storefront shows as it is.
    const again = await call('POST', PATH, { token, body: { ...GUEST_BODY, email: 'trail.fan@example.com' } })
    expect(again.status).toBe(409)
    expect(detail(again)).toEqual({ errorId: 'NWS409', message: ALREADY_SUBSCRIBED_MESSAGE })
  })

  it('FORM-002 refuses a malformed body with a 400 in the error shape', async () => {
    const token = await guest()
    const cases = [
      { ...GUEST_BODY, optIn: false },
      { ...GUEST_BODY, campaignName: '' },
      { ...GUEST_BODY, email: 'not-an-email' },
      { ...GUEST_BODY, acquisitionType: undefined },
    ]
    for (const body of cases) {
      const answer = await call('POST', PATH, { token, body })
      expect(answer.status).toBe(400)
      expect(detail(answer)?.errorId).toBe('NWS400')
    }
    expect((await call('POST', PATH, { body: GUEST_BODY })).status).toBe(401)
    expect(newsletterSubscriptions.size).toBe(0)
  })

  it('FORM-002 A40 subscribes a signed-in consumer by their token, and the profile then reads as subscribed', async () => {
    const token = await signIn('shopper@example.com')
    expect(await profileSubscriptions(token)).toEqual([])
    const answer = await call('POST', PATH, { token, body: { optIn: true, campaignName: '/en-us' } })
    expect(answer.status).toBe(201)
    expect(newsletterSubscriptions.get('shopper@example.com')).toMatchObject({ consumerNo: 'C000000001' })
    expect(await profileSubscriptions(token)).toEqual([
      expect.objectContaining({ type: 'Newsletter', channel: 'email', optin: true }),
    ])
    const again = await call('POST', PATH, { token, body: { optIn: true, campaignName: '/en-us' } })
    expect(detail(again)?.message).toBe(ALREADY_SUBSCRIBED_MESSAGE)
  })

  it('FORM-006 the seeded subscribed account is already subscribed, also when a guest types its email', async () => {
    const token = await signIn('subscribed@example.com')
    expect(await profileSubscriptions(token)).toEqual([expect.objectContaining({ optin: true })])
    const asGuest = await call('POST', PATH, {
      token: await guest(),
      body: { ...GUEST_BODY, email: 'subscribed@example.com' },
    })
    expect(asGuest.status).toBe(409)
  })

  it('FORM-004 a scripted fault answers with the message the test chose', async () => {
    await call('POST', '/__emulator/faults', {
      body: { path: 'consumer/newsletter$', status: 400, errorId: 'NWS400', message: 'Try again later.' },
    })
    const answer = await call('POST', PATH, { token: await guest(), body: GUEST_BODY })
    expect(answer.status).toBe(400)
    expect(detail(answer)?.message).toBe('Try again later.')
  })
})
