import { createServer, type AddressInfo } from 'node:net'
import express from 'express'
import { http, passthrough } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import { loader as cartLoader } from '#app/routes/cart.tsx'
import { loader as checkoutLoader } from '#app/routes/checkout.tsx'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import { cached, clearCache } from '#app/platform/cache/cache.server.ts'
import { closeSharedState, sharedStateReady } from '#app/platform/state/shared-state.server.ts'
import { limitSignInLikePosts } from '#app/platform/security/rate-limit.server.ts'
import { capturedRequests, placedOrders } from '#tests/helpers/emulator.ts'
import { L, readyToPlace } from '#tests/helpers/checkout.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'
import { server as emulator } from '#mocks/node.ts'
import checkoutCatalogue from '#app/features/checkout/locales/en/checkout.json'

/**
 * Decision 044: REDIS_URL set, Redis out of reach. Place order fails closed (nothing sent upstream, the
 * cart kept, a clear message); the first cart, the rate limits and the content cache fail open.
 */

/** A loopback port nobody listens on: connecting is refused at once. */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

beforeEach(async () => {
  process.env.REDIS_URL = `redis://127.0.0.1:${await closedPort()}`
  resetEnvCache()
  clearCache()
})
afterEach(async () => {
  delete process.env.REDIS_URL
  resetEnvCache()
  clearCache()
  await closeSharedState()
})

describe('issue 19: a Redis outage', () => {
  it('reports the shared state as not ready', async () => {
    expect(await sharedStateReady()).toBe(false)
  })

  it('CHK-027 place order fails closed: no authorisation, no order, the cart kept and the reason at the top', async () => {
    const jar = new CookieJar()
    // The first add (first-cart lock) and the checkout's content (cache) carry on without Redis.
    const key = await readyToPlace(jar)
    const before = (await capturedRequests()).length

    const placed = await runRoute(
      summaryAction,
      post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: key }, jar),
      L,
    )
    jar.store(placed.cookies)
    expect(placed.response?.status).toBe(303)
    expect(placed.response?.headers.get('Location')).toBe('/en-us/checkout/summary')

    const after = (await capturedRequests()).slice(before)
    expect(after.filter((c) => c.method === 'PUT' && c.path === '/cart/v2/checkout/order')).toHaveLength(0)
    expect(after.filter((c) => c.method === 'POST' && /\/paymentInstruments$/.test(c.path))).toHaveLength(0)
    expect(await placedOrders()).toHaveLength(0)

    const checkout = await runRoute<Awaited<ReturnType<typeof checkoutLoader>>>(
      checkoutLoader,
      get('/en-us/checkout/summary', jar),
      L,
    )
    expect(checkout.data?.notice).toEqual({
      type: 'error',
      message: checkoutCatalogue.checkout.placeOrderUnavailable,
    })
    const cart = await runRoute<Awaited<ReturnType<typeof cartLoader>>>(
      cartLoader,
      get('/en-us/cart', jar),
      L,
    )
    expect(cart.data?.cart?.items).toHaveLength(1)
  })

  it('the sign-in limit fails open: posts go through rather than every shopper being refused', async () => {
    const app = express()
    app.use(limitSignInLikePosts(3))
    app.all('/{*splat}', (_req, res) => {
      res.status(res.locals.rateLimited ? 429 : 200).end()
    })
    const listening = app.listen(0, '127.0.0.1')
    await new Promise<void>((resolve) => listening.once('listening', () => resolve()))
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
    emulator.use(http.all(`${base}/*`, () => passthrough()))
    try {
      const statuses = []
      for (let i = 0; i < 5; i += 1) {
        const response = await fetch(`${base}/en-us/sign-in`, { method: 'POST', body: 'intent=sign-in' })
        statuses.push(response.status)
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200])
    } finally {
      await new Promise((resolve) => listening.close(resolve))
    }
  })

  it('the content cache fails open: every read is a miss served from upstream', async () => {
    const fresh = vi.fn(async () => ({ menu: ['shoes'] }))
    const read = () => cached({ key: 'outage:menu', ttl: 60_000, swr: 60_000, getFreshValue: fresh })
    expect(await read()).toEqual({ menu: ['shoes'] })
    expect(await read()).toEqual({ menu: ['shoes'] })
    expect(fresh).toHaveBeenCalledTimes(2)
  })
})
