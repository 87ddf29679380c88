import { beforeEach, describe, expect, test } from 'vitest'
import { CartSchema, type Cart } from '#app/domain/cart/cart.ts'
import { FREE_SHIPPING_THRESHOLD } from '#app/domain/money/free-shipping.ts'
import { findProduct, priceFor } from '../catalog/seed/catalog.ts'
import { db, resetState } from '../state.ts'
import { call, expectError, fixture, guestToken } from '../test-client.ts'

beforeEach(() => resetState())

const round2 = (n: number) => Math.round(n * 100) / 100

function unitPrice(currency: 'USD' | 'EUR') {
  return priceFor(findProduct('RS100001')!, currency).lowCurrent
}

async function newCart(token: string, locale = 'en_US', items?: unknown[]): Promise<Cart> {
  const result = await call('POST', '/cart/v1/cart', { token, locale, body: items ? { items } : {} })
  expect(result.status).toBe(201)
  return CartSchema.parse(result.json)
}

async function add(token: string, cartId: string, items: unknown[], locale = 'en_US') {
  return call('POST', '/cart/v1/item', { token, locale, body: { cartId, items } })
}

describe('cart lifecycle', () => {
  test('create, add, update, remove in USD with totals', async () => {
    const token = await guestToken()
    const { productId, size9 } = fixture()
    const empty = await newCart(token)
    expect(empty).toMatchObject({ id: 'bsk-000001', currency: 'USD', totalItems: 0, items: [] })
    expect(empty.totals.total).toBe(0)

    const added = CartSchema.parse((await add(token, empty.id, [{ productId, upc: size9, qty: 2 }])).json)
    const unit = unitPrice('USD')
    const merchandise = round2(unit * 2)
    const shipping = merchandise >= 100 ? 0 : 8
    const tax = round2((merchandise + shipping) * 0.08)
    expect(added.totalItems).toBe(2)
    expect(added.items[0]).toMatchObject({
      productId,
      upc: size9,
      qty: 2,
      maxQty: 10,
      price: { amount: unit, rowTotal: merchandise, priceAfterOrderDiscount: merchandise },
      selectedShippingOption: 'standard',
    })
    expect(
      added.items[0]!.shippingOptions?.map((o) => [o.shippingMethod.code, o.shippingMethod.deliveryTime]),
    ).toEqual([
      ['standard', '3-5 days'],
      ['express', '1-2 days'],
      ['pudo', '3-5 days'],
    ])
    expect(added.totals).toMatchObject({
      itemSubTotal: merchandise,
      itemTotal: merchandise,
      totalDiscount: 0,
      shipping,
      tax,
      total: round2(merchandise + shipping + tax),
      totalUnits: 2,
      remainingToPay: round2(merchandise + shipping + tax),
    })
    expect(added.shippingMethods[0]).toMatchObject({ shippingId: 'me', code: 'standard' })

    const again = CartSchema.parse((await add(token, empty.id, [{ productId, upc: size9, qty: 1 }])).json)
    expect(again.items.filter((i) => !i.bonus)).toHaveLength(1)
    expect(again.totalItems).toBe(3)

    const itemId = again.items[0]!.id
    const updated = await call('PUT', `/cart/v1/cart/${empty.id}/item`, {
      token,
      body: { cartId: empty.id, itemId, productId, upc: size9, qty: 1 },
    })
    expect(CartSchema.parse(updated.json).totalItems).toBe(1)

    const removed = await call('DELETE', '/cart/v1/item', {
      token,
      body: { cartId: empty.id, itemId, upc: size9 },
    })
    expect(CartSchema.parse(removed.json)).toMatchObject({ totalItems: 0, items: [] })
  })

  test('qty 0 on update removes the line', async () => {
    const token = await guestToken()
    const { productId, size9 } = fixture()
    const cart = await newCart(token, 'en_US', [{ productId, upc: size9, qty: 1 }])
    const result = await call('PUT', `/cart/v1/cart/${cart.id}/item`, {
      token,
      body: { cartId: cart.id, itemId: cart.items[0]!.id, productId, upc: size9, qty: 0 },
    })
    expect(CartSchema.parse(result.json).items).toEqual([])
  })

  test('a cart created on a German locale is in EUR with VAT included, not added', async () => {
    const token = await guestToken()
    const { productId, size9 } = fixture()
    const cart = await newCart(token, 'de_DE', [{ productId, upc: size9, qty: 1 }])
    const unit = unitPrice('EUR')
    const shipping = unit >= FREE_SHIPPING_THRESHOLD.de ? 0 : 6
    expect(cart.currency).toBe('EUR')
    expect(cart.items[0]!.price.amount).toBe(unit)
    expect(cart.totals.shipping).toBe(shipping)
    expect(cart.totals.total).toBe(round2(unit + shipping))
    expect(cart.totals.tax).toBe(round2(((unit + shipping) * 0.19) / 1.19))
    expect(cart.totals.netAmount).toBe(round2(cart.totals.total - cart.totals.tax!))
  })

  test("standard shipping is free from the market's threshold; express is charged", async () => {
    const token = await guestToken()
    const { productId, size9 } = fixture()
    const qty = Math.ceil(FREE_SHIPPING_THRESHOLD.us / unitPrice('USD'))
    const cart = await newCart(token, 'en_US', [{ productId, upc: size9, qty }])
    expect(cart.totals.shipping).toBe(0)
    const methods = await call('GET', `/cart/v1/cart/${cart.id}/shippingMethod/me`, { token })
    expect(methods.json).toMatchObject({
      defaultShippingMethodId: 'standard',
      shippingMethods: [
        { code: 'standard', price: { amount: 0 }, selected: true },
        { code: 'express', price: { amount: 20 }, selected: false },
      ],
    })
    const express = await call('POST', '/cart/v1/shippingMethod', {
      token,
      body: { cartId: cart.id, code: 'express', shippingId: 'me', shopperAppliedSM: true },
    })
    const updated = CartSchema.parse(express.json)
    expect(updated.totals.shipping).toBe(20)
    expect(updated.items[0]!.selectedShippingOption).toBe('express')
    expectError(
      await call('POST', '/cart/v1/shippingMethod', {
        token,
        body: { cartId: cart.id, code: 'teleport', shippingId: 'me' },
      }),
      400,
      'SHP404',
    )
  })

  test("another shopper's cart and an unknown cart answer BSK404", async () => {
    const owner = await guestToken()
    const other = await guestToken()
    const cart = await newCart(owner)
    expectError(await call('GET', `/cart/v1/cart/${cart.id}`, { token: other }), 404, 'BSK404')
    expectError(await call('GET', '/cart/v1/cart/bsk-999999', { token: owner }), 404, 'BSK404')
    expect(db.carts.size).toBe(1)
  })
})

describe('stock and quantity rules', () => {
  test('more than the stock left answers 409 INV406 naming the item', async () => {
    const token = await guestToken()
    const { productId, size10 } = fixture()
    const cart = await newCart(token)
    const error = expectError(await add(token, cart.id, [{ productId, upc: size10, qty: 3 }]), 409, 'INV406')
    expect(error.message).toContain(findProduct('RS100001')!.name)
    expect(error.message).toContain('2')
    const unchanged = CartSchema.parse((await call('GET', `/cart/v1/cart/${cart.id}`, { token })).json)
    expect(unchanged.items).toEqual([])
  })

  test('an out-of-stock size answers 409 INV700', async () => {
    const token = await guestToken()
    const { productId, size11 } = fixture()
    const cart = await newCart(token)
    expectError(await add(token, cart.id, [{ productId, upc: size11, qty: 1 }]), 409, 'INV700')
  })

  test('over the per-line maximum answers 409 INV408 with maxAllowedQty, also across adds', async () => {
    const token = await guestToken()
    const { productId, size9 } = fixture()
    const cart = await newCart(token)
    expect(
      expectError(await add(token, cart.id, [{ productId, upc: size9, qty: 11 }]), 409, 'INV408'),
    ).toMatchObject({
      maxAllowedQty: 10,
    })
    await add(token, cart.id, [{ productId, upc: size9, qty: 8 }])
    expectError(await add(token, cart.id, [{ productId, upc: size9, qty: 3 }]), 409, 'INV408')
  })

  test('an unknown upc answers 404 ORD404, and a failed create leaves no cart', async () => {
    const token = await guestToken()
    expectError(
      await call('POST', '/cart/v1/cart', {
        token,
        body: { items: [{ productId: 'RS100001', upc: '0000', qty: 1 }] },
      }),
      404,
      'ORD404',
    )
    expect(db.carts.size).toBe(0)
  })
})

describe('coupons', () => {
  test('WELCOME10 takes 10% off the order and shows in promoSummary and couponItems', async () => {
    const token = await guestToken()
    const { productId, size9 } = fixture()
    const cart = await newCart(token, 'en_US', [{ productId, upc: size9, qty: 1 }])
    const result = await call('PUT', '/cart/v1/coupon', {
      token,
      body: { cartId: cart.id, code: 'welcome10' },
    })
    const withCoupon = CartSchema.parse(result.json)
    const unit = unitPrice('USD')
    const discount = round2(unit * 0.1)
    expect(withCoupon.totals.totalDiscount).toBe(discount)
    expect(withCoupon.totals.totalDiscountPercentage).toBe(10)
    expect(withCoupon.totals.itemTotal).toBe(round2(unit - discount))
    expect(withCoupon.items[0]!.price.priceAfterOrderDiscount).toBe(round2(unit - discount))
    expect(withCoupon.promoSummary.filter((p) => p.level === 'ORDER')).toMatchObject([
      { level: 'ORDER', promotionId: expect.any(String) },
    ])
    expect(withCoupon.couponItems.map((c) => c.code)).toEqual(['WELCOME10'])

    expectError(
      await call('PUT', '/cart/v1/coupon', { token, body: { cartId: cart.id, code: 'WELCOME10' } }),
      400,
      'PRM416',
    )
    const removed = await call('DELETE', '/cart/v1/coupon', {
      token,
      body: { cartId: cart.id, code: 'WELCOME10' },
    })
    expect(CartSchema.parse(removed.json).totals.totalDiscount).toBe(0)
  })

  test('FREESHIP makes standard shipping free; EXPIRED and unknown codes are refused', async () => {
    const token = await guestToken()
    const bottle = findProduct('AC100001')!
    const cart = await newCart(token, 'en_GB', [
      { productId: bottle.id, upc: bottle.variants[0]!.upc, qty: 1 },
    ])
    // A cart under the free-shipping threshold pays 5 for standard, until FREESHIP.
    const discounted = await call('PUT', '/cart/v1/coupon', {
      token,
      body: { cartId: cart.id, code: 'WELCOME10' },
    })
    const { totals } = CartSchema.parse(discounted.json)
    expect(totals.itemTotal).toBeLessThan(FREE_SHIPPING_THRESHOLD.gb)
    expect(totals.shipping).toBe(5)
    const result = await call('PUT', '/cart/v1/coupon', {
      token,
      body: { cartId: cart.id, code: 'FREESHIP' },
    })
    const free = CartSchema.parse(result.json)
    expect(free.totals.shipping).toBe(0)
    expect(free.promoSummary.map((p) => p.level)).toEqual(['ORDER', 'SHIPPING'])
    expectError(
      await call('PUT', '/cart/v1/coupon', { token, body: { cartId: cart.id, code: 'EXPIRED' } }),
      400,
      'PRM155',
    )
    expectError(
      await call('PUT', '/cart/v1/coupon', { token, body: { cartId: cart.id, code: 'NOPE' } }),
      400,
      'PRM130',
    )
  })
})

describe('gift card balance', () => {
  test('the balance, a zero balance, and a wrong PIN', async () => {
    const token = await guestToken()
    const ok = await call('POST', '/cart/v1/giftcard/balance', {
      token,
      body: { cardNumber: '6006490000000001', pin: '1111' },
    })
    expect(ok.json).toMatchObject({ balance: 50, currency: 'USD' })
    const zero = await call('POST', '/cart/v1/giftcard/balance', {
      token,
      body: { cardNumber: '6006490000000002', pin: '2222' },
    })
    expect(zero.json).toMatchObject({ balance: 0 })
    expectError(
      await call('POST', '/cart/v1/giftcard/balance', {
        token,
        body: { cardNumber: '6006490000000001', pin: '9999' },
      }),
      400,
      'GFC800',
    )
  })
})

describe('collection point delivery (CHK-007, CART-011)', () => {
  const codes = (cart: Cart, i = 0) => cart.items[i]!.shippingOptions?.map((o) => o.shippingMethod.code)

  test('CHK-007 a pick-up point is offered for shoes, not for a tent; action=pudo keeps the point on the line', async () => {
    const token = await guestToken()
    const { productId, size9 } = fixture()
    const tent = findProduct('TP100001')!.variants[0]!.upc
    const cart = await newCart(token, 'en_US', [
      { productId, upc: size9, qty: 1 },
      { productId: 'TP100001', upc: tent, qty: 1 },
    ])
    expect(codes(cart, 0)).toContain('pudo')
    expect(codes(cart, 1)).not.toContain('pudo')

    const line = cart.items[0]!
    const moved = await call('PUT', `/cart/v1/cart/${cart.id}/item?action=pudo`, {
      token,
      body: { cartId: cart.id, itemId: line.id, productId, upc: size9, qty: 1, storeId: 'cp-us-01' },
    })
    expect(moved.status).toBe(200)
    const item = CartSchema.parse(moved.json).items[0]!
    expect(item.selectedShippingOption).toBe('pudo')
    expect(item.shippingOptions?.find((o) => o.selected)).toMatchObject({
      shippingMethod: { code: 'pudo' },
      storeInfo: { id: 'cp-us-01', name: 'ParcelBox Pearl District', address1: '1005 NW Glisan Street' },
    })

    const tentLine = cart.items[1]!
    expectError(
      await call('PUT', `/cart/v1/cart/${cart.id}/item?action=pudo`, {
        token,
        body: {
          cartId: cart.id,
          itemId: tentLine.id,
          productId: 'TP100001',
          upc: tent,
          qty: 1,
          storeId: 'cp-us-01',
        },
      }),
      400,
      'SHP404',
    )
    expectError(
      await call('PUT', `/cart/v1/cart/${cart.id}/item?action=pudo`, {
        token,
        body: { cartId: cart.id, itemId: line.id, productId, upc: size9, qty: 1, storeId: 'cp-gb-01' },
      }),
      400,
      'API400',
    )

    const home = await call('PUT', `/cart/v1/cart/${cart.id}/item?action=home`, {
      token,
      body: { cartId: cart.id, itemId: line.id, productId, upc: size9, qty: 1 },
    })
    expect(CartSchema.parse(home.json).items[0]!.selectedShippingOption).toBe('standard')
  })
})
