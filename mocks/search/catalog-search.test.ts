import { describe, expect, it } from 'vitest'
import { facets, type Filters } from './seed/catalog-search.ts'
import { productsInCategory } from '../catalog/seed/catalog.ts'

const none: Filters = { color: [], size: [], brand: [] }

describe('productSearch facets', () => {
  it('CAT-012 keeps a selected value listed at 0 when other filters leave no product with it', () => {
    const base = productsInCategory('1010')
    // Under $25 leaves no running shoe, so no colour is counted, but the selected one stays removable.
    const result = facets(base, { ...none, color: ['black'], priceMin: 0, priceMax: 24.99 }, 'USD')
    const color = result.find((f) => f.id === 'color')!
    expect(color.values).toEqual([expect.objectContaining({ value: 'Black', count: 0, selected: true })])
  })

  it('CAT-012 does not invent a selected value the products do not carry', () => {
    const result = facets(productsInCategory('1010'), { ...none, color: ['mauve'] }, 'USD')
    expect(result.find((f) => f.id === 'color')!.values.some((v) => v.value.toLowerCase() === 'mauve')).toBe(
      false,
    )
  })
})
