import type { StoreInventory } from '../stores/stores.ts'

/**
 * Item notices from the store inventory lookup (CART-030): a line picked up in store whose store can
 * no longer fill its quantity.
 */

/** A cart line to be picked up at `storeId`. */
export interface PickupLine {
  id: string
  productId: string
  upc: string
  qty: number
  storeId: string
}

/** A pickup line its store cannot fill: `available` units are left there (0: none). */
export interface StoreStockIssue {
  itemId: string
  storeId: string
  storeName?: string
  available: number
}

/** One lookup per product, with the distinct stores its pickup lines are at. */
export function storeInventoryLookups(lines: readonly PickupLine[]) {
  const byProduct = new Map<string, Set<string>>()
  for (const line of lines) {
    const stores = byProduct.get(line.productId) ?? new Set<string>()
    stores.add(line.storeId)
    byProduct.set(line.productId, stores)
  }
  return [...byProduct].map(([productId, stores]) => ({ productId, storeIds: [...stores].sort() }))
}

/**
 * The pickup lines whose store holds fewer units of the line's variant than the line's quantity. A
 * store or product the lookup did not answer for is no issue: nothing is known about it.
 */
export function storeStockIssues(
  lines: readonly PickupLine[],
  inventories: readonly StoreInventory[],
): StoreStockIssue[] {
  return lines.flatMap((line) => {
    const store = inventories
      .find((inventory) => inventory.productId === line.productId)
      ?.stores.find((s) => s.storeId === line.storeId)
    if (!store) return []
    const variant = store.variants.find((v) => v.upc === line.upc)
    const available = variant ? variant.quantity : store.variants.length ? 0 : store.quantity
    return available < line.qty
      ? [{ itemId: line.id, storeId: line.storeId, storeName: store.name, available: Math.max(0, available) }]
      : []
  })
}
