import { describe, expect, it } from 'vitest'
import { PaymentSessionSchema, PlaceOrderResponseSchema } from '../cart/cart.ts'
import { OrderPaymentMethodSchema, OrderSchema } from './order.ts'

const ORDER = {
  orderNumber: 'ORD-1',
  items: [{ id: 'li-1', productId: 'RS100001', qty: 1 }],
  shipments: [{ shipmentId: 'me', shippingMethod: 'standard', storeId: 'store-0101' }],
  totals: { total: 120, itemTotal: 120 },
  paymentMethod: {
    code: 'CREDIT_CARD',
    id: 'pi-1',
    label: 'VISA ending 1111',
    additionalData: {
      sessionID: 'ps-1',
      cardType: 'VISA',
      paymentInstrumentId: 'pi-1',
      threeDS2Result: 'Y',
      bin: '411111',
      type: 'scheme',
    },
  },
  billingAddress: { firstName: 'Pat', lastName: 'Walker' },
  inStoreSalesInfo: { storeId: 'store-0101', storeEmployeeId: 'E1001' },
  flash: [{ type: 'OrderShippingMethodDowngraded' }],
  promoSummary: [{ promotionId: 'P1' }],
}

describe('CHK-031 order mapper', () => {
  it('reads orderNumber, items, shipments, totals, payment, billing, in-store info, flash and promoSummary', () => {
    const order = OrderSchema.parse(ORDER)
    expect(order.orderNumber).toBe('ORD-1')
    expect(order.items).toHaveLength(1)
    expect(order.shipments[0]).toEqual({
      shipmentId: 'me',
      shippingMethod: 'standard',
      storeId: 'store-0101',
    })
    expect(order.totals?.total).toBe(120)
    expect(order.billingAddress).toMatchObject({ firstName: 'Pat' })
    expect(order.inStoreSalesInfo).toEqual({ storeId: 'store-0101', storeEmployeeId: 'E1001' })
    expect(order.flash).toEqual([{ type: 'OrderShippingMethodDowngraded' }])
    expect(order.promoSummary).toEqual([{ promotionId: 'P1' }])
  })

  it('an order without the optional lists reads as empty lists', () => {
    const order = OrderSchema.parse({ orderNumber: 'ORD-2' })
    expect(order).toMatchObject({ items: [], shipments: [], flash: [], promoSummary: [] })
  })

  it('the place-order response carries the order through the same mapper', () => {
    const response = PlaceOrderResponseSchema.parse({ orderNumber: 'ORD-1', order: ORDER, flash: [] })
    expect(response.order?.paymentMethod?.code).toBe('CREDIT_CARD')
  })

  it('an in-store order needs both the store and the employee', () => {
    expect(() => OrderSchema.parse({ ...ORDER, inStoreSalesInfo: { storeId: 'store-0101' } })).toThrow()
  })
})

describe('CHK-032 order payment method', () => {
  it('has code, id, label and additionalData sessionID, cardType, paymentInstrumentId, threeDS2Result, bin, type', () => {
    expect(OrderPaymentMethodSchema.parse(ORDER.paymentMethod)).toEqual(ORDER.paymentMethod)
  })

  it('a payment without additionalData reads as an empty one; a missing code is refused', () => {
    expect(OrderPaymentMethodSchema.parse({ code: 'GIFT_CARD' }).additionalData).toEqual({})
    expect(() => OrderPaymentMethodSchema.parse({ id: 'pi-1' })).toThrow()
  })
})

describe('CHK-025 payment session response', () => {
  it('maps success and the provider (name, session id, hosted page)', () => {
    const session = PaymentSessionSchema.parse({
      success: true,
      provider: { name: 'emupay', sessionId: 'ps-1', redirectUrl: 'https://pay.test/hpp/ps-1' },
    })
    expect(session).toEqual({
      success: true,
      provider: { name: 'emupay', sessionId: 'ps-1', redirectUrl: 'https://pay.test/hpp/ps-1' },
    })
  })

  it('refuses a response without a provider', () => {
    expect(() => PaymentSessionSchema.parse({ success: false })).toThrow()
  })
})
