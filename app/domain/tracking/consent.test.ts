import { describe, expect, it } from 'vitest'
import {
  ALL_GRANTED,
  CONSENT_CATEGORIES,
  NONE_GRANTED,
  allowedCategories,
  allows,
  consentFor,
  consentPreview,
  needsConsentChoice,
  parseConsent,
  serializeConsent,
} from './consent.ts'
import { previewFrom } from '../page/request-rules.ts'
import { LOCALES, regionFromLocale } from '../market/site.ts'

const EMEA = ['en-gb', 'de-de', 'fr-fr']
const NA = ['en-us', 'en-ca', 'fr-ca']

describe('consent', () => {
  it('PLAT-040 enumerates exactly four categories: required, performance and analytics, functional, targeting', () => {
    expect(CONSENT_CATEGORIES).toEqual(['required', 'performance', 'functional', 'targeting'])
  })

  it('PLAT-041 PLAT-044 outside EMEA every category is allowed without a cookie, whatever a cookie says', () => {
    for (const locale of NA) {
      expect(regionFromLocale(locale), locale).toBe('NA')
      for (const cookie of [undefined, serializeConsent(NONE_GRANTED), 'garbage']) {
        const consent = consentFor(locale, cookie)
        expect(allowedCategories(consent), `${locale} ${cookie}`).toEqual([...CONSENT_CATEGORIES])
        expect(needsConsentChoice(consent)).toBe(false)
      }
    }
  })

  it('PLAT-042 PLAT-044 in EMEA each category is allowed only when the cookie grants it; required always', () => {
    for (const locale of EMEA) {
      expect(regionFromLocale(locale), locale).toBe('EMEA')
      const none = consentFor(locale, undefined)
      expect(allowedCategories(none), locale).toEqual(['required'])
      expect(needsConsentChoice(none)).toBe(true)

      const refused = consentFor(locale, serializeConsent(NONE_GRANTED))
      expect(allowedCategories(refused)).toEqual(['required'])
      expect(needsConsentChoice(refused)).toBe(false)

      const targeting = consentFor(locale, serializeConsent({ ...NONE_GRANTED, targeting: true }))
      expect(allows(targeting, 'targeting')).toBe(true)
      expect(allows(targeting, 'performance')).toBe(false)
      expect(allows(targeting, 'functional')).toBe(false)

      const all = consentFor(locale, serializeConsent(ALL_GRANTED))
      expect(allowedCategories(all)).toEqual([...CONSENT_CATEGORIES])
    }
  })

  it('PLAT-042 every served locale is either EMEA with the cookie rule or allowed outright', () => {
    for (const locale of LOCALES) {
      const expected = EMEA.includes(locale) ? ['required'] : [...CONSENT_CATEGORIES]
      expect(allowedCategories(consentFor(locale, undefined)), locale).toEqual(expected)
    }
  })

  it('PLAT-043 in EMEA preview=true allows every category without the cookie, and asks nothing', () => {
    const url = new URL('http://shop.test/en-gb?preview=true')
    const preview = consentPreview(url, previewFrom(url))
    expect(preview).toBe(true)
    const consent = consentFor('en-gb', undefined, preview)
    expect(allows(consent, 'targeting')).toBe(true)
    expect(allowedCategories(consent)).toEqual([...CONSENT_CATEGORIES])
    expect(needsConsentChoice(consent)).toBe(false)
    // A refusal recorded in the cookie is put aside as well while previewing.
    expect(allows(consentFor('de-de', serializeConsent(NONE_GRANTED), preview), 'targeting')).toBe(true)
  })

  it('PLAT-043 only preview=true puts consent aside: not a preview date, not preview=false, not a locked preview', () => {
    const cases: [string, boolean][] = [
      ['preview=false', false],
      ['previewDateTime=2026-12-01T10:00:00Z', false],
      ['preview=TRUE', false],
      ['', false],
    ]
    for (const [query, expected] of cases) {
      const url = new URL(`http://shop.test/en-gb?${query}`)
      expect(consentPreview(url, previewFrom(url)), query).toBe(expected)
    }
    // In the production deployment a visitor without the editor's preview cookie does not preview.
    const url = new URL('http://shop.test/en-gb?preview=true')
    const locked = previewFrom(url, { production: true, editor: false, environments: {} })
    expect(consentPreview(url, locked)).toBe(false)
  })

  it('PLAT-042 the cookie is versioned: another version, an unknown category or a malformed value is no choice', () => {
    expect(serializeConsent(ALL_GRANTED)).toBe('v1.performance.functional.targeting')
    expect(serializeConsent(NONE_GRANTED)).toBe('v1')
    expect(parseConsent('v1.targeting')).toEqual({ performance: false, functional: false, targeting: true })
    for (const value of [
      'v2.performance',
      'v0',
      '1.performance',
      'v1.required.marketing',
      'v1..',
      '',
      null,
    ]) {
      expect(parseConsent(value), String(value)).toBeNull()
      expect(needsConsentChoice(consentFor('fr-fr', value)), String(value)).toBe(true)
    }
  })

  it('round-trips every choice through the cookie value', () => {
    for (const performance of [true, false])
      for (const functional of [true, false])
        for (const targeting of [true, false]) {
          const choice = { performance, functional, targeting }
          expect(parseConsent(serializeConsent(choice))).toEqual(choice)
        }
  })
})
