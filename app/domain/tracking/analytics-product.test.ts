import { describe, expect, it } from 'vitest'
import { EMULATOR_CART } from '#tests/helpers/analytics-fixtures.ts'
import {
  analyticsDiscountType,
  analyticsFromCartItem,
  analyticsFromProduct,
  analyticsFromTile,
  analyticsShippingMethod,
  analyticsStockStatus,
  filledProduct,
  sentProduct,
} from './analytics-product.ts'
import { CartItemSchema } from '../cart/cart.ts'
import { ProductDetailsSchema, ProductTileSchema } from '../catalog/product.ts'

/** The fields PERS-043 names, in the spec's spelling (recipeID, A25). */
const RECORD_FIELDS = [
  'id',
  'name',
  'brand',
  'colorCode',
  'colorDescription',
  'list',
  'category',
  'position',
  'price',
  'originalPrice',
  'onSale',
  'saleDiscountAmount',
  'discountType',
  'couponCode',
  'couponPromotionId',
  'couponDiscountAmount',
  'stockStatus',
  'season',
  'shippingMethod',
  'shippingWindow',
  'shippingStoreId',
  'customized',
  'preCreatedCustomCode',
  'recipeID',
]

const line = (upc: string) => {
  const item = EMULATOR_CART.items.find((i) => i.upc === upc)
  if (!item) throw new Error(`no line ${upc} in the fixture`)
  return item
}
const SHOE_9 = line('846121001041')
const SHOE_10_PICKUP = line('846121001065')
const BOTTLE_STS = line('846126001008')
const TRAINER_ON_SALE = line('846121003007')
const BONUS = EMULATOR_CART.items.find((i) => i.bonus)!

describe('the analytics product record', () => {
  it('PERS-043 from a cart line: every field, with the colour, prices, coupon, stock and delivery', () => {
    const record = analyticsFromCartItem(SHOE_9)
    expect(Object.keys(record)).toEqual(expect.arrayContaining(RECORD_FIELDS))
    expect(record).toMatchObject({
      id: 'RS100001',
      name: 'Tempo Trail Runner',
      colorCode: '001',
      colorDescription: 'Black',
      price: 129.95,
      originalPrice: 129.95,
      onSale: false,
      saleDiscountAmount: 0,
      discountType: null,
      couponCode: 'RUN20',
      couponPromotionId: 'PROMO-RUN20',
      couponDiscountAmount: 77.97,
      stockStatus: 'InStock',
      shippingMethod: 'STH',
      shippingWindow: '3-5 days',
      shippingStoreId: null,
      customized: false,
      preCreatedCustomCode: null,
      recipeID: null,
      size: '9',
      quantity: 3,
    })
  })

  it('PERS-043 a marked-down line is on sale by the difference per unit', () => {
    expect(analyticsFromCartItem(TRAINER_ON_SALE)).toMatchObject({
      price: 89.95,
      originalPrice: 119.95,
      onSale: true,
      saleDiscountAmount: 30,
      discountType: 'Marked Down',
      colorDescription: 'Slate Grey',
    })
  })

  it('PERS-044 the gift-with-purchase line is a Free Gift shipped home with the order', () => {
    expect(analyticsFromCartItem(BONUS)).toMatchObject({
      price: 0,
      discountType: 'Free Gift',
      shippingMethod: 'STH',
      shippingStoreId: null,
    })
  })

  it('PERS-044 cart shipping codes map to BOPIS_STS, BOPIS_SD and STH (A30), with the store of store methods', () => {
    expect(analyticsFromCartItem(SHOE_10_PICKUP)).toMatchObject({
      shippingMethod: 'BOPIS_SD',
      shippingWindow: 'same day',
      shippingStoreId: 'store-0101',
    })
    expect(analyticsFromCartItem(BOTTLE_STS)).toMatchObject({
      shippingMethod: 'BOPIS_STS',
      shippingWindow: '4-6 days',
      shippingStoreId: 'store-0102',
    })
    expect(
      ['sts', 'pickup', 'pudo', 'digital', 'customs', 'standard', 'express'].map(analyticsShippingMethod),
    ).toEqual(['BOPIS_STS', 'BOPIS_SD', 'STH', 'STH', 'STH', 'STH', 'STH'])
  })

  it('PERS-044 the discount type is only ever Free Gift or Marked Down', () => {
    expect(analyticsDiscountType(true, true)).toBe('Free Gift')
    expect(analyticsDiscountType(false, true)).toBe('Marked Down')
    expect(analyticsDiscountType(false, false)).toBeNull()
  })

  it('PERS-043 customisation fields come from the line’s recipe and pre-created code (spellings kept, A25)', () => {
    const customs = CartItemSchema.parse({
      ...SHOE_9,
      isCustoms: true,
      recipeId: 'RCP-7731',
      precreatedCustomsCode: 'PCC-22',
      season: 'FW26',
      brand: 'Ridgeline',
      breadcrumbs: [{ name: 'Men' }, { name: 'Shoes' }, { name: 'Running' }],
    })
    expect(analyticsFromCartItem(customs)).toMatchObject({
      customized: true,
      recipeID: 'RCP-7731',
      preCreatedCustomCode: 'PCC-22',
      season: 'FW26',
      brand: 'Ridgeline',
      category: 'Running',
    })
  })

  it('PERS-043 a line whose stock ran out or short says so', () => {
    const notice = (type: string) =>
      analyticsFromCartItem({ ...SHOE_9, customerNotifications: [{ type }] }).stockStatus
    expect(notice('ProductLineItemFullInventoryMissing')).toBe('OutOfStock')
    expect(notice('ProductLineItemInventoryMissing')).toBe('LowStock')
  })

  it('PERS-043 a line without shipping options ships the spec’s default: digital or standard, both STH', () => {
    const bare = { ...SHOE_9, shippingOptions: undefined, selectedShippingOption: undefined }
    expect(analyticsFromCartItem(bare)).toMatchObject({ shippingMethod: 'STH', shippingWindow: null })
    expect(analyticsFromCartItem({ ...bare, isDigital: true }).shippingMethod).toBe('STH')
  })

  const tile = ProductTileSchema.parse({
    id: 'RS100003',
    masterId: 'M-RS100003',
    name: 'Cloudline Daily Trainer',
    slug: 'cloudline-daily-trainer',
    brand: 'Cascade Peak',
    url: '/p/cloudline-daily-trainer-RS100003',
    image: { url: '/images/RS100003-004.svg', alt: 'Cloudline Daily Trainer' },
    price: {
      currency: 'USD',
      lowCurrent: 89.95,
      highCurrent: 89.95,
      lowOriginal: 119.95,
      highOriginal: 119.95,
    },
    colors: [{ code: '004', name: 'Slate Grey', swatch: '#64748b' }],
  })

  it('PERS-043 from a listing tile: list, category and position, the first colour, no stock or delivery yet', () => {
    const record = analyticsFromTile(tile, { list: 'Running', category: 'Running', position: 3 })
    expect(Object.keys(record)).toEqual(expect.arrayContaining(RECORD_FIELDS))
    expect(record).toMatchObject({
      id: 'RS100003',
      brand: 'Cascade Peak',
      colorCode: '004',
      colorDescription: 'Slate Grey',
      list: 'Running',
      category: 'Running',
      position: 3,
      onSale: true,
      saleDiscountAmount: 30,
      discountType: 'Marked Down',
      stockStatus: null,
      shippingMethod: null,
    })
  })

  it('PERS-043 a record sent without its null fields is whole again once filled in, whatever its source', () => {
    const records = [
      analyticsFromTile(tile, { list: 'Running', category: 'Running', position: 3 }),
      analyticsFromCartItem(SHOE_9),
      analyticsFromCartItem(BOTTLE_STS),
    ]
    for (const record of records) {
      const sent = sentProduct(record)
      expect(Object.values(sent)).not.toContain(null)
      expect(filledProduct(sent)).toEqual(record)
      expect(Object.keys(filledProduct(sent))).toEqual(expect.arrayContaining(RECORD_FIELDS))
    }
    // What is known is never dropped: a false and a zero stay.
    expect(sentProduct(records[0]!)).toMatchObject({ customized: false, couponDiscountAmount: 0 })
  })

  it('PERS-043 from the product page: the chosen colour appended to the id (A36), size and stock', () => {
    const product = ProductDetailsSchema.parse({
      ...tile,
      description: 'A daily trainer.',
      productType: 'shoes',
      primaryCategoryId: '100200',
      breadcrumbs: [
        { id: '1', name: 'Men', url: '/c/men-1000' },
        { id: '2', name: 'Running', url: '/c/running-100200' },
      ],
      colors: [{ code: '004', name: 'Slate Grey', swatch: '#64748b', images: [] }],
      sizes: ['9'],
      variants: [{ upc: '1', color: '004', size: '9' }],
    })
    const color = product.colors[0]!
    expect(analyticsFromProduct(product, { color, size: '9', stock: 'low-stock' })).toMatchObject({
      id: 'RS100003_004',
      colorCode: '004',
      category: 'Running',
      size: '9',
      stockStatus: 'LowStock',
      brand: 'Cascade Peak',
      list: null,
    })
    expect(analyticsStockStatus('unknown')).toBeNull()
  })
})
