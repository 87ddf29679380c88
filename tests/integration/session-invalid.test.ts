import { describe, expect, it } from 'vitest'
import { loader as accountLoader } from '#app/routes/account.tsx'
import { loader as passwordLoader } from '#app/routes/account-password.tsx'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart.tsx'
import { loader as favoritesLoader } from '#app/routes/favorites.tsx'
import { loader as homeLoader } from '#app/routes/home.tsx'
import { action as savedAction } from '#app/routes/saved-for-later.tsx'
import { action as signOutAction } from '#app/routes/sign-out.tsx'
import { commitSession, getSession } from '#app/sessions.server.ts'
import { findProduct } from '#mocks/catalog/seed/catalog.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

const L = { locale: 'en-us' }
const SIZE_9 = findProduct('RS100001')!.variants.find((v) => v.size === '9')!.upc
const ENDED = 'Your session has ended. Please sign in again.'

type CartData = { cart: { items: { id: string; productId: string; upc: string; qty: number }[] } | null }

const location = (result: { response?: Response }) => result.response?.headers.get('Location') ?? null
const sessionOf = (jar: CookieJar) => getSession(get('/en-us', jar)).data
const tokenTypes = async () =>
  (await capturedRequests())
    .filter((c) => c.path === '/token/v2/auth/token')
    .map((c) => (c.body as { type: string }).type)

/** A signed-in shopper with a line in the cart. */
async function signedInWithCart() {
  const jar = new CookieJar()
  await signInJar(jar)
  const add = await runRoute(
    cartAction,
    post('/en-us/cart', { intent: 'add-to-cart', productId: 'RS100001', upc: SIZE_9, qty: '1' }, jar),
    L,
  )
  jar.store(add.cookies)
  return jar
}

/** A copy of the browser's cookies taken now, then the shopper signs out in the original browser. */
async function cookieCapturedBeforeSignOut(jar: CookieJar) {
  const copy = new CookieJar()
  copy.store(
    jar
      .header()
      .split('; ')
      .map((pair) => pair),
  )
  const out = await runRoute(
    signOutAction,
    post('/en-us/sign-out', { intent: 'sign-out', from: '/en-us' }, jar),
    L,
  )
  expect(out.status).toBe(303)
  return copy
}

/** Rewrites the session in `jar` (as a tampered or stale browser would send it). */
function changeSession(jar: CookieJar, change: (session: ReturnType<typeof getSession>) => void) {
  const session = getSession(get('/en-us', jar))
  change(session)
  jar.store([commitSession(session)])
}

function expectGuest(jar: CookieJar) {
  const session = sessionOf(jar)
  expect(session.tokenType).toBe('Guest')
  for (const key of ['consumerNo', 'consumerType', 'memberId', 'favoriteId', 'saveForLaterId'] as const) {
    expect(session[key], key).toBeUndefined()
  }
}

describe('a registered session the service no longer accepts', () => {
  it('AUTH-015 AUTH-036 a cookie captured before sign-out gives no signed-in access: favorites, account, password', async () => {
    const jar = await signedInWithCart()
    const captured = await cookieCapturedBeforeSignOut(jar)

    for (const [loader, path] of [
      [favoritesLoader, '/en-us/favorites'],
      [accountLoader, '/en-us/account'],
      [passwordLoader, '/en-us/account/password'],
    ] as const) {
      const replay = new CookieJar()
      replay.store(captured.header().split('; '))
      const result = await runRoute(loader, get(path, replay), L)
      expect(location(result), path).toBe(`/en-us/sign-in?redirectTo=${encodeURIComponent(path)}`)
      expect(toastOf(result.cookies)?.title, path).toBe(ENDED)
      replay.store(result.cookies)
      expectGuest(replay)
      expect(sessionOf(replay).accessToken).not.toBe(sessionOf(captured).accessToken)
    }
  })

  it('AUTH-015 CART-044 a save-for-later post with a captured cookie is sent to sign in as a guest', async () => {
    const jar = await signedInWithCart()
    const cart = await runRoute<CartData>(cartLoader, get('/en-us/cart', jar), L)
    const line = cart.data!.cart!.items[0]!
    const captured = await cookieCapturedBeforeSignOut(jar)

    const result = await runRoute(
      savedAction,
      post(
        '/en-us/saved-for-later',
        { intent: 'save-for-later', itemId: line.id, productId: line.productId, upc: line.upc, qty: '1' },
        captured,
      ),
      L,
    )
    expect(result.status).toBe(303)
    expect(location(result)).toBe('/en-us/sign-in?redirectTo=%2Fen-us%2Fsaved-for-later')
    expect(toastOf(result.cookies)?.title).toBe(ENDED)
    captured.store(result.cookies)
    expectGuest(captured)
  })

  it('AUTH-015 CART-055 the cart page with a captured cookie continues as a guest, not an error page', async () => {
    const jar = await signedInWithCart()
    const captured = await cookieCapturedBeforeSignOut(jar)
    const result = await runRoute<CartData>(cartLoader, get('/en-us/cart', captured), L)
    expect(result.status).toBe(200)
    captured.store(result.cookies)
    expectGuest(captured)
    // The page goes on as a guest's: the home page renders for the same browser.
    expect((await runRoute(homeLoader, get('/en-us', captured), L)).status).toBe(200)
  })

  it('AUTH-003 a 401 that a refresh fixes is retried with the refreshed token, still signed in', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    changeSession(jar, (s) => s.set('accessToken', 'at_revoked-elsewhere'))
    const result = await runRoute<{ total: number }>(favoritesLoader, get('/en-us/favorites', jar), L)
    expect(result.status).toBe(200)
    expect(result.data?.total).toBe(0)
    jar.store(result.cookies)
    const session = sessionOf(jar)
    expect(session.tokenType).toBe('Registered')
    expect(session.consumerNo).toBeTruthy()
    expect(session.accessToken).not.toBe('at_revoked-elsewhere')
    expect((await tokenTypes()).filter((t) => t === 'Refresh')).toHaveLength(1)
  })

  it('AUTH refresh is single flight: concurrent requests meeting the same 401 refresh once', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    changeSession(jar, (s) => s.set('accessToken', 'at_revoked-elsewhere'))
    const results = await Promise.all(
      [1, 2, 3].map(() => runRoute(favoritesLoader, get('/en-us/favorites', jar), L)),
    )
    expect(results.map((r) => r.status)).toEqual([200, 200, 200])
    expect((await tokenTypes()).filter((t) => t === 'Refresh')).toHaveLength(1)
  })

  it('AUTH-015 an expired token whose refresh fails: the guard sends the shopper to sign in, as a guest', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    changeSession(jar, (s) => {
      s.set('accessExpiresAt', Date.now() - 1000)
      s.set('refreshToken', 'rt_revoked')
    })
    const result = await runRoute(favoritesLoader, get('/en-us/favorites', jar), L)
    expect(location(result)).toBe('/en-us/sign-in?redirectTo=%2Fen-us%2Ffavorites')
    const account = await runRoute(accountLoader, get('/en-us/account', jar), L)
    expect(location(account)).toBe('/en-us/sign-in?redirectTo=%2Fen-us%2Faccount')
    expect(toastOf(account.cookies)?.title).toBe(ENDED)
    jar.store(account.cookies)
    expectGuest(jar)
  })

  it('ERR-010 AUT498 signs the shopper out without trying a refresh and sends them to sign in', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    await injectFault({ path: '^/wishlists/', status: 401, errorId: 'AUT498', times: 1 })
    const result = await runRoute(favoritesLoader, get('/en-us/favorites?page=2', jar), L)
    expect(location(result)).toBe('/en-us/sign-in?redirectTo=%2Fen-us%2Ffavorites%3Fpage%3D2')
    expect(toastOf(result.cookies)?.title).toBe(ENDED)
    jar.store(result.cookies)
    expectGuest(jar)
    // No refresh; a guest token follows the sign-out.
    expect((await tokenTypes()).slice(-1)).toEqual(['Guest'])
    expect(await tokenTypes()).not.toContain('Refresh')
  })
})
