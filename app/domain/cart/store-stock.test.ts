import { describe, expect, it } from 'vitest'
import { storeInventoryLookups, storeStockIssues, type PickupLine } from './store-stock.ts'
import type { StoreInventory } from '../stores/stores.ts'

const line = (over: Partial<PickupLine> = {}): PickupLine => ({
  id: 'i1',
  productId: 'P1',
  upc: 'U1',
  qty: 2,
  storeId: 'S1',
  ...over,
})

const inventory = (stores: StoreInventory['stores'], productId = 'P1'): StoreInventory => ({
  productId,
  stores,
})
const store = (storeId: string, variants: { upc: string; quantity: number }[]) => ({
  storeId,
  name: `Store ${storeId}`,
  quantity: variants.reduce((sum, v) => sum + v.quantity, 0),
  status: 'InStock' as const,
  pickupAvailable: true,
  variants,
})

describe('store stock notices (CART-030)', () => {
  it('CART-030 one lookup per product, with its distinct stores', () => {
    expect(
      storeInventoryLookups([
        line(),
        line({ id: 'i2', upc: 'U2', storeId: 'S2' }),
        line({ id: 'i3', storeId: 'S1' }),
        line({ id: 'i4', productId: 'P2', storeId: 'S3' }),
      ]),
    ).toEqual([
      { productId: 'P1', storeIds: ['S1', 'S2'] },
      { productId: 'P2', storeIds: ['S3'] },
    ])
  })

  it('CART-030 a line its store cannot fill is an issue, with what is left', () => {
    const lines = [line(), line({ id: 'i2', upc: 'U2', qty: 1 }), line({ id: 'i3', upc: 'U3', qty: 1 })]
    const answer = [
      inventory([
        store('S1', [
          { upc: 'U1', quantity: 1 },
          { upc: 'U2', quantity: 4 },
        ]),
      ]),
    ]
    expect(storeStockIssues(lines, answer)).toEqual([
      { itemId: 'i1', storeId: 'S1', storeName: 'Store S1', available: 1 },
      // U3 is not listed at a store that lists its variants: none there.
      { itemId: 'i3', storeId: 'S1', storeName: 'Store S1', available: 0 },
    ])
  })

  it('CART-030 a store or product the lookup did not answer for is no issue', () => {
    expect(storeStockIssues([line()], [])).toEqual([])
    expect(storeStockIssues([line()], [inventory([store('S9', [])])])).toEqual([])
    expect(storeStockIssues([line()], [inventory([store('S1', [])], 'P2')])).toEqual([])
  })
})
