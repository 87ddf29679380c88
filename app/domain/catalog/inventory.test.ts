import { describe, expect, it } from 'vitest'
import { quantityOf, stockLevel } from './inventory.ts'
import { LOW_STOCK_THRESHOLD } from './product-rules.ts'

describe('inventory reader', () => {
  const inventory = { variants: { '111': { quantity: 7 }, '222': { quantity: 0 }, '333': { quantity: -2 } } }

  it('CAT-003 reads the quantity at variants[sku].quantity', () => {
    expect(quantityOf(inventory, '111')).toBe(7)
    expect(quantityOf(inventory, '222')).toBe(0)
  })

  it('CAT-003 a sku the inventory does not list, or a negative quantity, has none left', () => {
    expect(quantityOf(inventory, '999')).toBe(0)
    expect(quantityOf(inventory, '333')).toBe(0)
    expect(quantityOf(inventory, undefined)).toBe(0)
  })

  it('CAT-003 without an inventory the quantity is unknown, not zero', () => {
    expect(quantityOf(null, '111')).toBeUndefined()
  })
})

describe('low-stock rule', () => {
  it('is low at or under the threshold, out at zero, in stock above', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5)
    expect(stockLevel(0)).toBe('out-of-stock')
    expect(stockLevel(1)).toBe('low-stock')
    expect(stockLevel(LOW_STOCK_THRESHOLD)).toBe('low-stock')
    expect(stockLevel(LOW_STOCK_THRESHOLD + 1)).toBe('in-stock')
    expect(stockLevel(undefined)).toBe('unknown')
  })

  it('takes another threshold', () => {
    expect(stockLevel(8, 10)).toBe('low-stock')
  })
})
