import { afterEach, describe, expect, it } from 'vitest'
import { getShopper } from '#app/context.server.ts'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import { beaconHandlers } from '#app/features/personalisation/beacon.server.ts'
import { THUMBNAIL_VIEW_BEACON } from '#app/features/personalisation/decision-engine.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { decide } from '#app/features/personalisation/api/decision-engine.server.ts'
import { loader as cartLoader } from '#app/routes/cart.tsx'
import { loader as homeLoader } from '#app/routes/home.tsx'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import { loader as confirmationLoader } from '#app/routes/order-confirmation.tsx'
import { findConsumerByEmail, updateAccount } from '#mocks/customers/consumers.ts'
import { addToCart, L, readyToPlace, SIZE_9 } from '#tests/helpers/checkout.ts'
import { decideBodies, decideCalls, eventsOf } from '#tests/helpers/decisions.ts'
import { injectFault, placedOrders } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

/** The cart, purchase and thumbnail events, and a decision engine that is slow or down (decision 039). */

afterEach(() => {
  delete process.env.DECISION_TIMEOUT_MS
  resetEnvCache()
})

/** Runs `fn` with the shopper of a request, as the beacon endpoint does. */
async function asShopper(jar: CookieJar, fn: (shopper: ReturnType<typeof getShopper>) => Promise<void>) {
  return runRoute(
    async ({ context }: { context: Parameters<typeof getShopper>[0] }) => {
      await fn(getShopper(context))
      return null
    },
    get('/en-us', jar),
    L,
  )
}

describe('cart and purchase events', () => {
  it('PERS-037 PERS-038 the cart page sends its lines and the three custom variables', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    updateAccount(findConsumerByEmail('shopper@example.com')!, { interests: 'running||hiking|' })
    await addToCart(jar, SIZE_9, '2')
    const page = await runRoute<{
      cart: { totals: { total: number; itemTotal: number; itemSubTotal?: number } }
    }>(cartLoader, get('/en-us/cart', jar), L)
    expect(page.status).toBe(200)
    const totals = page.data!.cart.totals
    const [body] = await decideBodies()
    expect(eventsOf(body!, 'cart-lines')).toEqual([
      {
        type: 'cart-lines',
        lines: [{ productId: 'RS100001', upc: SIZE_9, quantity: 2, price: expect.any(Number) }],
      },
    ])
    expect(eventsOf(body!, 'custom-variables')).toEqual([
      {
        type: 'custom-variables',
        variables: {
          userInterest: 'running|hiking',
          'total-cart': totals.total,
          'sub-total': totals.itemSubTotal ?? totals.itemTotal,
        },
      },
    ])
    expect(eventsOf(body!, 'visitor-state')[0]!.states).not.toContain('cart-empty')
  })

  it('PERS-039 the confirmation sends the purchase (account, purchase id, lines) once per order', async () => {
    const jar = new CookieJar()
    const key = await readyToPlace(jar)
    const placed = await runRoute(
      summaryAction,
      post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: key }, jar),
      L,
    )
    jar.store(placed.cookies)
    const before = (await decideCalls()).length
    const first = await runRoute(confirmationLoader, get('/en-us/order-confirmation', jar), L)
    jar.store(first.cookies)
    const [order] = await placedOrders()
    const bodies = await decideBodies(before + 1)
    expect(eventsOf(bodies.at(-1)!, 'purchase')).toEqual([
      {
        type: 'purchase',
        account: null,
        purchaseId: order!.orderNumber,
        lines: [{ productId: 'RS100001', upc: SIZE_9, quantity: 1, price: expect.any(Number) }],
      },
    ])
    // A reload of the confirmation is a page view, not a second purchase.
    await runRoute(confirmationLoader, get('/en-us/order-confirmation', jar), L)
    const again = await decideBodies(before + 2)
    expect(eventsOf(again.at(-1)!, 'page-view')[0]).toMatchObject({ pageType: 'Order Confirmation' })
    expect(eventsOf(again.at(-1)!, 'purchase')).toEqual([])
  })
})

describe('product thumbnail views from the browser', () => {
  it('PERS-040 PERS-034 the thumbnail-view beacon handler sends one event per tile seen, with the screen size', async () => {
    const handler = beaconHandlers.find((h) => h.type === THUMBNAIL_VIEW_BEACON)!
    expect(handler).toBeDefined()
    const event = handler.schema.parse({
      type: THUMBNAIL_VIEW_BEACON,
      products: [
        { productId: 'RS100001', position: 0 },
        { productId: 'AC100001', position: 1 },
      ],
      screen: { width: 390, height: 844 },
    })
    await asShopper(new CookieJar(), (shopper) => handler.handle(shopper, event))
    const [body] = await decideBodies()
    expect(eventsOf(body!, 'product-thumbnail-view')).toEqual([
      { type: 'product-thumbnail-view', productId: 'RS100001', position: 0 },
      { type: 'product-thumbnail-view', productId: 'AC100001', position: 1 },
    ])
    expect(eventsOf(body!, 'screen-size')).toEqual([{ type: 'screen-size', width: 390, height: 844 }])
  })

  it('PERS-040 the handler refuses what no listing would send', () => {
    const handler = beaconHandlers.find((h) => h.type === THUMBNAIL_VIEW_BEACON)!
    expect(handler.schema.safeParse({ products: [] }).success).toBe(false)
    expect(handler.schema.safeParse({ products: [{ productId: 'RS1 <script>' }] }).success).toBe(false)
    const many = Array.from({ length: 49 }, (_, i) => ({ productId: `P${i}` }))
    expect(handler.schema.safeParse({ products: many }).success).toBe(false)
  })
})

describe('a slow or failing decision engine', () => {
  it('PERS-030 a hanging engine neither holds nor fails the page; the call is cut at its own deadline', async () => {
    process.env.DECISION_TIMEOUT_MS = '1000'
    resetEnvCache()
    await injectFault({ path: '/api/engine/v1/decide/', timeout: true })
    const started = performance.now()
    let answered = 0
    const page = await runRoute(
      async (args: Parameters<typeof homeLoader>[0]) => {
        const data = await homeLoader(args)
        answered = performance.now() - started
        return data
      },
      get('/en-us'),
      L,
    )
    // runRoute returns once the background call has settled: at the engine's deadline, not before.
    const settled = performance.now() - started
    expect(page.status).toBe(200)
    expect((await decideCalls()).length).toBe(1)
    expect(answered).toBeLessThan(1000)
    expect(settled).toBeGreaterThanOrEqual(1000)
    expect(settled).toBeLessThan(5000)
  })

  it('PERS-030 the decide call gives up at its deadline with an upstream timeout', async () => {
    await injectFault({ path: '/api/engine/v1/decide/', timeout: true })
    const started = performance.now()
    const failure = await asShopper(new CookieJar(), async (shopper) => {
      const error = await decide(
        shopper.api,
        'outdoor',
        { id: 'd', customerId: 'c', channel: 'ECOMM', events: [] },
        200,
      ).catch((e: unknown) => e)
      expect(isApiError(error) && error.status).toBe(504)
    })
    expect(failure.status).toBe(200)
    expect(performance.now() - started).toBeLessThan(1500)
  })

  it('PERS-030 an engine answering 503 leaves the pages as they are', async () => {
    await injectFault({ path: '/api/engine/v1/decide/', status: 503 })
    const jar = new CookieJar()
    await addToCart(jar)
    const page = await runRoute(cartLoader, get('/en-us/cart', jar), L)
    expect(page.status).toBe(200)
    expect(await decideBodies()).toHaveLength(1)
  })
})
