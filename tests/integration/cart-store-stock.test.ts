import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart.tsx'
import { action as deliveryAction } from '#app/routes/cart-delivery.tsx'
import { server } from '#mocks/node.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

const L = { locale: 'en-us' }
const SIZE_9 = '846121001041'
/** Size 9 of the shoe: 3 at Portland (store-0101), none at Denver (store-0102). */
const PORTLAND = 'store-0101'
const DENVER = 'store-0102'

type PageData = Awaited<ReturnType<typeof cartLoader>>
type Full = Extract<PageData, { promotions: unknown }>

async function page(jar: CookieJar): Promise<Full> {
  const result = await runRoute<PageData>(cartLoader, get('/en-us/cart', jar), L)
  jar.store(result.cookies)
  return result.data as Full
}

/** A cart with the shoe (`qty`) to be picked up at `storeId`. */
async function pickupCart(storeId: string, qty = '1') {
  const jar = new CookieJar()
  const added = await runRoute(
    cartAction,
    post('/en-us/cart', { intent: 'add-to-cart', productId: 'RS100001', upc: SIZE_9, qty }, jar),
    L,
  )
  jar.store(added.cookies)
  const item = shoeOf(await page(jar))
  const moved = await runRoute(
    deliveryAction,
    post(
      `/en-us/cart/delivery/${item.id}`,
      { intent: 'set-delivery', itemId: item.id, mode: 'pickup', storeId },
      jar,
    ),
    { ...L, itemId: item.id },
  )
  jar.store(moved.cookies)
  expect(moved.response?.status).toBe(303)
  return jar
}

/** The shoe's line (a big cart also holds a free gift, listed first). */
const shoeOf = (data: Full) => data.cart.items.find((i) => i.upc === SIZE_9)!

const lookups = async () => (await capturedRequests()).filter((c) => c.path === '/cart/v1/storeInventory')

afterEach(() => {
  delete process.env.STORE_INVENTORY_PATH
  resetEnvCache()
})

describe('store inventory lookup for pickup items', () => {
  it('CART-030 the cart page looks up the pickup store at the configured path; a store without the item gives a notice', async () => {
    const jar = await pickupCart(DENVER)
    const data = await page(jar)
    const calls = await lookups()
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ method: 'GET', query: { productId: 'RS100001', storeIds: DENVER } })
    const line = data.cart.items[0]!
    expect(line.group).toBe('pickup')
    const message =
      'Ridgeline Denver LoDo no longer has this item. Choose another store or have it delivered.'
    expect(line.notices).toContainEqual({ message, tone: 'warning' })
    // CART-052: shown at the top too, naming the item.
    expect(data.notices).toContainEqual({ message: `Tempo Trail Runner: ${message}`, tone: 'warning' })
  })

  it('CART-030 a store holding fewer than the line needs says how many are left; one holding enough says nothing', async () => {
    const short = await pickupCart(PORTLAND, '4')
    expect(shoeOf(await page(short)).notices).toContainEqual({
      message:
        'Ridgeline Portland Pearl District has only 3 left. Lower the quantity, choose another store or have it delivered.',
      tone: 'warning',
    })
    const enough = await pickupCart(PORTLAND, '2')
    expect(shoeOf(await page(enough)).notices).toEqual([])
  })

  it('CART-030 home delivery lines make no lookup', async () => {
    const jar = new CookieJar()
    const added = await runRoute(
      cartAction,
      post('/en-us/cart', { intent: 'add-to-cart', productId: 'RS100001', upc: SIZE_9, qty: '1' }, jar),
      L,
    )
    jar.store(added.cookies)
    await page(jar)
    expect(await lookups()).toEqual([])
  })

  it('CART-030 a failed lookup leaves the cart page without the notice', async () => {
    const jar = await pickupCart(DENVER)
    await injectFault({ path: '/cart/v1/storeInventory', status: 503 })
    const data = await page(jar)
    expect(data.cart.items[0]!.notices).toEqual([])
  })

  it('CART-030 STORE_INVENTORY_PATH moves the lookup', async () => {
    const jar = await pickupCart(DENVER)
    process.env.STORE_INVENTORY_PATH = '/stores/v2/inventory/lookup'
    resetEnvCache()
    const seen: URL[] = []
    server.use(
      http.get('*/stores/v2/inventory/lookup', ({ request }) => {
        seen.push(new URL(request.url))
        return HttpResponse.json({
          productId: 'RS100001',
          stores: [
            { storeId: DENVER, quantity: 0, status: 'OutOfStock', pickupAvailable: false, variants: [] },
          ],
        })
      }),
    )
    const data = await page(jar)
    expect(seen.map((u) => [u.searchParams.get('productId'), u.searchParams.get('storeIds')])).toEqual([
      ['RS100001', DENVER],
    ])
    expect(await lookups()).toEqual([])
    expect(data.cart.items[0]!.notices[0]?.message).toBe(
      `${DENVER} no longer has this item. Choose another store or have it delivered.`,
    )
  })
})
