import { afterEach, describe, expect, it } from 'vitest'
import { parseEnv, resetEnvCache } from '#app/platform/env/env.server.ts'
import { loader as homeLoader } from '#app/routes/home.tsx'
import { loader as plpLoader } from '#app/routes/plp.tsx'
import { loader as pdpLoader } from '#app/routes/pdp.tsx'
import { loader as searchLoader } from '#app/routes/search.tsx'
import { getSession } from '#app/sessions.server.ts'
import { decideBodies, decideCalls, eventsOf } from '#tests/helpers/decisions.ts'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

/**
 * What the pages tell the decision engine (decision 039): one decide call per page, sent in the
 * background once the page's own data is there, recorded by the emulator.
 */

const L = { locale: 'en-us' }
const DECIDE = '/decision/api/engine/v1/decide/outdoor'

afterEach(() => {
  delete process.env.DECISION_API_URL
  resetEnvCache()
})

describe('decide calls from pages', () => {
  it('PERS-030 PERS-031 PERS-032 PERS-033 PERS-034 home: the page view, the decision request and the context, on /decision', async () => {
    const request = get('/en-us')
    request.headers.set('user-agent', `Mozilla/5.0 ${'x'.repeat(700)}`)
    request.headers.set('referer', 'https://www.example.org/article')
    const page = await runRoute(homeLoader, request, L)
    expect(page.status).toBe(200)
    const [body] = await decideBodies()
    const [call] = await decideCalls()
    expect(call).toMatchObject({ method: 'POST', path: DECIDE })
    expect(Object.keys(body!).sort()).toEqual(['channel', 'customerId', 'events', 'id'])
    expect(body).toMatchObject({ channel: 'ECOMM', id: expect.stringMatching(/\S/) })
    // A guest is known by the session's anonymous id.
    expect(body!.customerId).toMatch(/\S/)
    expect(eventsOf(body!, 'page-view')).toEqual([
      { type: 'page-view', url: '/en-us', pageType: 'Home', breadcrumbs: [], categories: [] },
    ])
    expect(eventsOf(body!, 'decision-request')).toEqual([{ type: 'decision-request', pageType: 'Home' }])
    expect(eventsOf(body!, 'language')).toEqual([{ type: 'language', language: 'en-us' }])
    expect(eventsOf(body!, 'user-agent')[0]!.userAgent).toHaveLength(500)
    expect(eventsOf(body!, 'referrer')).toEqual([
      { type: 'referrer', referrer: 'https://www.example.org/article' },
    ])
    expect(eventsOf(body!, 'visitor-state')).toEqual([
      { type: 'visitor-state', states: ['logged-out', 'cart-empty'] },
    ])
  })

  it('PERS-030 a signed-in shopper is decided for by their consumer number', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    await runRoute(homeLoader, get('/en-us', jar), L)
    const [body] = await decideBodies()
    const session = getSession(new Request('http://localhost', { headers: { Cookie: jar.header() } }))
    expect(session.get('consumerNo')).toMatch(/\S/)
    expect(body!.customerId).toBe(session.get('consumerNo'))
    expect(eventsOf(body!, 'visitor-state')[0]!.states).toContain('logged-in')
    const anonymous = new CookieJar()
    await runRoute(homeLoader, get('/en-us', anonymous), L)
    const [, guest] = await decideBodies(2)
    expect(guest!.customerId).not.toBe(body!.customerId)
  })

  it('PERS-031 with a public engine host configured the call goes there, without the /decision prefix', async () => {
    expect(parseEnv({ COMMERCE_API_URL: 'https://api.example.com/' }).decisionApiUrl).toBe(
      'https://api.example.com/decision',
    )
    expect(
      parseEnv({
        COMMERCE_API_URL: 'https://api.example.com',
        DECISION_API_URL: 'https://engine.example.com/',
      }).decisionApiUrl,
    ).toBe('https://engine.example.com')
    process.env.DECISION_API_URL = 'http://engine.test'
    resetEnvCache()
    await runRoute(homeLoader, get('/en-us'), L)
    await decideBodies()
    expect((await decideCalls()).map((c) => c.path)).toEqual(['/api/engine/v1/decide/outdoor'])
  })

  it('PERS-032 a category page sends the page view with its breadcrumbs and category ids', async () => {
    const page = await runRoute(plpLoader, get('/en-us/c/running-shoes-1010'), {
      ...L,
      slugId: 'running-shoes-1010',
    })
    expect(page.status).toBe(200)
    const [body] = await decideBodies()
    const [view] = eventsOf(body!, 'page-view')
    expect(view).toMatchObject({ url: '/en-us/c/running-shoes-1010', pageType: 'PLP' })
    expect(view!.categories).toContain('1010')
    expect(view!.breadcrumbs.length).toBeGreaterThan(0)
    expect(view!.breadcrumbs.every((name) => typeof name === 'string' && name.length > 0)).toBe(true)
  })

  it('PERS-035 a product page sends the product detail view with the chosen colour appended', async () => {
    const path = '/en-us/p/tempo-trail-runner-RS100001?color=001&size=9'
    const page = await runRoute(pdpLoader, get(path), { ...L, slugId: 'tempo-trail-runner-RS100001' })
    expect(page.status).toBe(200)
    const [body] = await decideBodies()
    expect(eventsOf(body!, 'product-detail-view')).toEqual([
      { type: 'product-detail-view', productId: 'RS100001001', colorCode: '001' },
    ])
    const [view] = eventsOf(body!, 'page-view')
    expect(view).toMatchObject({ pageType: 'PDP', url: path })
    expect(view!.categories.length).toBeGreaterThan(0)
  })

  it('PERS-036 a search page sends the search view with the phrase and the result count', async () => {
    const page = await runRoute<{ search: { total: number } | null }>(
      searchLoader,
      get('/en-us/search?q=tent'),
      L,
    )
    expect(page.status).toBe(200)
    const [body] = await decideBodies()
    expect(eventsOf(body!, 'search-view')).toEqual([
      { type: 'search-view', query: 'tent', resultCount: page.data!.search!.total },
    ])
    expect(eventsOf(body!, 'page-view')[0]).toMatchObject({ pageType: 'Search' })
  })
})
