import { describe, expect, it } from 'vitest'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart.tsx'
import { action as billingAction } from '#app/routes/checkout-billing.tsx'
import { action as shippingAction } from '#app/routes/checkout-shipping.tsx'
import { action as summaryAction, loader as summaryLoader } from '#app/routes/checkout-summary.tsx'
import { loader as confirmationLoader } from '#app/routes/order-confirmation.tsx'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'
import { capturedRequests, injectFault, placedOrders } from '#tests/helpers/emulator.ts'
import { ADDRESS as SHOPPER_ADDRESS } from '#tests/helpers/shopper-data.ts'

const L = { locale: 'en-us' }
const SIZE_9 = '846121001041'
const SIZE_11_SOLD_OUT = '846121001089'
const PDP = '/en-us/p/tempo-trail-runner-RS100001?color=001&size=9'

// The test shopper's address, with the step's submit button.
const ADDRESS = { intent: 'save-shipping', ...SHOPPER_ADDRESS }

async function addToCart(jar: CookieJar, upc = SIZE_9, qty = '1', redirectTo = PDP) {
  const result = await runRoute(
    cartAction,
    post('/en-us/cart', { intent: 'add-to-cart', productId: 'RS100001', upc, qty, redirectTo }, jar),
    L,
  )
  jar.store(result.cookies)
  return result
}

describe('cart', () => {
  it('CART-014 the first add creates the cart holding the item in one call (POST /cart/v1/cartWithItem) and returns to the page', async () => {
    const jar = new CookieJar()
    const result = await addToCart(jar)
    expect(result.status).toBe(303)
    expect(result.response?.headers.get('Location')).toBe(PDP)
    expect(toastOf(result.cookies)?.title).toBe('Added to your cart.')
    const calls = await capturedRequests()
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /token/v2/auth/token',
      'POST /cart/v1/cartWithItem',
    ])
    expect(calls[1]?.body).toMatchObject({ items: [{ productId: 'RS100001', upc: SIZE_9, qty: 1 }] })

    const cart = await runRoute<Awaited<ReturnType<typeof cartLoader>>>(
      cartLoader,
      get('/en-us/cart', jar),
      L,
    )
    expect(cart.data?.cart?.items).toHaveLength(1)
    expect(cart.data?.cart?.items[0]).toMatchObject({ productId: 'RS100001', upc: SIZE_9, qty: 1 })
  })

  it('CART-014 a later add goes to the cart the first add created (POST /cart/v1/item)', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await addToCart(jar, SIZE_9, '2')
    const calls = (await capturedRequests()).map((c) => `${c.method} ${c.path}`)
    expect(calls.filter((c) => c.startsWith('POST /cart/'))).toEqual([
      'POST /cart/v1/cartWithItem',
      'POST /cart/v1/item',
    ])
    const cart = await runRoute<Awaited<ReturnType<typeof cartLoader>>>(
      cartLoader,
      get('/en-us/cart', jar),
      L,
    )
    expect(cart.data?.cart?.items).toEqual([expect.objectContaining({ upc: SIZE_9, qty: 3 })])
  })

  it('CART-014 a refused first add (sold out) leaves no cart behind', async () => {
    const jar = new CookieJar()
    await addToCart(jar, SIZE_11_SOLD_OUT)
    await addToCart(jar)
    const creates = (await capturedRequests()).filter((c) => c.path === '/cart/v1/cartWithItem')
    expect(creates).toHaveLength(2)
    const cart = await runRoute<Awaited<ReturnType<typeof cartLoader>>>(
      cartLoader,
      get('/en-us/cart', jar),
      L,
    )
    expect(cart.data?.cart?.items).toEqual([expect.objectContaining({ upc: SIZE_9, qty: 1 })])
  })

  it('keeps a redirect target only on our own origin', async () => {
    const jar = new CookieJar()
    const result = await addToCart(jar, SIZE_9, '1', 'https://evil.example/')
    expect(result.response?.headers.get('Location')).toBe('/en-us/cart')
  })

  it('ERR-039 shows the catalogue message when the size is out of stock, and adds nothing', async () => {
    const jar = new CookieJar()
    const result = await addToCart(jar, SIZE_11_SOLD_OUT)
    expect(result.status).toBe(303)
    expect(toastOf(result.cookies)).toMatchObject({ type: 'error' })
    expect(toastOf(result.cookies)?.title).toMatch(/out of stock/i)
  })

  it('updates a quantity and removes a line, as plain form posts', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    const before = await runRoute<Awaited<ReturnType<typeof cartLoader>>>(
      cartLoader,
      get('/en-us/cart', jar),
      L,
    )
    const item = before.data!.cart!.items[0]!
    const update = await runRoute(
      cartAction,
      post(
        '/en-us/cart',
        { intent: 'update-quantity', itemId: item.id, productId: item.productId, upc: item.upc, qty: '3' },
        jar,
      ),
      L,
    )
    jar.store(update.cookies)
    expect(toastOf(update.cookies)?.title).toBe('The quantity was updated.')
    const after = await runRoute<Awaited<ReturnType<typeof cartLoader>>>(
      cartLoader,
      get('/en-us/cart', jar),
      L,
    )
    expect(after.data?.cart?.totalItems).toBe(3)

    const removed = await runRoute(
      cartAction,
      post('/en-us/cart', { intent: 'remove-item', itemId: item.id, upc: item.upc }, jar),
      L,
    )
    jar.store(removed.cookies)
    const empty = await runRoute<Awaited<ReturnType<typeof cartLoader>>>(
      cartLoader,
      get('/en-us/cart', jar),
      L,
    )
    expect(empty.data?.cart?.items ?? []).toHaveLength(0)
  })

  it('ERR-130 shows the spec message when a removal fails', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    const cart = await runRoute<Awaited<ReturnType<typeof cartLoader>>>(
      cartLoader,
      get('/en-us/cart', jar),
      L,
    )
    const item = cart.data!.cart!.items[0]!
    await injectFault({ path: '^/cart/v1/item$', method: 'DELETE', status: 500, errorId: 'GEN500', times: 1 })
    const result = await runRoute(
      cartAction,
      post('/en-us/cart', { intent: 'remove-item', itemId: item.id, upc: item.upc }, jar),
      L,
    )
    expect(toastOf(result.cookies)?.title).toBe('Unable to remove item from cart. Please try again later')
  })

  it('answers 400 to an unknown intent', async () => {
    const result = await runRoute(cartAction, post('/en-us/cart', { intent: 'nonsense' }), L)
    expect(result.status).toBe(400)
  })
})

describe('checkout, thin', () => {
  it('VAL-001 VAL-038 gives the spec messages at the fields and keeps what was typed', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    const result = await runRoute<{
      result: { error: Record<string, string[]>; initialValue: Record<string, string> }
    }>(
      shippingAction,
      post('/en-us/checkout/shipping', { ...ADDRESS, firstName: '', addressLine1: 'x'.repeat(31) }, jar),
      L,
    )
    expect(result.response?.status).toBe(400)
    const body = (await result.response!.json()) as {
      result: { error: Record<string, string[]>; initialValue: Record<string, string> }
    }
    expect(body.result.error.firstName).toContain('This field is required')
    expect(body.result.error.addressLine1).toContain('Value must not be longer than 30 characters')
    expect(body.result.initialValue.email).toBe('pat@example.com')
  })

  it('ERR-061 puts the PO box error at the address line', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    const result = await runRoute(
      shippingAction,
      post('/en-us/checkout/shipping', { ...ADDRESS, addressLine1: 'PO Box 12' }, jar),
      L,
    )
    expect(result.response?.status).toBe(400)
    const body = (await result.response!.json()) as { result: { error: Record<string, string[]> } }
    expect(body.result.error.addressLine1?.[0]).toBeTruthy()
  })

  it('CHK places an order through the hosted payment page: shipping → payment → provider → summary → order', async () => {
    const jar = new CookieJar()
    await addToCart(jar)

    const shipping = await runRoute(shippingAction, post('/en-us/checkout/shipping', ADDRESS, jar), L)
    jar.store(shipping.cookies)
    expect(shipping.response?.headers.get('Location')).toBe('/en-us/checkout/billing')

    const billing = await runRoute(
      billingAction,
      post('/en-us/checkout/billing', { intent: 'start-card-payment' }, jar),
      L,
    )
    jar.store(billing.cookies)
    const hpp = billing.response!.headers.get('Location')!
    expect(hpp).toMatch(/^http:\/\/emulator\.test\/__provider\/hpp\//)

    // The shopper pays on the provider's page; the storefront never sees the card number.
    const paid = await fetch(hpp, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        cardholderName: 'Pat Walker',
        cardNumber: '4111 1111 1111 1111',
        expiry: '12/35',
        cvc: '123',
      }),
    })
    expect(paid.status).toBe(303)
    const back = new URL(paid.headers.get('Location')!)
    expect(back.pathname).toBe('/en-us/checkout/summary')

    const summary = await runRoute<Awaited<ReturnType<typeof summaryLoader>>>(
      summaryLoader,
      get(`${back.pathname}${back.search}`, jar),
      L,
    )
    expect(summary.data?.payment).toMatchObject({ status: 'authorised', lastFour: '1111' })
    jar.store(summary.cookies)

    const placed = await runRoute(
      summaryAction,
      post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: summary.data!.orderKey }, jar),
      L,
    )
    jar.store(placed.cookies)
    expect(placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')

    const orders = await placedOrders()
    expect(orders).toHaveLength(1)
    const put = (await capturedRequests()).find(
      (c) => c.method === 'PUT' && c.path === '/cart/v2/checkout/order',
    )
    expect(put?.body).toMatchObject({
      recaptcha_response: expect.any(String),
      paymentMethod: { code: 'CREDIT_CARD' },
    })

    const confirmation = await runRoute<Awaited<ReturnType<typeof confirmationLoader>>>(
      confirmationLoader,
      get('/en-us/order-confirmation', jar),
      L,
    )
    expect(confirmation.data?.order?.orderNumber).toBe(orders[0]!.orderNumber)
    const cart = await runRoute<Awaited<ReturnType<typeof cartLoader>>>(
      cartLoader,
      get('/en-us/cart', jar),
      L,
    )
    expect(cart.data?.cart).toBeNull()
  })

  it('fails closed: no order, the cart kept, a clear message', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    jar.store((await runRoute(shippingAction, post('/en-us/checkout/shipping', ADDRESS, jar), L)).cookies)
    const billing = await runRoute(
      billingAction,
      post('/en-us/checkout/billing', { intent: 'start-card-payment' }, jar),
      L,
    )
    jar.store(billing.cookies)
    await fetch(billing.response!.headers.get('Location')!, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        cardholderName: 'Pat',
        cardNumber: '4111111111111111',
        expiry: '12/35',
        cvc: '123',
      }),
    })
    const summary = await runRoute<Awaited<ReturnType<typeof summaryLoader>>>(
      summaryLoader,
      get('/en-us/checkout/summary', jar),
      L,
    )
    jar.store(summary.cookies)
    await injectFault({
      path: '^/cart/v2/checkout/order$',
      method: 'PUT',
      status: 503,
      errorId: 'GEN500',
      times: 1,
    })
    const placed = await runRoute(
      summaryAction,
      post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: summary.data!.orderKey }, jar),
      L,
    )
    jar.store(placed.cookies)
    expect(placed.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
    expect(toastOf(placed.cookies)).toMatchObject({ type: 'error', persistent: true })
    expect(await placedOrders()).toHaveLength(0)
    const cart = await runRoute<Awaited<ReturnType<typeof cartLoader>>>(
      cartLoader,
      get('/en-us/cart', jar),
      L,
    )
    expect(cart.data?.cart?.items).toHaveLength(1)
  })
})
