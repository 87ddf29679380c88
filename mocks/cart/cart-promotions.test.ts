import { beforeEach, describe, expect, test } from 'vitest'
import { CartSchema, type Cart } from '#app/domain/cart/cart.ts'
import { FREE_SHIPPING_THRESHOLD } from '#app/domain/money/free-shipping.ts'
import { findProduct } from '../catalog/seed/catalog.ts'
import { gwpGiftUpc } from './seed/promotions.ts'
import { call, expectError, fixture, guestToken } from '../test-client.ts'
import { resetState } from '../state.ts'

beforeEach(() => resetState())

async function cartWith(token: string, qty: number): Promise<Cart> {
  const { productId, size9 } = fixture()
  const result = await call('POST', '/cart/v1/cart', {
    token,
    body: { items: [{ productId, upc: size9, qty }] },
  })
  expect(result.status).toBe(201)
  return CartSchema.parse(result.json)
}

const coupon = (token: string, cartId: string, code: string) =>
  call('PUT', '/cart/v1/coupon', { token, body: { cartId, code } })

describe('coupons', () => {
  test.each([
    ['bad shape!', 400, 'PRM160'],
    ['NOPE', 400, 'PRM130'],
    ['EXPIRED', 400, 'PRM155'],
    ['NEXTYEAR', 400, 'PRM135'],
    ['THANKYOU', 400, 'PRM150'],
    ['FIRST100', 400, 'PRM140'],
  ])('ERR-072..ERR-076 %s answers %s %s', async (code, status, errorId) => {
    const token = await guestToken()
    const cart = await cartWith(token, 1)
    expectError(await coupon(token, cart.id, code), status, errorId)
  })

  test('ERR-077 ERR-078 the same code twice is PRM416; a second order code does not stack (PRM175)', async () => {
    const token = await guestToken()
    const cart = await cartWith(token, 1)
    expect((await coupon(token, cart.id, 'welcome10')).status).toBe(200)
    expectError(await coupon(token, cart.id, 'WELCOME10'), 400, 'PRM416')
    expectError(await coupon(token, cart.id, 'SAVE15'), 409, 'PRM175')
    // Codes of another level stack.
    const both = CartSchema.parse((await coupon(token, cart.id, 'FREESHIP')).json)
    expect(both.couponItems.map((c) => c.code)).toEqual(['WELCOME10', 'FREESHIP'])
  })

  test('CART-007 a PRODUCT code lowers the line: productPromotions, priceAfterItemDiscount, totalDiscount', async () => {
    const token = await guestToken()
    const cart = await cartWith(token, 1)
    const priced = CartSchema.parse((await coupon(token, cart.id, 'RUN20')).json)
    const item = priced.items[0]!
    expect(item.productPromotions).toEqual([
      expect.objectContaining({ couponCode: 'RUN20', promotionId: 'PROMO-RUN20', campaignId: 'CMP-RUNNING' }),
    ])
    expect(item.price.priceAfterItemDiscount).toBe(Math.round(item.price.rowTotal! * 80) / 100)
    expect(priced.totals.totalDiscount).toBeCloseTo(
      item.price.rowTotal! - item.price.priceAfterItemDiscount!,
      2,
    )
    expect(priced.promoSummary.map((p) => p.level)).toContain('PRODUCT')
  })
})

describe('automatic promotions', () => {
  test('CART-070 free shipping approaches with the remaining distance, then is earned', async () => {
    const token = await guestToken()
    const bottle = findProduct('AC100001')!.variants[0]!.upc
    const small = CartSchema.parse(
      (await call('POST', '/cart/v1/cart', { token, body: { items: [{ upc: bottle, qty: 1 }] } })).json,
    )
    expect(small.totals.itemTotal).toBeLessThan(FREE_SHIPPING_THRESHOLD.us)
    const approaching = small.approachingPromotions.find(
      (p) => p.promotionId === 'PROMO-FREE-SHIPPING-THRESHOLD',
    )
    expect(approaching?.distanceFromConditionThreshold).toBeCloseTo(
      FREE_SHIPPING_THRESHOLD.us - small.totals.itemTotal,
      2,
    )
    expect(approaching?.calloutMessage?.split('|')).toHaveLength(3)
    const token2 = await guestToken()
    const big = await cartWith(token2, 1)
    const updated = CartSchema.parse(
      (
        await call('PUT', `/cart/v1/cart/${big.id}/item`, {
          token: token2,
          body: { cartId: big.id, itemId: big.items[0]!.id, qty: 2 },
        })
      ).json,
    )
    expect(updated.totals.shipping).toBe(0)
    expect(updated.promoSummary.map((p) => p.promotionId)).toContain('PROMO-FREE-SHIPPING-THRESHOLD')
  })

  test('ERR-080 ERR-116 the gift with purchase is a bonus line that cannot be added, changed or removed', async () => {
    const token = await guestToken()
    const cart = await cartWith(token, 4)
    const gift = cart.items.find((i) => i.bonus)
    expect(gift).toMatchObject({ bonus: true, qty: 1, price: { amount: 0, rowTotal: 0 } })
    expect(cart.promoSummary.map((p) => p.promotionId)).toContain('PROMO_GWP_BEANIE')
    expect(cart.totalItems).toBe(4)
    expectError(
      await call('PUT', `/cart/v1/cart/${cart.id}/item`, {
        token,
        body: { cartId: cart.id, itemId: gift!.id, qty: 2 },
      }),
      409,
      'GWP403',
    )
    expectError(
      await call('DELETE', '/cart/v1/item', {
        token,
        body: { cartId: cart.id, itemId: gift!.id, upc: gift!.upc },
      }),
      409,
      'GWP403',
    )
    expectError(
      await call('POST', '/cart/v1/item', {
        token,
        body: { cartId: cart.id, items: [{ upc: gwpGiftUpc(), qty: 1 }] },
      }),
      409,
      'GWP403',
    )
  })
})

describe('expiry and scripted notices', () => {
  test('ERR-038 an expired cart answers BSK404', async () => {
    const token = await guestToken()
    const cart = await cartWith(token, 1)
    expect((await call('POST', `/__emulator/carts/${cart.id}/expire`)).status).toBe(200)
    expectError(await call('GET', `/cart/v1/cart/${cart.id}`, { token }), 404, 'BSK404')
  })

  test('CART-049 notices scripted on a cart come back as customerNotifications', async () => {
    const token = await guestToken()
    const cart = await cartWith(token, 1)
    const itemId = cart.items[0]!.id
    await call('POST', `/__emulator/carts/${cart.id}/notices`, {
      body: {
        notices: [{ type: 'OrderShippingMethodDowngraded' }, { type: 'PickupToSthTransition', itemId }],
      },
    })
    const read = CartSchema.parse((await call('GET', `/cart/v1/cart/${cart.id}`, { token })).json)
    expect(read.customerNotifications.map((n) => n.type)).toEqual(['OrderShippingMethodDowngraded'])
    expect(read.items[0]!.customerNotifications.map((n) => n.type)).toEqual(['PickupToSthTransition'])
  })
})
