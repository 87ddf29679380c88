import { describe, expect, it } from 'vitest'
import { action as pdpStoresAction, loader as pdpStoresLoader } from '#app/routes/pdp-stores.tsx'
import { loader as pdpLoader } from '#app/routes/pdp.tsx'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart.tsx'
import { loader as redirectLoader } from '#app/routes/store-locator.tsx'
import { action as locatorAction, loader as locatorLoader } from '#app/routes/stores.tsx'
import type { FormReply } from '#app/domain/errors/form-reply.ts'
import { getSession } from '#app/sessions.server.ts'
import { STORE_MESSAGES } from '#app/features/stores/schemas/stores.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'

type LocatorData = Awaited<ReturnType<typeof locatorLoader>>
type PdpStoresData = Awaited<ReturnType<typeof pdpStoresLoader>>
type PdpData = Awaited<ReturnType<typeof pdpLoader>>
type CartData = Awaited<ReturnType<typeof cartLoader>>

const L = { locale: 'en-us' }
const SLUG_ID = 'tempo-trail-runner-RS100001'
const P = { locale: 'en-us', slugId: SLUG_ID }
const PDP = `/en-us/p/${SLUG_ID}`
const STORES_PAGE = `${PDP}/stores`
/** Size 9 of colour 001: 3 at the Portland store (low stock), none in Denver. */
const SIZE_9 = '846121001041'
const PORTLAND = 'store-0101'
const DENVER = 'store-0102'

function favoriteOf(jar: CookieJar) {
  const session = getSession(new Request('http://x', { headers: { Cookie: jar.header() } }))
  return session.get('favoriteStore')
}

async function locator(query = '', jar?: CookieJar) {
  const result = await runRoute<LocatorData>(locatorLoader, get(`/en-us/stores${query}`, jar), L)
  jar?.store(result.cookies)
  return result
}

async function storesPage(query: string, jar?: CookieJar) {
  const result = await runRoute<PdpStoresData>(pdpStoresLoader, get(`${STORES_PAGE}${query}`, jar), P)
  jar?.store(result.cookies)
  return result
}

async function locatorPost(jar: CookieJar, form: Record<string, string>, query = '?q=97209') {
  const result = await runRoute(locatorAction, post(`/en-us/stores${query}`, form, jar), L)
  jar.store(result.cookies)
  return result
}

async function storesPost(jar: CookieJar, form: Record<string, string>, query = '?color=001&size=9&q=97209') {
  const result = await runRoute(pdpStoresAction, post(`${STORES_PAGE}${query}`, form, jar), P)
  jar.store(result.cookies)
  return result
}

async function bodyOf(result: { response: Response | undefined }) {
  return ((await result.response!.clone().json()) as { reply: FormReply }).reply
}

describe('store locator page', () => {
  it('CMS-004 CMS-016 CAT-036 shows the store-locator content; a search by postal code lists stores with hours', async () => {
    const { status, data } = await locator('?q=97209')
    expect(status).toBe(200)
    expect(data!.page?.meta.title).toMatch(/^Store locator/)
    expect(data!.stores).toHaveLength(1)
    const [store] = data!.stores!
    expect(store).toMatchObject({
      id: PORTLAND,
      name: 'Ridgeline Portland Pearl District',
      address: ['1120 NW Everett Street', 'Portland, OR 97209'],
      distance: '0 mi',
      level: null,
      isFavorite: false,
    })
    expect(store!.hours.map((d) => d.name)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    expect(store!.hours[0]!.hours?.replace(/\s/g, ' ')).toMatch(/^10:00 AM ?– ?8:00 PM$/)
    const calls = (await capturedRequests()).filter((c) => c.path === '/stores/v1/search')
    expect(calls).toHaveLength(1)
    expect(calls[0]!.body).toEqual({ postalCode: '97209', country: 'US' })
    const content = (await capturedRequests()).find((c) => c.path.includes('/store-locator'))
    expect(content?.method).toBe('GET')
  })

  it('CAT-036 searches by city when the place has no digit', async () => {
    const { data } = await locator('?q=Denver')
    expect(data!.stores!.map((s) => s.id)).toEqual([DENVER])
    const call = (await capturedRequests()).find((c) => c.path === '/stores/v1/search')
    expect(call!.body).toEqual({ city: 'Denver', country: 'US' })
  })

  it('CAT-036 without a search shows the form only', async () => {
    const { data } = await locator()
    expect(data).toMatchObject({ q: '', stores: null, error: undefined })
    expect((await capturedRequests()).some((c) => c.path === '/stores/v1/search')).toBe(false)
  })

  it('CAT-036 an empty or invalid place gets its message at the field, typed value kept, no search', async () => {
    const empty = await locator('?q=')
    expect(empty.status).toBe(200)
    expect(empty.data).toMatchObject({ q: '', error: STORE_MESSAGES.placeRequired, stores: null })
    const bad = await locator('?q=%3Cscript%3E')
    expect(bad.data).toMatchObject({ q: '<script>', error: STORE_MESSAGES.placeInvalid, stores: null })
    expect((await capturedRequests()).some((c) => c.path === '/stores/v1/search')).toBe(false)
  })

  it('CAT-036 a place with no store says so', async () => {
    const { data } = await locator('?q=12345')
    expect(data!.stores).toEqual([])
  })

  it('CAT-036 a failed search shows the catalogue message, not a 500', async () => {
    await injectFault({ path: '/stores/v1/search', status: 503, errorId: 'GEN500' })
    const { status, data } = await locator('?q=97209')
    expect(status).toBe(200)
    expect(data!.failed).toBe('Something went wrong on our side. Please try again later.')
  })

  it('CMS-004 the page stays up without its content', async () => {
    await injectFault({ path: '/store-locator', status: 500 })
    const { status, data } = await locator('?q=97209')
    expect(status).toBe(200)
    expect(data!.page).toBeNull()
    expect(data!.stores).toHaveLength(1)
  })

  it('/store-locator, where content links point, redirects to the locator with its query', async () => {
    const { response } = await runRoute(redirectLoader, get('/en-us/store-locator?q=97209'), L)
    expect(response!.status).toBe(301)
    expect(response!.headers.get('Location')).toBe('/en-us/stores?q=97209')
  })
})

describe('favourite store', () => {
  it('CAT-037 set-favorite-store keeps the store in the session and says so', async () => {
    const jar = new CookieJar()
    const result = await locatorPost(jar, { intent: 'set-favorite-store', storeId: PORTLAND })
    expect(result.status).toBe(303)
    expect(result.response!.headers.get('Location')).toBe('/en-us/stores?q=97209')
    expect(toastOf(result.cookies)?.title).toBe(
      'Store changed: Ridgeline Portland Pearl District is now your store.',
    )
    expect(favoriteOf(jar)).toEqual({
      id: PORTLAND,
      name: 'Ridgeline Portland Pearl District',
      postalCode: '97209',
      country: 'US',
    })
    const { data } = await locator('?q=97209', jar)
    expect(data!.favorite).toEqual({ id: PORTLAND, name: 'Ridgeline Portland Pearl District' })
    expect(data!.stores![0]!.isFavorite).toBe(true)
    // Without a place, the locator searches near the favourite store.
    const near = await locator('', jar)
    expect(near.data!.q).toBe('97209')
    expect(near.data!.stores![0]!.id).toBe(PORTLAND)
  })

  it('CAT-037 replacing a favourite store asks first, on a page of its own; confirming changes it', async () => {
    const jar = new CookieJar()
    await locatorPost(jar, { intent: 'set-favorite-store', storeId: PORTLAND })
    const ask = await locatorPost(jar, { intent: 'set-favorite-store', storeId: DENVER }, '?q=Denver')
    expect(ask.status).toBe(303)
    expect(ask.response!.headers.get('Location')).toBe(`/en-us/stores?q=Denver&confirm=${DENVER}`)
    expect(favoriteOf(jar)?.id).toBe(PORTLAND)
    expect(toastOf(ask.cookies)).toBeNull()

    const { data } = await locator(`?q=Denver&confirm=${DENVER}`, jar)
    expect(data!.confirm).toEqual({
      current: { id: PORTLAND, name: 'Ridgeline Portland Pearl District' },
      next: { id: DENVER, name: 'Ridgeline Denver LoDo' },
    })
    expect(data!.action).toBe('/en-us/stores?q=Denver')

    const yes = await locatorPost(
      jar,
      { intent: 'set-favorite-store', storeId: DENVER, confirm: 'true' },
      `?q=Denver&confirm=${DENVER}`,
    )
    expect(yes.response!.headers.get('Location')).toBe('/en-us/stores?q=Denver')
    expect(toastOf(yes.cookies)?.title).toBe('Store changed: Ridgeline Denver LoDo is now your store.')
    expect(favoriteOf(jar)?.id).toBe(DENVER)
  })

  it('CAT-037 choosing the same store again needs no confirmation', async () => {
    const jar = new CookieJar()
    await locatorPost(jar, { intent: 'set-favorite-store', storeId: PORTLAND })
    const again = await locatorPost(jar, { intent: 'set-favorite-store', storeId: PORTLAND })
    expect(again.response!.headers.get('Location')).toBe('/en-us/stores?q=97209')
  })

  it('CAT-037 an unknown store, a store of another country or an unknown intent is a 400', async () => {
    const jar = new CookieJar()
    const unknown = await locatorPost(jar, { intent: 'set-favorite-store', storeId: 'store-9999' })
    expect(unknown.status).toBe(400)
    expect(await bodyOf(unknown)).toEqual({
      intent: 'set-favorite-store',
      target: 'store-9999',
      errors: { form: STORE_MESSAGES.chooseStore },
      values: {},
    })
    const abroad = await locatorPost(jar, { intent: 'set-favorite-store', storeId: 'store-0301' })
    expect(abroad.status).toBe(400)
    const other = await locatorPost(jar, { intent: 'pick-up-in-store', storeId: PORTLAND, upc: SIZE_9 })
    expect(other.status).toBe(400)
    expect(favoriteOf(jar)).toBeUndefined()
  })

  it('a redirectTo off our origin is not followed', async () => {
    const jar = new CookieJar()
    const result = await locatorPost(jar, {
      intent: 'set-favorite-store',
      storeId: PORTLAND,
      redirectTo: 'https://evil.example/x',
    })
    expect(result.response!.headers.get('Location')).toBe('/en-us/stores?q=97209')
  })
})

describe('PDP store page', () => {
  it('CAT-002 CAT-036 lists stores with the size’s stock, searching with the upc', async () => {
    const { status, data } = await storesPage('?color=001&size=9&q=97209')
    expect(status).toBe(200)
    expect(data).toMatchObject({
      name: 'Tempo Trail Runner',
      size: { label: '9', upc: SIZE_9 },
      productPath: `${PDP}?color=001&size=9`,
      action: `${STORES_PAGE}?color=001&size=9&q=97209`,
    })
    expect(data!.stores![0]).toMatchObject({ id: PORTLAND, level: 'low-stock', pickup: true })
    const call = (await capturedRequests()).find((c) => c.path === '/stores/v1/search')
    expect(call!.body).toEqual({ postalCode: '97209', country: 'US', productId: 'RS100001', upc: SIZE_9 })
  })

  it('CAT-002 a store without the size offers no pickup', async () => {
    const { data } = await storesPage('?color=001&size=9&q=Denver')
    expect(data!.stores![0]).toMatchObject({ id: DENVER, level: 'out-of-stock', pickup: false })
  })

  it('without a size it asks for one and searches nothing; size links keep the place', async () => {
    const { data } = await storesPage('?color=001&q=97209')
    expect(data!.size).toBeNull()
    expect(data!.stores).toBeNull()
    expect(data!.sizes.find((s) => s.label === '9')?.href).toBe(`${STORES_PAGE}?color=001&size=9&q=97209`)
    expect((await capturedRequests()).some((c) => c.path === '/stores/v1/search')).toBe(false)
  })

  it('an empty place gets its message at the field', async () => {
    const { data } = await storesPage('?color=001&size=9&q=')
    expect(data).toMatchObject({ error: STORE_MESSAGES.placeRequired, stores: null })
  })

  it('an unknown product is a 404', async () => {
    const { status } = await runRoute(pdpStoresLoader, get('/en-us/p/nothing-RS999999/stores'), {
      locale: 'en-us',
      slugId: 'nothing-RS999999',
    })
    expect(status).toBe(404)
  })

  it('CAT-037 set-favorite-store from the dialog goes back to the product page; the PDP shows the store’s stock', async () => {
    const jar = new CookieJar()
    const result = await storesPost(jar, {
      intent: 'set-favorite-store',
      storeId: PORTLAND,
      redirectTo: `${PDP}?color=001&size=9`,
    })
    expect(result.response!.headers.get('Location')).toBe(`${PDP}?color=001&size=9`)
    expect(favoriteOf(jar)?.id).toBe(PORTLAND)

    const pdp = await runRoute<PdpData>(pdpLoader, get(`${PDP}?color=001&size=9`, jar), P)
    expect(pdp.data!.favoriteStore).toMatchObject({ id: PORTLAND, name: 'Ridgeline Portland Pearl District' })
    await expect(pdp.data!.favoriteStore!.level).resolves.toBe('low-stock')
    // Without a size, the store is named but no stock is claimed.
    const noSize = await runRoute<PdpData>(pdpLoader, get(PDP, jar), P)
    expect(noSize.data!.favoriteStore!.level).toBeNull()
  })

  it('CAT-037 on the store page, replacing the favourite store asks first (change-store confirmation)', async () => {
    const jar = new CookieJar()
    await storesPost(jar, { intent: 'set-favorite-store', storeId: DENVER }, '?color=001&size=9&q=Denver')
    const ask = await storesPost(jar, { intent: 'set-favorite-store', storeId: PORTLAND })
    expect(ask.response!.headers.get('Location')).toBe(
      `${STORES_PAGE}?color=001&size=9&q=97209&confirm=${PORTLAND}`,
    )
    const { data } = await storesPage(`?color=001&size=9&q=97209&confirm=${PORTLAND}`, jar)
    expect(data!.confirm).toMatchObject({ current: { id: DENVER }, next: { id: PORTLAND } })
    expect(data!.favorite?.id).toBe(DENVER)
  })

  it('the PDP line stays quiet when the store search fails', async () => {
    const jar = new CookieJar()
    await storesPost(jar, { intent: 'set-favorite-store', storeId: PORTLAND })
    await injectFault({ path: '/stores/v1/search', status: 503 })
    const pdp = await runRoute<PdpData>(pdpLoader, get(`${PDP}?color=001&size=9`, jar), P)
    expect(pdp.status).toBe(200)
    await expect(pdp.data!.favoriteStore!.level).resolves.toBe('unknown')
  })
})

describe('pick up in store', () => {
  it('CART-024 CART-026 CART-045 a pick-up in store that starts the cart reserves the size at the store in one call (POST /cart/v1/reserveWithItem)', async () => {
    const jar = new CookieJar()
    const result = await storesPost(jar, {
      intent: 'pick-up-in-store',
      storeId: PORTLAND,
      upc: SIZE_9,
      qty: '1',
      redirectTo: `${PDP}?color=001&size=9`,
    })
    expect(result.status).toBe(303)
    expect(result.response!.headers.get('Location')).toBe(`${PDP}?color=001&size=9`)
    expect(toastOf(result.cookies)).toMatchObject({
      type: 'success',
      title: 'Added to your cart for pickup at Ridgeline Portland Pearl District.',
      link: { href: '/en-us/cart', label: 'View cart' },
    })
    const calls = (await capturedRequests()).filter((c) => c.path.startsWith('/cart/'))
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /cart/v1/reserveWithItem'])
    expect(calls[0]!.body).toMatchObject({
      storeId: PORTLAND,
      item: { productId: 'RS100001', upc: SIZE_9, qty: 1 },
    })

    const cart = await runRoute<CartData>(cartLoader, get('/en-us/cart', jar), L)
    const items = cart.data!.cart!.items
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      upc: SIZE_9,
      group: 'pickup',
      delivery: { code: 'pickup', storeId: PORTLAND },
    })
  })

  it('CART-024 CART-017 CART-026 a line already delivered home moves to pickup at the store (no reservation: the cart exists)', async () => {
    const jar = new CookieJar()
    const add = await runRoute(
      cartAction,
      post('/en-us/cart', { intent: 'add-to-cart', productId: 'RS100001', upc: SIZE_9, qty: '1' }, jar),
      L,
    )
    jar.store(add.cookies)
    await storesPost(jar, { intent: 'pick-up-in-store', storeId: PORTLAND, upc: SIZE_9 })
    const calls = await capturedRequests()
    expect(calls.some((c) => c.path === '/cart/v1/reserveWithItem')).toBe(false)
    const put = calls.find((c) => c.method === 'PUT' && c.path.endsWith('/item'))
    expect(put!.query).toMatchObject({ action: 'pickup', favStoreId: PORTLAND })
    expect(put!.body).toMatchObject({ upc: SIZE_9, qty: 2, storeId: PORTLAND })
    const cart = await runRoute<CartData>(cartLoader, get('/en-us/cart', jar), L)
    expect(cart.data!.cart!.items).toMatchObject([{ qty: 2, group: 'pickup' }])
  })

  it('CART-024 a store without the size refuses it, and nothing is added', async () => {
    const jar = new CookieJar()
    const result = await storesPost(
      jar,
      { intent: 'pick-up-in-store', storeId: DENVER, upc: SIZE_9 },
      '?color=001&size=9&q=Denver',
    )
    expect(result.status).toBe(409)
    expect(await bodyOf(result)).toEqual({
      intent: 'pick-up-in-store',
      target: DENVER,
      errors: {
        form: 'This size cannot be picked up at Ridgeline Denver LoDo. Please choose another store.',
      },
      values: {},
    })
    expect((await capturedRequests()).some((c) => c.path.startsWith('/cart/'))).toBe(false)
  })

  it('a upc of another product or no size is a 400', async () => {
    const jar = new CookieJar()
    const other = await storesPost(jar, {
      intent: 'pick-up-in-store',
      storeId: PORTLAND,
      upc: '846123001001',
    })
    expect(other.status).toBe(400)
    expect(await bodyOf(other)).toMatchObject({
      intent: 'pick-up-in-store',
      errors: { form: STORE_MESSAGES.chooseSize },
    })
    const none = await storesPost(jar, { intent: 'pick-up-in-store', storeId: PORTLAND })
    expect(none.status).toBe(400)
    expect(await bodyOf(none)).toMatchObject({ errors: { form: STORE_MESSAGES.chooseSize } })
  })

  it('CAT-037 CART-024 an unknown or missing intent is refused with 400, and nothing changes', async () => {
    const jar = new CookieJar()
    for (const form of [{ intent: 'delete-store' }, {}] as Record<string, string>[]) {
      const result = await storesPost(jar, { storeId: PORTLAND, upc: SIZE_9, ...form })
      expect(result.status, JSON.stringify(form)).toBe(400)
    }
    expect(favoriteOf(jar)).toBeUndefined()
    expect((await capturedRequests()).some((c) => c.path.startsWith('/cart/'))).toBe(false)
  })

  it('ERR-001 a refused cart call shows the catalogue message on the page, not a 500', async () => {
    const jar = new CookieJar()
    await injectFault({ path: '^/cart/v1/reserveWithItem$', method: 'POST', status: 409, errorId: 'INV700' })
    const result = await storesPost(jar, { intent: 'pick-up-in-store', storeId: PORTLAND, upc: SIZE_9 })
    expect(result.status).toBe(409)
    expect(await bodyOf(result)).toMatchObject({
      intent: 'pick-up-in-store',
      target: PORTLAND,
      errors: { form: 'This item is out of stock.' },
    })
  })
})
