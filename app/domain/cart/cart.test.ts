import { describe, expect, it } from 'vitest'
import {
  ApproachingPromotionSchema,
  CartSchema,
  CartShippingMethodsSchema,
  DEFAULT_MAX_QTY,
  DEFAULT_QTY,
  PromoSummarySchema,
} from './cart.ts'
import {
  SHIPPING_METHOD_CODES,
  defaultShippingOptions,
  deliveryDays,
  groupCartItems,
  itemStockState,
  mergeNoticeCache,
  normaliseItem,
  sortByDeliveryTime,
  sortCartItems,
} from './cart-items.ts'

const item = (id: string, code = 'standard', bonus = false) => ({
  id,
  bonus,
  selectedShippingOption: code,
})

describe('cart lists', () => {
  it('CART-045 groups items as home and pickup', () => {
    const groups = groupCartItems([item('a', 'pickup'), item('b'), item('c', 'sts'), item('d', 'pudo')])
    expect(groups.home.map((i) => i.id)).toEqual(['b', 'd'])
    expect(groups.pickup.map((i) => i.id)).toEqual(['a', 'c'])
  })

  it('CART-046 sorts pickup items after home items', () => {
    const sorted = sortCartItems([item('p1', 'pickup'), item('h1'), item('p2', 'pickup'), item('h2')])
    expect(sorted.map((i) => i.id)).toEqual(['h1', 'h2', 'p1', 'p2'])
  })

  it('CART-047 config on → bonus first; off → normal order', () => {
    const items = [item('a'), item('gift', 'standard', true), item('b')]
    expect(sortCartItems(items, { bonusFirst: true }).map((i) => i.id)).toEqual(['gift', 'a', 'b'])
    expect(sortCartItems(items, { bonusFirst: false }).map((i) => i.id)).toEqual(['a', 'gift', 'b'])
  })

  it("CART-048 'same day'→0, '3-5 days'→3, 'soon'→1", () => {
    expect(deliveryDays('same day')).toBe(0)
    expect(deliveryDays('Same Day')).toBe(0)
    expect(deliveryDays('3-5 days')).toBe(3)
    expect(deliveryDays('soon')).toBe(1)
    expect(deliveryDays(undefined)).toBe(1)
    const sorted = sortByDeliveryTime([
      { code: 'a', deliveryTime: '3-5 days' },
      { code: 'b', deliveryTime: 'soon' },
      { code: 'c', deliveryTime: 'same day' },
    ])
    expect(sorted.map((m) => m.code)).toEqual(['c', 'b', 'a'])
  })

  it('CART-061 CONST-001 CONST-002 unknown max quantity → 999999, unknown quantity → 1', () => {
    expect(DEFAULT_MAX_QTY).toBe(999999)
    expect(DEFAULT_QTY).toBe(1)
    expect(normaliseItem({})).toEqual({ maxQty: 999999, qty: 1 })
    expect(normaliseItem({ maxQty: 5, qty: 2 })).toEqual({ maxQty: 5, qty: 2 })
  })

  it('CART-011 CART-012 no options → one selected, available option: digital or standard', () => {
    expect(SHIPPING_METHOD_CODES).toEqual(['pickup', 'pudo', 'sts', 'digital', 'customs', 'standard'])
    expect(defaultShippingOptions({ isDigital: true })).toEqual([
      { selected: true, available: true, shippingMethod: { code: 'digital' } },
    ])
    expect(defaultShippingOptions({ shippingOptions: [] })[0]).toMatchObject({
      selected: true,
      available: true,
      shippingMethod: { code: 'standard' },
    })
  })

  it('CART-051 classifies partial, full out of stock and delivery-method change', () => {
    expect(itemStockState('ProductLineItemInventoryMissing')).toBe('partial-out-of-stock')
    expect(itemStockState('ProductLineItemFullInventoryMissing')).toBe('full-out-of-stock')
    expect(itemStockState('StsToPickupTransition')).toBe('delivery-method-change')
    expect(itemStockState('Other')).toBeUndefined()
  })

  it('CART-050 the notice cache is keyed by item id and survives a cart refetch', () => {
    const first = mergeNoticeCache({}, [
      { id: 'i1', customerNotifications: [{ type: 'StsToSthTransition' }, { type: 'Other' }] },
      { id: 'i2', customerNotifications: [{ type: 'ChangedStoreId' }] },
    ])
    expect(first).toEqual({ i1: ['StsToSthTransition'], i2: ['ChangedStoreId'] })
    const refetched = mergeNoticeCache(first, [{ id: 'i1', customerNotifications: [] }])
    expect(refetched).toEqual({ i1: ['StsToSthTransition'] })
  })
})

describe('cart mapper', () => {
  const full = {
    id: 'bsk-1',
    currency: 'USD',
    totalItems: 1,
    items: [
      {
        id: 'i1',
        productId: 'P',
        upc: 'U',
        qty: 1,
        name: 'Shoe',
        price: {
          amount: 90,
          original: 100,
          current: 90,
          rowTotal: 90,
          priceAfterItemDiscount: 90,
          priceAfterOrderDiscount: 81,
          highCurrent: 90,
          highOriginal: 100,
        },
        productPromotions: [{ couponCode: 'X', promotionId: 'PR', campaignId: 'C', price: -10 }],
        shippingOptions: [
          {
            selected: true,
            available: true,
            shippingMethod: {
              code: 'standard',
              label: 'Standard',
              deliveryTime: '3-5 days',
              price: { amount: 8 },
            },
            cost: 8,
            shippingPromotions: [{ appliedDiscount: 8, price: 0 }],
            storeInfo: { id: 'S1' },
          },
        ],
      },
    ],
    totals: {
      total: 81,
      itemTotal: 81,
      totalDiscount: 9,
      totalDiscountPercentage: 10,
      appliedRewards: 0,
    },
    promoSummary: [{ level: 'ORDER', promotionName: 'Welcome', promotionId: 'W', calloutMessage: '10%' }],
    approachingPromotions: [{ promotionId: 'FS', distanceFromConditionThreshold: 19, level: 'SHIPPING' }],
  }

  it('CART-001 CART-002 CART-005 CART-006 CART-007 CART-010 reads a full cart', () => {
    const cart = CartSchema.parse(full)
    expect(cart.items[0]!.price.priceAfterOrderDiscount).toBe(81)
    expect(cart.items[0]!.productPromotions[0]).toMatchObject({ couponCode: 'X', campaignId: 'C' })
    expect(cart.items[0]!.shippingOptions?.[0]?.shippingPromotions?.[0]).toEqual({
      appliedDiscount: 8,
      price: 0,
    })
    expect(cart.totals.appliedRewards).toBe(0)
    expect(cart.couponItems).toEqual([])
    expect(cart.orderPromotions).toEqual([])
  })

  it('CART-004 the promo summary level is ORDER, PRODUCT or SHIPPING', () => {
    for (const level of ['ORDER', 'PRODUCT', 'SHIPPING'])
      expect(PromoSummarySchema.safeParse({ level, promotionName: 'n', promotionId: 'i' }).success).toBe(true)
    expect(
      PromoSummarySchema.safeParse({ level: 'OTHER', promotionName: 'n', promotionId: 'i' }).success,
    ).toBe(false)
  })

  it('CART-070 an approaching promotion has its seven fields', () => {
    const parsed = ApproachingPromotionSchema.parse({
      promotionId: 'FS',
      promotionClass: 'SHIPPING',
      calloutMsg: 'a|b|c',
      calloutMessage: 'a|b|c',
      distanceFromConditionThreshold: 3,
      approachingDisplayLevel: 'cart',
      level: 'SHIPPING',
    })
    expect(Object.keys(parsed)).toHaveLength(7)
  })
})

describe('shipment shipping methods', () => {
  it('CART-003 a shipment has shippingId, code, its applicable methods, the selected one and a default', () => {
    const shipment = CartShippingMethodsSchema.parse({
      shippingId: 'me',
      code: 'standard',
      selected: true,
      defaultShippingMethodId: 'standard',
      applicableShippingMethods: [
        { code: 'standard', label: 'Standard', deliveryTime: '3-5 days', price: { amount: 0 } },
        { code: 'express', label: 'Express', deliveryTime: '1-2 days', price: { amount: 15 } },
      ],
    })
    expect(shipment).toMatchObject({
      shippingId: 'me',
      code: 'standard',
      selected: true,
      defaultShippingMethodId: 'standard',
    })
    expect(shipment.applicableShippingMethods.map((m) => m.code)).toEqual(['standard', 'express'])
    // A shipment without methods lists none rather than failing the cart.
    expect(
      CartShippingMethodsSchema.parse({ shippingId: 'me', code: 'standard' }).applicableShippingMethods,
    ).toEqual([])
    expect(() => CartShippingMethodsSchema.parse({ code: 'standard' })).toThrow()
  })
})
