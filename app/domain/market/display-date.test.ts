import { describe, expect, it } from 'vitest'
import {
  dateLocale,
  formatDisplayDate,
  formatInternalDate,
  formatTimeOfDay,
  formatWeekday,
  parseInternalDate,
} from './display-date.ts'
import { LOCALES, regionFromLocale } from './site.ts'

describe('PLAT-045 display dates by region', () => {
  it('an EMEA locale and a US locale show the same day differently', () => {
    expect(formatDisplayDate('2024-03-05', 'en-us')).toBe('Mar 5, 2024')
    expect(formatDisplayDate('2024-03-05', 'en-gb')).toBe('5 Mar 2024')
    expect(formatDisplayDate('2024-03-05', 'en-gb')).not.toBe(formatDisplayDate('2024-03-05', 'en-us'))
  })

  it('EMEA sites put the day before the month, North American English the month first', () => {
    for (const locale of LOCALES) {
      const shown = formatDisplayDate('2024-03-05', locale)
      const day = shown.search(/\b5\b/)
      const month = shown.search(/Mar|mars|März/)
      if (regionFromLocale(locale) === 'EMEA') expect(day, `${locale}: ${shown}`).toBeLessThan(month)
      else if (locale.startsWith('en-')) expect(month, `${locale}: ${shown}`).toBeLessThan(day)
    }
    expect(formatDisplayDate('2024-03-05', 'de-de')).toBe('5. März 2024')
    expect(formatDisplayDate('2024-03-05', 'fr-fr')).toBe('5 mars 2024')
    expect(formatDisplayDate('2024-03-05', 'fr-ca')).toBe('5 mars 2024')
  })

  it('CONST-009 reads and writes YYYY-MM-DD, real calendar days only', () => {
    const date = parseInternalDate('2024-02-29')
    expect(date && formatInternalDate(date)).toBe('2024-02-29')
    expect(parseInternalDate('2023-02-29')).toBeUndefined()
    expect(parseInternalDate('05/03/2024')).toBeUndefined()
    for (const impossible of [
      '2024-13-01',
      '2024-00-10',
      '2024-04-31',
      '2024-04-00',
      '2024-4-05',
      '24-04-05',
    ])
      expect(parseInternalDate(impossible), impossible).toBeUndefined()
    // Years before 100 stay themselves (the Date constructor would read 0050 as 1950).
    const early = parseInternalDate('0050-06-01')
    expect(early && formatInternalDate(early)).toBe('0050-06-01')
    // Midnight of that day, in the server's time zone.
    expect(parseInternalDate('2024-03-05')?.getHours()).toBe(0)
    // An ISO date-time is its calendar day.
    expect(formatDisplayDate('2024-03-05T23:30:00Z', 'en-us')).toBe('Mar 5, 2024')
  })

  it('shows an unreadable date as it came, never an invented one', () => {
    expect(formatDisplayDate('', 'en-us')).toBe('')
    expect(formatDisplayDate('soon', 'en-gb')).toBe('soon')
    // A second time (from what was already written) reads the same.
    expect(formatDisplayDate('soon', 'en-gb')).toBe('soon')
    expect(formatDisplayDate('2024-03-05', 'en-gb')).toBe(formatDisplayDate('2024-03-05', 'en-gb'))
    expect(formatDisplayDate('2024-03-05', 'de-de')).not.toBe(formatDisplayDate('2024-03-05', 'en-us'))
  })

  it('uses each site locale’s own date-fns locale, and its region’s English for another', () => {
    expect(dateLocale('fr-ca').code).toBe('fr-CA')
    expect(dateLocale('de-de').code).toBe('de')
    expect(dateLocale('en-ie').code).toBe('en-US')
  })
})

describe('CAT-036 days and times of opening hours', () => {
  it('names the weekday from Monday in the locale', () => {
    expect(formatWeekday(0, 'en-us')).toBe('Monday')
    expect(formatWeekday(6, 'en-gb')).toBe('Sunday')
    expect(formatWeekday(0, 'fr-fr')).toBe('lundi')
    expect(formatWeekday(0, 'de-de')).toBe('Montag')
  })

  it('uses the 12-hour clock in en-us and the 24-hour clock in the EMEA sites', () => {
    expect(formatTimeOfDay('09:30', 'en-us')).toBe('9:30 AM')
    expect(formatTimeOfDay('20:00', 'en-us')).toBe('8:00 PM')
    expect(formatTimeOfDay('20:00', 'en-gb')).toBe('20:00')
    expect(formatTimeOfDay('09:30', 'de-de')).toBe('09:30')
    expect(formatTimeOfDay('9am', 'en-us')).toBeUndefined()
    expect(formatTimeOfDay('24:00', 'en-us')).toBeUndefined()
  })
})
