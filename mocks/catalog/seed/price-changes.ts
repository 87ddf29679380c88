import type { Currency } from '../../locale.ts'

/**
 * Selling prices changed through the emulator's control endpoint (`POST /__emulator/prices`), by
 * product and currency, until the next reset. Here rather than in a store above the seed because
 * `priceFor()` (tiles, details, search facets, carts) reads them: every answer then agrees on the
 * new price, as one price service would.
 */
const changed = new Map<string, Partial<Record<Currency, number>>>()

/** The changed selling price of a product in a currency, if any. */
export function changedPrice(productId: string, currency: Currency): number | undefined {
  return changed.get(productId)?.[currency]
}

/** Sets a product's selling price in the given currencies (the others keep theirs). */
export function changePrice(productId: string, prices: Partial<Record<Currency, number>>): void {
  changed.set(productId, { ...changed.get(productId), ...prices })
}

/** Back to the seed prices. */
export function resetPrices(): void {
  changed.clear()
}
