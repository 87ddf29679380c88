import { describe, expect, it, vi } from 'vitest'
import { loader as cartLoader } from '#app/routes/cart.tsx'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import { loader as confirmationLoader } from '#app/routes/order-confirmation.tsx'
import { capturedRequests, injectFault, placedOrders } from '#tests/helpers/emulator.ts'
import { L, readyToPlace, renderSummary } from '#tests/helpers/checkout.ts'
import { ADDRESS } from '#tests/helpers/checkout.ts'
import { CookieJar, get, post, runRoute, sessionOf } from '#tests/helpers/route.ts'

function placeOrder(jar: CookieJar, idempotencyKey: string) {
  return runRoute(
    summaryAction,
    post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey }, jar),
    L,
  )
}

async function confirmedOrderNumber(jar: CookieJar) {
  const confirmation = await runRoute<Awaited<ReturnType<typeof confirmationLoader>>>(
    confirmationLoader,
    get('/en-us/order-confirmation', jar),
    L,
  )
  return confirmation.data?.order?.orderNumber
}

async function upstreamCalls() {
  const calls = await capturedRequests()
  return {
    orders: calls.filter((c) => c.method === 'PUT' && c.path === '/cart/v2/checkout/order').length,
    authorisations: calls.filter((c) => c.method === 'POST' && /\/paymentInstruments$/.test(c.path)).length,
  }
}

describe('CHK-027 the place-order call', () => {
  it('CHK-027 PUT /cart/v2/checkout/order carries recaptcha_response, the cart id, the billing address and the payment method; a web sale has no in-store sale', async () => {
    const jar = new CookieJar()
    const key = await readyToPlace(jar)
    const basketId = (await sessionOf(jar)).basketId
    expect(basketId).toEqual(expect.any(String))
    const result = await placeOrder(jar, key)
    jar.store(result.cookies)
    expect(result.response?.headers.get('Location')).toBe('/en-us/order-confirmation')

    const puts = (await capturedRequests()).filter(
      (c) => c.method === 'PUT' && c.path === '/cart/v2/checkout/order',
    )
    expect(puts).toHaveLength(1)
    const body = puts[0]!.body as Record<string, unknown>
    expect(body).toMatchObject({
      recaptcha_response: expect.any(String),
      cartId: basketId,
      billingAddress: {
        firstName: ADDRESS.firstName,
        lastName: ADDRESS.lastName,
        addressLine1: ADDRESS.addressLine1,
        postalCode: ADDRESS.postalCode,
      },
      paymentMethod: { code: 'CREDIT_CARD' },
    })
    expect(body.recaptcha_response).not.toBe('')
    expect(body).not.toHaveProperty('inStoreSalesInfo')
    // The response drives the confirmation: its order number is the one the shopper is shown.
    expect(await confirmedOrderNumber(jar)).toBe((await placedOrders())[0]!.orderNumber)
  })
})

describe('CHK-027 CHK-005 place order is idempotent', () => {
  it('the summary mints one key per checkout, keeps it across renders and posts it with the form', async () => {
    const jar = new CookieJar()
    const key = await readyToPlace(jar)
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    const again = await renderSummary(jar)
    expect(again.data?.orderKey).toBe(key)
  })

  it('20 parallel posts of the same form create one order and one authorisation and land on the same confirmation', async () => {
    const jar = new CookieJar()
    const key = await readyToPlace(jar)
    const results = await Promise.all(Array.from({ length: 20 }, () => placeOrder(jar, key)))

    for (const result of results) {
      expect(result.response?.status).toBe(303)
      expect(result.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    }
    const orders = await placedOrders()
    expect(orders).toHaveLength(1)
    expect(await upstreamCalls()).toEqual({ orders: 1, authorisations: 1 })
    const PUT = (await capturedRequests()).find(
      (c) => c.method === 'PUT' && c.path === '/cart/v2/checkout/order',
    )
    expect(PUT?.body).toMatchObject({ idempotencyKey: key })

    // Every response's session points at the one order.
    const numbers = new Set<string | undefined>()
    for (const result of results) {
      const own = jar.clone()
      own.store(result.cookies)
      numbers.add(await confirmedOrderNumber(own))
    }
    expect([...numbers]).toEqual([orders[0]!.orderNumber])
  })

  it('a double click (second post with the cookie from before the order) lands on the same confirmation', async () => {
    const jar = new CookieJar()
    const key = await readyToPlace(jar)
    const before = jar.clone()

    const first = await placeOrder(jar, key)
    jar.store(first.cookies)
    const second = await placeOrder(before, key)
    before.store(second.cookies)

    expect(second.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    expect(await placedOrders()).toHaveLength(1)
    expect(await confirmedOrderNumber(before)).toBe(await confirmedOrderNumber(jar))
  })

  it('a post whose browser goes away while the order is being placed still places it, and the next post of the form confirms it', async () => {
    const jar = new CookieJar()
    const key = await readyToPlace(jar)
    // The order call takes a while; the browser leaves once it is under way (a double click without
    // JavaScript cancels the first post's page as the second leaves).
    await injectFault({ path: '^/cart/v2/checkout/order$', method: 'PUT', latencyMs: 500, times: 1 })
    const leaving = new AbortController()
    const abandoned = new Request(
      post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: key }, jar),
      { signal: leaving.signal },
    )
    const first = runRoute(summaryAction, abandoned, L)
    await vi.waitFor(async () => expect((await upstreamCalls()).orders).toBe(1))
    leaving.abort()
    // Finished though nobody is left to read it: the order is placed, not reported as unreachable.
    expect((await first).response?.headers.get('Location')).toBe('/en-us/order-confirmation')

    const second = await placeOrder(jar, key)
    expect(second.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    expect(await placedOrders()).toHaveLength(1)
    expect(await upstreamCalls()).toEqual({ orders: 1, authorisations: 1 })
  })

  it('a resubmit after Back goes to the same confirmation and places nothing more', async () => {
    const jar = new CookieJar()
    const key = await readyToPlace(jar)
    const first = await placeOrder(jar, key)
    jar.store(first.cookies)
    const number = await confirmedOrderNumber(jar)

    const resubmit = await placeOrder(jar, key)
    jar.store(resubmit.cookies)
    expect(resubmit.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    expect(await placedOrders()).toHaveLength(1)
    expect(await upstreamCalls()).toEqual({ orders: 1, authorisations: 1 })
    expect(await confirmedOrderNumber(jar)).toBe(number)
    const cart = await runRoute<Awaited<ReturnType<typeof cartLoader>>>(
      cartLoader,
      get('/en-us/cart', jar),
      L,
    )
    expect(cart.data?.cart).toBeNull()
  })

  it('a post without the summary key places nothing and shows the summary again', async () => {
    const jar = new CookieJar()
    await readyToPlace(jar)
    for (const key of ['', 'not-the-key']) {
      const result = await placeOrder(jar, key)
      expect(result.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
    }
    expect(await placedOrders()).toHaveLength(0)
  })

  it('CHK-027 an unknown intent is refused with 400 and places nothing', async () => {
    const jar = new CookieJar()
    const key = await readyToPlace(jar)
    const forms: Record<string, string>[] = [
      { intent: 'place-orders', idempotencyKey: key },
      { idempotencyKey: key },
    ]
    for (const form of forms) {
      const result = await runRoute(summaryAction, post('/en-us/checkout/summary', form, jar), L)
      expect(result.status).toBe(400)
      expect(result.response?.headers.get('Location')).toBeNull()
    }
    expect(await placedOrders()).toHaveLength(0)
    expect(await upstreamCalls()).toEqual({ orders: 0, authorisations: 0 })
  })
})
