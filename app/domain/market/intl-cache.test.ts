import { describe, expect, it } from 'vitest'
import { languageNamesFor, numberFormat, regionNamesFor } from './intl-cache.ts'

describe('formatters built once per locale', () => {
  it('names countries and languages in the page’s language, and gives the same formatter again', () => {
    expect(regionNamesFor('fr-FR').of('DE')).toBe('Allemagne')
    expect(languageNamesFor('fr-FR').of('de')).toBe('allemand')
    expect(languageNamesFor('de-DE').of('fr')).toBe('Französisch')
    expect(languageNamesFor('fr-FR')).toBe(languageNamesFor('fr-FR'))
    expect(regionNamesFor('en-US')).toBe(regionNamesFor('en-US'))
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(
      numberFormat('en-US', { style: 'currency', currency: 'USD' }),
    )
  })

  it('answers a code it cannot name with the code', () => {
    expect(languageNamesFor('en-US').of('qaa')).toBe('qaa')
    expect(regionNamesFor('en-US').of('AA')).toBe('AA')
  })
})
