import { describe, expect, it } from 'vitest'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { action as cartAction } from '#app/routes/cart.tsx'
import { action as favoritesAction, loader as favoritesLoader } from '#app/routes/favorites.tsx'
import { loader as rootLoader } from '#app/root.tsx'
import { action as signInAction, loader as signInLoader } from '#app/routes/sign-in.tsx'
import { action as signOutAction, loader as signOutLoader } from '#app/routes/sign-out.tsx'
import { loader as accountLoader } from '#app/routes/account.tsx'
import { action as termsAction, loader as termsLoader } from '#app/routes/account-employee-terms.tsx'
import { codeChallengeS256 } from '#app/features/identity/api/pkce.server.ts'
import { SESSION_COOKIE } from '#app/sessions.server.ts'
import { findProduct } from '#mocks/catalog/seed/catalog.ts'
import { capturedRequests, injectFault, type Captured } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute, sessionOf, toastOf } from '#tests/helpers/route.ts'

const L = { locale: 'en-us' }
const PASSWORD = 'Passw0rd!'
const SIZE_9 = findProduct('RS100001')!.variants.find((v) => v.size === '9')!.upc
const BOTTLE = findProduct('AC100001')!.variants[0]!.upc
const PDP = '/en-us/p/tempo-trail-runner-RS100001'

type FormResult = {
  result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }
}
type LoaderData = {
  honeypot: { nameFieldName: string; validFromFieldName?: string; encryptedValidFrom: string }
}

function location(result: { response?: Response }) {
  return result.response?.headers.get('Location') ?? null
}

/** The sign-in page's hidden fields (honeypot) for a post from this jar's browser. */
async function openSignIn(jar: CookieJar, url = '/en-us/sign-in') {
  const page = await runRoute<LoaderData>(signInLoader, get(url, jar), L)
  jar.store(page.cookies)
  const { honeypot } = page.data!
  return { [honeypot.nameFieldName]: '', [honeypot.validFromFieldName!]: honeypot.encryptedValidFrom }
}

async function signIn(
  jar: CookieJar,
  values: { email?: string; password?: string; redirectTo?: string; enhanced?: boolean } = {},
) {
  const trap = await openSignIn(jar)
  const form: Record<string, string> = {
    intent: 'sign-in',
    email: values.email ?? 'shopper@example.com',
    password: values.password ?? PASSWORD,
    ...trap,
  }
  if (values.redirectTo !== undefined) form.redirectTo = values.redirectTo
  if (values.enhanced) form.enhanced = '1'
  const result = await runRoute<FormResult>(signInAction, post('/en-us/sign-in', form, jar), L)
  jar.store(result.cookies)
  return result
}

async function signOut(jar: CookieJar, from = '/en-us/account') {
  const result = await runRoute(signOutAction, post('/en-us/sign-out', { intent: 'sign-out', from }, jar), L)
  jar.store(result.cookies)
  return result
}

async function addToCart(jar: CookieJar, upc = SIZE_9, productId = 'RS100001', qty = '1') {
  const result = await runRoute(
    cartAction,
    post('/en-us/cart', { intent: 'add-to-cart', productId, upc, qty, redirectTo: '/en-us/cart' }, jar),
    L,
  )
  jar.store(result.cookies)
  expect(result.status).toBe(303)
}

const paths = (calls: Captured[]) => calls.map((c) => `${c.method} ${c.path}`)

describe('sign-in page', () => {
  it('AUTH-011 the page serves the form with its honeypot; a signed-in shopper is sent to the account', async () => {
    const jar = new CookieJar()
    const page = await runRoute<LoaderData & { redirectTo?: string }>(
      signInLoader,
      get('/en-us/sign-in?redirectTo=%2Fen-us%2Fcart', jar),
      L,
    )
    expect(page.status).toBe(200)
    expect(page.data?.honeypot.nameFieldName).toBeTruthy()
    expect(page.data?.redirectTo).toBe('/en-us/cart')
    jar.store(page.cookies)

    await signIn(jar)
    const again = await runRoute(signInLoader, get('/en-us/sign-in', jar), L)
    expect(location(again)).toBe('/en-us/account')
  })

  it('AUTH-004 AUTH-005 AUTH-002 AUTH-003 AUTH-010 signs in with PKCE, rotates the session and lands on the account', async () => {
    const jar = new CookieJar()
    await openSignIn(jar)
    const guestCookie = jar.get(SESSION_COOKIE)
    const guest = sessionOf(jar)
    expect(guest.tokenType).toBe('Guest')

    const result = await signIn(jar)
    expect(result.status).toBe(303)
    expect(location(result)).toBe('/en-us/account')
    expect(toastOf(result.cookies)?.title).toBe('You are now signed in.')

    const calls = await capturedRequests()
    const signin = calls.find((c) => c.path === '/consumers-v3/auth/signin')!
    expect(signin.body).toMatchObject({
      type: 'Registered',
      username: 'shopper@example.com',
      password: PASSWORD,
      recaptcha_response: expect.any(String),
    })
    const token = calls.filter((c) => c.path === '/token/v2/auth/token').at(-1)!
    const tokenBody = token.body as Record<string, unknown>
    expect(tokenBody).toMatchObject({ type: 'Registered', action: 'postLogin' })
    // AUTH-005: the verifier sent to the token call is the one whose challenge went to signin.
    expect(codeChallengeS256(String(tokenBody.codeVerifier))).toBe(
      (signin.body as { codeChallenge: string }).codeChallenge,
    )

    // The session is a new one: a new cookie, the registered tokens, the same usid.
    expect(jar.get(SESSION_COOKIE)).not.toBe(guestCookie)
    const session = sessionOf(jar)
    expect(session).toMatchObject({
      tokenType: 'Registered',
      consumerNo: 'C000000001',
      consumerType: 'REGULAR',
      favoriteId: 'fav-C000000001',
      saveForLaterId: 'sfl-C000000001',
      isEmployeeDiscountTCAccepted: false,
      sid: guest.sid,
    })
    expect(session.accessToken).not.toBe(guest.accessToken)
    expect(session.refreshToken).toBeTruthy()

    // The account greets the shopper by name; tokens never reach the page.
    const account = await runRoute<Record<string, unknown>>(accountLoader, get('/en-us/account', jar), L)
    expect(account.data).toMatchObject({ firstName: 'Sam' })
    const root = await runRoute<Record<string, unknown>>(rootLoader, get('/en-us/account', jar), L)
    expect(root.data).toMatchObject({ signedIn: true })
    for (const data of [account.data, root.data]) {
      const json = JSON.stringify(data)
      expect(json).not.toContain(String(session.accessToken))
      expect(json).not.toContain(String(session.refreshToken))
    }
  })

  it('VAL-029 invalid input answers 400 with the errors at their fields, the email kept, the password not', async () => {
    const jar = new CookieJar()
    const blank = await signIn(jar, { email: '', password: '' })
    expect(blank.status).toBe(400)
    expect(blank.data?.result.error).toEqual({
      email: ['This field is required'],
      password: ['This field is required'],
    })
    const bad = await signIn(jar, { email: 'shopper@example', password: 'secret' })
    expect(bad.status).toBe(400)
    expect(bad.data?.result.error).toEqual({ email: ['Email is not valid'] })
    expect(bad.data?.result.initialValue?.email).toBe('shopper@example')
    expect(bad.data?.result.initialValue?.password).toBeUndefined()
    expect(paths(await capturedRequests())).not.toContain('POST /consumers-v3/auth/signin')
  })

  it('AUTH-011 refuses a post without the honeypot, and an unknown intent is refused with 400', async () => {
    const bare = await runRoute<FormResult>(
      signInAction,
      post('/en-us/sign-in', { intent: 'sign-in', email: 'shopper@example.com', password: PASSWORD }),
      L,
    )
    expect(bare.status).toBe(400)
    const jar = new CookieJar()
    const trap = await openSignIn(jar)
    const unknown = await runRoute<FormResult>(
      signInAction,
      post(
        '/en-us/sign-in',
        { intent: 'delete-account', email: 'shopper@example.com', password: PASSWORD, ...trap },
        jar,
      ),
      L,
    )
    expect(unknown.status).toBe(400)
    // Nor does a post without an intent fall through to the password sign-in.
    const bareIntent = await runRoute<FormResult>(
      signInAction,
      post('/en-us/sign-in', { email: 'shopper@example.com', password: PASSWORD, ...trap }, jar),
      L,
    )
    expect(bareIntent.status).toBe(400)
    expect(paths(await capturedRequests())).not.toContain('POST /consumers-v3/auth/signin')
  })

  it('ERR-010 AUT401 AUT426 AUT423: wrong passwords, the last attempt, then the account locks', async () => {
    const jar = new CookieJar()
    const messages: string[] = []
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const result = await signIn(jar, { password: `Wrong${attempt}` })
      expect(result.status).toBe(400)
      expect(result.data?.result.initialValue?.email).toBe('shopper@example.com')
      messages.push(result.data!.result.error!['']![0]!)
    }
    expect(messages).toEqual([
      errorMessage('AUT401'),
      errorMessage('AUT401'),
      errorMessage('AUT401'),
      errorMessage('AUT426'),
      errorMessage('AUT423'),
      errorMessage('AUT423'),
    ])
    // Locked: even the right password is refused.
    const right = await signIn(jar)
    expect(right.data?.result.error?.['']).toEqual([errorMessage('AUT423')])
    expect(sessionOf(jar).tokenType).toBe('Guest')
  })

  it.each([
    ['ERR-011', 'AUT401'],
    ['ERR-011', 'AUT418'],
    ['ERR-011', 'AUT437'],
    ['ERR-011', 'AUT438'],
    ['ERR-012', 'AUT423'],
    ['ERR-013', 'AUT426'],
    ['ERR-014', 'AUT441'],
    ['ERR-018', 'AUT403'],
    ['ERR-020', 'AUT404'],
    ['ERR-021', 'AUT432'],
    ['ERR-022', 'AUT500'],
    ['ERR-025', 'AUT453'],
    ['ERR-026', 'AUT440'],
    ['ERR-010', 'AUT498'],
  ])('%s upstream %s shows its catalogue message above the form', async (_row, code) => {
    await injectFault({ path: '/consumers-v3/auth/signin', status: 401, errorId: code, times: 1 })
    const result = await signIn(new CookieJar())
    expect(result.status).toBe(400)
    expect(result.data?.result.error?.['']).toEqual([errorMessage(code)])
    expect(result.data?.result.error?.email).toBeUndefined()
  })

  /** The sign-in's own token exchanges (the guest token came with the page load, before `since`). */
  async function tokenExchanges(since: number) {
    return (await capturedRequests()).filter(
      (c) => c.method === 'POST' && c.path === '/token/v2/auth/token' && Date.parse(c.at) >= since,
    )
  }

  async function signInAfter409(times: number) {
    const jar = new CookieJar()
    // The guest token comes with the page load, before the fault.
    const trap = await openSignIn(jar)
    await injectFault({ path: '/token/v2/auth/token', method: 'POST', status: 409, errorId: 'AUT409', times })
    const started = Date.now()
    const result = await runRoute<FormResult>(
      signInAction,
      post(
        '/en-us/sign-in',
        { intent: 'sign-in', email: 'shopper@example.com', password: PASSWORD, ...trap },
        jar,
      ),
      L,
    )
    const calls = await tokenExchanges(started)
    const gap = calls.length === 2 ? Date.parse(calls[1]!.at) - Date.parse(calls[0]!.at) : undefined
    return { result, calls, gap }
  }

  it('AUTH-006 CONST-004 a token exchange answering 409 once is retried once, 2000 ms later, and the shopper is signed in', async () => {
    const { result, calls, gap } = await signInAfter409(1)
    expect(location(result)).toBe('/en-us/account')
    expect(calls).toHaveLength(2)
    // The one retry waits the 2000 ms, and not a second time (which would make it 4000 ms).
    expect(gap).toBeGreaterThanOrEqual(2000)
    expect(gap).toBeLessThan(4000)
  }, 10_000)

  it('AUTH-006 CONST-004 ERR-019 a token exchange answering 409 twice is tried exactly twice, then shows the duplicated-token message', async () => {
    const { result, calls, gap } = await signInAfter409(2)
    expect(calls).toHaveLength(2)
    expect(gap).toBeGreaterThanOrEqual(2000)
    expect(gap).toBeLessThan(4000)
    expect(result.data?.result.error?.['']).toEqual([errorMessage('AUT409')])
  }, 10_000)

  it('AUTH-010 redirectTo is followed on our origin and ignored elsewhere', async () => {
    const cases: [string, string][] = [
      ['/en-us/cart', '/en-us/cart'],
      ['https://evil.example/en-us/cart', '/en-us/account'],
      ['//evil.example/en-us/cart', '/en-us/account'],
      ['/\t/evil.example', '/en-us/account'],
      ['/en-us/sign-in', '/en-us/account'],
    ]
    for (const [redirectTo, expected] of cases) {
      const result = await signIn(new CookieJar(), { redirectTo })
      expect(location(result), redirectTo).toBe(expected)
    }
  })
})

describe('guest objects at sign-in', () => {
  it('AUTH-007 CART-059 the guest cart is handed over and merged; a grown cart shows the merged notice', async () => {
    // The account has a cart of its own from an earlier visit.
    const earlier = new CookieJar()
    await signIn(earlier)
    await addToCart(earlier, BOTTLE, 'AC100001')
    await signOut(earlier)

    const jar = new CookieJar()
    await addToCart(jar)
    const guest = sessionOf(jar)
    expect(guest.cartCount).toBe(1)

    const result = await signIn(jar)
    const token = (await capturedRequests())
      .filter((c) => c.path === '/token/v2/auth/token' && (c.body as { type?: string }).type === 'Registered')
      .at(-1)!
    expect((token.body as { guestObjects: unknown }).guestObjects).toEqual({ basketId: guest.basketId })
    expect(toastOf(result.cookies)).toMatchObject({
      type: 'info',
      title: 'Items from your last visit have been added to your cart.',
    })
    expect(sessionOf(jar).cartCount).toBe(2)
    const root = await runRoute<{ cartCount: number }>(rootLoader, get('/en-us', jar), L)
    expect(root.data?.cartCount).toBe(2)
  })

  it('CART-059 CART-015 a merged cart carrying an out-of-stock item shows the out-of-stock notification instead', async () => {
    const earlier = new CookieJar()
    await signIn(earlier)
    await addToCart(earlier, BOTTLE, 'AC100001')
    await signOut(earlier)
    // The bottle sells out before the shopper comes back.
    const sold = await fetch('http://emulator.test/__emulator/stock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ upc: BOTTLE, quantity: 0 }),
    })
    expect(sold.status).toBe(200)

    const jar = new CookieJar()
    await addToCart(jar)
    const result = await signIn(jar, { redirectTo: PDP })
    expect(location(result)).toBe(PDP)
    expect(toastOf(result.cookies)).toMatchObject({
      type: 'error',
      title: 'Some items in your cart are out of stock.',
      link: { href: '/en-us/cart', label: 'View cart' },
    })
    expect(sessionOf(jar).cartCount).toBe(2)
    const read = (await capturedRequests())
      .filter((c) => c.method === 'GET' && c.path === `/cart/v1/cart/${sessionOf(jar).basketId}`)
      .at(-1)
    expect(read?.query).toMatchObject({ isPatchRequired: 'true', inventorySupplyCheck: 'true' })
  })

  it('CART-059 a guest cart adopted as it is shows no merged notice', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    const result = await signIn(jar)
    expect(toastOf(result.cookies)?.title).toBe('You are now signed in.')
    expect(sessionOf(jar).cartCount).toBe(1)
  })

  it('CART-044 AUTH-036 a guest favouriting from a PDP signs in and comes back with it favourited', async () => {
    const jar = new CookieJar()
    const asked = await runRoute(
      favoritesAction,
      post('/en-us/favorites', { intent: 'add-favorite', productId: 'RS100001', redirectTo: PDP }, jar),
      L,
    )
    jar.store(asked.cookies)
    const signInPath = new URL(location(asked)!, 'http://x')
    expect(signInPath.pathname).toBe('/en-us/sign-in')
    const redirectTo = signInPath.searchParams.get('redirectTo')!

    const result = await signIn(jar, { redirectTo })
    expect(location(result)).toBe(PDP)
    expect(toastOf(result.cookies)?.title).toBe('Added to your favorites')
    expect(sessionOf(jar).pendingWishlistAction).toBeUndefined()
    const favorites = await runRoute<{ favorites: { items: { productId: string }[] } }>(
      favoritesLoader,
      get('/en-us/favorites', jar),
      L,
    )
    expect(JSON.stringify(favorites.data)).toContain('RS100001')
  })
})

describe('employee terms', () => {
  it('AUTH-009 AUTH-035 an employee who has not accepted the terms accepts them after sign-in, then goes on', async () => {
    const jar = new CookieJar()
    const result = await signIn(jar, { email: 'employee@example.com', redirectTo: '/en-us/cart' })
    expect(location(result)).toBe('/en-us/account/employee-terms?redirectTo=%2Fen-us%2Fcart')
    expect(sessionOf(jar)).toMatchObject({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false })

    const page = await runRoute<{ accepted: boolean; redirectTo: string }>(
      termsLoader,
      get('/en-us/account/employee-terms?redirectTo=%2Fen-us%2Fcart', jar),
      L,
    )
    expect(page.data).toMatchObject({ accepted: false, redirectTo: '/en-us/cart' })

    const accepted = await runRoute(
      termsAction,
      post(
        '/en-us/account/employee-terms',
        { intent: 'accept-employee-terms', redirectTo: '/en-us/cart' },
        jar,
      ),
      L,
    )
    jar.store(accepted.cookies)
    expect(location(accepted)).toBe('/en-us/cart')
    expect(toastOf(accepted.cookies)?.title).toBe('Thank you. Your employee discount terms are accepted.')
    expect(sessionOf(jar).isEmployeeDiscountTCAccepted).toBe(true)
    const put = (await capturedRequests()).find(
      (c) => c.method === 'PUT' && c.path === '/consumers-v3/consumer',
    )
    expect(put?.body).toEqual({ consumerProfile: { isEmployeeDiscountTCAccepted: true } })

    // Recorded upstream: the next sign-in goes straight on.
    const next = await signIn(new CookieJar(), { email: 'employee@example.com' })
    expect(location(next)).toBe('/en-us/account')
  })

  it('AUTH-009 with JavaScript the employee reaches the page and the terms open there as a dialog', async () => {
    const jar = new CookieJar()
    const result = await signIn(jar, {
      email: 'employee@example.com',
      redirectTo: '/en-us/cart',
      enhanced: true,
    })
    expect(location(result)).toBe('/en-us/cart')
    expect(toastOf(result.cookies)).toMatchObject({
      title: 'You are now signed in.',
      dialog: 'employee-terms',
    })
    // A shopper with nothing to accept gets no dialog.
    const other = await signIn(new CookieJar(), { enhanced: true })
    expect(toastOf(other.cookies)?.dialog).toBeUndefined()
  })

  it('AUTH-009 an unknown intent is refused with 400 and accepts nothing', async () => {
    const jar = new CookieJar()
    await signIn(jar, { email: 'employee@example.com' })
    const refused = await runRoute<FormResult>(
      termsAction,
      post('/en-us/account/employee-terms', { intent: 'accept-all', redirectTo: '/en-us/cart' }, jar),
      L,
    )
    jar.store(refused.cookies)
    expect(refused.status).toBe(400)
    expect(sessionOf(jar).isEmployeeDiscountTCAccepted).toBe(false)
    expect(
      (await capturedRequests()).some((c) => c.method === 'PUT' && c.path === '/consumers-v3/consumer'),
    ).toBe(false)
  })

  it('AUTH-009 a shopper who is not an employee has no terms to accept', async () => {
    const jar = new CookieJar()
    const result = await signIn(jar)
    expect(location(result)).toBe('/en-us/account')
    const page = await runRoute(termsLoader, get('/en-us/account/employee-terms', jar), L)
    expect(location(page)).toBe('/en-us/account')
    const guest = await runRoute(termsLoader, get('/en-us/account/employee-terms'), L)
    expect(location(guest)).toBe('/en-us/sign-in?redirectTo=%2Fen-us%2Faccount%2Femployee-terms')
  })
})

describe('sign-out', () => {
  it('AUTH-014 AUTH-015 AUTH-016 signs out upstream, becomes a guest again, and the old cookie is useless', async () => {
    const jar = new CookieJar()
    await signIn(jar)
    await addToCart(jar)
    const signedIn = sessionOf(jar)
    const oldCookie = jar.header()

    // A GET shows the button and changes nothing.
    const page = await runRoute(signOutLoader, get('/en-us/sign-out', jar), L)
    expect(page.status).toBe(200)
    expect(paths(await capturedRequests())).not.toContain('POST /consumers-v3/consumer/auth/signout')

    const result = await signOut(jar, '/en-us/cart')
    expect(result.status).toBe(303)
    expect(location(result)).toBe('/en-us')
    expect(toastOf(result.cookies)?.title).toBe('You have been signed out.')

    const calls = await capturedRequests()
    const order = paths(calls)
    const at = order.indexOf('POST /consumers-v3/consumer/auth/signout')
    expect(calls[at]!.body).toEqual({ refreshToken: signedIn.refreshToken })
    // A guest token request follows the signout.
    const after = calls.slice(at + 1).find((c) => c.path === '/token/v2/auth/token')
    expect(after?.body).toEqual({ type: 'Guest' })

    const session = sessionOf(jar)
    expect(session.tokenType).toBe('Guest')
    expect(session.sid).toBe(signedIn.sid)
    expect(signedIn.basketId).toBeTruthy()
    for (const key of [
      'consumerNo',
      'consumerType',
      'basketId',
      'cartCount',
      'cartLines',
      'favoriteId',
      'saveForLaterId',
      'memberId',
      'isEmployeeDiscountTCAccepted',
    ] as const) {
      expect(session[key], key).toBeUndefined()
    }
    expect(session.accessToken).not.toBe(signedIn.accessToken)
    expect(session.refreshToken).not.toBe(signedIn.refreshToken)
    const root = await runRoute<{ signedIn: boolean; cartCount: number }>(rootLoader, get('/en-us', jar), L)
    expect(root.data).toMatchObject({ signedIn: false, cartCount: 0 })
    const account = await runRoute(accountLoader, get('/en-us/account', jar), L)
    expect(location(account)).toBe('/en-us/sign-in?redirectTo=%2Fen-us%2Faccount')

    // The cookie captured before sign-out gives no signed-in access.
    const replay = await runRoute(
      accountLoader,
      new Request('http://localhost:3000/en-us/account', { headers: { Cookie: oldCookie } }),
      L,
    )
    expect(location(replay)).toBe('/en-us/sign-in?redirectTo=%2Fen-us%2Faccount')
  })

  it('AUTH-016 A7 the destination: private pages go home, others stay, other origins are ignored', async () => {
    const cases: [string, string][] = [
      ['/en-us/checkout/shipping', '/en-us'],
      ['/en-us/favorites', '/en-us'],
      ['/en-us/account/password', '/en-us'],
      ['/en-us/c/cartography-1234?sort=price', '/en-us/c/cartography-1234?sort=price'],
      [PDP, PDP],
      ['https://evil.example/en-us/c/x', '/en-us'],
    ]
    for (const [from, expected] of cases) {
      const jar = new CookieJar()
      await signIn(jar)
      const result = await signOut(jar, from)
      expect(location(result), from).toBe(expected)
    }
  })

  it('AUTH-014 an unknown intent is refused with 400 and the shopper stays signed in', async () => {
    const jar = new CookieJar()
    await signIn(jar)
    const refused = await runRoute(
      signOutAction,
      post('/en-us/sign-out', { intent: 'sign-out-all', from: '/en-us/cart' }, jar),
      L,
    )
    jar.store(refused.cookies)
    expect(refused.status).toBe(400)
    expect(sessionOf(jar).tokenType).toBe('Registered')
    expect(paths(await capturedRequests())).not.toContain('POST /consumers-v3/consumer/auth/signout')
  })

  it('a guest posting sign-out is just sent on; a GET as a guest goes home', async () => {
    const result = await signOut(new CookieJar(), PDP)
    expect(location(result)).toBe(PDP)
    expect(paths(await capturedRequests())).not.toContain('POST /consumers-v3/consumer/auth/signout')
    const page = await runRoute(signOutLoader, get('/en-us/sign-out'), L)
    expect(location(page)).toBe('/en-us')
  })
})
