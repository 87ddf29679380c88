import { describe, expect, it } from 'vitest'
import { EMULATOR_CART } from '#tests/helpers/analytics-fixtures.ts'
import {
  addToCartEvent,
  beginCheckoutEvent,
  cartViewEvent,
  chosenStock,
  listedProducts,
  listedSelectEvent,
  productListViewEvent,
  productSelectEvent,
  purchaseEvent,
} from './analytics-events.ts'
import { ProductTileSchema } from '../catalog/product.ts'
import { promotionClickEvent, trackClickAttribute, clickEventOf, type DataLayerEvent } from './data-layer.ts'

const itemsOf = (event: DataLayerEvent) => (event.ecommerce as { items: { id: string }[] }).items

describe('ecommerce events', () => {
  it('PERS-043 add to cart reports the cart’s line for the sku added, with the quantity added', () => {
    const event = addToCartEvent(EMULATOR_CART, [{ upc: '846121001041', qty: 2 }])
    expect(event).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { currency: 'USD', value: 259.9 },
    })
    expect(itemsOf(event)).toEqual([
      expect.objectContaining({
        id: 'RS100001',
        colorCode: '001',
        size: '9',
        quantity: 2,
        couponCode: 'RUN20',
      }),
    ])
  })

  it('PERS-043 the cart view and checkout carry every line, the gift as a Free Gift', () => {
    const view = cartViewEvent(EMULATOR_CART)
    expect(view).toMatchObject({ event: 'view_cart', ecommerce: { value: EMULATOR_CART.totals.total } })
    expect(itemsOf(view)).toHaveLength(EMULATOR_CART.items.length)
    expect(itemsOf(view)).toContainEqual(expect.objectContaining({ discountType: 'Free Gift' }))
    expect(beginCheckoutEvent(EMULATOR_CART)).toMatchObject({
      event: 'begin_checkout',
      ecommerce: { coupon: 'RUN20' },
    })
  })

  it('PERS-043 a purchase names its order and totals', () => {
    const event = purchaseEvent(
      { orderNumber: 'ORD-1', items: EMULATOR_CART.items, totals: EMULATOR_CART.totals },
      'USD',
    )
    expect(event).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: 'ORD-1', currency: 'USD', value: 564.57, tax: 41.82, shipping: 0 },
    })
    expect(itemsOf(event).map((i) => i.id)).toContain('AC100001')
  })

  /** A listing's tile, as the search service gives it. */
  const tile = ProductTileSchema.parse({
    id: 'RS100001',
    masterId: 'M',
    name: 'Tempo Trail Runner',
    slug: 'tempo',
    url: '/p/tempo-RS100001',
    image: { url: '/i.svg', alt: '' },
    price: { currency: 'USD', lowCurrent: 1, highCurrent: 1, lowOriginal: 1, highOriginal: 1 },
  })

  it('PERS-043 listed tiles get the list’s name and 1-based positions after the page’s start', () => {
    const items = listedProducts([tile, { ...tile, id: 'RS100002' }], { list: 'Running', start: 24 })
    expect(items.map((i) => [i.id, i.position, i.list])).toEqual([
      ['RS100001', 25, 'Running'],
      ['RS100002', 26, 'Running'],
    ])
    expect(productListViewEvent('Running', items)).toMatchObject({
      event: 'view_item_list',
      ecommerce: { item_list_name: 'Running' },
    })
    expect(productSelectEvent(items[1]!)).toMatchObject({
      event: 'select_item',
      ecommerce: { items: [items[1]] },
    })
  })

  it('PERS-043 a listed tile’s selection is its record from the listing’s view; an unlisted product has none', () => {
    const items = listedProducts([tile, { ...tile, id: 'RS100002' }], { list: 'Running', start: 0 })
    const tracking = { key: '/en-us/c/running', events: [productListViewEvent('Running', items)] }
    expect(listedSelectEvent(tracking, 'RS100002')).toEqual(productSelectEvent(items[1]!))
    expect(listedSelectEvent(tracking, 'XX999999')).toBeUndefined()
    expect(listedSelectEvent(undefined, 'RS100001')).toBeUndefined()
    // Only a listing's view holds tiles: a product page's view is not read as one.
    const view = { key: 'pdp', events: [productSelectEvent(items[0]!)] }
    expect(listedSelectEvent(view, 'RS100001')).toBeUndefined()
  })

  it('PERS-043 the product page’s stock status: the chosen size’s, else in stock when any size is available', () => {
    const sizes = [
      { level: 'out-of-stock' as const, available: false },
      { level: 'low-stock' as const, available: true },
    ]
    expect(chosenStock(sizes, null)).toBe('in-stock')
    expect(chosenStock(sizes, sizes[0]!)).toBe('out-of-stock')
    expect(chosenStock([sizes[0]!], null)).toBe('out-of-stock')
  })
})

describe('promotion clicks', () => {
  it('PERS-047 carry title, img, cta1…, card1… and the promotionTracking fields', () => {
    const event = promotionClickEvent({
      title: 'Into the hills',
      img: '/media/hills.jpg',
      ctas: ['Shop men', undefined, 'Shop women'],
      cards: ['Tents', 'Packs'],
      tracking: { creativeName: 'hills', promotionId: 'HP-1', promotionName: 'Autumn' },
    })
    expect(event).toEqual({
      event: 'promotion_click',
      title: 'Into the hills',
      img: '/media/hills.jpg',
      cta1: 'Shop men',
      cta2: 'Shop women',
      card1: 'Tents',
      card2: 'Packs',
      creativeName: 'hills',
      promotionId: 'HP-1',
      promotionName: 'Autumn',
    })
  })

  it('PERS-047 a promotion without tracking still reports its content, with empty tracking fields', () => {
    expect(promotionClickEvent({ title: 'Sale' })).toEqual({
      event: 'promotion_click',
      title: 'Sale',
      img: '',
      creativeName: '',
      promotionId: '',
      promotionName: '',
    })
  })

  it('PERS-047 the click attribute holds the event, whatever its texts, and gives it back whole', () => {
    const event = promotionClickEvent({
      title: 'A "quoted" title & more = 100% + 1',
      cards: ['Tents & Packs'],
    })
    expect(clickEventOf(trackClickAttribute(event)['data-track-click'])).toEqual(event)
    expect(clickEventOf('title=no+event')).toBeNull()
    expect(clickEventOf('')).toBeNull()
  })
})
