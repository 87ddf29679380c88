import { format } from 'date-fns'
import { de, enCA, enGB, enUS, fr, frCA, type Locale } from 'date-fns/locale'
import { regionFromLocale } from './site.ts'

/**
 * Dates and times as a shopper reads them, formatted with date-fns in the locale's conventions
 * (PLAT-045). Display formats follow the region: the EMEA sites put the day first (5 Mar 2024,
 * 5. März 2024), North America's English the month (Mar 5, 2024); Canadian French keeps French order.
 * Dates travel as YYYY-MM-DD (CONST-009). Pages get these as text from their loaders, so date-fns
 * stays out of the browser.
 */

/** CONST-009: the internal date format, in date-fns tokens. */
export const INTERNAL_DATE_FORMAT = 'yyyy-MM-dd'

const DATE_LOCALES: Readonly<Record<string, Locale>> = {
  'en-us': enUS,
  'en-ca': enCA,
  'fr-ca': frCA,
  'en-gb': enGB,
  'fr-fr': fr,
  'de-de': de,
}

/** The date-fns locale of a URL locale; one we do not serve reads as its region's English. */
export function dateLocale(locale: string): Locale {
  return DATE_LOCALES[locale.toLowerCase()] ?? (regionFromLocale(locale) === 'EMEA' ? enGB : enUS)
}

const INTERNAL_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A YYYY-MM-DD date (an ISO date-time by its date part) as that calendar day at midnight, or undefined
 * for anything else, a day the calendar does not have (2023-02-29) included. Read by hand: date-fns'
 * `parse` reads its format string again on every call, and a product page dates every review.
 */
export function parseInternalDate(value: string): Date | undefined {
  const match = INTERNAL_DAY.exec(value.slice(0, 10))
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const date = new Date(2000, 0, 1)
  // setFullYear, not the constructor: the constructor reads years 0–99 as 1900–1999.
  date.setFullYear(year, month, day)
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : undefined
}

/** A date's calendar day as YYYY-MM-DD. */
export function formatInternalDate(date: Date): string {
  return format(date, INTERNAL_DATE_FORMAT)
}

/** Display dates already written, by locale and value: the same reviews' dates come back page after page. */
const displayDates = new Map<string, string>()
const DISPLAY_DATES_KEPT = 5_000

/** A YYYY-MM-DD date in the locale's medium form (Mar 5, 2024; 5 Mar 2024); anything else as it came. */
export function formatDisplayDate(value: string, locale: string): string {
  const key = `${locale}|${value}`
  let text = displayDates.get(key)
  if (text === undefined) {
    const date = parseInternalDate(value)
    text = date ? format(date, 'PP', { locale: dateLocale(locale) }) : value
    if (displayDates.size >= DISPLAY_DATES_KEPT) displayDates.clear()
    displayDates.set(key, text)
  }
  return text
}

/** A weekday's name in the locale, counted from Monday (0) as the stores' week is. */
export function formatWeekday(fromMonday: number, locale: string): string {
  // 1 January 2024 was a Monday.
  return format(new Date(2024, 0, 1 + fromMonday), 'EEEE', { locale: dateLocale(locale) })
}

/** An HH:mm time of day on the locale's clock (9:30 AM in en-us, 09:30 in en-gb); undefined if unreadable. */
export function formatTimeOfDay(value: string, locale: string): string | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value)
  if (!match) return undefined
  const time = new Date(2024, 0, 1, Number(match[1]), Number(match[2]))
  return format(time, 'p', { locale: dateLocale(locale) })
}
