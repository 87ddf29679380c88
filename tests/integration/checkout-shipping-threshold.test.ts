import { describe, expect, it } from 'vitest'
import { FREE_SHIPPING_THRESHOLD } from '#app/domain/money/free-shipping.ts'
import { findProduct, priceFor } from '#mocks/catalog/seed/catalog.ts'
import { THRESHOLD_STATUS } from '#app/domain/money/approaching-promotions.ts'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import { loader as confirmationLoader } from '#app/routes/order-confirmation.tsx'
import { addToCart, L, payByCard, renderSummary, shipTo, SIZE_9 } from '#tests/helpers/checkout.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

// A bottle alone is under the free-shipping threshold; shoes are over it.
const BOTTLE = findProduct('AC100001')!

async function orderWith(qty: string, upc = SIZE_9, productId = 'RS100001') {
  const jar = new CookieJar()
  await addToCart(jar, upc, qty, productId)
  await shipTo(jar)
  await payByCard(jar)
  const summary = await renderSummary(jar)
  const placed = await runRoute(
    summaryAction,
    post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: summary.data!.orderKey }, jar),
    L,
  )
  jar.store(placed.cookies)
  expect(placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
  return { jar }
}

async function confirmation(jar: CookieJar) {
  const page = await runRoute<Awaited<ReturnType<typeof confirmationLoader>>>(
    confirmationLoader,
    get('/en-us/order-confirmation', jar),
    L,
  )
  jar.store(page.cookies)
  return page.data!
}

describe('CHK-006 shipping threshold status after an order', () => {
  it('an order under the free-shipping threshold keeps "Above Threshold" in the session', async () => {
    // One bottle leaves a distance to the threshold.
    expect(priceFor(BOTTLE, 'USD').lowCurrent).toBeLessThan(FREE_SHIPPING_THRESHOLD.us)
    const { jar } = await orderWith('1', BOTTLE.variants[0]!.upc, BOTTLE.id)
    const page = await confirmation(jar)
    expect(page.shippingThresholdStatus).toBe(THRESHOLD_STATUS.distanceRemains)
    // Kept: still there on a later page view, with the cart gone.
    expect((await confirmation(jar)).shippingThresholdStatus).toBe(THRESHOLD_STATUS.distanceRemains)
  })

  it('an order that earned free shipping keeps "Threshold Reached"', async () => {
    const { jar } = await orderWith('3')
    expect((await confirmation(jar)).shippingThresholdStatus).toBe(THRESHOLD_STATUS.earned)
  })

  it('nothing is stored before an order', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    expect((await confirmation(jar)).shippingThresholdStatus).toBeNull()
  })
})
