import { describe, expect, it } from 'vitest'
import type { Footer } from '#app/domain/content/content.ts'
import type { DocumentValue } from '#app/domain/page/document-value.ts'
import type { ProductCollectionBlock } from '#app/blocks/product-collection/schema.ts'
import type { UtilityFeed } from '#app/domain/content/front-end-feeds.ts'
import { loader as rootLoader } from '#app/root.tsx'
import { loader as cartLoader } from '#app/routes/cart.tsx'
import { loader as sizeChartLoader } from '#app/routes/pdp-size-chart.tsx'
import { addToCart, L } from '#tests/helpers/checkout.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'

type Root = { footer: DocumentValue<Footer> | null; utility: UtilityFeed | null }

async function paths(prefix: string) {
  return (await capturedRequests()).filter((r) => r.path.startsWith(prefix))
}

describe("the internal front-end service's content feeds", () => {
  it('CMS-018 a product collection in content read without augmentation gets its tiles from the collections feed', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    const cart = await runRoute<{ content: { components: ProductCollectionBlock[] } | null }>(
      cartLoader,
      get('/en-us/cart', jar),
      L,
    )
    const collection = cart.data?.content?.components.find((b) => b.type === 'productCollection')
    // The unknown id is left out; the others keep the editor's order, priced in the site's currency.
    expect(collection?.products.map((p) => p.id)).toEqual(['AC100007', 'AC100002'])
    expect(collection?.products[0]?.price.currency).toBe('USD')
    // As a tile shows it (shownTile): no master id, slug, photo size or swatch.
    expect(collection?.products[0]).not.toHaveProperty('masterId')
    expect(Object.keys(collection?.products[0]?.image ?? {}).sort()).toEqual(['alt', 'url'])
    const [call, ...more] = await paths('/fapi/components/collections')
    expect(more).toHaveLength(0)
    expect(call?.query.ids).toEqual(['AC100002', 'AC100007', 'NOPE0000'])
  })

  it('CMS-018 without the collections feed the collection stays empty and the cart still renders', async () => {
    await injectFault({ path: '^/fapi/components/collections$', status: 503 })
    const jar = new CookieJar()
    await addToCart(jar)
    const cart = await runRoute<{
      cart: { items: unknown[] } | null
      content: { components: ProductCollectionBlock[] } | null
    }>(cartLoader, get('/en-us/cart', jar), L)
    expect(cart.status).toBe(200)
    expect(cart.data?.cart?.items).toHaveLength(1)
    const collection = cart.data?.content?.components.find((b) => b.type === 'productCollection')
    expect(collection?.products).toEqual([])
  })

  it('CMS-019 the footer comes from the content footer, and from the footer feed when the content service fails', async () => {
    const first = await runRoute<Root>(rootLoader, get('/en-us'), L)
    const footer = first.documentValue(first.data?.footer)
    expect(footer?.groups.length).toBeGreaterThan(0)
    expect(await paths('/fapi/components/footer')).toHaveLength(0)

    // Another site, so the footer is not already cached.
    await injectFault({ path: '^/live/caas/v1/canvas/footer/', status: 503 })
    const fallback = await runRoute<Root>(rootLoader, get('/en-gb'), { locale: 'en-gb' })
    expect(await paths('/fapi/components/footer')).toHaveLength(1)
    const fallbackFooter = fallback.documentValue(fallback.data?.footer)
    expect(fallbackFooter?.groups.map((g) => g.title)).toEqual(footer?.groups.map((g) => g.title))
    // Either footer links the store locator where it is, not by its content name (a redirect).
    for (const links of [footer, fallbackFooter].map((f) => f?.groups.flatMap((g) => g.links) ?? [])) {
      expect(links.map((link) => link.url)).toContain('/stores')
      expect(links.map((link) => link.url)).not.toContain('/store-locator')
    }
  })

  it('CMS-020 the root reads the utility bar feed; without it the page has no utility bar', async () => {
    const root = await runRoute<Root>(rootLoader, get('/en-us'), L)
    expect(await paths('/fapi/components/utility')).toHaveLength(1)
    expect(root.data?.utility?.links.map((l) => l.text)).toEqual([
      'Find a store',
      'Help',
      'Returns',
      'Gift cards',
    ])

    await injectFault({ path: '^/fapi/components/utility$', status: 500 })
    const without = await runRoute<Root>(rootLoader, get('/fr-fr'), { locale: 'fr-fr' })
    expect(without.status).toBe(200)
    expect(without.data?.utility).toBeNull()
  })

  it('CMS-009 the size chart shows the fitting-help fragment; a missing fragment leaves the chart', async () => {
    const params = { ...L, slugId: 'tempo-trail-runner-RS100001' }
    const chart = await runRoute<{ help: { components: { type: string }[] } | null; chart: unknown }>(
      sizeChartLoader,
      get('/en-us/p/tempo-trail-runner-RS100001/size-chart'),
      params,
    )
    expect((await paths('/live/caas/v1/canvas/fragment/')).map((c) => c.path)).toEqual([
      '/live/caas/v1/canvas/fragment/size-help',
    ])
    expect(chart.data?.help?.components.map((b) => b.type)).toEqual(['richText'])

    await injectFault({ path: '^/live/caas/v1/canvas/fragment/', status: 404 })
    const boots = await runRoute<{ help: unknown; chart: unknown }>(
      sizeChartLoader,
      get('/en-gb/p/granite-peak-mid-wp-HB100001/size-chart'),
      { locale: 'en-gb', slugId: 'granite-peak-mid-wp-HB100001' },
    )
    expect(boots.status).toBe(200)
    expect(boots.data?.chart).not.toBeNull()
    expect(boots.data?.help).toBeNull()
  })
})
