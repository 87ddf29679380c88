import { LOW_STOCK_THRESHOLD } from './product-rules.ts'

/** What the PDP knows about one variant's stock. `unknown` when the inventory call failed. */
export type StockLevel = 'in-stock' | 'low-stock' | 'out-of-stock' | 'unknown'

/**
 * Units left of a sku in an inventory response (CAT-003: `variants[sku].quantity`). A sku the
 * response does not list has none; undefined only when there is no inventory at all.
 */
export function quantityOf(
  inventory: { variants: Record<string, { quantity: number } | undefined> } | null | undefined,
  sku: string | undefined,
): number | undefined {
  if (!inventory) return undefined
  if (!sku) return 0
  const quantity = inventory.variants[sku]?.quantity
  return typeof quantity === 'number' && Number.isFinite(quantity) ? Math.max(0, quantity) : 0
}

/** Stock level of a quantity: low at or under the threshold (LOW_STOCK_THRESHOLD), out at 0. */
export function stockLevel(quantity: number | undefined, threshold = LOW_STOCK_THRESHOLD): StockLevel {
  if (quantity === undefined) return 'unknown'
  if (quantity <= 0) return 'out-of-stock'
  return quantity <= threshold ? 'low-stock' : 'in-stock'
}

/** One size of the chosen colour, as the product page shows it. */
export interface SizeOption {
  /** The size as the catalogue names it: the value of the page's `size` parameter. */
  label: string
  /** The size as the page's language writes it (7.5 reads 7,5 in French and German). */
  text: string
  upc?: string
  /** Units left; undefined when the inventory call failed. */
  quantity?: number
  level: StockLevel
  /** Orderable and not out of stock. */
  available: boolean
}
