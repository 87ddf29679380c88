import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  clearFaults,
  errorLogs,
  guestWithCart,
  injectFault,
  logOffset,
  placedOrders,
  resetEmulator,
  send,
  type Fault,
  type Jar,
} from './helpers.ts'

/**
 * The fault matrix (decision 043): every kind of upstream failure — a 5xx, a hang, a body that is not
 * JSON, latency, a reset connection — on each group of upstream calls. Browse pages still answer 200
 * with the header and the shopper's cart; checkout fails closed and the cart is kept.
 */
const BROWSE_PAGES = [
  '/en-us',
  '/en-us/c/footwear-1000',
  '/en-us/p/tempo-trail-runner-RS100001',
  '/en-us/search?q=trail',
]

const NON_CRITICAL_GROUPS: Record<string, string> = {
  content: '/caas/|/fapi/components/',
  reviews: '/reviews',
  recommendations: 'widgetRecommendations',
  stores: '^/stores/|/utilities/stores$',
}

const KINDS: Record<string, Omit<Fault, 'path'>> = {
  '5xx': { status: 503 },
  timeout: { timeout: true },
  'bad JSON': { malformed: true },
  latency: { latencyMs: 600 },
  'connection reset': { reset: true },
}

let jar: Jar
let logStart = 0
beforeAll(async () => {
  await resetEmulator()
  jar = await guestWithCart()
  logStart = logOffset()
})
beforeEach(() => clearFaults())
afterAll(async () => {
  await clearFaults()
  expect(errorLogs(logStart)).toEqual([])
})

describe('fault matrix: browse pages stay up with the header and the cart', () => {
  for (const [group, path] of Object.entries(NON_CRITICAL_GROUPS)) {
    for (const [kind, fault] of Object.entries(KINDS)) {
      it(`${kind} on ${group}: home, PLP, PDP and search answer 200 with the header and the cart`, async () => {
        await injectFault({ path, ...fault })
        const pages = await Promise.all(BROWSE_PAGES.map((page) => send(page, { jar })))
        for (const [index, page] of pages.entries()) {
          const html = await page.text()
          expect(page.status, BROWSE_PAGES[index]).toBe(200)
          expect(html).toMatch(/<header[\s>]/)
          // The cart link shows the line the shopper added.
          expect(html).toContain('aria-label="Cart, 1 item"')
        }
      })
    }
  }
})

describe('fault matrix: checkout fails closed and the cart is kept', () => {
  for (const [kind, fault] of Object.entries(KINDS)) {
    if (kind === 'latency') continue
    it(`${kind} on the cart service: checkout does not go on, nothing is ordered, the cart is there after`, async () => {
      await injectFault({ path: '^/cart/', ...fault })
      const checkout = await send('/en-us/checkout/shipping', { jar })
      expect(checkout.status).not.toBe(200)
      expect(checkout.status).toBeLessThan(600)
      await checkout.body?.cancel()
      expect(await placedOrders()).toEqual([])
      await clearFaults()
      const cart = await send('/en-us/cart', { jar })
      expect(cart.status).toBe(200)
      expect(await cart.text()).toContain('846121001041')
    })
  }
})
