import type { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { getShopper } from '#app/context.server.ts'
import { visitorAttributes } from '#app/features/personalisation/decisions.server.ts'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart.tsx'
import { loader as pdpLoader } from '#app/routes/pdp.tsx'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

const PDP = '/en-us/p/tempo-trail-runner-RS100001'
const PARAMS = { locale: 'en-us', slugId: 'tempo-trail-runner-RS100001' }
const APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ShopApp/7.3.0'
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

async function channelsOf(request: Request, jar: CookieJar) {
  const before = (await capturedRequests()).length
  const result = await runRoute<Record<string, unknown>>(pdpLoader, request, PARAMS)
  jar.store(result.cookies)
  // The deferred parts (reviews, recommendations) call upstream too: count them with this page.
  await Promise.allSettled(Object.values(result.data ?? {}).filter((v) => v instanceof Promise))
  // The social media host is a third party: it gets no channel (CAT-048).
  const calls = (await capturedRequests()).slice(before).filter((c) => !c.path.startsWith('/social/'))
  expect(calls.length).toBeGreaterThan(0)
  return new Set(calls.map((c) => c.headers['x-channel']))
}

function withUserAgent(url: string, jar: CookieJar, userAgent: string) {
  const request = get(url, jar)
  request.headers.set('User-Agent', userAgent)
  return request
}

function postWithUserAgent(url: string, form: Record<string, string>, jar: CookieJar, userAgent: string) {
  const request = post(url, form, jar)
  request.headers.set('User-Agent', userAgent)
  return request
}

describe('PLAT-013 the app webview marker', () => {
  it('in the app webview every upstream call carries the mobile-app channel, for the rest of the session', async () => {
    const jar = new CookieJar()
    expect(await channelsOf(withUserAgent(PDP, jar, APP_UA), jar)).toEqual(new Set(['MOBILE_APP']))
    // The session keeps the marker, as the webview's session storage does.
    expect(await channelsOf(get(PDP, jar), jar)).toEqual(new Set(['MOBILE_APP']))
  })

  it('a browser without the marker calls with the e-commerce channel', async () => {
    const jar = new CookieJar()
    expect(await channelsOf(withUserAgent(PDP, jar, BROWSER_UA), jar)).toEqual(new Set(['ECOMM']))
  })

  it('PLAT-013 without the marker the same journey calls with the e-commerce channel', async () => {
    // The journey of the webview e2e test in a browser: the product page, the shoe added from it, the
    // cart page; every upstream call since the reset counts.
    const jar = new CookieJar()
    const product = await runRoute<Record<string, unknown>>(
      pdpLoader,
      withUserAgent(`${PDP}?color=001&size=9`, jar, BROWSER_UA),
      PARAMS,
    )
    jar.store(product.cookies)
    await Promise.allSettled(Object.values(product.data ?? {}).filter((v) => v instanceof Promise))
    const added = await runRoute(
      cartAction,
      postWithUserAgent(
        '/en-us/cart',
        { intent: 'add-to-cart', productId: 'RS100001', upc: '846121001041', qty: '1', redirectTo: PDP },
        jar,
        BROWSER_UA,
      ),
      { locale: 'en-us' },
    )
    expect(added.status).toBe(303)
    jar.store(added.cookies)
    const cart = await runRoute<{ cart?: { items: unknown[] } | null }>(
      cartLoader,
      withUserAgent('/en-us/cart', jar, BROWSER_UA),
      { locale: 'en-us' },
    )
    expect(cart.data?.cart?.items).toHaveLength(1)

    const calls = (await capturedRequests()).filter(
      (c) => !c.path.startsWith('/__') && !c.path.startsWith('/social/'),
    )
    expect(calls.some((c) => c.method === 'POST' && c.path.startsWith('/cart/'))).toBe(true)
    expect(new Set(calls.map((c) => c.headers['x-channel']))).toEqual(new Set(['ECOMM']))
  })
})

describe('VAL-055 the app version in the flag client’s attributes', () => {
  async function attributesOf(request: Request, jar: CookieJar) {
    const result = await runRoute<Record<string, unknown>>(
      (async ({ context }: { context: RouterContextProvider }) =>
        visitorAttributes(getShopper(context), { withProfile: false })) as never,
      request,
      { locale: 'en-us' },
    )
    jar.store(result.cookies)
    return result.data!
  }

  it('VAL-055 the webview’s app version is an attribute for the rest of the session; a four-part one is left out', async () => {
    const jar = new CookieJar()
    expect(await attributesOf(withUserAgent('/en-us', jar, APP_UA), jar)).toMatchObject({
      appVersion: '7.3.0',
    })
    expect(await attributesOf(get('/en-us', jar), jar)).toMatchObject({ appVersion: '7.3.0' })

    const updated = APP_UA.replace('ShopApp/7.3.0', 'ShopApp/7.3.0.1')
    expect(await attributesOf(withUserAgent('/en-us', jar, updated), jar)).not.toHaveProperty('appVersion')

    const browser = new CookieJar()
    expect(await attributesOf(withUserAgent('/en-us', browser, BROWSER_UA), browser)).not.toHaveProperty(
      'appVersion',
    )
  })
})
