import { describe, expect, it } from 'vitest'
import { UpsellItemSchema, ProductUpsellSchema } from '#app/blocks/product-upsell/schema.ts'
import { upsellInventoryState, upsellItemFrom, visibleUpsellItems } from './upsell.ts'

const price = {
  currency: 'USD',
  lowCurrent: 59.95,
  highCurrent: 59.95,
  lowOriginal: 59.95,
  highOriginal: 59.95,
}

/** An upsell item in the spec's shape (001 §3). */
const item = (id: string, productInventoryState?: 'InStock' | 'OutOfStock') => ({
  id,
  sku: `${id}-001-M`,
  name: `Product ${id}`,
  url: `/p/product-${id}`,
  image: { url: `/images/${id}.svg`, alt: `Product ${id}` },
  price: 59.95,
  currency: 'USD',
  ...(productInventoryState ? { productInventoryState } : {}),
})

describe('upsell items', () => {
  it('CAT-032 an upsell item has id, sku, name, url, image, price and productInventoryState', () => {
    expect(UpsellItemSchema.parse(item('FL100002', 'OutOfStock'))).toEqual(item('FL100002', 'OutOfStock'))
    // Unmarked items are in stock until their inventory says otherwise.
    expect(UpsellItemSchema.parse(item('FL100002')).productInventoryState).toBe('InStock')
    expect(UpsellItemSchema.safeParse({ ...item('X'), productInventoryState: 'Maybe' }).success).toBe(false)
  })

  it('CAT-032 a widget product maps to an upsell item, in stock until checked', () => {
    const view = {
      id: 'AC100003',
      name: 'Merino Cuff Beanie',
      url: '/p/merino-cuff-beanie-AC100003',
      image: { src: '/images/AC100003.svg', alt: 'Beanie' },
      price,
      rating: null,
      token: 't',
    }
    expect(upsellItemFrom(view, 'AC100003-001-OS')).toEqual({
      id: 'AC100003',
      sku: 'AC100003-001-OS',
      name: 'Merino Cuff Beanie',
      url: '/p/merino-cuff-beanie-AC100003',
      image: { url: '/images/AC100003.svg', alt: 'Beanie' },
      price,
      currency: 'USD',
      productInventoryState: 'InStock',
    })
    expect(upsellItemFrom(view)).not.toHaveProperty('sku')
  })

  it('CAT-033 the inventory decides: the sku units, or without a sku any variant units', () => {
    const inventory = { variants: { 'A-1': { quantity: 0 }, 'A-2': { quantity: 4 } } }
    expect(upsellInventoryState(inventory, 'A-1')).toBe('OutOfStock')
    expect(upsellInventoryState(inventory, 'A-2')).toBe('InStock')
    expect(upsellInventoryState(inventory, 'A-9')).toBe('OutOfStock')
    expect(upsellInventoryState(inventory, undefined)).toBe('InStock')
    expect(upsellInventoryState({ variants: { 'A-1': { quantity: 0 } } }, undefined)).toBe('OutOfStock')
    expect(upsellInventoryState({ variants: {} }, undefined)).toBe('OutOfStock')
  })

  it('CAT-034 CONST-024 five items in stock: the first stackedCount (default 3) are shown', () => {
    const block = ProductUpsellSchema.parse({
      type: 'productUpsell',
      items: ['A', 'B', 'C', 'D', 'E'].map((id) => item(id)),
    })
    expect(block.stackedCount).toBe(3)
    expect(visibleUpsellItems(block).map((i) => i.id)).toEqual(['A', 'B', 'C'])
    expect(visibleUpsellItems({ ...block, stackedCount: 4 }).map((i) => i.id)).toEqual(['A', 'B', 'C', 'D'])
  })

  it('CAT-033 CAT-034 out-of-stock items are skipped, and the next in stock take their place', () => {
    const block = ProductUpsellSchema.parse({
      type: 'productUpsell',
      items: [item('A'), item('B', 'OutOfStock'), item('C'), item('D', 'OutOfStock'), item('E')],
    })
    expect(visibleUpsellItems(block).map((i) => i.id)).toEqual(['A', 'C', 'E'])
  })
})
