import { describe, expect, it } from 'vitest'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart.tsx'
import { loader as checkoutLoader } from '#app/routes/checkout.tsx'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import { loader as confirmationLoader } from '#app/routes/order-confirmation.tsx'
import { loader as pdpLoader } from '#app/routes/pdp.tsx'
import { loader as plpLoader } from '#app/routes/plp.tsx'
import { listedSelectEvent, type PageTracking } from '#app/domain/tracking/analytics-events.ts'
import type { ShownSearch } from '#app/domain/catalog/product.ts'
import { L, PDP, SIZE_9, addToCart, readyToPlace } from '#tests/helpers/checkout.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

type Items = { id: string; quantity: number | null; [field: string]: unknown }[]
const itemsOf = (tracking: PageTracking | undefined, index = 0) =>
  (tracking?.events[index]?.ecommerce as { items: Items } | undefined)?.items ?? []

async function load<T>(
  loader: Parameters<typeof runRoute>[0],
  path: string,
  jar: CookieJar,
  params: Record<string, string> = L,
) {
  const result = await runRoute<T>(loader, get(path, jar), params)
  jar.store(result.cookies)
  return result.data
}

describe('ecommerce events computed by the loaders and actions (decision 042)', () => {
  it('PERS-043 the product page’s view names the product in its chosen colour, with its stock', async () => {
    const data = await load<{ tracking: PageTracking }>(pdpLoader, PDP, new CookieJar(), {
      ...L,
      slugId: 'tempo-trail-runner-RS100001',
    })
    expect(data?.tracking.key).toBe('RS100001:001')
    expect(data?.tracking.events[0]?.event).toBe('view_item')
    expect(itemsOf(data?.tracking)).toEqual([
      expect.objectContaining({
        id: 'RS100001_001',
        colorCode: '001',
        size: '9',
        brand: 'Ridgeline',
        stockStatus: expect.stringMatching(/^(InStock|LowStock)$/),
      }),
    ])
  })

  it('PERS-043 a listing reports its tiles with positions; a tile’s selection is built from that record, not sent again', async () => {
    const result = await runRoute<{ tracking: PageTracking; search: ShownSearch }>(
      plpLoader,
      get('/en-us/c/running-shoes-1010'),
      { ...L, slugId: 'running-shoes-1010' },
    )
    const data = result.data
    const tiles = result.documentValue(data!.search.products)!
    // The page's view of the tiles the document shows, built on the server: the tiles are the
    // document's markup, not in its data (decision 100).
    const view = data!.tracking
    expect(view.key).toBe('/en-us/c/running-shoes-1010')
    const items = itemsOf(view)
    expect(view.events[0]).toMatchObject({
      event: 'view_item_list',
      ecommerce: { item_list_name: 'Running Shoes' },
    })
    expect(items.map((item) => item.id)).toEqual(tiles.map((product) => product.id))
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1))
    expect(items[0]).toMatchObject({ list: 'Running Shoes', category: 'Running Shoes', brand: 'Ridgeline' })
    expect(listedSelectEvent(view, items[0]!.id)).toMatchObject({
      event: 'select_item',
      ecommerce: { item_list_name: 'Running Shoes', items: [items[0]] },
    })
    // One record of a tile in the page's data, the view's: none for the clicks, no tile.
    expect(JSON.stringify(data).split('"position"')).toHaveLength(items.length + 1)
    expect(JSON.stringify(data)).not.toContain('select_item')
    expect(data!.search.products).toEqual({ version: expect.any(String), length: tiles.length })
  })

  it('PERS-001 a visitor who has not allowed performance tracking is sent no page events, one who has is', async () => {
    const listing = async (cookie?: string) => {
      const request = get('/en-gb/c/running-shoes-1010')
      if (cookie) request.headers.set('Cookie', `consent=${cookie}`)
      const result = await runRoute<{ tracking: PageTracking }>(plpLoader, request, {
        locale: 'en-gb',
        slugId: 'running-shoes-1010',
      })
      return result.data!.tracking
    }
    // An EU visitor before the banner's answer, and one who allowed only what is required: the view of
    // the tiles, which the browser would not push, is not in the page's data; the showing's key is.
    for (const cookie of [undefined, 'v1']) {
      expect(await listing(cookie), cookie).toEqual({ key: '/en-gb/c/running-shoes-1010', events: [] })
    }
    const allowed = await listing('v1.performance')
    expect(allowed.events.map((event) => event.event)).toEqual(['view_item_list'])
    expect(itemsOf(allowed).length).toBeGreaterThan(0)
  })

  it('PERS-043 an add with JavaScript answers the add_to_cart event with the quantity added', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    const result = await runRoute<{ miniCart: { tracking: PageTracking['events'][number] } }>(
      cartAction,
      post(
        '/en-us/cart',
        {
          intent: 'add-to-cart',
          productId: 'RS100001',
          upc: SIZE_9,
          qty: '2',
          redirectTo: PDP,
          enhanced: '1',
        },
        jar,
      ),
      L,
    )
    const event = result.data?.miniCart.tracking
    expect(event?.event).toBe('add_to_cart')
    expect((event?.ecommerce as { items: Items }).items).toEqual([
      expect.objectContaining({ id: 'RS100001', quantity: 2, shippingMethod: 'STH', colorCode: '001' }),
    ])
  })

  it('PERS-043 the cart view and the checkout’s start carry the cart’s lines', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    const cart = await load<{ tracking: PageTracking }>(cartLoader, '/en-us/cart', jar)
    expect(cart?.tracking).toMatchObject({ key: 'cart', events: [{ event: 'view_cart' }] })
    expect(itemsOf(cart?.tracking)).toEqual([expect.objectContaining({ id: 'RS100001', quantity: 1 })])
    const checkout = await load<{ tracking: PageTracking }>(checkoutLoader, '/en-us/checkout/shipping', jar)
    expect(checkout?.tracking).toMatchObject({ key: 'checkout', events: [{ event: 'begin_checkout' }] })
  })

  it('PERS-043 the purchase is on the first confirmation after the order only, never on a reload', async () => {
    const jar = new CookieJar()
    const key = await readyToPlace(jar)
    const placed = await runRoute(
      summaryAction,
      post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: key }, jar),
      L,
    )
    jar.store(placed.cookies)
    type Confirmation = { order: { orderNumber: string } | null; tracking?: PageTracking }
    const first = await load<Confirmation>(confirmationLoader, '/en-us/order-confirmation', jar)
    const orderNumber = first?.order?.orderNumber
    expect(first?.tracking?.events[0]).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: orderNumber },
    })
    expect(itemsOf(first?.tracking)).toEqual([expect.objectContaining({ id: 'RS100001' })])
    const reload = await load<Confirmation>(confirmationLoader, '/en-us/order-confirmation', jar)
    expect(reload?.order?.orderNumber).toBe(orderNumber)
    expect(reload?.tracking).toBeUndefined()
  })
})
