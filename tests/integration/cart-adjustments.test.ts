import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { CartLine } from '#app/features/cart/ui/cart-line.tsx'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart.tsx'
import { DEFAULT_ASSOCIATE_SESSION_MINUTES } from '#app/domain/stores/in-store.ts'
import { commitSession, getSession } from '#app/sessions.server.ts'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'

const L = { locale: 'en-us' }
const SIZE_9 = '846121001041'
const STORE = {
  storeId: 'store-0101',
  storeName: 'Ridgeline Portland Pearl District',
  storeEmployeeId: 'E1001',
  storeEmployeeName: 'Jordan Reyes',
}

type PageData = Awaited<ReturnType<typeof cartLoader>>
type Full = Extract<PageData, { promotions: unknown }>

async function act(jar: CookieJar, form: Record<string, string>) {
  const result = await runRoute<Record<string, unknown>>(cartAction, post('/en-us/cart', form, jar), L)
  jar.store(result.cookies)
  return result
}

async function page(jar: CookieJar): Promise<Full> {
  const result = await runRoute<PageData>(cartLoader, get('/en-us/cart', jar), L)
  jar.store(result.cookies)
  return result.data as Full
}

/**
 * A cart holding the shoe; with `store`, the session is an associate's buy-in-store session, which
 * the associate started at `connectedAt` (now unless given).
 */
async function cartWithShoe(store?: typeof STORE, connectedAt = Date.now()) {
  const jar = new CookieJar()
  await act(jar, { intent: 'add-to-cart', productId: 'RS100001', upc: SIZE_9, qty: '1' })
  if (store) {
    const session = getSession(new Request('http://x', { headers: { Cookie: jar.header() } }))
    session.set('store', { ...store, connectedAt })
    jar.store([commitSession(session)])
  }
  const data = await page(jar)
  return { jar, data, line: data.cart.items.find((i) => i.upc === SIZE_9)! }
}

const adjustmentCalls = async () =>
  (await capturedRequests()).filter((c) => c.path.includes('/price_adjustments'))

describe('price adjustments by a connected associate', () => {
  it('CART-027 an associate takes 10% off a line: POST with the employee id, the line shows the adjustment and the lower price', async () => {
    const { jar, data, line } = await cartWithShoe(STORE)
    expect(data.associate).toBe(true)
    expect(line.adjustment).toBeUndefined()
    const result = await act(jar, {
      intent: 'adjust-price',
      itemId: line.id,
      type: 'percent',
      value: '10',
      reason: 'Scuffed box',
    })
    expect(result.status).toBe(303)
    expect(toastOf(result.cookies)?.title).toBe('Price adjusted.')
    const [call] = await adjustmentCalls()
    expect(call).toMatchObject({
      method: 'POST',
      path: `/cart/v1/cart/${data.cart.id}/price_adjustments`,
      body: { itemId: line.id, type: 'percent', value: 10, reason: 'Scuffed box', storeEmployeeId: 'E1001' },
    })
    const after = (await page(jar)).cart.items.find((i) => i.upc === SIZE_9)!
    expect(after.adjustment).toMatchObject({ type: 'percent', value: 10, reason: 'Scuffed box' })
    expect(after.price.priceAfterItemDiscount).toBeCloseTo(line.price.rowTotal! * 0.9, 2)
  })

  it('CART-028 CART-029 adjusting an adjusted line changes it (PATCH); removing it restores the price', async () => {
    const { jar, data, line } = await cartWithShoe(STORE)
    await act(jar, {
      intent: 'adjust-price',
      itemId: line.id,
      type: 'percent',
      value: '10',
      reason: 'Scuffed',
    })
    const id = (await page(jar)).cart.items.find((i) => i.upc === SIZE_9)!.adjustment!.id
    const changed = await act(jar, {
      intent: 'adjust-price',
      itemId: line.id,
      type: 'amount',
      value: '5',
      reason: 'Price match',
    })
    expect(changed.status).toBe(303)
    const patch = (await adjustmentCalls()).at(-1)
    expect(patch).toMatchObject({
      method: 'PATCH',
      path: `/cart/v1/cart/${data.cart.id}/price_adjustments/${id}`,
      body: { type: 'amount', value: 5, reason: 'Price match' },
    })
    const adjusted = (await page(jar)).cart.items.find((i) => i.upc === SIZE_9)!
    expect(adjusted.adjustment).toMatchObject({ id, type: 'amount', value: 5 })

    const removed = await act(jar, { intent: 'remove-price-adjustment', itemId: line.id, adjustmentId: id })
    expect(removed.status).toBe(303)
    expect(toastOf(removed.cookies)?.title).toBe('Price adjustment removed.')
    expect((await adjustmentCalls()).at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/cart/v1/cart/${data.cart.id}/price_adjustments/${id}`,
    })
    const back = (await page(jar)).cart.items.find((i) => i.upc === SIZE_9)!
    expect(back.adjustment).toBeUndefined()
    expect(back.price.priceAfterItemDiscount).toBe(line.price.priceAfterItemDiscount)
  })

  it('CART-027 a bad adjustment is refused at the line without an upstream call', async () => {
    const { jar, line } = await cartWithShoe(STORE)
    const result = await act(jar, {
      intent: 'adjust-price',
      itemId: line.id,
      type: 'percent',
      value: '150',
      reason: 'x',
    })
    expect(result.response?.status).toBe(400)
    expect(await result.response!.json()).toEqual({
      reply: {
        intent: 'adjust-price',
        target: line.id,
        errors: { value: 'A percentage is at most 100' },
        values: { type: 'percent', value: '150', reason: 'x' },
      },
    })
    const noReason = await act(jar, {
      intent: 'adjust-price',
      itemId: line.id,
      type: 'amount',
      value: '5',
      reason: ' ',
    })
    expect(noReason.response?.status).toBe(400)
    expect(await noReason.response!.json()).toMatchObject({
      reply: { target: line.id, errors: { reason: 'Enter the reason for the adjustment' } },
    })
    expect(await adjustmentCalls()).toEqual([])
  })

  it('CART-027 INSTORE a shopper without the associate context sees no adjustment and is refused (403)', async () => {
    const { jar, data, line } = await cartWithShoe()
    expect(data.associate).toBe(false)
    expect(line.adjustment).toBeUndefined()
    const result = await act(jar, {
      intent: 'adjust-price',
      itemId: line.id,
      type: 'percent',
      value: '10',
      reason: 'x',
    })
    expect(result.response?.status).toBe(403)
    expect(await result.response!.json()).toEqual({
      reply: {
        intent: 'adjust-price',
        target: line.id,
        errors: { form: 'Only a store associate signed in at the store can adjust prices.' },
        values: {},
      },
    })
    const removal = await act(jar, {
      intent: 'remove-price-adjustment',
      itemId: line.id,
      adjustmentId: 'adj-1',
    })
    expect(removal.response?.status).toBe(403)
    // A store without an associate is not a connected associate either.
    const half = await cartWithShoe({ ...STORE, storeEmployeeId: '' })
    expect(half.data.associate).toBe(false)
    const refused = await act(half.jar, {
      intent: 'adjust-price',
      itemId: half.line.id,
      type: 'percent',
      value: '10',
      reason: 'x',
    })
    expect(refused.response?.status).toBe(403)
    expect(await adjustmentCalls()).toEqual([])
  })

  it('CART-027 INSTORE-002 a context past the associate’s shift offers no adjustment and is refused (403)', async () => {
    const shiftMs = DEFAULT_ASSOCIATE_SESSION_MINUTES * 60_000
    const { jar, data, line } = await cartWithShoe(STORE, Date.now() - shiftMs)
    expect(data.associate).toBe(false)
    const result = await act(jar, {
      intent: 'adjust-price',
      itemId: line.id,
      type: 'percent',
      value: '100',
      reason: 'Left behind',
    })
    expect(result.response?.status).toBe(403)
    expect(await result.response!.json()).toMatchObject({
      reply: { errors: { form: 'Only a store associate signed in at the store can adjust prices.' } },
    })
    const removal = await act(jar, {
      intent: 'remove-price-adjustment',
      itemId: line.id,
      adjustmentId: 'adj-1',
    })
    expect(removal.response?.status).toBe(403)
    expect(await adjustmentCalls()).toEqual([])
    // A minute within the shift, the same associate still adjusts.
    const live = await cartWithShoe(STORE, Date.now() - shiftMs + 60_000)
    expect(live.data.associate).toBe(true)
  })
})

describe('the adjustment forms on the page', () => {
  const render = (line: Full['cart']['items'][number], associate: boolean, adjustError?: string) =>
    renderWithProviders(
      createElement(CartLine, {
        item: line,
        locale: 'en-us',
        currency: 'USD',
        associate,
        adjustReply: adjustError
          ? { intent: 'adjust-price', target: line.id, errors: { value: adjustError }, values: {} }
          : undefined,
      }),
      { path: '/en-us/cart' },
    ).replaceAll('<!-- -->', '')

  it('CART-027 CART-029 an associate gets the adjust form per line, and the removal once adjusted', async () => {
    const { jar, line } = await cartWithShoe(STORE)
    const html = render(line, true)
    expect(html).toContain('value="adjust-price"')
    expect(html).toContain('name="reason"')
    expect(html).not.toContain('value="remove-price-adjustment"')
    await act(jar, {
      intent: 'adjust-price',
      itemId: line.id,
      type: 'amount',
      value: '5',
      reason: 'Price match',
    })
    const adjusted = (await page(jar)).cart.items.find((i) => i.upc === SIZE_9)!
    const after = render(adjusted, true)
    expect(after).toContain('Price adjusted: $5.00 off (Price match)')
    expect(after).toContain('value="remove-price-adjustment"')
    expect(render(adjusted, true, 'A percentage is at most 100')).toMatch(
      /role="alert"[^>]*>A percentage is at most 100/,
    )
  })

  it('CART-027 everyone else gets no adjustment form', async () => {
    const { line } = await cartWithShoe()
    const html = render(line, false)
    expect(html).not.toContain('adjust-price')
    expect(html).not.toContain('Adjust price')
  })
})
