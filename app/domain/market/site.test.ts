import { describe, expect, it } from 'vitest'
import {
  apiLocale,
  formatMoney,
  formatPoints,
  negotiateLocale,
  regionFromLocale,
  resolveLocale,
  SITES,
} from './site.ts'

describe('sites and locales', () => {
  it('PLAT-054 serves exactly the five sites and their locales', () => {
    expect(Object.fromEntries(SITES.map((s) => [s.id, s.locales]))).toEqual({
      us: ['en-us'],
      ca: ['en-ca', 'fr-ca'],
      gb: ['en-gb'],
      de: ['de-de'],
      fr: ['fr-fr'],
    })
    expect(resolveLocale('fr-ca')?.site).toMatchObject({ currency: 'CAD', region: 'NA' })
    expect(resolveLocale('de-de')?.site).toMatchObject({ currency: 'EUR', region: 'EMEA' })
    expect(resolveLocale('es-es')).toBeNull()
  })

  it('PLAT-044 derives the region from the locale', () => {
    expect(regionFromLocale('en-us')).toBe('NA')
    expect(regionFromLocale('en-gb')).toBe('EMEA')
    expect(regionFromLocale('ja-jp')).toBe('OTHER')
  })

  it('CONST-019 sends en_US outside dev and the URL form in dev', () => {
    expect(apiLocale('en-us')).toBe('en_US')
    expect(apiLocale('fr-ca')).toBe('fr_CA')
    expect(apiLocale('en-us', 'dev')).toBe('en-us')
  })

  it('picks the locale from the cookie, then Accept-Language, then en-us', () => {
    expect(negotiateLocale('en-gb', 'de-DE,de;q=0.9')).toBe('en-gb')
    expect(negotiateLocale(undefined, 'de-DE,de;q=0.9,en;q=0.5')).toBe('de-de')
    expect(negotiateLocale(undefined, 'fr;q=0.8, en-CA;q=0.9')).toBe('en-ca')
    expect(negotiateLocale('xx-yy', 'ja-JP')).toBe('en-us')
    expect(negotiateLocale(null, null)).toBe('en-us')
  })

  it('a language without a site for its country goes to the language’s own country, not the first site', () => {
    expect(negotiateLocale(undefined, 'fr-BE,fr;q=0.9')).toBe('fr-fr')
    expect(negotiateLocale(undefined, 'fr-CH')).toBe('fr-fr')
    expect(negotiateLocale(undefined, 'fr')).toBe('fr-fr')
    expect(negotiateLocale(undefined, 'fr-CA,fr;q=0.9')).toBe('fr-ca')
    expect(negotiateLocale(undefined, 'de-AT,de;q=0.9')).toBe('de-de')
    expect(negotiateLocale(undefined, 'de-CH')).toBe('de-de')
    expect(negotiateLocale(undefined, 'en-IE,en;q=0.9')).toBe('en-us')
  })

  it('CAT-024 shows CAD with its code and other currencies with their symbol', () => {
    expect(formatMoney(10, 'CAD', 'en-ca')).toContain('CAD')
    expect(formatMoney(10, 'USD', 'en-us')).toBe('$10.00')
    expect(formatMoney(10, 'GBP', 'en-gb')).toBe('£10.00')
  })
})

describe('formatPoints', () => {
  it('groups points the way the locale writes numbers', () => {
    expect(formatPoints(2400, 'en-us')).toBe('2,400')
    expect(formatPoints(2400, 'en-gb')).toBe('2,400')
    expect(formatPoints(2400, 'fr-fr').replace(/[\u00a0\u202f]/g, ' ')).toBe('2 400')
    expect(formatPoints(2400, 'de-de')).toBe('2.400')
    expect(formatPoints(500, 'de-de')).toBe('500')
  })
})
