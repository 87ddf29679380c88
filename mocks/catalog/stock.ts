import { PRODUCTS, type SeedProduct, type SeedVariant } from './seed/catalog.ts'

/**
 * Stock by UPC. Seed levels are derived from the UPC (stable across runs and reorderings) unless a
 * product pins them; orders take stock away until the next reset.
 */

/** Digital goods never run out; a big number keeps them orderable without a special case in callers. */
const DIGITAL_STOCK = 999

/** FNV-1a: a cheap, well-spread hash, so levels look random but never change. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** About 5% sold out, 7% low (1-3), the rest 5-60. */
function derivedLevel(upc: string): number {
  const h = hash(upc)
  const bucket = h % 100
  const spread = Math.floor(h / 100)
  if (bucket < 5) return 0
  if (bucket < 12) return 1 + (spread % 3)
  return 5 + (spread % 56)
}

function seedLevel(product: SeedProduct, variant: SeedVariant): number {
  if (product.soldOut) return 0
  const pinned = product.stockOverrides?.[`${variant.color}/${variant.size}`]
  if (pinned !== undefined) return pinned
  return product.isDigital ? DIGITAL_STOCK : derivedLevel(variant.upc)
}

const SEED = new Map(
  PRODUCTS.flatMap((product) => product.variants.map((v) => [v.upc, seedLevel(product, v)] as const)),
)

const levels = new Map(SEED)

/** Back to the seed levels. */
export function resetStock(): void {
  levels.clear()
  for (const [upc, qty] of SEED) levels.set(upc, qty)
}

/** Units left of a variant; 0 for an unknown UPC. */
export function getStock(upc: string): number {
  return levels.get(upc) ?? 0
}

/** Takes `qty` units; false, with nothing taken, when fewer are left (or the UPC is unknown). */
export function decrementStock(upc: string, qty: number): boolean {
  const left = levels.get(upc)
  if (left === undefined || !Number.isFinite(qty) || qty < 0 || qty > left) return false
  levels.set(upc, left - qty)
  return true
}

/** Sets a variant's units (control endpoint): false for an unknown UPC or a bad quantity. */
export function setStock(upc: string, qty: number): boolean {
  if (!levels.has(upc) || !Number.isInteger(qty) || qty < 0) return false
  levels.set(upc, qty)
  return true
}
