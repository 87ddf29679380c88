import { describe, expect, it, vi } from 'vitest'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import { loader as homeLoader } from '#app/routes/home.tsx'
import { loader as contentLoader } from '#app/routes/content-page.tsx'
import { loader as pdpLoader } from '#app/routes/pdp.tsx'
import { loader as plpLoader } from '#app/routes/plp.tsx'
import { loader as rootLoader } from '#app/root.tsx'
import { loader as accountLoader } from '#app/routes/account.tsx'
import { loader as cartLoader } from '#app/routes/cart.tsx'
import { loader as checkoutLayoutLoader } from '#app/routes/checkout.tsx'
import { loader as checkoutLoader } from '#app/routes/checkout-index.tsx'
import { loader as shippingLoader } from '#app/routes/checkout-shipping.tsx'
import { loader as searchLoader } from '#app/routes/search.tsx'
import { addToCart } from '#tests/helpers/checkout.ts'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'
import { capturedRequests } from '#tests/helpers/emulator.ts'

describe('locale routing', () => {
  it('PLAT-054 sends / and bare paths to the shopper locale, keeping the query (PLAT-034)', async () => {
    const root = await runRoute(
      homeLoader,
      get('/?preview=true&previewDateTime=2026-01-01&cms=qa&siteId=us&enrollment_marketing_source=x'),
    )
    expect(root.status).toBe(302)
    expect(root.response?.headers.get('Location')).toBe(
      '/en-us?preview=true&previewDateTime=2026-01-01&cms=qa&siteId=us&enrollment_marketing_source=x',
    )
    const cart = await runRoute(
      homeLoader,
      new Request('http://localhost/cart', { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } }),
    )
    expect(cart.response?.headers.get('Location')).toBe('/de-de/cart')
    const byCookie = await runRoute(
      homeLoader,
      new Request('http://localhost/account', { headers: { Cookie: 'locale=en-gb' } }),
    )
    expect(byCookie.response?.headers.get('Location')).toBe('/en-gb/account')
    const upper = await runRoute(homeLoader, get('/EN-US/cart'))
    expect(upper.response?.headers.get('Location')).toBe('/en-us/cart')
  })
})

describe('guest session', () => {
  it('AUTH guest token: the first request gets one, in an encrypted session cookie; the next reuses it', async () => {
    const jar = new CookieJar()
    const first = await runRoute(homeLoader, get('/en-us', jar))
    jar.store(first.cookies)
    const session = jar.get('__session')
    expect(session).toBeTruthy()
    expect(first.cookies.find((c) => c.startsWith('__session='))).toMatch(
      /HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/,
    )
    const tokenCalls = () =>
      capturedRequests().then((r) => r.filter((c) => c.path === '/token/v2/auth/token'))
    expect(await tokenCalls()).toHaveLength(1)
    expect((await tokenCalls())[0]!.body).toEqual({ type: 'Guest' })
    const tokenResponse = await fetch('http://emulator.test/__emulator/requests')
    expect(tokenResponse.ok).toBe(true)
    expect(decodeURIComponent(session!)).not.toMatch(/at_[0-9a-f]{8}/)

    await runRoute(homeLoader, get('/en-us/c/jackets-2010', jar))
    expect(await tokenCalls()).toHaveLength(1)
  })
})

describe('session cookie', () => {
  it('the session cookie is httpOnly, SameSite=Lax and Secure, and its content is not readable', async () => {
    // As `npm start` runs it: production, with no COOKIE_SECURE set.
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('COOKIE_SECURE', undefined)
    resetEnvCache()
    try {
      const first = await runRoute(homeLoader, get('/en-us'), { locale: 'en-us' })
      const session = first.cookies.find((c) => c.startsWith('__session=')) ?? ''
      expect(session).toMatch(/HttpOnly/)
      expect(session).toMatch(/SameSite=Lax/)
      expect(session).toMatch(/Secure/)
      const value = decodeURIComponent(session.split(';')[0]!.slice('__session='.length))
      expect(Buffer.from(value.split('.')[1] ?? '', 'base64url').toString('latin1')).not.toMatch(
        /accessToken|at_/,
      )
    } finally {
      vi.unstubAllEnvs()
      resetEnvCache()
    }
  })
})

describe('content pages', () => {
  it('PLAT-056 renders the home page from its content call, with the site id query', async () => {
    const result = await runRoute<Exclude<Awaited<ReturnType<typeof homeLoader>>, { init: unknown }>>(
      homeLoader,
      get('/en-us'),
      {
        locale: 'en-us',
      },
    )
    expect(result.data?.page.components.length).toBeGreaterThan(3)
    const calls = await capturedRequests()
    const home = calls.find((c) => c.path === '/live/caas/v1/canvas/augmentedpage/us/home')
    expect(home?.query).toMatchObject({ siteId: 'us', locale: 'en_US' })
  })

  it('PLAT-047 PLAT-052 serves legal pages by slug, and an unknown slug is a 404 with the error-4xx content', async () => {
    const privacy = await runRoute(contentLoader, get('/en-us/privacy'), { locale: 'en-us', '*': 'privacy' })
    expect(privacy.status).toBe(200)
    const missing = await runRoute(contentLoader, get('/en-us/no-such-page'), {
      locale: 'en-us',
      '*': 'no-such-page',
    })
    expect(missing.status).toBe(404)
    const body = (await missing.response!.json()) as { page: { slug: string } | null }
    expect(body.page?.slug).toBe('error-4xx')
  })

  for (const [row, slug] of [
    ['PLAT-046', 'policies/shipping-terms'],
    ['PLAT-048', 'loyalty-terms'],
    ['PLAT-049', 'sale-terms'],
    ['PLAT-050', 'sms-terms'],
    ['PLAT-051', 'associate-discount-terms'],
    ['PLAT-053', 'xplr-pass'],
  ] as const) {
    it(`${row} /en-us/${slug} answers 200 with its own page`, async () => {
      const result = await runRoute<{ page: { slug: string } | null }>(contentLoader, get(`/en-us/${slug}`), {
        locale: 'en-us',
        '*': slug,
      })
      expect(result.status).toBe(200)
      expect(result.data?.page?.slug).toBe(slug.split('/').at(-1))
    })
  }
})

describe('browse', () => {
  it('renders a category listing and 404s for an unknown category', async () => {
    const result = await runRoute<Awaited<ReturnType<typeof plpLoader>>>(
      plpLoader,
      get('/en-us/c/running-shoes-1010'),
      {
        locale: 'en-us',
        slugId: 'running-shoes-1010',
      },
    )
    expect(result.data?.search.products.length).toBeGreaterThan(0)
    expect(result.data?.search.category?.name).toBe('Running Shoes')
    const unknown = await runRoute(plpLoader, get('/en-us/c/nothing-9999'), {
      locale: 'en-us',
      slugId: 'nothing-9999',
    })
    expect(unknown.status).toBe(404)
  })

  it('reads colour, size and stock for the product page; unavailable sizes are marked', async () => {
    const result = await runRoute<Awaited<ReturnType<typeof pdpLoader>>>(
      pdpLoader,
      get('/en-us/p/tempo-trail-runner-RS100001?color=001&size=10'),
      { locale: 'en-us', slugId: 'tempo-trail-runner-RS100001' },
    )
    const data = result.data!
    expect(data.product.name).toBe('Tempo Trail Runner')
    expect(data.selected).toMatchObject({ label: '10', quantity: 2, available: true })
    expect(data.sizes.find((s) => s.label === '11')).toMatchObject({ quantity: 0, available: false })
  })

  /** The product page's loader at `/en-us/p/{slugId}{query}`. */
  const productPage = (slugId: string, query = '') =>
    runRoute(pdpLoader, get(`/en-us/p/${slugId}${query}`), { locale: 'en-us', slugId })

  it('sends a product URL with the wrong slug to the canonical one', async () => {
    const result = await productPage('wrong-RS100001', '?color=002')
    expect(result.status).toBe(301)
    expect(result.response?.headers.get('Location')).toBe('/en-us/p/tempo-trail-runner-RS100001?color=002')
  })

  it('sends a product URL whose id is in lower case to the id in capitals, slug and query kept', async () => {
    const result = await productPage('tempo-trail-runner-rs100001', '?color=002')
    expect(result.status).toBe(301)
    expect(result.response?.headers.get('Location')).toBe('/en-us/p/tempo-trail-runner-RS100001?color=002')
    const unknown = await productPage('tempo-trail-runner-zz')
    expect(unknown.status).toBe(404)
  })

  it('PLAT-002 PLAT-003 PLAT-006 every upstream call carries the common headers, and a page makes each call once', async () => {
    await runRoute(pdpLoader, get('/en-us/p/tempo-trail-runner-RS100001'), {
      locale: 'en-us',
      slugId: 'tempo-trail-runner-RS100001',
    })
    // The social media host is a third party with its own key and headers (CAT-048): not an upstream of these rules.
    const calls = (await capturedRequests()).filter((c) => !c.path.startsWith('/social/'))
    expect(calls.length).toBeGreaterThan(1)
    for (const call of calls) {
      expect(call.headers).toMatchObject({
        accept: 'application/json',
        'x-api-key': 'test-access-key',
        'x-server-trust-id': 'test-trust-id',
        'x-locale': 'en_US',
        'x-channel': 'ECOMM',
      })
      expect(call.headers['x-correlation-id']).toBeTruthy()
      expect(call.query).toMatchObject({ locale: 'en_US' })
    }
    const ids = calls.map((c) => c.headers['x-correlation-id'])
    expect(new Set(ids).size).toBe(ids.length)
    const keys = calls.map((c) => `${c.method} ${c.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('the shop’s own routes', () => {
  it('PLAT-055 /cart, /checkout, /search and /account answer under the locale: 200, or sign in first', async () => {
    const L = { locale: 'en-us' }
    expect((await runRoute(cartLoader, get('/en-us/cart'), L)).status).toBe(200)
    expect((await runRoute(searchLoader, get('/en-us/search?q=boots'), L)).status).toBe(200)

    const jar = new CookieJar()
    await addToCart(jar)
    expect((await runRoute(checkoutLayoutLoader, get('/en-us/checkout', jar), L)).status).toBe(200)
    const checkout = await runRoute(checkoutLoader, get('/en-us/checkout', jar), L)
    // /checkout is the first step the cart needs; that step is the page.
    expect(checkout.response?.headers.get('Location')).toBe('/en-us/checkout/shipping')
    expect((await runRoute(shippingLoader, get('/en-us/checkout/shipping', jar), L)).status).toBe(200)

    const account = await runRoute(accountLoader, get('/en-us/account'), L)
    expect(account.status).toBe(302)
    expect(account.response?.headers.get('Location')).toMatch(/^\/en-us\/sign-in\?redirectTo=/)
  })
})

describe('pop-ups', () => {
  it('CMS-013 a page asks for its site’s pop-ups at {mode}/caas/v1/canvas/popups/{siteId} and offers them', async () => {
    // A visitor who has answered the consent banner (the next test: pop-ups wait for that answer).
    const jar = new CookieJar()
    jar.store(['consent=v1'])
    const result = await runRoute<{ popups: { name: string }[] }>(rootLoader, get('/en-gb', jar), {
      locale: 'en-gb',
    })
    const calls = (await capturedRequests()).filter((c) => c.path.includes('/caas/v1/canvas/popups/'))
    expect(calls.map((c) => c.path)).toEqual(['/live/caas/v1/canvas/popups/gb'])
    expect(result.data?.popups.map((p) => p.name)).toEqual(['Spring Newsletter'])
  })

  it('CMS-013 PLAT-042 no pop-up while the consent banner waits for an answer: two dialogs would compete', async () => {
    const result = await runRoute<{ popups: { name: string }[] }>(rootLoader, get('/en-gb'), {
      locale: 'en-gb',
    })
    expect(result.data?.popups).toEqual([])
  })
})
