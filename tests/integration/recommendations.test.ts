import { describe, expect, it } from 'vitest'
import { loader as pdpLoader } from '#app/routes/pdp.tsx'
import { loader as quickShopLoader } from '#app/routes/quickshop.ts'
import type { QuickShopData } from '#app/features/product/views.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { get, runRoute } from '#tests/helpers/route.ts'

type PdpData = Awaited<ReturnType<typeof pdpLoader>>
const SLUG_ID = 'tempo-trail-runner-RS100001'
const L = { locale: 'en-us', slugId: SLUG_ID }

async function productPage() {
  return runRoute<PdpData>(pdpLoader, get(`/en-us/p/${SLUG_ID}`), L)
}

describe('product page recommendations', () => {
  it('CAT-017 CAT-025 asks the widget for the product and shows its products as cards, never the product itself', async () => {
    const result = await productPage()
    const found = await result.data!.recommendations
    expect(found?.title).toBe('You may also like')
    // The cards as the server renders the document (decision 109).
    const items = result.documentValue(found!.items)!
    expect(items.length).toBeGreaterThan(0)
    expect(items.length).toBeLessThanOrEqual(8)
    expect(items.map((i) => i.id)).not.toContain('RS100001')
    expect(items[0]).toMatchObject({
      url: expect.stringMatching(/^\/p\//),
      image: { src: expect.any(String) },
      price: { currency: 'USD', lowCurrent: expect.any(Number) },
      token: expect.stringContaining('pdp-similar'),
    })
    const [call] = (await capturedRequests()).filter((r) => r.path === '/products/v1/widgetRecommendations')
    expect(call?.query).toMatchObject({ widgetId: 'pdp-similar', productId: 'RS100001', count: '8' })
  })

  it('CAT-017 the document’s data carries the cards as its markup alone: their count, not the products', async () => {
    const found = await (await productPage()).data!.recommendations
    expect(found!.items).toEqual({ version: expect.any(String), length: found!.items.length })
    expect(found!.items.length).toBeGreaterThan(0)
  })

  it('CAT-028 a failing widget never fails the page: the section is hidden', async () => {
    await injectFault({ path: '/widgetRecommendations$', status: 500 })
    const { status, data } = await productPage()
    expect(status).toBe(200)
    await expect(data!.recommendations).resolves.toBeNull()
  })
})

describe('quick shop', () => {
  it('CAT-020 the quick-shop data has the first colour with its sizes and which can be bought', async () => {
    const result = await runRoute<QuickShopData>(quickShopLoader, get('/en-us/quickshop/RS100001'), {
      locale: 'en-us',
      productId: 'RS100001',
    })
    const data = (await result.response!.json()) as QuickShopData
    expect(data).toMatchObject({ id: 'RS100001', name: 'Tempo Trail Runner', color: { code: '001' } })
    const sizes = Object.fromEntries(data.sizes.map((s) => [s.label, s.available]))
    expect(sizes).toMatchObject({ '9': true, '11': false })
  })

  it('CAT-020 the quick-shop sizes read as the shop language writes them', async () => {
    const result = await runRoute<QuickShopData>(quickShopLoader, get('/de-de/quickshop/RS100001'), {
      locale: 'de-de',
      productId: 'RS100001',
    })
    const data = (await result.response!.json()) as QuickShopData
    expect(data.sizes.map((s) => s.label)).toEqual(expect.arrayContaining(['9', '9,5', '10,5']))
    expect(data.sizes.map((s) => s.label)).not.toContain('9.5')
  })

  it('CAT-020 an unknown or malformed product id is a 404', async () => {
    for (const productId of ['nope', 'RS999999']) {
      const result = await runRoute(quickShopLoader, get(`/en-us/quickshop/${productId}`), {
        locale: 'en-us',
        productId,
      })
      expect(result.status).toBe(404)
    }
  })
})
