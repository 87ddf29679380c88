import { beforeEach, describe, expect, test } from 'vitest'
import { CartSchema, type Cart } from '#app/domain/cart/cart.ts'
import { resetState } from '../state.ts'
import { call, expectError, fixture, guestToken } from '../test-client.ts'

beforeEach(() => resetState())

async function cartWithShoe(token: string): Promise<Cart> {
  const { productId, size9 } = fixture()
  const result = await call('POST', '/cart/v1/cart', {
    token,
    locale: 'en_US',
    body: { items: [{ productId, upc: size9, qty: 2 }] },
  })
  return CartSchema.parse(result.json)
}

describe('cart creation variants', () => {
  test('CART-014 POST /cart/v1/cartWithItem creates a cart holding the item; without one it is refused', async () => {
    const token = await guestToken()
    const { productId, size9 } = fixture()
    const created = await call('POST', '/cart/v1/cartWithItem', {
      token,
      locale: 'en_US',
      body: { items: [{ productId, upc: size9, qty: 1 }] },
    })
    expect(created.status).toBe(201)
    expect(CartSchema.parse(created.json)).toMatchObject({ totalItems: 1, items: [{ upc: size9, qty: 1 }] })
    expectError(
      await call('POST', '/cart/v1/cartWithItem', { token, locale: 'en_US', body: {} }),
      400,
      'API400',
    )
  })

  test('CART-015 GET /cart/v1/cart/{basketId} takes favStoreId, isPatchRequired and inventorySupplyCheck', async () => {
    const token = await guestToken()
    const cart = await cartWithShoe(token)
    const read = await call(
      'GET',
      `/cart/v1/cart/${cart.id}?favStoreId=ST001&isPatchRequired=true&inventorySupplyCheck=true`,
      { token, locale: 'en_US' },
    )
    expect(read.status).toBe(200)
    expect(read.json).toMatchObject({ id: cart.id, favStoreId: 'ST001', totalItems: 2 })
  })

  test('CART-026 POST /cart/v1/reserveWithItem holds the item at a store in a new cart', async () => {
    const token = await guestToken()
    const { productId, size9 } = fixture()
    const reserved = await call('POST', '/cart/v1/reserveWithItem', {
      token,
      locale: 'en_US',
      body: { storeId: 'store-0101', item: { productId, upc: size9, qty: 1 } },
    })
    expect(reserved.status).toBe(201)
    const body = reserved.json as Cart & { reservation: { storeId: string; expiresAt: string } }
    expect(body.reservation.storeId).toBe('store-0101')
    expect(Date.parse(body.reservation.expiresAt)).toBeGreaterThan(Date.now())
    expect(body.items[0]).toMatchObject({
      upc: size9,
      storeId: 'store-0101',
      selectedShippingOption: 'pickup',
    })
    expectError(
      await call('POST', '/cart/v1/reserveWithItem', {
        token,
        locale: 'en_US',
        body: { storeId: 'nowhere', item: { productId, upc: size9, qty: 1 } },
      }),
      400,
      'API400',
    )
  })
})

describe('price adjustments', () => {
  test('CART-027 an associate takes 10% off a line: the line and the totals show it, with the reason', async () => {
    const token = await guestToken()
    const cart = await cartWithShoe(token)
    const line = cart.items[0]!
    const before = cart.totals.itemTotal
    const result = await call('POST', `/cart/v1/cart/${cart.id}/price_adjustments`, {
      token,
      locale: 'en_US',
      body: { itemId: line.id, type: 'percent', value: 10, reason: 'Scuffed box', storeEmployeeId: 'E100' },
    })
    expect(result.status).toBe(201)
    const adjusted = CartSchema.parse(result.json)
    const expected = Math.round(before * 0.9 * 100) / 100
    expect(adjusted.totals.itemTotal).toBeCloseTo(expected, 2)
    expect(adjusted.items[0]!.productPromotions).toContainEqual(
      expect.objectContaining({ campaignId: 'price-adjustment', calloutMessage: 'Scuffed box' }),
    )
    expect((result.json as { priceAdjustments: unknown[] }).priceAdjustments).toEqual([
      expect.objectContaining({ itemId: line.id, type: 'percent', value: 10, reason: 'Scuffed box' }),
    ])
  })

  test('CART-027 only a connected associate may adjust, and the values are checked', async () => {
    const token = await guestToken()
    const cart = await cartWithShoe(token)
    const itemId = cart.items[0]!.id
    const post = (body: Record<string, unknown>) =>
      call('POST', `/cart/v1/cart/${cart.id}/price_adjustments`, { token, locale: 'en_US', body })
    expectError(await post({ itemId, type: 'percent', value: 10, reason: 'x' }), 403, 'AUT403')
    expectError(
      await post({ itemId, type: 'percent', value: 120, reason: 'x', storeEmployeeId: 'E1' }),
      400,
      'API400',
    )
    expectError(
      await post({ itemId, type: 'amount', value: 5, reason: ' ', storeEmployeeId: 'E1' }),
      400,
      'API400',
    )
    expectError(
      await post({ itemId: 'nope', type: 'amount', value: 5, reason: 'x', storeEmployeeId: 'E1' }),
      404,
      'ORD404',
    )
  })

  test('CART-028 CART-029 an adjustment is changed, then removed, and the price goes back', async () => {
    const token = await guestToken()
    const cart = await cartWithShoe(token)
    const created = await call('POST', `/cart/v1/cart/${cart.id}/price_adjustments`, {
      token,
      locale: 'en_US',
      body: {
        itemId: cart.items[0]!.id,
        type: 'amount',
        value: 5,
        reason: 'Price match',
        storeEmployeeId: 'E1',
      },
    })
    const id = (created.json as { priceAdjustments: { id: string }[] }).priceAdjustments[0]!.id
    expect(CartSchema.parse(created.json).totals.itemTotal).toBeCloseTo(cart.totals.itemTotal - 5, 2)

    const changed = await call('PATCH', `/cart/v1/cart/${cart.id}/price_adjustments/${id}`, {
      token,
      locale: 'en_US',
      body: { value: 20 },
    })
    expect(changed.status).toBe(200)
    expect(CartSchema.parse(changed.json).totals.itemTotal).toBeCloseTo(cart.totals.itemTotal - 20, 2)

    const removed = await call('DELETE', `/cart/v1/cart/${cart.id}/price_adjustments/${id}`, {
      token,
      locale: 'en_US',
    })
    expect(removed.status).toBe(200)
    expect(CartSchema.parse(removed.json).totals.itemTotal).toBe(cart.totals.itemTotal)
    expect((removed.json as { priceAdjustments: unknown[] }).priceAdjustments).toEqual([])
    expectError(
      await call('DELETE', `/cart/v1/cart/${cart.id}/price_adjustments/${id}`, { token, locale: 'en_US' }),
      404,
      'API404',
    )
  })
})
