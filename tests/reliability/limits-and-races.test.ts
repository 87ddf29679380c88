import { beforeEach, describe, expect, it } from 'vitest'
import { captured, clearCaptured, Jar, postForm, resetEmulator, send } from './helpers.ts'

beforeEach(() => resetEmulator())

/**
 * What an attacker or an eager double click does to shared state (decision 043): a forged
 * X-Forwarded-For does not reset the sign-in limit (no proxy is trusted by default), and parallel
 * first adds make one cart. Parallel and double place-order posts (one order) are proved over HTTP in
 * place-order-races.test.ts, and in-process in tests/integration/checkout-place-order.test.ts.
 */
describe('rate limits with a forged X-Forwarded-For', () => {
  it('sign-in posts from one client hit the limit whatever address each claims to come from', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) {
      const response = await postForm(
        '/en-us/sign-in',
        { intent: 'sign-in', email: 'nobody@example.com', password: 'Wrong-passw0rd' },
        undefined,
        { 'X-Forwarded-For': `203.0.113.${i + 1}`, 'X-Real-IP': `198.51.100.${i + 1}` },
      )
      await response.body?.cancel()
      statuses.push(response.status)
    }
    // The production limit is 20 a minute: the last posts of 25 are refused.
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5)
    expect(statuses.every((s) => s < 500)).toBe(true)
  })
})

describe('parallel first adds', () => {
  it('CART-013 ten parallel first adds from one session make one cart', async () => {
    const jar = new Jar()
    const home = await send('/en-us', { jar })
    await home.body?.cancel()
    await clearCaptured()
    const adds = await Promise.all(
      Array.from({ length: 10 }, () =>
        postForm(
          '/en-us/cart',
          { intent: 'add-to-cart', productId: 'RS100001', upc: '846121001041', qty: '1' },
          jar,
        ),
      ),
    )
    for (const add of adds) {
      await add.body?.cancel()
      expect(add.status).toBeLessThan(500)
    }
    // The first add creates the cart holding its item (cartWithItem, CART-014); the others add to it.
    const creates = (await captured()).filter(
      (c) => c.method === 'POST' && /^\/cart\/v\d+\/(cart|cartWithItem)$/.test(c.path),
    )
    expect(creates).toHaveLength(1)
  })
})
