import { describe, expect, it } from 'vitest'
import {
  FAVORITES_PAGE_SIZE,
  FavoritesSchema,
  listPage,
  pageCount,
  SAVE_FOR_LATER_PAGE_SIZE,
  SavedForLaterSchema,
} from './wishlists.ts'

describe('wishlists', () => {
  it('CART-043 CONST-003 page sizes are configuration with documented defaults', () => {
    expect(FAVORITES_PAGE_SIZE).toBe(24)
    expect(SAVE_FOR_LATER_PAGE_SIZE).toBe(10)
  })

  it.each([
    [1, { page: 1, start: 0, count: 10 }],
    [3, { page: 3, start: 20, count: 10 }],
    [0, { page: 1, start: 0, count: 10 }],
    [-2, { page: 1, start: 0, count: 10 }],
    [Number.NaN, { page: 1, start: 0, count: 10 }],
    [1.5, { page: 1, start: 0, count: 10 }],
  ])('CART-036 CART-039 page %s is read with start and count %j', (page, expected) => {
    expect(listPage(page, 10)).toEqual(expected)
  })

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(10, 10)).toBe(1)
    expect(pageCount(11, 10)).toBe(2)
  })

  it('CART-035 favorites have favoriteId, items with id and itemId, and total', () => {
    const list = FavoritesSchema.parse({
      favoriteId: 'f1',
      total: 1,
      items: [{ id: 'RS100001', itemId: 'i1' }],
    })
    expect(list).toMatchObject({ favoriteId: 'f1', total: 1 })
    expect(list.items[0]).toMatchObject({ id: 'RS100001', itemId: 'i1', productId: 'RS100001', qty: 1 })
  })

  it('CART-034 saved-for-later items have itemId, productId, qty, pageUrl and available', () => {
    const list = SavedForLaterSchema.parse({
      saveForLaterId: 's1',
      items: [{ itemId: 'i1', productId: 'RS100001', qty: 2, pageUrl: '/p/x-RS100001', available: false }],
    })
    expect(list.total).toBe(0)
    expect(list.items[0]).toEqual({
      itemId: 'i1',
      productId: 'RS100001',
      qty: 2,
      pageUrl: '/p/x-RS100001',
      available: false,
    })
  })

  it('a malformed list reads as empty rather than failing the page', () => {
    expect(SavedForLaterSchema.parse({ saveForLaterId: 's1', items: 'nope', total: -1 })).toMatchObject({
      items: [],
      total: 0,
    })
  })
})
