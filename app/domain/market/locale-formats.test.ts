import { describe, expect, it } from 'vitest'
import { formatDisplayDate, formatTimeOfDay, formatWeekday } from './display-date.ts'
import { formatMoney } from './site.ts'

/**
 * Money and dates on the French and German sites (decision 046): Intl formats amounts with the
 * locale's separators, date-fns dates with the locale's words and order.
 */
const NBSP = '\u00a0'
const NARROW_NBSP = '\u202f'

describe('issue 17 §1 money in the French and German locales', () => {
  it('de-de writes euros with a dot between thousands, a decimal comma and the sign after', () => {
    expect(formatMoney(1234.5, 'EUR', 'de-de')).toBe(`1.234,50${NBSP}€`)
    expect(formatMoney(9.95, 'EUR', 'de-de')).toBe(`9,95${NBSP}€`)
  })

  it('fr-fr writes euros with a narrow space between thousands, a decimal comma and the sign after', () => {
    expect(formatMoney(1234.5, 'EUR', 'fr-fr')).toBe(`1${NARROW_NBSP}234,50${NBSP}€`)
  })

  it('CAT-024 fr-ca writes Canadian dollars the French way, with the code and no $', () => {
    expect(formatMoney(1234.5, 'CAD', 'fr-ca')).toBe(`1${NBSP}234,50${NBSP}CAD`)
    expect(formatMoney(1234.5, 'CAD', 'en-ca')).toBe(`CAD${NBSP}1,234.50`)
    expect(formatMoney(10, 'CAD', 'fr-ca')).not.toContain('$')
  })
})

describe('issue 17 §1 PLAT-045 dates in the French and German locales', () => {
  it('names months and weekdays in the language, the day first', () => {
    expect(formatDisplayDate('2024-03-05', 'de-de')).toBe('5. März 2024')
    expect(formatDisplayDate('2024-03-05', 'fr-fr')).toBe('5 mars 2024')
    expect(formatDisplayDate('2024-03-05', 'fr-ca')).toBe('5 mars 2024')
    expect(formatWeekday(0, 'de-de')).toBe('Montag')
    expect(formatWeekday(6, 'fr-fr')).toBe('dimanche')
    expect(formatWeekday(0, 'fr-ca')).toBe('lundi')
  })

  it('tells the time on the 24-hour clock in French and German', () => {
    for (const locale of ['de-de', 'fr-fr', 'fr-ca']) {
      expect(formatTimeOfDay('17:05', locale), locale).toBe('17:05')
    }
  })
})
