import { describe, expect, it } from 'vitest'
import type { Cart } from '../cart/cart.ts'
import { restartDeliveries, restartItems, restartOtherAddresses } from './checkout-restart.ts'

const line = (over: Partial<Cart['items'][number]>) =>
  ({ id: 'i1', productId: 'P1', upc: 'U1', qty: 1, variants: [], ...over }) as Cart['items'][number]

const cart = (items: Cart['items'], extra: Partial<Cart> = {}) => ({ items, ...extra }) as Cart

describe('CHK-004 what the rebuilt cart keeps', () => {
  it('keeps lines with their amount and gift options, and leaves bonus lines out', () => {
    const items = restartItems(
      cart([
        line({ customAmount: 75, giftOptions: { to: 'Ana', message: 'Enjoy', isDigitalProduct: true } }),
        line({ id: 'i2', upc: 'U2', bonus: true }),
      ]),
    )
    expect(items).toEqual([
      {
        productId: 'P1',
        upc: 'U1',
        qty: 1,
        customAmount: 75,
        giftOptions: { to: 'Ana', message: 'Enjoy', isDigitalProduct: true },
      },
    ])
  })

  it('sends store, ship-to-store and collection-point lines back where they were; home lines stay home', () => {
    const deliveries = restartDeliveries(
      cart([
        line({ upc: 'U1', storeId: 'store-1', selectedShippingOption: 'pickup' }),
        line({ id: 'i2', upc: 'U2', storeId: 'pp-9', selectedShippingOption: 'pudo' }),
        line({ id: 'i3', upc: 'U3', selectedShippingOption: 'standard' }),
      ]),
    )
    expect(deliveries).toEqual([
      { upc: 'U1', action: 'pickup', storeId: 'store-1' },
      { upc: 'U2', action: 'pudo', storeId: 'pp-9' },
    ])
  })

  it('moves the pickup contact and each digital recipient to the new cart, by variant', () => {
    const old = cart([line({ id: 'old-1', upc: 'GC50' })], {
      pickupContact: { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', phone: '5035550101' },
      digitalRecipients: { 'old-1': 'ana@example.com', gone: 'x@example.com' },
    })
    const fresh = cart([line({ id: 'new-1', upc: 'GC50' })])
    expect(restartOtherAddresses(old, fresh)).toEqual([
      {
        shippingId: 'pickup',
        firstName: 'Sam',
        lastName: 'Lee',
        email: 'sam@example.com',
        phone: '5035550101',
      },
      { shippingId: 'digital', itemId: 'new-1', email: 'ana@example.com' },
    ])
  })
})
