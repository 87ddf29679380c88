import { describe, expect, it } from 'vitest'
import type { RouterContextProvider } from 'react-router'
import { getShopper, type Shopper } from '#app/context.server.ts'
import { basketIdOf } from '#app/features/cart/basket-id.server.ts'
import { loader as indexLoader } from '#app/routes/checkout-index.tsx'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import { STEPS } from '#app/routes/checkout.tsx'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { loader as confirmationLoader } from '#app/routes/order-confirmation.tsx'
import {
  getPaymentMethods,
  patchOrder,
  removeBillingAddress,
  removeShippingAddress,
} from '#app/features/cart/api/checkout.server.ts'
import { ADDRESS, addToCart, L, payByCard, readyToPlace, shipTo } from '#tests/helpers/checkout.ts'
import { capturedRequests, injectFault, placedOrders, type Captured } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

/** Runs `call` with the shopper of the jar's session (its API client and cart id). */
async function asShopper<T>(jar: CookieJar, call: (shopper: Shopper, basketId: string) => Promise<T>) {
  const result = await runRoute<T>(
    ({ context }: { context: RouterContextProvider }) => {
      const shopper = getShopper(context)
      return call(shopper, basketIdOf(shopper.session)!)
    },
    get('/en-us/checkout/billing', jar),
    L,
  )
  jar.store(result.cookies)
  return result.data as T
}

async function calls(method: string, path: RegExp | string): Promise<Captured[]> {
  return (await capturedRequests()).filter(
    (c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)),
  )
}

async function placeOrder(jar: CookieJar) {
  const key = await readyToPlace(jar)
  const placed = await runRoute(
    summaryAction,
    post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: key }, jar),
    L,
  )
  jar.store(placed.cookies)
  return placed
}

describe('CHK-001 checkout steps', () => {
  it('are shipping, billing, summary in that order, and a normal start is at shipping', async () => {
    expect(STEPS).toEqual(['shipping', 'billing', 'summary'])
    const jar = new CookieJar()
    await addToCart(jar)
    const start = await runRoute(indexLoader, get('/en-us/checkout', jar), L)
    expect(start.response?.headers.get('Location')).toBe('/en-us/checkout/shipping')
  })
})

describe('checkout cart calls', () => {
  it('CHK-015 the shipping address is posted as an addresses array with recaptcha_response; query context and bid', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await shipTo(jar)
    const [call] = await calls('POST', /^\/cart\/v2\/cart\/[^/]+\/shippingAddress$/)
    const basketId = call!.path.split('/')[4]
    expect(call!.query).toMatchObject({ context: 'checkout', bid: basketId })
    expect(call!.body).toMatchObject({
      // VAL-026: the phone in international form.
      addresses: [
        { ...ADDRESS, addressLine2: undefined, country: 'US', shippingId: 'me', phone: `+1${ADDRESS.phone}` },
      ].map(({ addressLine2: _unused, ...a }) => expect.objectContaining(a)),
      recaptcha_response: expect.any(String),
    })
  })

  it('CHK-017 the address is validated before it is set, and an address the cart rejects is not set', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await shipTo(jar)
    const paths = (await capturedRequests()).map((c) => `${c.method} ${c.path}`)
    const validation = paths.findIndex((p) =>
      /^POST \/cart\/v1\/cart\/[^/]+\/shippingAddress\/validation$/.test(p),
    )
    const set = paths.findIndex((p) => /^POST \/cart\/v2\/cart\/[^/]+\/shippingAddress$/.test(p))
    expect(validation).toBeGreaterThanOrEqual(0)
    expect(validation).toBeLessThan(set)
    const [call] = await calls('POST', /\/shippingAddress\/validation$/)
    expect(call!.body).toMatchObject({ addresses: [expect.objectContaining({ postalCode: '97201' })] })

    const other = new CookieJar()
    await addToCart(other)
    const before = (await calls('POST', /^\/cart\/v2\/cart\/[^/]+\/shippingAddress$/)).length
    // A US site with a postal code of the wrong shape: the validation call says no.
    const rejected = await shipTo(other, { ...ADDRESS, postalCode: 'ABCDE' })
    expect(rejected.status).toBe(400)
    expect((await calls('POST', /^\/cart\/v2\/cart\/[^/]+\/shippingAddress$/)).length).toBe(before)
  })

  it('CHK-016 DELETE removes the shipping address (with the same query)', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await shipTo(jar)
    const cart = await asShopper(jar, (s, id) => removeShippingAddress(s.api, id))
    expect(cart.shippingAddress).toBeUndefined()
    const [call] = await calls('DELETE', /^\/cart\/v2\/cart\/[^/]+\/shippingAddress$/)
    expect(call!.query).toMatchObject({ context: 'checkout', bid: cart.id })
  })

  it('CHK-018 the shipping step sets the billing address with POST …/billingAddress', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await shipTo(jar)
    const [call] = await calls('POST', /^\/cart\/v1\/cart\/[^/]+\/billingAddress$/)
    expect(call!.body).toMatchObject({ firstName: 'Pat', postalCode: '97201', approachType: 'B' })
  })

  it('CHK-019 DELETE …/billingAddress removes the billing address', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await shipTo(jar)
    const cart = await asShopper(jar, (s, id) => removeBillingAddress(s.api, id))
    expect(cart.billingAddress).toBeUndefined()
    expect(await calls('DELETE', `/cart/v1/cart/${cart.id}/billingAddress`)).toHaveLength(1)
  })

  it('CHK-020 GET …/paymentMethods lists the methods for the cart', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    const methods = await asShopper(jar, (s, id) => getPaymentMethods(s.api, id))
    expect(methods.map((m) => m.id)).toEqual(expect.arrayContaining(['CREDIT_CARD', 'GIFT_CARD']))
    expect(await calls('GET', /^\/cart\/v1\/cart\/[^/]+\/paymentMethods$/)).toHaveLength(1)
  })

  it('CHK-025 GET /cart/v1/paymentSession carries referer, paymentMethodId and paymentMethod', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await shipTo(jar)
    await payByCard(jar)
    const [call] = await calls('GET', '/cart/v1/paymentSession')
    expect(call!.query).toMatchObject({
      referer: expect.stringMatching(/^http.*\/en-us\/checkout\/summary$/),
      paymentMethodId: 'CREDIT_CARD',
      paymentMethod: 'CREDIT_CARD',
    })
  })

  it('CHK-026 place order first prepares the order with body basketId', async () => {
    const jar = new CookieJar()
    await placeOrder(jar)
    const paths = (await capturedRequests()).map((c) => `${c.method} ${c.path}`)
    const prepare = paths.indexOf('POST /cart/v1/cart/prepareOrder')
    expect(prepare).toBeGreaterThanOrEqual(0)
    expect(prepare).toBeLessThan(paths.indexOf('PUT /cart/v2/checkout/order'))
    const [call] = await calls('POST', '/cart/v1/cart/prepareOrder')
    const [put] = await calls('PUT', '/cart/v2/checkout/order')
    expect(call!.body).toEqual({ basketId: (put!.body as { cartId: string }).cartId })
  })

  it('CHK-028 PATCH …/checkout/order/{orderNumber} sends the payment code with additionalData', async () => {
    const jar = new CookieJar()
    await placeOrder(jar)
    const [order] = await placedOrders()
    const patched = await asShopper(jar, (s) =>
      patchOrder(s.api, order!.orderNumber, { code: 'CREDIT_CARD', additionalData: { threeDS2Result: 'Y' } }),
    )
    expect(patched.order?.paymentMethod?.additionalData.threeDS2Result).toBe('Y')
    const [call] = await calls('PATCH', `/cart/v2/checkout/order/${order!.orderNumber}`)
    expect(call!.body).toEqual({
      paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: 'Y' } },
    })
  })
})

describe('CHK-040 order confirmation', () => {
  it('/order-confirmation answers 200 with the order number of the order just placed', async () => {
    const jar = new CookieJar()
    const placed = await placeOrder(jar)
    expect(placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    const page = await runRoute<Awaited<ReturnType<typeof confirmationLoader>>>(
      confirmationLoader,
      get('/en-us/order-confirmation', jar),
      L,
    )
    expect(page.status).toBe(200)
    expect(page.data?.order?.orderNumber).toBe((await placedOrders())[0]!.orderNumber)
  })
})

describe('shipping step errors from the cart service', () => {
  for (const [row, code, field] of [
    ['ERR-062', 'SHP410', 'phone'],
    ['ERR-070', 'PAY401', 'country'],
  ] as const) {
    it(`${row} scripted ${code} on the shipping address shows its message at the ${field} field, what was typed kept`, async () => {
      const jar = new CookieJar()
      await addToCart(jar)
      await injectFault({
        path: '^/cart/v2/cart/[^/]+/shippingAddress$',
        method: 'POST',
        status: 400,
        errorId: code,
        times: 1,
      })
      const result = await shipTo(jar)
      expect(result.status).toBe(400)
      const reply = result.data as {
        result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> }
      }
      expect(reply.result.error?.[field]).toEqual([errorMessage(code)])
      expect(reply.result.initialValue).toMatchObject({ addressLine1: ADDRESS.addressLine1 })
    })
  }

  it('ERR-060 scripted SHP404 on the shipping address shows the method message above the form', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await injectFault({
      path: '^/cart/v2/cart/[^/]+/shippingAddress$',
      method: 'POST',
      status: 400,
      errorId: 'SHP404',
      times: 1,
    })
    const result = await shipTo(jar)
    expect(result.status).toBe(400)
    const reply = result.data as { result: { error?: Record<string, string[]> } }
    expect(reply.result.error?.['']).toEqual([errorMessage('SHP404')])
  })
})
