import { describe, expect, it } from 'vitest'
import { loader as rootLoader } from '#app/root.tsx'
import { loader as shippingLoader, meta as shippingMeta } from '#app/routes/checkout-shipping.tsx'
import { loader as pdpLoader, meta as pdpMeta } from '#app/routes/pdp.tsx'
import { loader as searchLoader } from '#app/routes/search.tsx'
import { loader as signInLoader } from '#app/routes/sign-in.tsx'
import { loader as trackOrderLoader } from '#app/routes/track-order.tsx'
import { loader as eventsRegisterLoader } from '#app/routes/events-register.tsx'
import { addToCart, L } from '#tests/helpers/checkout.ts'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'
import { productPath } from '#app/domain/paths/paths.ts'

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

  it('pages whose title was their heading name the shop too, in their language', async () => {
    expect(await loaderTitle(trackOrderLoader, '/en-us/track-order')).toBe(
      'Track an order | Trailhead Outfitters',
    )
    expect(await loaderTitle(trackOrderLoader, '/fr-fr/track-order', { locale: 'fr-fr' })).toBe(
      'Suivre une commande | Trailhead Outfitters',
    )
    expect(await loaderTitle(eventsRegisterLoader, '/de-de/events/register', { locale: 'de-de' })).toBe(
      'Anmeldung zur Veranstaltung | Trailhead Outfitters',
    )
  })

  it('the product page title carries the product name', async () => {
    const slugId = 'tempo-trail-runner-RS100001'
    const title = await loaderTitle(pdpLoader, `/en-us/p/${slugId}`, { slugId })
    expect(title).toBe('Tempo Trail Runner | Trailhead Outfitters')
  })

  /** The 404 of an unknown product in `locale`, as the product page's `meta` gets it (its error). */
  const missingProduct = async (locale: string) => {
    const slugId = 'no-such-shoe-RS999999'
    const result = await runRoute(pdpLoader, get(productPath(locale, slugId)), { ...L, locale, slugId })
    expect(result.status).toBe(404)
    return { status: 404, data: (await result.response.json()) as { titles: Record<string, string> } }
  }

  it('a page whose loader failed reads its title from its 404, which carries the missing pages’ titles', async () => {
    const error = await missingProduct('en-us')
    expect(titleOf(pdpMeta as Meta, { data: undefined, error })).toBe(
      'Product not found | Trailhead Outfitters',
    )
    expect(error.data.titles).toMatchObject({
      page: 'Page not found | Trailhead Outfitters',
      cartDelivery: 'Delivery | Trailhead Outfitters',
    })
    // Another failure (a 500) has no title in its meta, neither empty nor "undefined": the boundary that
    // heads the page titles it ("Something went wrong").
    expect(pdpMeta({ data: undefined, error: new Error('upstream') } as never)).toEqual([])
    // Not in every page's data any more: only the 404 needs them.
    const root = await runRoute<Record<string, unknown>>(rootLoader, get('/en-us'), L)
    expect(root.data).not.toHaveProperty('missingTitles')
  })
  it('the titles of a page whose loader failed are in each request’s language, one language after another', async () => {
    const titles = async (locale: string) => (await missingProduct(locale)).data.titles
    expect((await titles('en-us')).product).toBe('Product not found | Trailhead Outfitters')
    expect((await titles('fr-fr')).product).toBe('Produit introuvable | Trailhead Outfitters')
    expect((await titles('de-de')).page).toBe('Seite nicht gefunden | Trailhead Outfitters')
    expect((await titles('en-us')).page).toBe('Page not found | Trailhead Outfitters')
  })
})
