import type { Price } from '#app/domain/catalog/product.ts'

/**
 * A card's price as the price display takes it: the spec's plain amount plus currency, or the price
 * block; null when an amount comes without a currency.
 */
export function cardPrice(price: Price | number, currency: string | undefined): Price | null {
  if (typeof price !== 'number') return price
  if (!currency) return null
  return { currency, lowCurrent: price, highCurrent: price, lowOriginal: price, highOriginal: price }
}
