import { formatTimeOfDay, formatWeekday } from '../market/display-date.ts'
import { stockLevel, type StockLevel } from '../catalog/inventory.ts'
import { intlLocale, siteForLocale } from '../market/site.ts'
import { numberFormat } from '../market/intl-cache.ts'
import type { OpeningHours, StoreAvailability } from './stores.ts'

/** Pure rules of the store pages: opening hours and distances for a locale, stock at a store. */

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

/** One day of a store's week as the shopper reads it: the day's name and its hours, or null when closed. */
export interface OpeningDay {
  day: OpeningHours['day']
  name: string
  hours: string | null
}

/**
 * A store's week from Monday, with day names and times in the locale's conventions (10:00 AM – 8:00 PM
 * in en-us, 10:00 – 20:00 in en-gb). A day marked open without two valid times shows its raw values.
 */
export function formatOpeningHours(hours: readonly OpeningHours[], locale: string): OpeningDay[] {
  return WEEK.flatMap((day, index) => {
    const entry = hours.find((h) => h.day === day)
    if (!entry) return []
    const name = formatWeekday(index, locale)
    if (entry.closed) return [{ day, name, hours: null }]
    const { open = '', close = '' } = entry
    const [from, to] = [formatTimeOfDay(open, locale), formatTimeOfDay(close, locale)]
    // Readable HH:mm times compare as text.
    const span = from && to && open < close ? `${from} – ${to}` : [open, close].filter(Boolean).join(' – ')
    return [{ day, name, hours: span || null }]
  })
}

const MILES_PER_KM = 0.621371

/** Sites that measure road distances in miles. */
const MILE_COUNTRIES = new Set(['US', 'GB'])

/** A store's distance for the locale: miles in the US and the UK, kilometres elsewhere, one decimal. */
export function formatDistance(km: number | undefined, locale: string): string | undefined {
  if (km === undefined || !Number.isFinite(km) || km < 0) return undefined
  const miles = MILE_COUNTRIES.has(siteForLocale(locale).country)
  return numberFormat(intlLocale(locale), {
    style: 'unit',
    unit: miles ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(miles ? km * MILES_PER_KM : km)
}

/**
 * Stock of a variant at a store for `qty` units: unknown without availability, out of stock when the
 * store cannot hand over that many for pickup, else low or in stock by the PDP's threshold.
 */
export function storeStockLevel(availability: StoreAvailability | undefined, qty = 1): StockLevel {
  if (!availability) return 'unknown'
  if (!availability.pickupAvailable || availability.quantity < Math.max(1, qty)) return 'out-of-stock'
  return stockLevel(availability.quantity)
}

/** Whether the shopper may choose "Pick up here" at a store with this stock level. */
export function canPickUp(level: StockLevel): boolean {
  return level === 'in-stock' || level === 'low-stock'
}

/** Countries that write the town before the postal code. */
const TOWN_FIRST = new Set(['US', 'CA', 'GB'])

/**
 * A store's postal address as lines, in the order of its country: "Portland, OR 97209" in North
 * America, "London WC2E 9LY" in the UK, "80331 München" in Germany and France.
 */
export function addressLines(store: {
  address1: string
  address2?: string
  city: string
  stateCode?: string
  postalCode: string
  country: string
}): string[] {
  const town = TOWN_FIRST.has(store.country)
    ? store.stateCode
      ? `${store.city}, ${store.stateCode} ${store.postalCode}`
      : `${store.city} ${store.postalCode}`
    : `${store.postalCode} ${store.city}`
  return [store.address1, store.address2, town].filter((line): line is string => Boolean(line))
}
