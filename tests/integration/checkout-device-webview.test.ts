import { describe, expect, it } from 'vitest'
import type { RouterContextProvider } from 'react-router'
import { getShopper, type Shopper } from '#app/context.server.ts'
import { mobileAppTracking } from '#app/domain/checkout/place-order.ts'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import { patchOrder } from '#app/features/cart/api/checkout.server.ts'
import { addToCart, L, payByCard, readyToPlace, shipTo } from '#tests/helpers/checkout.ts'
import { capturedRequests, placedOrders } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

async function asShopper<T>(jar: CookieJar, call: (shopper: Shopper) => T | Promise<T>) {
  const result = await runRoute<T>(
    ({ context }: { context: RouterContextProvider }) => call(getShopper(context)),
    get('/en-us/cart', jar),
    L,
  )
  jar.store(result.cookies)
  return result.data as T
}

async function placeOrder(jar: CookieJar) {
  const key = await readyToPlace(jar)
  const placed = await runRoute(
    summaryAction,
    post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: key }, jar),
    L,
  )
  jar.store(placed.cookies)
  const [order] = await placedOrders()
  // The PATCH a 3DS or redirect result sends, with the marker the session calls for.
  await asShopper(jar, (s) =>
    patchOrder(
      s.api,
      order!.orderNumber,
      { code: 'CREDIT_CARD', additionalData: { threeDS2Result: 'Y' } },
      mobileAppTracking(s.session.get('webview')),
    ),
  )
  const calls = await capturedRequests()
  return {
    put: calls.find((c) => c.method === 'PUT' && c.path === '/cart/v2/checkout/order')!,
    patch: calls.find((c) => c.method === 'PATCH' && c.path.startsWith('/cart/v2/checkout/order/'))!,
  }
}

describe('CHK-029 device fingerprint', () => {
  it('POST /cart/v1/deviceFingerPrint goes with the cart id before the payment session opens', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await shipTo(jar)
    await payByCard(jar)
    const calls = (await capturedRequests()).map((c) => `${c.method} ${c.path}`)
    const fingerprint = calls.indexOf('POST /cart/v1/deviceFingerPrint')
    expect(fingerprint).toBeGreaterThanOrEqual(0)
    expect(fingerprint).toBeLessThan(calls.indexOf('GET /cart/v1/paymentSession'))
    const [call] = (await capturedRequests()).filter((c) => c.path === '/cart/v1/deviceFingerPrint')
    const [read] = (await capturedRequests()).filter((c) => /^\/cart\/v1\/cart\/[^/]+$/.test(c.path))
    expect(call!.body).toEqual({
      basketId: read!.path.split('/')[4],
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
  })
})

describe('CHK-030 mobile-app webview marker', () => {
  it('with the session webview flag, PUT and PATCH order carry the mobile-app marker and channel', async () => {
    const jar = new CookieJar()
    await asShopper(jar, (s) => s.session.set('webview', true))
    const { put, patch } = await placeOrder(jar)
    for (const call of [put, patch]) {
      expect(call.body).toMatchObject({ trackingChannel: 'MOBILE_APP' })
      expect(call.headers['x-channel']).toBe('MOBILE_APP')
    }
  })

  it('without the flag neither call carries the marker', async () => {
    const jar = new CookieJar()
    const { put, patch } = await placeOrder(jar)
    for (const call of [put, patch]) {
      expect(call.body).not.toHaveProperty('trackingChannel')
      expect(call.headers['x-channel']).toBe('ECOMM')
    }
  })
})
