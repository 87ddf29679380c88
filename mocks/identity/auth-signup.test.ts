import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { s256 } from './auth.ts'
import { handlers } from '../index.ts'
import { resetState } from '../state.ts'

/** The sign-up, profile and password handlers, answered in-process over the whole emulator. */

const BASE = 'http://emulator.test'
const VERIFIER = 'verifier-0123456789-0123456789-0123456789-abcdef'

async function call(
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; locale?: string } = {},
) {
  const url = new URL(path, BASE)
  url.searchParams.set('locale', opts.locale ?? 'en_US')
  const headers = new Headers({ 'x-api-key': 'k', 'Content-Type': 'application/json' })
  if (opts.token) headers.set('Authorization', `Bearer ${opts.token}`)
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body)
  const response = await getResponse(handlers, new Request(url, { method, headers, body }))
  if (!response) throw new Error(`No handler answered ${method} ${path}`)
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

const errorId = (result: { json: Record<string, unknown> }) =>
  (result.json.errorDetails as { errorId: string }[] | undefined)?.[0]?.errorId

async function guest() {
  return (await call('POST', '/token/v2/auth/token', { body: { type: 'Guest' } })).json.accessToken as string
}

const FORM = {
  firstName: 'Nora',
  lastName: 'Newton',
  email: 'nora@example.com',
  password: 'Trail2025x',
  recaptcha_response: 'captcha',
}

async function signIn(email: string, password: string) {
  const signin = await call('POST', '/consumers-v3/auth/signin', {
    body: { type: 'Registered', username: email, password, codeChallenge: s256(VERIFIER) },
  })
  if (signin.status !== 200) return undefined
  const token = await call('POST', '/token/v2/auth/token', {
    body: { type: 'Registered', authorizationCode: signin.json.authorizationCode, codeVerifier: VERIFIER },
  })
  return token.json.accessToken as string
}

beforeEach(() => resetState())

describe('POST /consumers-v3/auth/signup', () => {
  it('refuses bad input with the spec codes', async () => {
    const token = await guest()
    const signup = (body: Record<string, unknown>, locale?: string) =>
      call('POST', '/consumers-v3/auth/signup', { token, body: { ...FORM, ...body }, locale })
    expect(errorId(await signup({ recaptcha_response: '' }))).toBe('AUT403')
    expect(errorId(await signup({ email: 'nora@example' }))).toBe('AUT453')
    expect(errorId(await signup({ password: 'trail2025x' }))).toBe('FE872')
    expect(errorId(await signup({ firstName: 'N0ra' }))).toBe('PRO412')
    expect(errorId(await signup({}, 'de_DE'))).toBe('PRO411')
    expect(errorId(await signup({ birthDate: `${new Date().getUTCFullYear() - 10}-01-01` }))).toBe('PRO410')
    expect(errorId(await signup({ email: 'SHOPPER@example.com' }))).toBe('AUT439')
    expect(errorId(await signup({ phone: '5035551001' }))).toBe('AUT444')
  })

  it('creates a consumer who signs in with the hashed password; lookup and profile see it', async () => {
    const token = await guest()
    const created = await call('POST', '/consumers-v3/auth/signup', { token, body: FORM })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ consumerNo: expect.stringMatching(/^C\d{9}$/), email: FORM.email })
    expect(errorId(await call('POST', '/consumers-v3/auth/signup', { token, body: FORM }))).toBe('AUT439')
    expect(await signIn(FORM.email, 'Wrong2025x')).toBeUndefined()
    const registered = await signIn(FORM.email, FORM.password)
    expect(registered).toBeTruthy()

    const lookup = await call('GET', '/consumers-v3/consumer/lookup?email=nora%40example.com', { token })
    expect(lookup.json).toEqual({ exists: true, isLoyaltyMember: false, loyaltyEligible: true })
    const profile = await call('GET', '/consumers-v3/consumer', { token: registered })
    expect(profile.json.consumerProfile).toMatchObject({
      consumerDetails: { email: FORM.email, firstName: 'Nora', lastName: 'Newton' },
      isLoyaltyMember: false,
    })
    expect(
      errorId(
        await call('PUT', '/consumers-v3/consumer', { token: registered, body: { consumerProfile: {} } }),
      ),
    ).toBe('PRO412')
    const enrolled = await call('POST', '/consumers-v3/consumer/loyalty/token', {
      token: registered,
      body: { usid: 'u1', referralCode: 'FRIEND' },
    })
    expect(enrolled.json).toMatchObject({ isLoyaltyMember: true, memberId: expect.stringMatching(/^M/) })
    const after = await call('GET', '/consumers-v3/consumer/lookup?email=nora%40example.com', { token })
    expect(after.json).toEqual({ exists: true, isLoyaltyMember: true, loyaltyEligible: false })
    // The guest token reads no profile.
    expect((await call('GET', '/consumers-v3/consumer', { token })).status).toBe(401)
  })

  it('answers the server time in epoch milliseconds', async () => {
    const before = Date.now()
    const { json } = await call('GET', '/fapi/server/time')
    expect(json.timestamp).toBeGreaterThanOrEqual(before)
  })
})

describe('employee discount terms (AUTH-009)', () => {
  const accept = { consumerProfile: { isEmployeeDiscountTCAccepted: true } }

  it('an employee accepts through the profile update; the profile and the next token report it', async () => {
    const token = (await signIn('employee@example.com', 'Passw0rd!'))!
    const before = await call('GET', '/consumers-v3/consumer', { token })
    expect(before.json.consumerProfile).toMatchObject({ isEmployeeDiscountTCAccepted: false })
    const put = await call('PUT', '/consumers-v3/consumer', { token, body: accept })
    expect(put.status).toBe(200)
    expect(put.json.consumerProfile).toMatchObject({ isEmployeeDiscountTCAccepted: true })

    const signin = await call('POST', '/consumers-v3/auth/signin', {
      body: {
        type: 'Registered',
        username: 'employee@example.com',
        password: 'Passw0rd!',
        codeChallenge: s256(VERIFIER),
      },
    })
    const next = await call('POST', '/token/v2/auth/token', {
      body: { type: 'Registered', authorizationCode: signin.json.authorizationCode, codeVerifier: VERIFIER },
    })
    expect(next.json).toMatchObject({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true })
  })

  it('a consumer who is not an employee has no terms to accept (PRO412)', async () => {
    const token = (await signIn('shopper@example.com', 'Passw0rd!'))!
    const put = await call('PUT', '/consumers-v3/consumer', { token, body: accept })
    expect(put.status).toBe(400)
    expect(errorId(put)).toBe('PRO412')
  })
})
