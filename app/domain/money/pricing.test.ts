import { describe, expect, it } from 'vitest'
import { formatPercent, priceDisplay, roundPercent, showOmnibus } from './pricing.ts'
import type { Price } from '../catalog/product.ts'
import { formatMoney } from '../market/site.ts'

const price = (overrides: Partial<Price> = {}): Price => ({
  currency: 'USD',
  lowCurrent: 100,
  highCurrent: 100,
  lowOriginal: 100,
  highOriginal: 100,
  ...overrides,
})

/** RS100003 in the seed: 119.95 reduced to 89.95, lowest before the reduction 99.95. */
const onSale = price({
  lowCurrent: 89.95,
  highCurrent: 89.95,
  lowOriginal: 119.95,
  highOriginal: 119.95,
  historicBestPrice: 99.95,
  percentagePriceDiscount: 25,
})

describe('roundPercent', () => {
  it('CONST-044 CAT-023 rounds a percentage to one decimal: 12.345 → 12.3', () => {
    expect(roundPercent(12.345)).toBe(12.3)
    expect(roundPercent(12.35)).toBe(12.4)
    expect(roundPercent(12.25)).toBe(12.3)
    // 1.45 * 10 is 14.499999999999998 in binary: still rounds up, as written.
    expect(roundPercent(1.45)).toBe(1.5)
    expect(roundPercent(25.0104)).toBe(25)
    expect(roundPercent(33.33333)).toBe(33.3)
    expect(roundPercent(-12.25)).toBe(-12.3)
    expect(roundPercent(0.04)).toBe(0)
    expect(roundPercent(Number.NaN)).toBe(0)
  })
})

describe('showOmnibus', () => {
  it.each([
    // lowCurrent, lowOriginal, historicBestPrice, shown
    [80, 100, 90, true],
    [80, 100, 80, false],
    [80, 100, 70, false],
    [100, 100, 120, false],
    [110, 100, 120, false],
    [80, 100, undefined, false],
  ] as const)(
    'CAT-022 A31 current %s, original %s, historic best %s → %s',
    (lowCurrent, lowOriginal, best, shown) => {
      expect(showOmnibus(lowCurrent, lowOriginal, best)).toBe(shown)
    },
  )
})

describe('priceDisplay', () => {
  it('CAT-021 a full price: the current amount alone, no original, reduction or omnibus', () => {
    expect(priceDisplay(price({ historicBestPrice: 90 }))).toEqual({ currency: 'USD', current: { low: 100 } })
  })

  it('CAT-021 a reduced price: current, the original, the reduction and the omnibus reference', () => {
    expect(priceDisplay(onSale)).toEqual({
      currency: 'USD',
      current: { low: 89.95 },
      original: { low: 119.95 },
      percentOff: 25,
      omnibus: { historicBestPrice: 99.95 },
    })
  })

  it('CAT-021 the original shows only when the shopper pays less (lowCurrent < lowOriginal)', () => {
    expect(priceDisplay(price({ lowOriginal: 90, highOriginal: 90 })).original).toBeUndefined()
    expect(priceDisplay(price({ percentagePriceDiscount: 10 })).percentOff).toBeUndefined()
  })

  it('CAT-021 a range (gift cards 25–150) is a range; equal low and high are one amount', () => {
    const giftCard = price({ lowCurrent: 25, highCurrent: 150, lowOriginal: 25, highOriginal: 150 })
    expect(priceDisplay(giftCard)).toEqual({ currency: 'USD', current: { low: 25, high: 150 } })
    const reducedRange = price({ lowCurrent: 20, highCurrent: 120, lowOriginal: 25, highOriginal: 150 })
    expect(priceDisplay(reducedRange)).toMatchObject({
      current: { low: 20, high: 120 },
      original: { low: 25, high: 150 },
      percentOff: 20,
    })
  })

  it('CONST-044 takes percentagePriceDiscount when given, rounded to one decimal', () => {
    expect(priceDisplay({ ...onSale, percentagePriceDiscount: 12.345 }).percentOff).toBe(12.3)
  })

  it('CONST-044 computes the reduction from lowOriginal and lowCurrent otherwise', () => {
    expect(priceDisplay({ ...onSale, percentagePriceDiscount: undefined }).percentOff).toBe(25)
    expect(priceDisplay(price({ lowCurrent: 87.5, lowOriginal: 100 })).percentOff).toBe(12.5)
    expect(priceDisplay(price({ lowCurrent: 2, lowOriginal: 3 })).percentOff).toBe(33.3)
  })

  it('CONST-044 a reduction that rounds to 0.0 shows no badge', () => {
    expect(priceDisplay(price({ lowCurrent: 999.99, lowOriginal: 1000 })).percentOff).toBeUndefined()
  })

  it('CAT-022 A31 no omnibus line when the historic best price equals the current price (RS100006)', () => {
    const pacerLite = price({
      lowCurrent: 74.95,
      highCurrent: 74.95,
      lowOriginal: 99.95,
      highOriginal: 99.95,
      historicBestPrice: 74.95,
    })
    expect(priceDisplay(pacerLite).omnibus).toBeUndefined()
    expect(priceDisplay(pacerLite).original).toEqual({ low: 99.95 })
  })

  it('CAT-022 A31 no omnibus line without a historic best price', () => {
    expect(priceDisplay({ ...onSale, historicBestPrice: undefined }).omnibus).toBeUndefined()
  })

  it('CAT-022 A31 no omnibus line when the historic best price is below the current price', () => {
    expect(priceDisplay({ ...onSale, historicBestPrice: 79.95 }).omnibus).toBeUndefined()
  })
})

describe('formatting', () => {
  it('CAT-024 CAD amounts show the currency code, not "$", through formatMoney', () => {
    const display = priceDisplay({ ...onSale, currency: 'CAD', lowCurrent: 120.95, lowOriginal: 160.95 })
    const current = formatMoney(display.current.low, display.currency, 'en-ca')
    expect(current).toContain('CAD')
    expect(current).toContain('120.95')
    expect(current).not.toContain('$')
    expect(formatMoney(display.original!.low, display.currency, 'fr-ca')).toMatch(/160,95\s*CAD/)
    expect(formatMoney(10, 'CAD', 'en-ca')).not.toContain('$')
    expect(formatMoney(10, 'USD', 'en-us')).toBe('$10.00')
  })

  it('CONST-044 formats a percentage with one decimal at most, in the locale', () => {
    expect(formatPercent(12.5, 'en-us')).toBe('12.5%')
    expect(formatPercent(25, 'en-us')).toBe('25%')
    expect(formatPercent(12.5, 'de-de')).toMatch(/^12,5\s%$/)
  })
})
