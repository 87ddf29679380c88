import { describe, expect, it } from 'vitest'
import {
  addressLines,
  canPickUp,
  formatDistance,
  formatOpeningHours,
  storeStockLevel,
} from './store-rules.ts'
import type { OpeningHours } from './stores.ts'

// Intl separates times with narrow and thin spaces: compare with plain ones.
const plain = (value: string | null | undefined) => value?.replace(/\s/g, ' ')

const WEEK: OpeningHours[] = [
  { day: 'sunday', closed: true },
  { day: 'monday', closed: false, open: '09:30', close: '20:00' },
  { day: 'saturday', closed: false, open: '10:00', close: '18:00' },
]

describe('CAT-036 opening hours for the locale', () => {
  it('orders the week from Monday and names the days', () => {
    const days = formatOpeningHours(WEEK, 'en-us')
    expect(days.map((d) => d.name)).toEqual(['Monday', 'Saturday', 'Sunday'])
    expect(days.at(-1)).toMatchObject({ day: 'sunday', hours: null })
  })

  it('uses the 12-hour clock in en-us and the 24-hour clock in en-gb', () => {
    // ICU versions differ in the spaces around the dash (Node 20, 22 and 24).
    expect(plain(formatOpeningHours(WEEK, 'en-us')[0]!.hours)).toMatch(/^9:30 AM ?– ?8:00 PM$/)
    expect(plain(formatOpeningHours(WEEK, 'en-gb')[0]!.hours)).toMatch(/^09:30 ?– ?20:00$/)
  })

  it('names days and times in French for fr-fr', () => {
    const [monday] = formatOpeningHours(WEEK, 'fr-fr')
    expect(monday!.name).toBe('lundi')
    expect(plain(monday!.hours)).toMatch(/^09:30 ?– ?20:00$/)
  })

  it('keeps unreadable times as given instead of inventing hours', () => {
    const [day] = formatOpeningHours([{ day: 'monday', closed: false, open: '9am', close: '5pm' }], 'en-us')
    expect(day!.hours).toBe('9am – 5pm')
    const [none] = formatOpeningHours([{ day: 'monday', closed: false }], 'en-us')
    expect(none!.hours).toBeNull()
  })
})

describe('CAT-036 distance for the locale', () => {
  it('shows miles in the US and the UK, kilometres elsewhere', () => {
    expect(plain(formatDistance(10, 'en-us'))).toBe('6.2 mi')
    expect(plain(formatDistance(10, 'en-gb'))).toBe('6.2 mi')
    expect(plain(formatDistance(3.25, 'de-de'))).toBe('3,3 km')
    expect(plain(formatDistance(0, 'en-ca'))).toBe('0 km')
  })

  it('shows nothing without a usable distance', () => {
    expect(formatDistance(undefined, 'en-us')).toBeUndefined()
    expect(formatDistance(Number.NaN, 'en-us')).toBeUndefined()
    expect(formatDistance(-1, 'en-us')).toBeUndefined()
  })
})

describe('CAT-002 stock at a store', () => {
  const at = (quantity: number, pickupAvailable = quantity > 0) => ({
    productId: 'RS100001',
    quantity,
    status: 'InStock' as const,
    pickupAvailable,
  })

  it('is unknown without availability', () => {
    expect(storeStockLevel(undefined)).toBe('unknown')
    expect(canPickUp('unknown')).toBe(false)
  })

  it('is out of stock with none, or when the store cannot hand it over', () => {
    expect(storeStockLevel(at(0))).toBe('out-of-stock')
    expect(storeStockLevel(at(4, false))).toBe('out-of-stock')
    expect(canPickUp('out-of-stock')).toBe(false)
  })

  it('is low at or under the threshold (5) and in stock above it', () => {
    expect(storeStockLevel(at(1))).toBe('low-stock')
    expect(storeStockLevel(at(5))).toBe('low-stock')
    expect(storeStockLevel(at(6))).toBe('in-stock')
    expect(canPickUp('low-stock')).toBe(true)
    expect(canPickUp('in-stock')).toBe(true)
  })

  it('is out of stock when the store holds fewer than the quantity wanted', () => {
    expect(storeStockLevel(at(2), 3)).toBe('out-of-stock')
    expect(storeStockLevel(at(3), 3)).toBe('low-stock')
  })
})

describe('CAT-036 store address lines', () => {
  const base = { address1: '1 Main Street', postalCode: '97209', city: 'Portland' }
  it('puts the town first in North America and the UK, the postal code first elsewhere', () => {
    expect(addressLines({ ...base, stateCode: 'OR', country: 'US', address2: 'Suite 100' })).toEqual([
      '1 Main Street',
      'Suite 100',
      'Portland, OR 97209',
    ])
    expect(addressLines({ ...base, city: 'London', postalCode: 'WC2E 9LY', country: 'GB' })).toEqual([
      '1 Main Street',
      'London WC2E 9LY',
    ])
    expect(addressLines({ ...base, city: 'München', postalCode: '80331', country: 'DE' })).toEqual([
      '1 Main Street',
      '80331 München',
    ])
  })
})
