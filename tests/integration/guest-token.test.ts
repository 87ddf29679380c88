import { describe, expect, it } from 'vitest'
import { loader as homeLoader } from '#app/routes/home.tsx'
import { loader as plpLoader } from '#app/routes/plp.tsx'
import { loader as cartLoader } from '#app/routes/cart.tsx'
import { db } from '#mocks/state.ts'
import { clearCache } from '#app/platform/cache/cache.server.ts'
import { addToCart } from '#tests/helpers/checkout.ts'
import { getSession, readToast } from '#app/sessions.server.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'

const tokenCalls = async () => (await capturedRequests()).filter((c) => c.path === '/token/v2/auth/token')

function toastIn(cookies: string[]) {
  const cookie = cookies.find((c) => c.startsWith('__toast='))
  return cookie
    ? readToast(new Request('http://x', { headers: { Cookie: cookie.split(';')[0]! } })).toast
    : null
}

describe('guest session', () => {
  it('AUTH-001 a first visit without cookies makes exactly one guest token request, type Guest', async () => {
    const result = await runRoute(homeLoader, get('/en-us'), { locale: 'en-us' })
    expect(result.status).toBe(200)
    const calls = await tokenCalls()
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ method: 'POST', body: { type: 'Guest' } })
    // The token is kept: the next page of the same visit asks for none.
    const jar = new CookieJar()
    jar.store(result.cookies)
    expect(getSession(get('/en-us', jar)).get('tokenType')).toBe('Guest')
    await runRoute(homeLoader, get('/en-us', jar), { locale: 'en-us' })
    expect(await tokenCalls()).toHaveLength(1)
  })

  it('AUTH-008 ERR-117 a 403 on a guest token call is ignored: no error toast, no logout, browsing continues', async () => {
    await injectFault({ path: '^/token/', method: 'POST', status: 403, times: 1 })
    const jar = new CookieJar()
    const home = await runRoute(homeLoader, get('/en-us', jar), { locale: 'en-us' })
    expect(home.status).toBe(200)
    expect(toastIn(home.cookies)).toBeNull()
    jar.store(home.cookies)

    // The next page is served and the shopper is a guest again, with no message about it.
    const plp = await runRoute<{ search: { products: unknown[] } }>(
      plpLoader,
      get('/en-us/c/footwear-1000', jar),
      { locale: 'en-us', slugId: 'footwear-1000' },
    )
    expect(plp.status).toBe(200)
    expect(plp.data?.search.products.length).toBeGreaterThan(0)
    expect(toastIn(plp.cookies)).toBeNull()
    jar.store(plp.cookies)
    expect(getSession(get('/en-us', jar)).get('tokenType')).toBe('Guest')
    const calls = await tokenCalls()
    expect(calls.map((c) => (c.body as { type: string }).type)).toEqual(['Guest', 'Guest'])
  })
})

describe('the catalogue on a first visit (decision 056)', () => {
  it('AUTH-001 a first listing reads the catalogue beside its one guest token request, and a returning guest sends the token', async () => {
    const first = await runRoute(plpLoader, get('/en-us/c/footwear-1000'), {
      locale: 'en-us',
      slugId: 'footwear-1000',
    })
    expect(first.status).toBe(200)
    const calls = await capturedRequests()
    expect(calls.filter((c) => c.path === '/token/v2/auth/token')).toHaveLength(1)
    const search = calls.find((c) => c.path === '/products/v2/search/productSearch')
    expect(search?.headers.authorization).toBeUndefined()

    const jar = new CookieJar()
    jar.store(first.cookies)
    const token = getSession(get('/en-us', jar)).get('accessToken')
    expect(token).toBeTruthy()
    // The listing's search is kept (decision 113): emptied, so that it is asked for again.
    clearCache()
    await runRoute(plpLoader, get('/en-us/c/footwear-1000', jar), {
      locale: 'en-us',
      slugId: 'footwear-1000',
    })
    const searches = (await capturedRequests()).filter((c) => c.path === '/products/v2/search/productSearch')
    expect(searches.at(-1)?.headers.authorization).toBe(`Bearer ${token}`)
    expect(await tokenCalls()).toHaveLength(1)
  })
})

describe('a guest token the service no longer accepts', () => {
  it('AUTH-001 is replaced by a new guest token and the guest cart is rebuilt, without an error', async () => {
    const jar = new CookieJar()
    const added = await addToCart(jar)
    expect(added.status).toBe(303)
    // The commerce service forgets every token (a revocation, a restart of its token store).
    db.tokens.clear()

    const cart = await runRoute<{ cart: { items: { productId: string; qty: number }[] } | null }>(
      cartLoader,
      get('/en-us/cart', jar),
      { locale: 'en-us' },
    )
    expect(cart.status).toBe(200)
    expect(cart.data?.cart?.items.map((i) => [i.productId, i.qty])).toEqual([['RS100001', 1]])
    jar.store(cart.cookies)
    expect(getSession(get('/en-us', jar)).get('tokenType')).toBe('Guest')
    expect((await tokenCalls()).map((c) => (c.body as { type: string }).type)).toEqual(['Guest', 'Guest'])
  })
})
