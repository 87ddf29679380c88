import { describe, expect, it } from 'vitest'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart.tsx'
import { action as deliveryAction, loader as deliveryLoader } from '#app/routes/cart-delivery.tsx'
import { action as locatorAction } from '#app/routes/stores.tsx'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { findProduct } from '#mocks/catalog/seed/catalog.ts'
import { gwpGiftUpc } from '#mocks/cart/seed/promotions.ts'
import { getStock } from '#mocks/catalog/stock.ts'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'

const L = { locale: 'en-us' }
const SIZE_9 = '846121001041'
const BOTTLE = findProduct('AC100001')!.variants[0]!.upc

type PageData = Awaited<ReturnType<typeof cartLoader>>
type Full = Extract<PageData, { promotions: unknown }>

async function act(jar: CookieJar, form: Record<string, string>) {
  const result = await runRoute<Record<string, unknown>>(cartAction, post('/en-us/cart', form, jar), L)
  jar.store(result.cookies)
  return result
}

async function add(jar: CookieJar, upc = SIZE_9, qty = '1', productId = 'RS100001') {
  return act(jar, { intent: 'add-to-cart', productId, upc, qty, redirectTo: '/en-us/cart' })
}

async function page(jar: CookieJar): Promise<Full> {
  const result = await runRoute<PageData>(cartLoader, get('/en-us/cart', jar), L)
  jar.store(result.cookies)
  const data = result.data!
  if (!data.cart || !data.promotions) throw new Error(`no cart on the page: ${JSON.stringify(data)}`)
  return data as Full
}

async function bodyOf(result: { response: Response | undefined }) {
  return (await result.response!.clone().json()) as {
    reply?: {
      intent: string
      target?: string
      errors: Record<string, string | undefined>
      values: Record<string, string | undefined>
    }
  }
}

const basketOf = async (jar: CookieJar) => (await page(jar)).cart.id

describe('coupons', () => {
  it('CART-019 CART-004 apply-coupon sends {cartId, code}; the discount and the ORDER promotion show', async () => {
    const jar = new CookieJar()
    await add(jar)
    const result = await act(jar, { intent: 'apply-coupon', code: 'welcome10' })
    expect(result.status).toBe(303)
    expect(toastOf(result.cookies)?.title).toBe('Promo code welcome10 applied.')
    const put = (await capturedRequests()).find((c) => c.method === 'PUT' && c.path === '/cart/v1/coupon')
    expect(put?.body).toEqual({ cartId: await basketOf(jar), code: 'welcome10' })
    const data = await page(jar)
    expect(data.cart.coupons).toEqual(['WELCOME10'])
    expect(data.cart.totals.totalDiscount).toBeGreaterThan(0)
    expect(data.promoSummary.find((g) => g.level === 'ORDER')?.promotions[0]?.callout).toBe(
      '10% off your order',
    )
    const item = data.cart.items[0]!
    expect(item.price.priceAfterOrderDiscount).toBeLessThan(item.price.rowTotal!)
  })

  it('CART-020 remove-coupon sends DELETE /cart/v1/coupon and the discount goes', async () => {
    const jar = new CookieJar()
    await add(jar)
    await act(jar, { intent: 'apply-coupon', code: 'WELCOME10' })
    const result = await act(jar, { intent: 'remove-coupon', code: 'WELCOME10' })
    expect(result.status).toBe(303)
    const del = (await capturedRequests()).find((c) => c.method === 'DELETE' && c.path === '/cart/v1/coupon')
    expect(del?.body).toMatchObject({ code: 'WELCOME10' })
    const data = await page(jar)
    expect(data.cart.coupons).toEqual([])
    expect(data.cart.totals.totalDiscount).toBe(0)
  })

  it.each([
    ['ERR-072 PRM130', 'NOPE', errorMessage('PRM130')],
    ['ERR-072 PRM160', 'bad code!', errorMessage('PRM160')],
    ['ERR-073 PRM135', 'NEXTYEAR', 'This promo code cannot be used at the moment.'],
    ['ERR-074 PRM140', 'FIRST100', 'This promo code has reached its usage limit.'],
    ['ERR-075 PRM150', 'THANKYOU', 'This promo code has already been redeemed.'],
    ['ERR-076 PRM155', 'EXPIRED', 'This promo code has expired.'],
  ])('%s shows its message at the code field, keeping what was typed', async (_id, code, message) => {
    const jar = new CookieJar()
    await add(jar)
    const result = await act(jar, { intent: 'apply-coupon', code })
    expect(result.response?.status).toBeGreaterThanOrEqual(400)
    const body = await bodyOf(result)
    expect(body.reply).toEqual({ intent: 'apply-coupon', errors: { code: message }, values: { code } })
  })

  it('ERR-077 ERR-078 the same code twice is PRM416; a second order code is PRM175', async () => {
    const jar = new CookieJar()
    await add(jar)
    await act(jar, { intent: 'apply-coupon', code: 'WELCOME10' })
    const again = await bodyOf(await act(jar, { intent: 'apply-coupon', code: 'WELCOME10' }))
    expect(again.reply?.errors.code).toBe('This promo code is already applied to your cart.')
    const other = await bodyOf(await act(jar, { intent: 'apply-coupon', code: 'SAVE15' }))
    expect(other.reply?.errors.code).toBe('We could not apply this promo code. Please try again.')
  })

  it('an empty code is refused at the field without an upstream call', async () => {
    const jar = new CookieJar()
    await add(jar)
    const result = await act(jar, { intent: 'apply-coupon', code: '  ' })
    expect(result.response?.status).toBe(400)
    expect((await bodyOf(result)).reply).toEqual({
      intent: 'apply-coupon',
      errors: { code: 'Enter a promo code' },
      values: { code: '  ' },
    })
    expect((await capturedRequests()).some((c) => c.path === '/cart/v1/coupon')).toBe(false)
  })
})

describe('quantities and items', () => {
  it('CART-017 CART-062 update-quantity sends the line and answers cartItemQuantityEdited', async () => {
    const jar = new CookieJar()
    await add(jar)
    const item = (await page(jar)).cart.items[0]!
    const result = await act(jar, {
      intent: 'update-quantity',
      itemId: item.id,
      productId: item.productId,
      upc: item.upc,
      qty: '2',
      maxQty: String(item.maxQty),
    })
    expect(toastOf(result.cookies)?.title).toBe('The quantity was updated.')
    const put = (await capturedRequests()).find((c) => c.method === 'PUT' && /\/item$/.test(c.path))
    expect(put?.body).toMatchObject({ itemId: item.id, productId: 'RS100001', upc: SIZE_9, qty: 2 })
  })

  it('ERR-044 ERR-115 INV408 over the max shows the message built from maxAllowedQty at the top', async () => {
    const jar = new CookieJar()
    await add(jar)
    const item = (await page(jar)).cart.items[0]!
    const result = await act(jar, {
      intent: 'update-quantity',
      itemId: item.id,
      productId: item.productId,
      upc: item.upc,
      qty: '11',
    })
    const body = await bodyOf(result)
    expect(body.reply).toEqual({
      intent: 'update-quantity',
      target: item.id,
      errors: { form: 'You have reached the maximum quantity of 10 for this item.' },
      values: {},
    })
  })

  it.each([
    ['ORD404', 'This item is not available.'],
    ['PRC400', 'The price of this item is not valid. Please remove it or try again later.'],
    ['INV702', 'This item has no price at the moment and cannot be bought.'],
  ])('ERR-110 %s on an update is shown on the item', async (errorId, message) => {
    const jar = new CookieJar()
    await add(jar)
    const item = (await page(jar)).cart.items[0]!
    await injectFault({ path: '^/cart/v1/cart/[^/]+/item$', method: 'PUT', status: 409, errorId, times: 1 })
    const body = await bodyOf(
      await act(jar, {
        intent: 'update-quantity',
        itemId: item.id,
        productId: item.productId,
        upc: item.upc,
        qty: '2',
      }),
    )
    expect(body.reply).toEqual({
      intent: 'update-quantity',
      target: item.id,
      errors: { qty: message },
      values: {},
    })
  })

  it('ERR-110 another error on an update goes to the top', async () => {
    const jar = new CookieJar()
    await add(jar)
    const item = (await page(jar)).cart.items[0]!
    await injectFault({
      path: '^/cart/v1/cart/[^/]+/item$',
      method: 'PUT',
      status: 409,
      errorId: 'INV409',
      times: 1,
    })
    const body = await bodyOf(
      await act(jar, {
        intent: 'update-quantity',
        itemId: item.id,
        productId: item.productId,
        upc: item.upc,
        qty: '2',
      }),
    )
    expect(body.reply?.errors).toEqual({ form: expect.any(String) })
  })

  it('ERR-040 ERR-114 INV406 (items out of stock) shows the server message', async () => {
    const jar = new CookieJar()
    const lowStock = findProduct('RS100001')!.variants.find((v) => v.color === '001' && v.size === '10')!.upc
    await add(jar, lowStock)
    const item = (await page(jar)).cart.items[0]!
    const body = await bodyOf(
      await act(jar, {
        intent: 'update-quantity',
        itemId: item.id,
        productId: item.productId,
        upc: item.upc,
        qty: '9',
      }),
    )
    expect(body.reply?.errors.form).toMatch(/^Only \d+ left of Tempo Trail Runner \(/)
  })

  it('CART-018 remove-item sends DELETE /cart/v1/item with cartId, itemId and upc', async () => {
    const jar = new CookieJar()
    await add(jar)
    const data = await page(jar)
    const item = data.cart.items[0]!
    const result = await act(jar, { intent: 'remove-item', itemId: item.id, upc: item.upc })
    expect(toastOf(result.cookies)?.title).toBe('The item was removed from your cart.')
    const del = (await capturedRequests()).find((c) => c.method === 'DELETE' && c.path === '/cart/v1/item')
    expect(del?.body).toEqual({ cartId: data.cart.id, itemId: item.id, upc: item.upc })
  })

  it('CART-017 a refused quantity answers at its line without an upstream call', async () => {
    const jar = new CookieJar()
    await add(jar)
    const item = (await page(jar)).cart.items[0]!
    await fetch('http://emulator.test/__emulator/requests', { method: 'DELETE' })
    const result = await act(jar, {
      intent: 'update-quantity',
      itemId: item.id,
      productId: item.productId,
      upc: item.upc,
      qty: '-1',
    })
    expect(result.response?.status).toBe(400)
    expect((await bodyOf(result)).reply).toEqual({
      intent: 'update-quantity',
      target: item.id,
      errors: { qty: 'Enter a quantity of 0 or more' },
      values: {},
    })
    expect((await capturedRequests()).some((c) => c.method === 'PUT')).toBe(false)
  })

  it('CART-017 CART-018 an unknown intent is refused with 400, and so is a post without one', async () => {
    const jar = new CookieJar()
    await add(jar)
    const item = (await page(jar)).cart.items[0]!
    await fetch('http://emulator.test/__emulator/requests', { method: 'DELETE' })
    const unknown = await act(jar, { intent: 'empty-cart', itemId: item.id, upc: item.upc })
    expect(unknown.response?.status).toBe(400)
    const missing = await act(jar, { itemId: item.id, upc: item.upc })
    expect(missing.response?.status).toBe(400)
    expect((await capturedRequests()).some((c) => c.method !== 'GET')).toBe(false)
  })

  it('CART-061 a line shows its max quantity (10 from the emulator)', async () => {
    const jar = new CookieJar()
    await add(jar)
    expect((await page(jar)).cart.items[0]!.maxQty).toBe(10)
  })
})

describe('gift with purchase and approaching promotions', () => {
  it('CART-065 CART-066 CART-069 a small cart shows free shipping and the gift as approaching, with the amount', async () => {
    const jar = new CookieJar()
    await add(jar, BOTTLE, '1', 'AC100001')
    const data = await page(jar)
    const shipping = data.promotions.find((p) => p.promotionId === 'PROMO-FREE-SHIPPING-THRESHOLD')
    expect(shipping?.status).toBe('Above Threshold')
    expect(shipping?.message).toMatch(/^Spend \$\d+\.\d\d more for free standard shipping$/)
    const gift = data.promotions.find((p) => p.promotionId === 'PROMO_GWP_BEANIE')
    expect(gift).toMatchObject({ isGwp: true, status: 'Above Threshold' })
    expect(gift?.message).toMatch(/^Spend \$\d+\.\d\d more to get a free gift\.$/)
  })

  it('CART-068 a dismissed promotion no longer shows, for the rest of the session', async () => {
    const jar = new CookieJar()
    await add(jar, BOTTLE, '1', 'AC100001')
    const result = await act(jar, {
      intent: 'dismiss-promotion',
      promotionId: 'PROMO-FREE-SHIPPING-THRESHOLD',
    })
    expect(result.status).toBe(303)
    const data = await page(jar)
    expect(data.promotions.map((p) => p.promotionId)).toEqual(['PROMO_GWP_BEANIE'])
  })

  it('CART-047 ERR-116 an earned gift is a bonus line, listed first; changing it reads the spec message', async () => {
    const jar = new CookieJar()
    await add(jar, SIZE_9, '4')
    const data = await page(jar)
    const gift = data.cart.items[0]!
    expect(gift).toMatchObject({ bonus: true, upc: gwpGiftUpc() })
    expect(data.promotions.find((p) => p.promotionId === 'PROMO_GWP_BEANIE')?.status).toBe(
      'Threshold Reached',
    )
    expect(data.promoSummary.map((g) => g.level)).toEqual(['ORDER', 'SHIPPING'])
    const body = await bodyOf(
      await act(jar, {
        intent: 'update-quantity',
        itemId: gift.id,
        productId: gift.productId,
        upc: gift.upc,
        qty: '2',
      }),
    )
    expect(body.reply?.errors.form).toBe('maximum item quantity while in cart')
  })

  it('ERR-080 ERR-116 adding the gift-only item shows the cannot-be-added toast', async () => {
    const jar = new CookieJar()
    const result = await add(jar, gwpGiftUpc()!, '1', 'AC100003')
    expect(toastOf(result.cookies)).toMatchObject({
      type: 'error',
      title: 'This gift item cannot be added to your cart.',
    })
  })
})

describe('notices', () => {
  it('CART-049 CART-052 ERR-135 delivery changes show as information: order updated, with the reason', async () => {
    const jar = new CookieJar()
    await add(jar)
    const data = await page(jar)
    await fetch(`http://emulator.test/__emulator/carts/${data.cart.id}/notices`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        notices: [
          { type: 'OrderShippingMethodDowngraded' },
          { type: 'StsToSthTransition', itemId: data.cart.items[0]!.id },
        ],
      }),
    })
    const after = await page(jar)
    expect(after.notices[0]).toMatchObject({ title: 'order updated', tone: 'info' })
    expect(after.notices[1]).toMatchObject({ title: 'order updated', tone: 'info' })
    expect(after.notices[1]!.message).toMatch(/^Tempo Trail Runner: /)
    expect(after.cart.items[0]!.notices[0]).toMatchObject({
      title: 'order updated',
      message: 'This item can no longer be shipped to the store and will be delivered to your home.',
    })
  })

  it('CART-050 a StsToSthTransition notice stays on its item after the cart stops sending it', async () => {
    const jar = new CookieJar()
    await add(jar)
    const data = await page(jar)
    const itemId = data.cart.items[0]!.id
    const script = (notices: unknown[]) =>
      fetch(`http://emulator.test/__emulator/carts/${data.cart.id}/notices`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ notices }),
      })
    await script([
      { type: 'StsToSthTransition', itemId },
      { type: 'PickupToSthTransition', itemId },
    ])
    expect((await page(jar)).cart.items[0]!.notices).toHaveLength(2)
    await script([])
    const later = (await page(jar)).cart.items[0]!.notices
    expect(later.map((n) => n.message)).toEqual([
      'This item can no longer be shipped to the store and will be delivered to your home.',
    ])
  })

  it('ERR-133 ERR-134 all items fully out of stock: the out-of-stock message and the order cannot be completed', async () => {
    const jar = new CookieJar()
    await add(jar)
    const data = await page(jar)
    await fetch(`http://emulator.test/__emulator/carts/${data.cart.id}/notices`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        notices: [{ type: 'ProductLineItemFullInventoryMissing', itemId: data.cart.items[0]!.id }],
      }),
    })
    const after = await page(jar)
    expect(after.notices[0]!.message).toBe(
      'Your order cannot be completed because the items are out of stock.',
    )
    expect(after.cart.items[0]!.notices[0]!.tone).toBe('warning')
  })
})

describe('recovery', () => {
  it('CART-053 CART-057 ERR-038 ERR-112 a lost cart: POST cart, the remaining items re-added, GET retried', async () => {
    const jar = new CookieJar()
    await add(jar, SIZE_9, '2')
    const old = await basketOf(jar)
    await fetch(`http://emulator.test/__emulator/carts/${old}/expire`, { method: 'POST' })
    await fetch('http://emulator.test/__emulator/requests', { method: 'DELETE' })
    const data = await page(jar)
    // The cart's calls; the page's decide call (decision 039) is not part of the recovery.
    const calls = (await capturedRequests())
      .map((c) => `${c.method} ${c.path}`)
      .filter((call) => !call.includes('/api/engine/'))
    expect(calls).toEqual([
      `GET /cart/v1/cart/${old}`,
      'POST /cart/v1/cart',
      'POST /cart/v1/item',
      `GET /cart/v1/cart/${data.cart.id}`,
    ])
    expect(data.cart.id).not.toBe(old)
    expect(data.cart.items[0]).toMatchObject({ upc: SIZE_9, qty: 2 })
    expect(data.recovery).toBeUndefined()
  })

  it('CART-054 a quantity update on a lost cart rebuilds it and retries on the new line', async () => {
    const jar = new CookieJar()
    await add(jar)
    const data = await page(jar)
    const item = data.cart.items[0]!
    await fetch(`http://emulator.test/__emulator/carts/${data.cart.id}/expire`, { method: 'POST' })
    const result = await act(jar, {
      intent: 'update-quantity',
      itemId: item.id,
      productId: item.productId,
      upc: item.upc,
      qty: '3',
    })
    expect(result.status).toBe(303)
    const after = await page(jar)
    expect(after.cart.id).not.toBe(data.cart.id)
    expect(after.cart.items.find((i) => !i.bonus)).toMatchObject({ upc: SIZE_9, qty: 3 })
  })

  it('CART-054 a removal on a lost cart rebuilds it and removes the line there', async () => {
    const jar = new CookieJar()
    await add(jar)
    await add(jar, BOTTLE, '1', 'AC100001')
    const data = await page(jar)
    const shoe = data.cart.items.find((i) => i.upc === SIZE_9)!
    await fetch(`http://emulator.test/__emulator/carts/${data.cart.id}/expire`, { method: 'POST' })
    await act(jar, { intent: 'remove-item', itemId: shoe.id, upc: shoe.upc })
    const after = await page(jar)
    expect(after.cart.items.map((i) => i.upc)).toEqual([BOTTLE])
  })

  it('CART-058 when re-adding fails the cart-expired message shows', async () => {
    const jar = new CookieJar()
    await add(jar)
    const old = await basketOf(jar)
    await fetch(`http://emulator.test/__emulator/carts/${old}/expire`, { method: 'POST' })
    await injectFault({ path: '^/cart/v1/item$', method: 'POST', status: 409, errorId: 'INV700', times: 1 })
    const result = await runRoute<PageData>(cartLoader, get('/en-us/cart', jar), L)
    expect(result.data?.recovery).toEqual({ message: 'Your cart has expired. Please add your items again.' })
  })

  it('CART-055 CART-056 ERR-010 ERR-111 AUT498: signed out, a new guest token, the cart rebuilt as a guest, reload after 4 s', async () => {
    const jar = new CookieJar()
    await add(jar, SIZE_9, '2')
    const oldSession = jar.get('__session')
    await fetch('http://emulator.test/__emulator/requests', { method: 'DELETE' })
    await injectFault({
      path: '^/cart/v1/cart/bsk-',
      method: 'GET',
      status: 401,
      errorId: 'AUT498',
      times: 1,
    })
    const result = await runRoute<PageData>(cartLoader, get('/en-us/cart', jar), L)
    jar.store(result.cookies)
    expect(result.data?.recovery).toEqual({
      message: 'Your session has expired. Please sign in again.',
      reloadAfterMs: 4000,
    })
    // The commerce calls; the page's content section (read beside the cart) and its decide call are not
    // part of the recovery.
    const calls = (await capturedRequests())
      .map((c) => `${c.method} ${c.path}`)
      .filter((call) => !/ \/(live\/caas|fapi\/components|decision\/api\/engine)\//.test(call))
    expect(calls.slice(1)).toEqual(['POST /token/v2/auth/token', 'POST /cart/v1/cart', 'POST /cart/v1/item'])
    const guest = (await capturedRequests()).find((c) => c.path === '/token/v2/auth/token')
    expect(guest?.body).toMatchObject({ type: 'Guest' })
    expect(jar.get('__session')).not.toBe(oldSession)
    const after = await page(jar)
    expect(after.cart.items[0]).toMatchObject({ upc: SIZE_9, qty: 2 })
  })

  it('ERR-010 AUT498 on a change sends the shopper to the cart with the error toast', async () => {
    const jar = new CookieJar()
    await add(jar)
    const item = (await page(jar)).cart.items[0]!
    await injectFault({
      path: '^/cart/v1/cart/[^/]+/item$',
      method: 'PUT',
      status: 401,
      errorId: 'AUT498',
      times: 1,
    })
    const result = await act(jar, {
      intent: 'update-quantity',
      itemId: item.id,
      productId: item.productId,
      upc: item.upc,
      qty: '2',
    })
    expect(result.response?.headers.get('Location')).toBe('/en-us/cart')
    expect(toastOf(result.cookies)).toMatchObject({
      type: 'error',
      title: 'Your session has expired. Please sign in again.',
    })
    expect((await page(jar)).cart.items[0]).toMatchObject({ upc: SIZE_9, qty: 1 })
  })

  it('CART-013 ten parallel first adds create one cart holding all ten lines', async () => {
    const jar = new CookieJar()
    // The session (and its guest token) exists before the adds, as it does after any page view.
    jar.store((await runRoute(cartLoader, get('/en-us/cart', jar), L)).cookies)
    const upcs = findProduct('RS100001')!
      .variants.filter((v) => getStock(v.upc) > 0)
      .slice(0, 10)
      .map((v) => v.upc)
    expect(upcs).toHaveLength(10)
    const results = await Promise.all(
      upcs.map((upc) =>
        runRoute(
          cartAction,
          post(
            '/en-us/cart',
            {
              intent: 'add-to-cart',
              productId: 'RS100001',
              upc,
              qty: '1',
            },
            jar,
          ),
          L,
        ),
      ),
    )
    expect(results.every((r) => r.status === 303)).toBe(true)
    const creates = (await capturedRequests()).filter(
      (c) => c.method === 'POST' && (c.path === '/cart/v1/cart' || c.path === '/cart/v1/cartWithItem'),
    )
    expect(creates).toHaveLength(1)
    jar.store(results.at(-1)!.cookies)
    const data = await page(jar)
    const lines = data.cart.items.filter((i) => !i.bonus)
    expect(lines.map((i) => i.upc).sort()).toEqual([...upcs].sort())
  })
})

describe('delivery per item', () => {
  it('CART-022 CART-021 CART-048 the delivery page lists the methods fastest first; choosing one posts the shipment method', async () => {
    const jar = new CookieJar()
    await add(jar)
    const item = (await page(jar)).cart.items[0]!
    const result = await runRoute<Awaited<ReturnType<typeof deliveryLoader>>>(
      deliveryLoader,
      get(`/en-us/cart/delivery/${item.id}`, jar),
      { ...L, itemId: item.id },
    )
    expect(result.data?.methods.map((m) => m.code)).toEqual(['express', 'standard'])
    const set = await runRoute(
      deliveryAction,
      post(`/en-us/cart/delivery/${item.id}`, { intent: 'set-shipping-method', code: 'express' }, jar),
      { ...L, itemId: item.id },
    )
    jar.store(set.cookies)
    expect(set.response?.headers.get('Location')).toBe('/en-us/cart')
    const call = (await capturedRequests()).find((c) => c.path === '/cart/v1/shippingMethod')
    expect(call?.body).toMatchObject({ code: 'express', shippingId: 'me', shopperAppliedSM: true })
    expect((await page(jar)).cart.items[0]!.delivery.code).toBe('express')
  })

  it('CART-017 CART-045 CART-046 picking up in store sends action=pickup with the store; the line moves to the pickup group, last', async () => {
    const jar = new CookieJar()
    await add(jar)
    await add(jar, BOTTLE, '1', 'AC100001')
    const shoe = (await page(jar)).cart.items.find((i) => i.upc === SIZE_9)!
    const found = await runRoute<Awaited<ReturnType<typeof deliveryLoader>>>(
      deliveryLoader,
      get(`/en-us/cart/delivery/${shoe.id}?q=97201`, jar),
      { ...L, itemId: shoe.id },
    )
    const store = found.data!.stores![0]!
    expect(store.id).toBe('store-0101')
    const mode = store.available ? 'pickup' : 'sts'
    await runRoute(
      deliveryAction,
      post(
        `/en-us/cart/delivery/${shoe.id}`,
        { intent: 'set-delivery', itemId: shoe.id, mode, storeId: store.id },
        jar,
      ),
      { ...L, itemId: shoe.id },
    )
    const put = (await capturedRequests()).find((c) => c.method === 'PUT' && /\/item$/.test(c.path))
    expect(put?.query).toMatchObject({ action: mode, favStoreId: 'store-0101' })
    expect(put?.body).toMatchObject({ storeId: 'store-0101', itemId: shoe.id })
    const after = await page(jar)
    expect(after.cart.items.map((i) => [i.upc, i.group])).toEqual([
      [BOTTLE, 'home'],
      [SIZE_9, 'pickup'],
    ])
    expect(after.cart.items[1]!.delivery).toMatchObject({ code: mode, storeId: 'store-0101' })

    // And back home.
    await runRoute(
      deliveryAction,
      post(`/en-us/cart/delivery/${shoe.id}`, { intent: 'set-delivery', itemId: shoe.id, mode: 'home' }, jar),
      { ...L, itemId: shoe.id },
    )
    expect((await page(jar)).cart.items.every((i) => i.group === 'home')).toBe(true)
  })

  it('CART-024 the store search shows each store with its street address', async () => {
    const jar = new CookieJar()
    await add(jar)
    const item = (await page(jar)).cart.items[0]!
    const found = await runRoute<Awaited<ReturnType<typeof deliveryLoader>>>(
      deliveryLoader,
      get(`/en-us/cart/delivery/${item.id}?q=97201`, jar),
      { ...L, itemId: item.id },
    )
    const store = found.data!.stores![0]!
    expect(store).toMatchObject({
      id: 'store-0101',
      name: 'Ridgeline Portland Pearl District',
      address: '1120 NW Everett Street',
      city: 'Portland',
    })
    expect(found.data!.stores!.every((s) => s.address)).toBe(true)
  })

  it('CHK-007 CART-011 a pick-up point: search by postal code, choose one, the line shows the point', async () => {
    const jar = new CookieJar()
    await add(jar)
    const item = (await page(jar)).cart.items[0]!
    const found = await runRoute<Awaited<ReturnType<typeof deliveryLoader>>>(
      deliveryLoader,
      get(`/en-us/cart/delivery/${item.id}?point=97209`, jar),
      { ...L, itemId: item.id },
    )
    const search = (await capturedRequests()).find((c) => c.path === '/stores/v1/collectionPoints')
    expect(search?.body).toEqual({ country: 'US', postalCode: '97209' })
    const points = found.data!.pudo!.points!
    expect(points[0]).toMatchObject({
      id: 'cp-us-01',
      name: 'ParcelBox Pearl District',
      address: '1005 NW Glisan Street, 97209 Portland',
    })
    const set = await runRoute(
      deliveryAction,
      post(
        `/en-us/cart/delivery/${item.id}`,
        { intent: 'set-delivery', itemId: item.id, mode: 'pudo', storeId: 'cp-us-01' },
        jar,
      ),
      { ...L, itemId: item.id },
    )
    jar.store(set.cookies)
    expect(set.response?.status).toBe(303)
    const put = (await capturedRequests()).find((c) => c.method === 'PUT' && /\/item$/.test(c.path))
    expect(put?.query).toMatchObject({ action: 'pudo' })
    expect(put?.query).not.toHaveProperty('favStoreId')
    expect(put?.body).toMatchObject({ storeId: 'cp-us-01', itemId: item.id })
    const line = (await page(jar)).cart.items[0]!
    expect(line.group).toBe('home')
    expect(line.delivery).toMatchObject({
      code: 'pudo',
      point: { name: 'ParcelBox Pearl District', address: '1005 NW Glisan Street, 97209 Portland' },
    })
    // The delivery page shows the current point and offers home delivery back.
    const again = await runRoute<Awaited<ReturnType<typeof deliveryLoader>>>(
      deliveryLoader,
      get(`/en-us/cart/delivery/${item.id}`, jar),
      { ...L, itemId: item.id },
    )
    expect(again.data!.item).toMatchObject({ code: 'pudo', point: { id: 'cp-us-01' } })
  })

  it('CHK-007 an item that cannot go to a pick-up point is not offered one; a pudo post without a point is refused', async () => {
    const jar = new CookieJar()
    const tent = findProduct('TP100001')!.variants[0]!.upc
    await add(jar, tent, '1', 'TP100001')
    const item = (await page(jar)).cart.items[0]!
    const result = await runRoute<Awaited<ReturnType<typeof deliveryLoader>>>(
      deliveryLoader,
      get(`/en-us/cart/delivery/${item.id}?point=97209`, jar),
      { ...L, itemId: item.id },
    )
    expect(result.data!.pudo).toBeNull()
    expect((await capturedRequests()).some((c) => c.path === '/stores/v1/collectionPoints')).toBe(false)
    const refused = await runRoute(
      deliveryAction,
      post(`/en-us/cart/delivery/${item.id}`, { intent: 'set-delivery', itemId: item.id, mode: 'pudo' }, jar),
      { ...L, itemId: item.id },
    )
    expect(refused.response?.status).toBe(400)
    const body = (await refused.response!.json()) as { reply: { errors: Record<string, string> } }
    expect(body.reply.errors.storeId).toBe('Choose a pick-up point')
  })

  it('a pickup without a store is refused at the field', async () => {
    const jar = new CookieJar()
    await add(jar)
    const item = (await page(jar)).cart.items[0]!
    const result = await runRoute(
      deliveryAction,
      post(
        `/en-us/cart/delivery/${item.id}`,
        { intent: 'set-delivery', itemId: item.id, mode: 'pickup' },
        jar,
      ),
      { ...L, itemId: item.id },
    )
    expect(result.response?.status).toBe(400)
  })

  it('CART-022 CART-023 an unknown intent on the delivery page is refused with 400', async () => {
    const jar = new CookieJar()
    await add(jar)
    const item = (await page(jar)).cart.items[0]!
    const result = await runRoute(
      deliveryAction,
      post(`/en-us/cart/delivery/${item.id}`, { intent: 'set-gift', itemId: item.id, mode: 'home' }, jar),
      { ...L, itemId: item.id },
    )
    expect(result.response?.status).toBe(400)
    expect((await capturedRequests()).some((c) => c.method === 'PUT')).toBe(false)
  })

  it('an unknown line is a 404', async () => {
    const jar = new CookieJar()
    await add(jar)
    const result = await runRoute(deliveryLoader, get('/en-us/cart/delivery/nope', jar), {
      ...L,
      itemId: 'nope',
    })
    expect(result.response?.status).toBe(404)
  })
})

describe('cart reads', () => {
  const cartReads = async (basketId: string) =>
    (await capturedRequests()).filter((c) => c.method === 'GET' && c.path === `/cart/v1/cart/${basketId}`)

  it('CART-015 without a favourite store the cart page reads the cart with inventorySupplyCheck only', async () => {
    const jar = new CookieJar()
    await add(jar)
    const id = await basketOf(jar)
    const reads = await cartReads(id)
    expect(reads.at(-1)?.query).toEqual({ inventorySupplyCheck: 'true', locale: 'en_US' })
  })

  it('CART-015 the cart read sends the favourite store as favStoreId; the cart keeps it', async () => {
    const jar = new CookieJar()
    await add(jar)
    const favorite = await runRoute(
      locatorAction,
      post('/en-us/stores?q=97209', { intent: 'set-favorite-store', storeId: 'store-0101' }, jar),
      L,
    )
    jar.store(favorite.cookies)
    const data = await page(jar)
    const reads = await cartReads(data.cart.id)
    expect(reads.at(-1)?.query).toMatchObject({ favStoreId: 'store-0101', inventorySupplyCheck: 'true' })
    expect(reads.at(-1)?.query).not.toHaveProperty('isPatchRequired')
    // Another page's read (the delivery page) sends the store too, without the cart page's check.
    const item = data.cart.items[0]!
    await runRoute(deliveryLoader, get(`/en-us/cart/delivery/${item.id}`, jar), { ...L, itemId: item.id })
    const last = (await cartReads(data.cart.id)).at(-1)
    expect(last?.query).toMatchObject({ favStoreId: 'store-0101' })
    expect(last?.query).not.toHaveProperty('inventorySupplyCheck')
  })

  it('CART-015 a favourite store of another site is not sent', async () => {
    const jar = new CookieJar()
    const favorite = await runRoute(
      locatorAction,
      post('/en-us/stores?q=97209', { intent: 'set-favorite-store', storeId: 'store-0101' }, jar),
      L,
    )
    jar.store(favorite.cookies)
    const added = await runRoute(
      cartAction,
      post('/en-gb/cart', { intent: 'add-to-cart', productId: 'RS100001', upc: SIZE_9, qty: '1' }, jar),
      { locale: 'en-gb' },
    )
    jar.store(added.cookies)
    const result = await runRoute<PageData>(cartLoader, get('/en-gb/cart', jar), { locale: 'en-gb' })
    const reads = await cartReads(result.data!.cart!.id)
    expect(reads.at(-1)?.query).not.toHaveProperty('favStoreId')
  })
})

describe('mini cart', () => {
  it('CART-025 an enhanced add answers with the mini cart: the line just added and the subtotal, no redirect', async () => {
    const jar = new CookieJar()
    const result = await act(jar, {
      intent: 'add-to-cart',
      productId: 'RS100001',
      upc: SIZE_9,
      qty: '2',
      redirectTo: '/en-us/p/tempo-trail-runner-RS100001?size=9',
      enhanced: '1',
    })
    expect(result.response?.status ?? 200).toBe(200)
    const miniCart = (result.data as { miniCart: Record<string, unknown> }).miniCart
    expect(miniCart).toMatchObject({
      message: 'Added to your cart.',
      currency: 'USD',
      totalItems: 2,
      subtotal: 259.9,
      item: { name: 'Tempo Trail Runner', qty: 2, price: 259.9 },
    })
    // The cart it describes is the session's cart.
    expect((await page(jar)).cart.totalItems).toBe(2)
  })

  it('CART-025 a plain add still redirects back with the toast', async () => {
    const jar = new CookieJar()
    const result = await add(jar)
    expect(result.response?.status).toBe(303)
    expect(toastOf(result.cookies)).toMatchObject({ title: 'Added to your cart.' })
  })
})
