import { describe, expect, it } from 'vitest'
import { loader as rootLoader } from '#app/root.tsx'
import { action as associateAction, loader as associateLoader } from '#app/routes/associate-login.tsx'
import { action as checkoutAction } from '#app/routes/checkout-summary.tsx'
import { action as favoritesAction } from '#app/routes/favorites.tsx'
import { action as signInAction, loader as signInLoader } from '#app/routes/sign-in.tsx'
import { action as signOutAction } from '#app/routes/sign-out.tsx'
import { DEFAULT_ASSOCIATE_SESSION_MINUTES } from '#app/domain/stores/in-store.ts'
import { commitSession, getSession } from '#app/sessions.server.ts'
import { capturedRequests, placedOrders } from '#tests/helpers/emulator.ts'
import { L, readyToPlace } from '#tests/helpers/checkout.ts'
import { CookieJar, get, post, runRoute, sessionOf, toastOf } from '#tests/helpers/route.ts'

const PAGE = '/en-us/associate-login'
const CONNECT = { intent: 'connect', storeId: 'store-0101', employeeId: 'E1001', password: 'Passw0rd!' }

type PageData = Awaited<ReturnType<typeof associateLoader>>
type FormResult = {
  result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }
}

async function connect(jar: CookieJar, form: Record<string, string> = CONNECT) {
  const result = await runRoute<FormResult>(associateAction, post(PAGE, form, jar), L)
  jar.store(result.cookies)
  return result
}

async function signIn(jar: CookieJar) {
  const page = await runRoute<{
    honeypot: { nameFieldName: string; validFromFieldName?: string; encryptedValidFrom: string }
  }>(signInLoader, get('/en-us/sign-in', jar), L)
  jar.store(page.cookies)
  const { honeypot } = page.data!
  const result = await runRoute(
    signInAction,
    post(
      '/en-us/sign-in',
      {
        intent: 'sign-in',
        email: 'shopper@example.com',
        password: 'Passw0rd!',
        [honeypot.nameFieldName]: '',
        [honeypot.validFromFieldName!]: honeypot.encryptedValidFrom,
      },
      jar,
    ),
    L,
  )
  jar.store(result.cookies)
  expect(sessionOf(jar).tokenType).toBe('Registered')
}

describe('associate login (in-store selling)', () => {
  it('INSTORE-005 INSTORE-009 INSTORE-010 the page lists the stores, then the chosen store’s associates', async () => {
    const jar = new CookieJar()
    const first = await runRoute<PageData>(associateLoader, get(PAGE, jar), L)
    expect(first.status).toBe(200)
    expect(first.data?.connected).toBeNull()
    expect(first.data?.stores.map((s) => s.value)).toContain('store-0101')
    expect(first.data?.employees).toBeNull()

    const second = await runRoute<PageData>(associateLoader, get(`${PAGE}?store=store-0101`, jar), L)
    expect(second.data?.employees?.storeId).toBe('store-0101')
    expect(second.data?.employees?.options.map((o) => o.value)).toEqual(['E1001', 'E1002'])
    const paths = (await capturedRequests()).map((c) => `${c.method} ${c.path}`)
    expect(paths).toContain('GET /consumers-v3/utilities/stores')
    expect(paths).toContain('GET /consumers-v3/utilities/stores/store-0101/employees')

    // An unknown store is no error page: the associate chooses again.
    const unknown = await runRoute<PageData>(associateLoader, get(`${PAGE}?store=store-9999`, jar), L)
    expect(unknown.status).toBe(200)
    expect(unknown.data?.employees).toBeNull()
  })

  it('AUTH-034 INSTORE-001 INSTORE-002 INSTORE-008 connects through the employee sign-in call and keeps all four fields', async () => {
    const jar = new CookieJar()
    const result = await connect(jar)
    expect(result.response?.status).toBe(303)
    expect(result.response?.headers.get('Location')).toBe('/en-us')
    expect(toastOf(result.cookies)?.title).toBe(
      'Connected to Ridgeline Portland Pearl District as Jordan Reyes.',
    )

    const calls = await capturedRequests()
    const login = calls.find((c) => c.path === '/consumers-v3/consumer/agent/login')
    expect(login?.method).toBe('POST')
    expect(login?.body).toMatchObject({ storeId: 'store-0101', employeeId: 'E1001' })
    expect(calls.some((c) => c.path === '/consumers-v3/auth/signin')).toBe(false)

    expect(sessionOf(jar).store).toEqual({
      storeId: 'store-0101',
      storeName: 'Ridgeline Portland Pearl District',
      storeEmployeeId: 'E1001',
      storeEmployeeName: 'Jordan Reyes',
      connectedAt: expect.closeTo(Date.now(), -4) as unknown,
    })
    const root = await runRoute<{ inStore: unknown }>(rootLoader, get('/en-us', jar), L)
    expect(root.data?.inStore).toEqual({
      store: 'Ridgeline Portland Pearl District',
      employee: 'Jordan Reyes',
    })
    const page = await runRoute<PageData>(associateLoader, get(PAGE, jar), L)
    expect(page.data?.connected?.storeEmployeeName).toBe('Jordan Reyes')
  })

  it('AUTH-034 a wrong password is refused with the catalogue message, the password not sent back', async () => {
    const jar = new CookieJar()
    const result = await connect(jar, { ...CONNECT, password: 'wrong' })
    expect(result.status).toBe(400)
    expect(result.data?.result.error?.['']).toEqual([expect.stringMatching(/.+/)])
    expect(result.data?.result.initialValue?.password).toBeUndefined()
    expect(result.data?.result.initialValue?.employeeId).toBe('E1001')
    expect(sessionOf(jar).store).toBeUndefined()
  })

  it('INSTORE-001 the employee and password are required, at their fields', async () => {
    const jar = new CookieJar()
    const result = await connect(jar, {
      intent: 'connect',
      storeId: 'store-0101',
      employeeId: '',
      password: '',
    })
    expect(result.status).toBe(400)
    expect(result.data?.result.error?.employeeId).toBeTruthy()
    expect(result.data?.result.error?.password).toBeTruthy()
    expect((await capturedRequests()).some((c) => c.path === '/consumers-v3/consumer/agent/login')).toBe(
      false,
    )
  })

  it('INSTORE-006 favorites are off while connected', async () => {
    const jar = new CookieJar()
    await signIn(jar)
    await connect(jar)
    const result = await runRoute(
      favoritesAction,
      post('/en-us/favorites', { intent: 'add-favorite', productId: 'RS100001', redirectTo: '/en-us' }, jar),
      L,
    )
    const calls = await capturedRequests()
    expect(calls.some((c) => c.method === 'POST' && c.path.startsWith('/wishlists/v2/favorites'))).toBe(false)
    expect(result.status).toBeLessThan(500)
  })

  it('INSTORE-007 an order placed while connected carries the store and the employee', async () => {
    const jar = new CookieJar()
    await connect(jar)
    const key = await readyToPlace(jar)
    const placed = await runRoute(
      checkoutAction,
      post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: key! }, jar),
      L,
    )
    expect(placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    const order = (await capturedRequests()).find(
      (c) => c.method === 'PUT' && c.path === '/cart/v2/checkout/order',
    )
    expect(order?.body).toMatchObject({
      inStoreSalesInfo: { storeId: 'store-0101', storeEmployeeId: 'E1001' },
    })
    expect(await placedOrders()).toHaveLength(1)
  })

  it('INSTORE-004 ending the in-store session signs the shopper out upstream, clears the context and returns here', async () => {
    const jar = new CookieJar()
    await signIn(jar)
    await connect(jar)
    const ended = await runRoute(associateAction, post(PAGE, { intent: 'disconnect' }, jar), L)
    jar.store(ended.cookies)
    expect(ended.response?.headers.get('Location')).toBe(PAGE)
    const signout = (await capturedRequests()).find((c) => c.path === '/consumers-v3/consumer/auth/signout')
    expect(signout?.method).toBe('POST')
    const session = sessionOf(jar)
    expect(session.store).toBeUndefined()
    expect(session.tokenType).not.toBe('Registered')
    expect(session.consumerNo).toBeUndefined()
  })

  it('INSTORE-001 INSTORE-004 an unknown intent is refused with 400: no sign-in call, the session kept', async () => {
    const jar = new CookieJar()
    for (const form of [
      { ...CONNECT, intent: 'connect-all' },
      { storeId: 'store-0101', employeeId: 'E1001', password: 'Passw0rd!' },
    ]) {
      const refused = await connect(jar, form)
      expect(refused.status).toBe(400)
    }
    expect((await capturedRequests()).some((c) => c.path === '/consumers-v3/consumer/agent/login')).toBe(
      false,
    )
    await connect(jar)
    const kept = await runRoute(associateAction, post(PAGE, { intent: 'end' }, jar), L)
    jar.store(kept.cookies)
    expect(kept.status).toBe(400)
    expect(sessionOf(jar).store?.storeId).toBe('store-0101')
  })

  it('INSTORE-004 a GET never ends the session', async () => {
    const jar = new CookieJar()
    await connect(jar)
    await runRoute(associateLoader, get(`${PAGE}?intent=disconnect`, jar), L)
    expect(sessionOf(jar).store?.storeId).toBe('store-0101')
  })

  it('INSTORE-010 no store, or no store id, lists nobody and asks nothing upstream', async () => {
    const jar = new CookieJar()
    for (const store of ['', '%20', '..%2Fstores', 'store-0101%2Femployees', '%3Cb%3E', 'x'.repeat(41)]) {
      const page = await runRoute<PageData>(associateLoader, get(`${PAGE}?store=${store}`, jar), L)
      expect(page.status, store).toBe(200)
      expect(page.data?.employees, store).toBeNull()
    }
    expect((await capturedRequests()).some((c) => c.path.endsWith('/employees'))).toBe(false)
  })

  it('INSTORE-001 INSTORE-004 a customer signed in while connected keeps the associate; their sign-out ends it', async () => {
    const jar = new CookieJar()
    await connect(jar)
    const connectedAt = sessionOf(jar).store?.connectedAt
    // Buying on the customer's behalf: the associate stays connected through the customer's sign-in,
    // with the shift that began at the associate login.
    await signIn(jar)
    expect(sessionOf(jar).store).toMatchObject({ storeId: 'store-0101', connectedAt })

    const signedOut = await runRoute(
      signOutAction,
      post('/en-us/sign-out', { intent: 'sign-out', from: '/en-us' }, jar),
      L,
    )
    jar.store(signedOut.cookies)
    expect(signedOut.response?.status).toBe(303)
    expect(sessionOf(jar).store).toBeUndefined()
    const root = await runRoute<{ inStore: unknown }>(rootLoader, get('/en-us', jar), L)
    expect(root.data?.inStore).toBeNull()
  })

  it('INSTORE-004 a sign-out post from a guest still ends an associate context left in the browser', async () => {
    const jar = new CookieJar()
    await connect(jar)
    const result = await runRoute(signOutAction, post('/en-us/sign-out', { intent: 'sign-out' }, jar), L)
    jar.store(result.cookies)
    expect(sessionOf(jar).store).toBeUndefined()
  })

  it('INSTORE-002 a context past its shift is none: no banner, the login form, and the session loses it', async () => {
    const jar = new CookieJar()
    await connect(jar)
    const session = getSession(get('/en-us', jar))
    const store = session.get('store')!
    session.set('store', { ...store, connectedAt: Date.now() - DEFAULT_ASSOCIATE_SESSION_MINUTES * 60_000 })
    jar.store([commitSession(session)])

    const root = await runRoute<{ inStore: unknown }>(rootLoader, get('/en-us', jar), L)
    jar.store(root.cookies)
    expect(root.data?.inStore).toBeNull()
    expect(sessionOf(jar).store).toBeUndefined()
    const page = await runRoute<PageData>(associateLoader, get(PAGE, jar), L)
    expect(page.data?.connected).toBeNull()
    expect(page.data?.stores.length).toBeGreaterThan(0)
  })

  it('INSTORE-007 an order placed after the shift carries no in-store sales info', async () => {
    const jar = new CookieJar()
    await connect(jar)
    const session = getSession(get('/en-us', jar))
    session.set('store', { ...session.get('store')!, connectedAt: Date.now() - 24 * 60 * 60_000 })
    jar.store([commitSession(session)])
    const key = await readyToPlace(jar)
    await runRoute(
      checkoutAction,
      post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: key! }, jar),
      L,
    )
    const order = (await capturedRequests()).find(
      (c) => c.method === 'PUT' && c.path === '/cart/v2/checkout/order',
    )
    expect(order?.body).not.toHaveProperty('inStoreSalesInfo')
  })
})
