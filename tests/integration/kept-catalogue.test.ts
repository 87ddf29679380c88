import { describe, expect, it } from 'vitest'
import { loader as pdpLoader } from '#app/routes/pdp.tsx'
import { loader as plpLoader } from '#app/routes/plp.tsx'
import { purgeHere } from '#app/features/shared-cache/purge.server.ts'
import { productKey } from '#app/platform/cache/surrogate-keys.ts'
import { addToCart } from '#tests/helpers/checkout.ts'
import { capturedRequests, type Captured } from '#tests/helpers/emulator.ts'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

/**
 * Decision 113: the catalogue reads that are the same for every shopper of a locale and channel (a
 * product's details, its sets, a category's branch, a listing's search) are kept a minute in the data
 * cache; stock is read for every page. Nothing of a shopper is in them, and no copy crosses a locale,
 * a channel or a price change.
 */

const SLUG_ID = 'tempo-trail-runner-RS100001'
const pdpPath = (locale: string) => `/${locale}/p/${SLUG_ID}`
const APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ShopApp/7.3.0'

type PdpData = { product: { name: string; price: { sale?: number; list?: number } } }

async function productPage(request: Request, locale = 'en-us') {
  const result = await runRoute<PdpData>(pdpLoader, request, { locale, slugId: SLUG_ID })
  expect(result.status).toBe(200)
  return result.data!
}

/** The calls of one product page, by path. */
async function callsOf(read: () => Promise<unknown>) {
  const before = (await capturedRequests()).length
  await read()
  return (await capturedRequests()).slice(before)
}

const detailsCalls = (calls: Captured[]) =>
  calls.filter((c) => c.path === '/products/v2/products/RS100001/details')
const stockCalls = (calls: Captured[]) =>
  calls.filter((c) => c.path === '/products/v2/products/RS100001/inventory')

describe('decision 113 kept catalogue reads', () => {
  it('a product’s details are read once for a guest with a cart and a signed-in shopper alike; its stock for every page', async () => {
    const guest = new CookieJar()
    await addToCart(guest)
    const member = new CookieJar()
    await signInJar(member, 'shopper@example.com')
    const calls = await callsOf(async () => {
      await productPage(get(pdpPath('en-us'), guest))
      await productPage(get(pdpPath('en-us'), member))
      await productPage(get(pdpPath('en-us'), guest))
    })
    expect(detailsCalls(calls)).toHaveLength(1)
    expect(stockCalls(calls)).toHaveLength(3)
  })

  it('each locale and the app’s channel keep their own copy', async () => {
    const calls = await callsOf(async () => {
      await productPage(get(pdpPath('en-us')))
      await productPage(get(pdpPath('fr-fr')), 'fr-fr')
      const app = get(pdpPath('en-us'))
      app.headers.set('User-Agent', APP_UA)
      await productPage(app)
      // Asked again, each is kept.
      await productPage(get(pdpPath('fr-fr')), 'fr-fr')
    })
    const reads = detailsCalls(calls).map((c) => [c.headers['x-locale'], c.headers['x-channel']])
    expect(reads).toEqual([
      [expect.stringMatching(/^en.US$/i), 'ECOMM'],
      [expect.stringMatching(/^fr.FR$/i), 'ECOMM'],
      [expect.stringMatching(/^en.US$/i), 'MOBILE_APP'],
    ])
  })

  it('a price change’s purge drops the kept product and the listing showing it: the next page shows the new price', async () => {
    const before = await productPage(get(pdpPath('en-us')))
    const listing = () =>
      runRoute<{ search: { total: number } | null }>(plpLoader, get('/en-us/c/running-shoes-1010'), {
        locale: 'en-us',
        slugId: 'running-shoes-1010',
      })
    await listing()
    const changed = await fetch('http://emulator.test/__emulator/prices', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ productId: 'RS100001', prices: { USD: 77 } }),
    })
    expect(changed.status).toBe(200)
    // Kept: the change is not seen until its event arrives.
    expect((await productPage(get(pdpPath('en-us')))).product.price).toEqual(before.product.price)
    // The webhook's purge (decision 069), for the product's key.
    expect(purgeHere([productKey('RS100001')]).cacheEntries).toBeGreaterThanOrEqual(2)
    const calls = await callsOf(async () => {
      const after = await productPage(get(pdpPath('en-us')))
      expect(after.product.price).not.toEqual(before.product.price)
      expect(JSON.stringify(after.product.price)).toContain('77')
      await listing()
    })
    expect(detailsCalls(calls)).toHaveLength(1)
    expect(calls.filter((c) => c.path === '/products/v2/search/productSearch')).toHaveLength(1)
  })
})
