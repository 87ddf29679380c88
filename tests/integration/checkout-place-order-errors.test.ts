import { describe, expect, it } from 'vitest'
import { loader as checkoutLoader } from '#app/routes/checkout.tsx'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import { loader as indexLoader } from '#app/routes/checkout-index.tsx'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { capturedRequests, injectFault, placedOrders } from '#tests/helpers/emulator.ts'
import { L, payByCard, readyToPlace, renderSummary, addToCart, shipTo } from '#tests/helpers/checkout.ts'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'

const PUT_ORDER = '^/cart/v2/checkout/order$'

async function placeWith(jar: CookieJar, key: string) {
  const result = await runRoute(
    summaryAction,
    post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: key }, jar),
    L,
  )
  jar.store(result.cookies)
  return result
}

/** The top notification the next checkout page shows (read once). */
async function noticeOn(jar: CookieJar, path: string) {
  const page = await runRoute<Awaited<ReturnType<typeof checkoutLoader>>>(checkoutLoader, get(path, jar), L)
  jar.store(page.cookies)
  return page.data?.notice ?? null
}

async function step(jar: CookieJar) {
  const result = await runRoute(indexLoader, get('/en-us/checkout', jar), L)
  return result.response?.headers.get('Location')
}

function cartReads(calls: { method: string; path: string }[]) {
  return calls.filter((c) => c.method === 'GET' && /^\/cart\/v1\/cart\/[^/]+$/.test(c.path)).length
}

describe('place order errors', () => {
  for (const code of ['ORD516', 'ORD517', 'ORD518', 'CHK380']) {
    it(`CHK-003 ERR-037 ERR-079 scripted ${code} on PUT order returns to shipping with the message at the top`, async () => {
      const jar = new CookieJar()
      const key = await readyToPlace(jar)
      await injectFault({ path: PUT_ORDER, method: 'PUT', status: 409, errorId: code, times: 1 })
      const result = await placeWith(jar, key)
      expect(result.response?.headers.get('Location')).toBe('/en-us/checkout/shipping')
      expect(await step(jar)).toBe('/en-us/checkout/shipping')
      expect(await noticeOn(jar, '/en-us/checkout/shipping')).toEqual({
        type: 'error',
        message: errorMessage(code),
      })
      // Shown once.
      expect(await noticeOn(jar, '/en-us/checkout/shipping')).toBeNull()
      expect(await placedOrders()).toHaveLength(0)
    })
  }

  it('CHK-003 ERR-032 ERR-121 scripted ORD430 reads the cart again, flashes and returns to shipping', async () => {
    const jar = new CookieJar()
    const key = await readyToPlace(jar)
    await injectFault({ path: PUT_ORDER, method: 'PUT', status: 409, errorId: 'ORD430', times: 1 })
    const before = cartReads(await capturedRequests())
    const result = await placeWith(jar, key)
    const calls = await capturedRequests()
    const put = calls.findIndex((c) => c.method === 'PUT' && c.path === '/cart/v2/checkout/order')
    expect(cartReads(calls.slice(put))).toBeGreaterThanOrEqual(1)
    expect(cartReads(calls)).toBeGreaterThan(before)
    expect(result.response?.headers.get('Location')).toBe('/en-us/checkout/shipping')
    expect(await step(jar)).toBe('/en-us/checkout/shipping')
    expect(await noticeOn(jar, '/en-us/checkout/shipping')).toEqual({
      type: 'error',
      message: errorMessage('ORD430'),
    })
  })

  for (const [row, code] of [
    ['ERR-063', 'FE309'],
    ['ERR-065', 'PYT404'],
    ['ERR-067', 'PYT405'],
    ['ERR-070', 'PAY400'],
    ['ERR-064', 'PYT402'],
    ['ERR-122', 'BSK404'],
    ['ERR-122', 'SHP500'],
    ['ERR-045', 'INV409'],
  ] as const) {
    it(`ERR-122 ${row} scripted ${code} stays on the summary with a top notification`, async () => {
      const jar = new CookieJar()
      const key = await readyToPlace(jar)
      await injectFault({ path: PUT_ORDER, method: 'PUT', status: 400, errorId: code, times: 1 })
      const result = await placeWith(jar, key)
      expect(result.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
      expect(toastOf(result.cookies)).toBeNull()
      expect(await noticeOn(jar, '/en-us/checkout/summary')).toEqual({
        type: 'error',
        message: errorMessage(code),
      })
    })
  }

  for (const [row, code] of [
    ['ERR-067', 'PYT406'],
    ['ERR-068', 'PYT400'],
    ['ERR-070', 'PAY401'],
  ] as const) {
    it(`${row} scripted ${code} on place order: no order, the catalogue message on the summary`, async () => {
      const jar = new CookieJar()
      const key = await readyToPlace(jar)
      await injectFault({ path: PUT_ORDER, method: 'PUT', status: 400, errorId: code, times: 1 })
      const result = await placeWith(jar, key)
      expect(result.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
      const shown = [
        toastOf(result.cookies)?.title,
        (await noticeOn(jar, '/en-us/checkout/summary'))?.message,
      ]
      expect(shown).toContain(errorMessage(code))
      expect(await placedOrders()).toEqual([])
    })
  }

  it('ERR-123 a flash-type error places no order, reads the cart again and shows the flash at the top', async () => {
    const jar = new CookieJar()
    const key = await readyToPlace(jar)
    const flash = [
      { type: 'InventoryChanged', level: 'error', message: 'Your cart changed. Please review it.' },
    ]
    await injectFault({ path: PUT_ORDER, method: 'PUT', body: { orderNumber: '', flash }, times: 1 })
    const result = await placeWith(jar, key)
    const calls = await capturedRequests()
    const put = calls.findIndex((c) => c.method === 'PUT' && c.path === '/cart/v2/checkout/order')
    expect(cartReads(calls.slice(put))).toBe(1)
    expect(result.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
    expect(await noticeOn(jar, '/en-us/checkout/summary')).toEqual({
      type: 'error',
      message: 'Your cart changed. Please review it.',
    })
    // The same form can be posted again once the shopper has looked: the order goes through.
    const again = await placeWith(jar, key)
    expect(again.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    expect(await placedOrders()).toHaveLength(1)
  })

  it('ERR-071 scripted TAX310 reads the cart again and tells the shopper on the summary', async () => {
    const jar = new CookieJar()
    const key = await readyToPlace(jar)
    await injectFault({ path: PUT_ORDER, method: 'PUT', status: 409, errorId: 'TAX310', times: 1 })
    const result = await placeWith(jar, key)
    const calls = await capturedRequests()
    const put = calls.findIndex((c) => c.method === 'PUT' && c.path === '/cart/v2/checkout/order')
    expect(cartReads(calls.slice(put))).toBe(1)
    expect(result.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
    expect(await noticeOn(jar, '/en-us/checkout/summary')).toEqual({
      type: 'info',
      message: errorMessage('TAX310'),
    })
  })

  for (const code of ['TAX309', 'GEN500']) {
    it(`ERR-124 ERR-071 scripted ${code} gets a persistent error toast on the summary`, async () => {
      const jar = new CookieJar()
      const key = await readyToPlace(jar)
      await injectFault({ path: PUT_ORDER, method: 'PUT', status: 500, errorId: code, times: 1 })
      const result = await placeWith(jar, key)
      expect(result.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
      expect(toastOf(result.cookies)).toEqual({ type: 'error', title: errorMessage(code), persistent: true })
      expect(await noticeOn(jar, '/en-us/checkout/summary')).toBeNull()
    })
  }

  it('CHK-004 ERR-126 a failed 3DS challenge: the message, then a new cart (new id, same lines) and the billing step', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await shipTo(jar)
    const { hpp } = await payByCard(jar, '4000 0000 0000 3220')
    const challenge = await fetch(`${hpp}/challenge`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ outcome: 'fail' }),
    })
    const back = new URL(challenge.headers.get('Location')!)
    expect(back.pathname).toBe('/en-us/checkout/summary')
    const summary = await renderSummary(jar, `${back.pathname}${back.search}`)
    expect(summary.data?.payment).toMatchObject({
      status: 'authentication-failed',
      error: 'payment authentication error',
    })
    const before = await runRoute<Awaited<ReturnType<typeof checkoutLoader>>>(
      checkoutLoader,
      get('/en-us/checkout/summary', jar),
      L,
    )
    const oldId = before.data!.cart.id

    const restart = await runRoute(
      summaryAction,
      post('/en-us/checkout/summary', { intent: 'restart-payment' }, jar),
      L,
    )
    jar.store(restart.cookies)
    expect(restart.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    // The first add created the cart with its item (cartWithItem); the restart creates the new one.
    const creates = (await capturedRequests()).filter(
      (c) => c.method === 'POST' && c.path === '/cart/v1/cart',
    )
    expect(creates).toHaveLength(1)
    expect(creates.at(-1)?.body).toMatchObject({ items: [{ productId: 'RS100001', qty: 1 }] })
    expect(await step(jar)).toBe('/en-us/checkout/billing')
    const page = await runRoute<Awaited<ReturnType<typeof checkoutLoader>>>(
      checkoutLoader,
      get('/en-us/checkout/billing', jar),
      L,
    )
    expect(page.data?.notice).toEqual({ type: 'error', message: 'payment authentication error' })
    expect(page.data?.cart.id).not.toBe(oldId)
    expect(page.data?.cart.items).toHaveLength(1)
    expect(page.data?.cart.shippingAddress).toMatchObject({ addressLine1: '12 Trail Road' })
    expect(await placedOrders()).toHaveLength(0)
  })
})
