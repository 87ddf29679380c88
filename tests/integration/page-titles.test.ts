import { describe, expect, it } from 'vitest'
import { loader as rootLoader } from '#app/root.tsx'
import { loader as shippingLoader, meta as shippingMeta } from '#app/routes/checkout-shipping.tsx'
import { loader as pdpLoader, meta as pdpMeta } from '#app/routes/pdp.tsx'
import { loader as searchLoader } from '#app/routes/search.tsx'
import { loader as signInLoader } from '#app/routes/sign-in.tsx'
import { addToCart, L } from '#tests/helpers/checkout.ts'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'

type Meta = (args: never) => { title?: unknown }[]
const titleOf = (meta: Meta, args: unknown) => meta(args as never).find((d) => 'title' in d)?.title

async function loaderTitle(loader: (args: never) => unknown, url: string, params = {}, jar?: CookieJar) {
  const result = await runRoute<{ title: string }>(loader, get(url, jar), { ...L, ...params })
  return result.data?.title
}

describe('page titles are translated on the server, in the same English', () => {
  it('a loader returns its page title and meta shows it', async () => {
    expect(await loaderTitle(signInLoader, '/en-us/sign-in')).toBe('Sign in | Trailhead Outfitters')
    expect(await loaderTitle(searchLoader, '/en-us/search?q=boots')).toBe(
      'Search: boots | Trailhead Outfitters',
    )
    expect(await loaderTitle(searchLoader, '/en-us/search')).toBe('Search | Trailhead Outfitters')
    const jar = new CookieJar()
    await addToCart(jar)
    const title = await loaderTitle(shippingLoader, '/en-us/checkout/shipping', {}, jar)
    expect(title).toBe('Checkout: shipping | Trailhead Outfitters')
    expect(titleOf(shippingMeta as Meta, { data: { title } })).toBe(
      'Checkout: shipping | Trailhead Outfitters',
    )
  })

  it('the product page title carries the product name', async () => {
    const slugId = 'tempo-trail-runner-RS100001'
    const title = await loaderTitle(pdpLoader, `/en-us/p/${slugId}`, { slugId })
    expect(title).toBe('Tempo Trail Runner | Trailhead Outfitters')
  })

  it('a page whose loader failed reads its title from the root', async () => {
    const root = await runRoute<{ missingTitles: Record<string, string> }>(rootLoader, get('/en-us'), L)
    const matches = [{ id: 'root', loaderData: root.data }]
    expect(titleOf(pdpMeta as Meta, { data: undefined, matches })).toBe(
      'Product not found | Trailhead Outfitters',
    )
    expect(root.data?.missingTitles).toMatchObject({
      page: 'Page not found | Trailhead Outfitters',
      cartDelivery: 'Delivery | Trailhead Outfitters',
    })
  })
  it('the titles of a page whose loader failed are in each request’s language, one language after another', async () => {
    const missing = async (path: string, locale: string) =>
      (await runRoute<{ missingTitles: Record<string, string> }>(rootLoader, get(path), { ...L, locale }))
        .data?.missingTitles
    expect((await missing('/en-us', 'en-us'))?.product).toBe('Product not found | Trailhead Outfitters')
    expect((await missing('/fr-fr', 'fr-fr'))?.product).toBe('Produit introuvable | Trailhead Outfitters')
    expect((await missing('/de-de', 'de-de'))?.page).toBe('Seite nicht gefunden | Trailhead Outfitters')
    expect((await missing('/en-us', 'en-us'))?.page).toBe('Page not found | Trailhead Outfitters')
  })
})
