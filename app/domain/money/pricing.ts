import type { Price } from '../catalog/product.ts'
import { intlLocale } from '../market/site.ts'
import { numberFormat } from '../market/intl-cache.ts'

/**
 * What a price block shows, decided once for every page (CAT-021..CAT-024). Pure and free of zod: it
 * runs in the browser on every page that shows a price.
 */

/** One amount, or a range from `low` to `high` (gift cards): `high` is set only for a range. */
export interface Amount {
  low: number
  high?: number
}

/** The description of a price block; amounts are in `currency`, formatting is the renderer's job. */
export interface PriceDisplay {
  currency: string
  /** What the shopper pays. */
  current: Amount
  /** The price before the reduction: present only when the shopper pays less (lowCurrent < lowOriginal). */
  original?: Amount
  /** The reduction in percent, one decimal (CONST-044); present only with `original` and above 0. */
  percentOff?: number
  /** The omnibus reference (CAT-022, A31): the lowest price before the reduction. */
  omnibus?: { historicBestPrice: number }
}

/**
 * A percentage rounded to one decimal (CONST-044), half away from zero on the number as written:
 * 12.345 → 12.3, 12.25 → 12.3, 1.45 → 1.5 (plain `Math.round(n * 10)` gives 1.4 there).
 */
export function roundPercent(n: number): number {
  if (!Number.isFinite(n)) return 0
  // toFixed(9) drops the binary noise first (1.45 * 10 is 14.499999999999998).
  const rounded = Math.round(Number((Math.abs(n) * 10).toFixed(9))) / 10
  return n < 0 ? -rounded : rounded
}

/**
 * The omnibus rule (CAT-022, A31): the current low price is below both the original and the historic
 * best price; nothing to show without a historic best price.
 */
export function showOmnibus(lowCurrent: number, lowOriginal: number, historicBestPrice?: number): boolean {
  return historicBestPrice !== undefined && lowCurrent < lowOriginal && lowCurrent < historicBestPrice
}

function amount(low: number, high: number): Amount {
  return high > low ? { low, high } : { low }
}

/** Describes what to show for a price: current, the struck original, the reduction and the omnibus line. */
export function priceDisplay(price: Price): PriceDisplay {
  const { currency, lowCurrent, lowOriginal, historicBestPrice, percentagePriceDiscount } = price
  const display: PriceDisplay = { currency, current: amount(lowCurrent, price.highCurrent) }
  if (!(lowCurrent < lowOriginal)) return display
  display.original = amount(lowOriginal, price.highOriginal)
  // The API's figure wins when it has one; otherwise the reduction from the low prices.
  const percent = roundPercent(
    percentagePriceDiscount !== undefined && percentagePriceDiscount > 0
      ? percentagePriceDiscount
      : ((lowOriginal - lowCurrent) / lowOriginal) * 100,
  )
  if (percent > 0) display.percentOff = percent
  if (showOmnibus(lowCurrent, lowOriginal, historicBestPrice)) {
    display.omnibus = { historicBestPrice: historicBestPrice! }
  }
  return display
}

/** A percentage (12.5) for display in the locale, one decimal at most: "12.5%", "12,5 %". */
export function formatPercent(percent: number, locale: string): string {
  return numberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 1 }).format(
    percent / 100,
  )
}
