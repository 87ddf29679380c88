import { describe, expect, it } from 'vitest'
import type { CartItem } from '../cart/cart.ts'
import { checkoutDeliveries, deliveryKindOf } from './checkout-delivery.ts'

function item(id: string, extra: Partial<CartItem> & Record<string, unknown> = {}): CartItem {
  return {
    id,
    productId: 'P',
    upc: '1',
    qty: 1,
    name: `Item ${id}`,
    price: { amount: 10 },
    variants: [],
    customerNotifications: [],
    productPromotions: [],
    ...extra,
  } as CartItem
}

const option = (code: string, extra: Record<string, unknown> = {}) => ({
  selected: true,
  available: true,
  shippingMethod: { code },
  ...extra,
})

describe('checkout deliveries', () => {
  it('CHK-007 each delivery option is recognised from the selected shipping option', () => {
    expect(deliveryKindOf(item('a', { shippingOptions: [option('standard')] }))).toBe('home')
    expect(deliveryKindOf(item('b', { shippingOptions: [option('pickup')] }))).toBe('store')
    expect(deliveryKindOf(item('c', { shippingOptions: [option('sts')] }))).toBe('store')
    expect(deliveryKindOf(item('d', { shippingOptions: [option('pudo')] }))).toBe('point')
    expect(deliveryKindOf(item('e', { isDigital: true }))).toBe('digital')
    expect(deliveryKindOf(item('f', { selectedShippingOption: 'digital' }))).toBe('digital')
    expect(deliveryKindOf(item('g'))).toBe('home')
  })

  it('CHK-007 groups store lines by store, point lines by point, and says what to ask for', () => {
    const result = checkoutDeliveries({
      items: [
        item('home'),
        item('s1', { shippingOptions: [option('pickup', { storeInfo: { id: 'st1', name: 'Pearl' } })] }),
        item('s2', { shippingOptions: [option('pickup', { storeInfo: { id: 'st1', name: 'Pearl' } })] }),
        item('p1', {
          collectionPoint: {
            id: 'cp1',
            name: 'Kiosk',
            address1: '1 Main St',
            postalCode: '97201',
            city: 'Portland',
          },
          shippingOptions: [option('pudo')],
        }),
        item('d1', { isDigital: true, giftOptions: { to: 'Sam', email: 'sam@example.com' } }),
        item('bonus', { bonus: true }),
      ],
    })
    expect(result.home.map((i) => i.id)).toEqual(['home'])
    expect(result.stores).toEqual([
      {
        id: 'st1',
        name: 'Pearl',
        code: 'pickup',
        items: [
          { id: 's1', name: 'Item s1', qty: 1 },
          { id: 's2', name: 'Item s2', qty: 1 },
        ],
      },
    ])
    expect(result.points).toEqual([
      {
        id: 'cp1',
        name: 'Kiosk',
        address: '1 Main St, 97201, Portland',
        code: 'pudo',
        items: [{ id: 'p1', name: 'Item p1', qty: 1 }],
      },
    ])
    expect(result.digital).toEqual([{ id: 'd1', name: 'Item d1', email: 'sam@example.com' }])
    expect(result.needs).toEqual({ homeAddress: true, pickupContact: true, recipients: ['d1'] })
  })

  it('a cart of store lines only needs no home address; a pudo line without its point goes home', () => {
    expect(
      checkoutDeliveries({ items: [item('s', { storeId: 'st1', shippingOptions: [option('pickup')] })] })
        .needs,
    ).toEqual({ homeAddress: false, pickupContact: true, recipients: [] })
    expect(checkoutDeliveries({ items: [item('p', { shippingOptions: [option('pudo')] })] }).needs).toEqual({
      homeAddress: true,
      pickupContact: false,
      recipients: [],
    })
  })
})
