import { describe, expect, it } from 'vitest'
import { loader as billingLoader } from '#app/routes/checkout-billing.tsx'
import { getSession } from '#app/sessions.server.ts'
import { basketIdOf } from '#app/features/cart/basket-id.server.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'
import { atBilling, type BillingData, L } from '#tests/helpers/checkout.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { get, runRoute } from '#tests/helpers/route.ts'

const CART_DELAY_MS = 1000

describe('the payment step’s reads', () => {
  it('CHK-020 the payment methods are asked by the session’s basket id beside the cart, not after it', async () => {
    const jar = await atBilling()
    const basketId = basketIdOf(getSession(get('/en-us', jar)))
    // A slow cart: a read that waited for it would be sent a whole delay later.
    await injectFault({ path: `^/cart/v1/cart/${basketId}$`, method: 'GET', latencyMs: CART_DELAY_MS })
    const before = (await capturedRequests()).length
    const page = await runRoute<BillingData>(billingLoader, get('/en-us/checkout/billing', jar), L)
    expect(page.status).toBe(200)
    expect(page.data?.wallet).toBe(true)
    const calls = (await capturedRequests()).slice(before)
    const cart = calls.find((c) => c.method === 'GET' && c.path === `/cart/v1/cart/${basketId}`)
    const methods = calls.find((c) => c.path === `/cart/v1/cart/${basketId}/paymentMethods`)
    expect(cart && methods).toBeTruthy()
    expect(Date.parse(methods!.at) - Date.parse(cart!.at)).toBeLessThan(CART_DELAY_MS / 2)
  })

  it('CHK-013 CHK-023 a member’s points and vouchers are read once for the rewards and the reward-code offer together', async () => {
    const jar = await atBilling('loyalty@example.com')
    const before = (await capturedRequests()).length
    const page = await runRoute<BillingData>(billingLoader, get(checkoutPath(L.locale, 'billing'), jar), L)
    expect(page.status).toBe(200)
    // Both parts of the page that need them are there.
    expect(page.data?.rewards?.vouchers.length).toBeGreaterThan(0)
    expect(page.data?.rewardOffer).toBeTruthy()
    const reads = (await capturedRequests())
      .slice(before)
      .filter((c) => c.method === 'GET' && c.path === '/consumers-v3/consumer/loyalty/vouchers')
    expect(reads).toHaveLength(1)
  })
})
