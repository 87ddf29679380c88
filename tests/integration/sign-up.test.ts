import { describe, expect, it } from 'vitest'
import { getShopper } from '#app/context.server.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { action as lookupAction } from '#app/routes/enrol-lookup.tsx'
import { loader as enrolIndexLoader } from '#app/routes/enrol-index.tsx'
import { action as interestsAction } from '#app/routes/enrol-interests.tsx'
import { action as mobileAction } from '#app/routes/enrol-mobile.tsx'
import { action as profileAction } from '#app/routes/enrol-profile.tsx'
import { loader as welcomeLoader } from '#app/routes/enrol-welcome.tsx'
import { action as signUpAction, loader as signUpLoader } from '#app/routes/sign-up.tsx'
import { signIn } from '#app/features/identity/session.server.ts'
import { isoDate, yearsBefore } from '#app/validation/validators.ts'
import { capturedRequests, injectFault, type Captured } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'

const L = { locale: 'en-us' }
type Result = { result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } }

async function openForm(jar: CookieJar, url = '/en-us/sign-up', params = L) {
  const page = await runRoute<Awaited<ReturnType<typeof signUpLoader>>>(signUpLoader, get(url, jar), params)
  jar.store(page.cookies)
  return page.data!
}

let counter = 0
function newEmail() {
  counter += 1
  return `new.shopper${counter}@example.com`
}

async function signUp(values: Record<string, string>, opts: { jar?: CookieJar; url?: string } = {}) {
  const jar = opts.jar ?? new CookieJar()
  const url = opts.url ?? '/en-us/sign-up'
  const { honeypot, hidden } = await openForm(jar, url)
  const form = {
    ...(Object.fromEntries(Object.entries(hidden).filter(([, v]) => v)) as Record<string, string>),
    intent: 'sign-up',
    firstName: 'Nora',
    lastName: 'Newton',
    email: newEmail(),
    password: 'Trail2025x',
    policy: 'on',
    [honeypot.nameFieldName]: '',
    [honeypot.validFromFieldName!]: honeypot.encryptedValidFrom,
    ...values,
  }
  const result = await runRoute<Result>(signUpAction, post(url, form, jar), L)
  jar.store(result.cookies)
  return { result, jar, form }
}

const paths = (calls: Captured[]) => calls.map((c) => `${c.method} ${c.path}`)

describe('sign-up page', () => {
  it('PLAT-021 AUTH-022 AUTH-019 the loader waits for the server time; fields follow the site order', async () => {
    const data = await openForm(new CookieJar())
    const calls = await capturedRequests()
    expect(paths(calls)).toContain('GET /fapi/server/time')
    expect(data.view.birthDate.max).toBe(isoDate(yearsBefore(new Date(), 16)))
    expect(data.view.fieldOrder).toEqual([
      'firstName',
      'lastName',
      'email',
      'password',
      'phone',
      'zipCode',
      'birthDate',
      'gender',
    ])
    const de = await runRoute<Awaited<ReturnType<typeof signUpLoader>>>(signUpLoader, get('/de-de/sign-up'), {
      locale: 'de-de',
    })
    expect(de.data?.view.fieldOrder[0]).toBe('gender')
    expect(de.data?.view.required.birthDate).toBe(true)
  })

  it('PLAT-021 a failing time service still opens the form on the local clock', async () => {
    await injectFault({ path: '/fapi/server/time', status: 503 })
    const data = await openForm(new CookieJar())
    expect(data.view.birthDate.max).toBe(isoDate(yearsBefore(new Date(), 16)))
  })
})

describe('sign-up action', () => {
  it('AUTH-017 AUTH-023 AUTH-024 AUTH-025 signs up, signs in, posts the referral, reads the profile, opens interests', async () => {
    const jar = new CookieJar()
    const { result, form } = await signUp(
      {
        newsletter: 'on',
        loyaltyTerms: 'on',
        phone: '(212) 555-0142',
        optInAccepted: 'on',
        referralCode: 'FRIEND-42',
      },
      { jar, url: '/en-us/sign-up?redirectTo=%2Fen-us%2Fcart' },
    )
    expect(result.status).toBe(303)
    expect(result.response?.headers.get('Location')).toBe('/en-us/enrol/interests?redirectTo=%2Fen-us%2Fcart')
    expect(toastOf(result.cookies)).toMatchObject({
      title: 'Your account has been created.',
      description: 'You are now signed in.',
    })

    const calls = await capturedRequests()
    const after = paths(calls).slice(paths(calls).indexOf('POST /consumers-v3/auth/signup'))
    expect(after).toEqual([
      'POST /consumers-v3/auth/signup',
      // PLAT-025: the sign-in's own bot-protection token (the sign-up's came just before it).
      'POST /bot-protection/v1/token',
      'POST /consumers-v3/auth/signin',
      'POST /token/v2/auth/token',
      'POST /consumers-v3/consumer/loyalty/token',
      'GET /consumers-v3/consumer',
    ])
    const body = calls.find((c) => c.path === '/consumers-v3/auth/signup')!.body as Record<string, unknown>
    expect(body).toMatchObject({
      firstName: 'Nora',
      lastName: 'Newton',
      email: form.email,
      password: 'Trail2025x',
      phone: '2125550142',
      phoneCode: '+1',
      isTermsConfirmed: false,
      isTemporaryPassword: false,
      termsConditionsAndPolicy: true,
      source: 'ECOM15',
      recaptcha_response: expect.any(String),
    })
    expect(body.subscriptions).toEqual([
      { type: 'Newsletter', channel: 'email', optin: true },
      { type: 'Loyalty', channel: 'email', optin: true },
      { type: 'Newsletter', channel: 'sms', optin: true },
    ])
    const signin = calls.find((c) => c.path === '/consumers-v3/auth/signin')!.body as Record<string, unknown>
    expect(signin).toMatchObject({
      type: 'Registered',
      username: form.email,
      codeChallenge: expect.any(String),
    })
    const token = calls.filter((c) => c.path === '/token/v2/auth/token').at(-1)!.body as Record<
      string,
      unknown
    >
    expect(token).toMatchObject({ type: 'Registered', action: 'postLogin', codeVerifier: expect.any(String) })
    const loyalty = calls.find((c) => c.path === '/consumers-v3/consumer/loyalty/token')!
    expect(loyalty.body).toMatchObject({ referralCode: 'FRIEND-42', usid: expect.any(String) })
    expect(loyalty.headers['x-source']).toBe('ECOM15')

    // Signed in: a profile step now loads instead of sending the shopper to sign in.
    const welcome = await runRoute<{ member: boolean }>(welcomeLoader, get('/en-us/enrol/welcome', jar), L)
    expect(welcome.status).toBe(200)
    expect(welcome.data?.member).toBe(true)
  })

  it('AUTH-025 ACCT-043 with JavaScript the interests open as a dialog over the page the shopper was going to', async () => {
    const { result } = await signUp(
      { newsletter: 'on', enhanced: '1' },
      { url: '/en-us/sign-up?redirectTo=%2Fen-us%2Fcart' },
    )
    expect(result.status).toBe(303)
    expect(result.response?.headers.get('Location')).toBe('/en-us/cart')
    expect(toastOf(result.cookies)).toMatchObject({
      title: 'Your account has been created.',
      dialog: 'interests',
    })
    // Where interests are skipped there is no dialog either.
    const plain = await signUp({ enhanced: '1' })
    expect(plain.result.response?.headers.get('Location')).toBe('/en-us/account')
    expect(toastOf(plain.result.cookies)?.dialog).toBeUndefined()
  })

  it('AUTH-025 without the newsletter (tied rule) or in the sign-in-to-buy flow, interests are skipped', async () => {
    const plain = await signUp({})
    expect(plain.result.response?.headers.get('Location')).toBe('/en-us/account')
    const toBuy = await signUp(
      { newsletter: 'on', flow: 'signInToBuy' },
      { url: '/en-us/sign-up?redirectTo=%2Fen-us%2Fcheckout' },
    )
    expect(toBuy.result.response?.headers.get('Location')).toBe('/en-us/checkout')
    const calls = await capturedRequests()
    expect(paths(calls)).not.toContain('POST /consumers-v3/consumer/loyalty/token')
  })

  it('VAL-030 VAL-036 VAL-035 bad input: messages at the fields, typed values kept, password never sent back', async () => {
    const { result } = await signUp({ firstName: 'A', email: 'nora@example', password: 'short', policy: '' })
    expect(result.status).toBe(400)
    const { error, initialValue } = result.data!.result
    expect(error?.firstName?.[0]).toContain('at least 2 characters')
    expect(error?.email).toEqual(['Email is not valid'])
    expect(error?.password).toContain('Password must contain at least 8 characters')
    expect(error?.policy).toEqual(['This field is required'])
    expect(initialValue).toMatchObject({ firstName: 'A', email: 'nora@example' })
    expect(initialValue?.password).toBeUndefined()
    expect(paths(await capturedRequests())).not.toContain('POST /consumers-v3/auth/signup')
  })

  it('VAL-022 VAL-033 AUTH-028 an invalid phone fails and takes the SMS opt-in with it', async () => {
    const { result } = await signUp({ phone: '123', optInAccepted: 'on' })
    expect(result.data!.result.error?.phone).toEqual(['A valid phone number is required'])
    expect(result.data!.result.initialValue?.optInAccepted).toBeUndefined()
    const missing = await signUp({ phone: '2125550142' })
    expect(missing.result.data!.result.error?.optInAccepted).toEqual(['This field is required'])
  })

  it('VAL-020 VAL-021 the phone is judged by the phone code chosen: +33 with a French mobile on en-us', async () => {
    const { result, form } = await signUp({ phoneCode: 'FR', phone: '6 12 34 56 78', optInAccepted: 'on' })
    expect(result.status).toBe(303)
    const body = (await capturedRequests()).find((c) => c.path === '/consumers-v3/auth/signup')!.body
    expect(body).toMatchObject({ email: form.email, phone: '612345678', phoneCode: '+33' })

    const us = await signUp({ phoneCode: 'FR', phone: '2125550142', optInAccepted: 'on' })
    expect(us.result.status).toBe(400)
    expect(us.result.data!.result.error?.phone).toEqual(['A valid phone number is required'])
    expect(us.result.data!.result.initialValue).toMatchObject({ phone: '2125550142', phoneCode: 'FR' })
  })

  it('ERR-015 ERR-127 LOGIN_IN_USE: an existing email shows at the email field', async () => {
    const { result } = await signUp({ email: 'shopper@example.com' })
    expect(result.status).toBe(400)
    expect(result.data!.result.error?.email).toEqual([errorMessage('AUT439')])
    await injectFault({ path: '/consumers-v3/auth/signup', status: 409, errorId: 'PRO400', times: 1 })
    const second = await signUp({})
    expect(second.result.data!.result.error?.email).toEqual([errorMessage('PRO400')])
  })

  it('ERR-016 ERR-128 PHONE_NUMBER_ALREADY_IN_USE: a phone in use shows at the phone field', async () => {
    const { result } = await signUp({ phone: '5035551001', optInAccepted: 'on' })
    expect(result.data!.result.error?.phone).toEqual([errorMessage('AUT444')])
    await injectFault({ path: '/consumers-v3/auth/signup', status: 409, errorId: 'AUT442', times: 1 })
    const second = await signUp({})
    expect(second.result.data!.result.error?.phone).toEqual([errorMessage('AUT442')])
  })

  it('ERR-087 ERR-129 MISSING_BIRTHDATE makes the birth-date field validate as required', async () => {
    await injectFault({ path: '/consumers-v3/auth/signup', status: 400, errorId: 'PRO411', times: 1 })
    const { result } = await signUp({})
    expect(result.data!.result.error?.birthDate).toEqual(['This field is required'])
    await injectFault({ path: '/consumers-v3/auth/signup', status: 400, errorId: 'PRO410', times: 1 })
    const age = await signUp({ birthDate: '1990-01-01' })
    expect(age.result.data!.result.error?.birthDate).toEqual([errorMessage('PRO410')])
  })

  it('a post without the honeypot or with its trap filled is refused before any call', async () => {
    const jar = new CookieJar()
    await openForm(jar)
    const bare = await runRoute<Result>(
      signUpAction,
      post(
        '/en-us/sign-up',
        {
          intent: 'sign-up',
          firstName: 'Bo',
          lastName: 'Bot',
          email: 'bot@example.com',
          password: 'Trail2025x',
          policy: 'on',
        },
        jar,
      ),
      L,
    )
    expect(bare.status).toBe(400)
    const filled = await signUp({ name__confirm: 'I am a bot' })
    expect(filled.result.status).toBe(400)
    expect(paths(await capturedRequests())).not.toContain('POST /consumers-v3/auth/signup')
  })
})

/** Signs a seeded account in through the PKCE exchange the sign-in page and sign-up share. */
async function signInAs(email: string) {
  const jar = new CookieJar()
  const result = await runRoute(
    (async ({ context }: { context: Parameters<typeof getShopper>[0] }) => {
      await signIn(getShopper(context), { email, password: 'Passw0rd!', captcha: 'test' })
      return null
    }) as never,
    get('/en-us/enrol', jar),
    L,
  )
  jar.store(result.cookies)
  return jar
}

describe('enrolment steps', () => {
  it('ACCT-045 signed out, the flow starts at lookup; ACCT-035 lookup sends known emails to sign in, new ones to sign up', async () => {
    const start = await runRoute(enrolIndexLoader, get('/en-us/enrol'), L)
    expect(start.response?.headers.get('Location')).toBe('/en-us/enrol/lookup')
    const known = await runRoute(
      lookupAction,
      post('/en-us/enrol/lookup', { intent: 'lookup', email: 'shopper@example.com' }),
      L,
    )
    expect(known.response?.headers.get('Location')).toBe('/en-us/enrol/sign-in?email=shopper%40example.com')
    const lookup = (await capturedRequests()).find((c) => c.path === '/consumers-v3/consumer/lookup')
    expect(lookup?.query.email).toBe('shopper@example.com')
    const unknown = await runRoute(
      lookupAction,
      post('/en-us/enrol/lookup', { intent: 'lookup', email: 'nobody@example.com' }),
      L,
    )
    expect(unknown.response?.headers.get('Location')).toBe('/en-us/enrol/sign-up?email=nobody%40example.com')
  })

  it('ACCT-046 signed in, the flow starts at step 3 with a phone and at step 2 without', async () => {
    const jar = await signInAs('shopper@example.com')
    const start = await runRoute(enrolIndexLoader, get('/en-us/enrol', jar), L)
    expect(start.response?.headers.get('Location')).toBe('/en-us/enrol/profile')
    const { jar: fresh } = await signUp({})
    const noPhone = await runRoute(enrolIndexLoader, get('/en-us/enrol', fresh), L)
    expect(noPhone.response?.headers.get('Location')).toBe('/en-us/enrol/mobile')
  })

  it('AUTH-026 ACCT-002 an existing loyalty-eligible member only gets a profile update and Loyalty enrolment', async () => {
    const jar = await signInAs('shopper@example.com')
    const result = await runRoute(
      profileAction,
      post(
        '/en-us/enrol/profile',
        {
          intent: 'save-profile',
          firstName: 'Sam',
          lastName: 'Shopper',
          postalCode: '97205',
          birthDate: '1990-05-14',
        },
        jar,
      ),
      L,
    )
    expect(result.response?.headers.get('Location')).toBe(
      '/en-us/enrol/interests?redirectTo=%2Fen-us%2Fenrol%2Fsuccess',
    )
    const calls = paths(await capturedRequests())
    expect(calls).toContain('PUT /consumers-v3/consumer')
    expect(calls).toContain('POST /consumers-v3/consumer/loyalty/token')
    expect(calls).not.toContain('POST /consumers-v3/auth/signup')
    const put = (await capturedRequests()).find((c) => c.method === 'PUT')!
    expect(put.body).toEqual({
      consumerProfile: {
        consumerDetails: {
          firstName: 'Sam',
          lastName: 'Shopper',
          postalCode: '97205',
          birthDate: '1990-05-14',
        },
      },
    })
  })

  it('step 2 saves the phone; a phone in use shows at the field (AUT444)', async () => {
    const { jar } = await signUp({})
    const taken = await runRoute<Result>(
      mobileAction,
      post('/en-us/enrol/mobile', { intent: 'save-mobile', phone: '5035551002' }, jar),
      L,
    )
    expect(taken.data?.result.error?.phone).toEqual([errorMessage('AUT444')])
    const saved = await runRoute(
      mobileAction,
      post('/en-us/enrol/mobile', { intent: 'save-mobile', phone: '2125550177' }, jar),
      L,
    )
    expect(saved.response?.headers.get('Location')).toBe('/en-us/enrol/profile')
  })

  it('ACCT-043 VAL-042 the interests step saves preferences.interests pipe-separated; ACCT-004 nothing picked sends nothing', async () => {
    const { jar } = await signUp({})
    const form = new URLSearchParams([
      ['intent', 'save-interests'],
      ['interests', 'running'],
      ['interests', 'hiking'],
    ])
    const request = new Request('http://localhost:3000/en-us/enrol/interests', {
      method: 'POST',
      body: form,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: jar.header() },
    })
    const saved = await runRoute(interestsAction, request, L)
    expect(saved.response?.headers.get('Location')).toBe('/en-us/enrol/success')
    const put = (await capturedRequests()).find((c) => c.method === 'PUT')!
    expect(put.body).toEqual({ consumerProfile: { preferences: { interests: 'running|hiking' } } })
    const before = (await capturedRequests()).length
    await runRoute(interestsAction, post('/en-us/enrol/interests', { intent: 'save-interests' }, jar), L)
    expect((await capturedRequests()).slice(before).some((c) => c.method === 'PUT')).toBe(false)
  })

  it('step 0 (complete profile, non-loyalty) fills in the missing fields without a Loyalty enrolment', async () => {
    const { jar } = await signUp({})
    const result = await runRoute(
      profileAction,
      post(
        '/en-us/enrol/complete-profile',
        {
          intent: 'save-profile',
          firstName: 'Nora',
          lastName: 'Newton',
          postalCode: '10001',
          birthDate: '1991-02-03',
          phone: '2125550123',
        },
        jar,
      ),
      L,
    )
    expect(result.response?.headers.get('Location')).toBe('/en-us/account')
    const calls = await capturedRequests()
    const put = calls.filter((c) => c.method === 'PUT').at(-1)!
    expect(put.body).toEqual({
      consumerProfile: {
        consumerDetails: {
          firstName: 'Nora',
          lastName: 'Newton',
          postalCode: '10001',
          birthDate: '1991-02-03',
          phone: '2125550123',
        },
      },
    })
    const after = calls.slice(calls.indexOf(put))
    expect(paths(after)).not.toContain('POST /consumers-v3/consumer/loyalty/token')
  })
})
