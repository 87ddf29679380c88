import { format, isValid, parse } from 'date-fns'
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

/** A YYYY-MM-DD date (an ISO date-time by its date part) as that calendar day, or undefined. */
export function parseInternalDate(value: string): Date | undefined {
  const day = value.slice(0, 10)
  const date = parse(day, INTERNAL_DATE_FORMAT, new Date(2000, 0, 1))
  return isValid(date) && format(date, INTERNAL_DATE_FORMAT) === day ? date : undefined
}

/** A date's calendar day as YYYY-MM-DD. */
export function formatInternalDate(date: Date): string {
  return format(date, INTERNAL_DATE_FORMAT)
}

/** A YYYY-MM-DD date in the locale's medium form (Mar 5, 2024; 5 Mar 2024); anything else as it came. */
export function formatDisplayDate(value: string, locale: string): string {
  const date = parseInternalDate(value)
  return date ? format(date, 'PP', { locale: dateLocale(locale) }) : value
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
