import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { languageNamesFor, numberFormat, readDrawnNumbersFrom, regionNamesFor } from './intl-cache.ts'

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

describe('decision 116: numbers the server formatted for the document', () => {
  // Formats no other test here uses: the document's tables are the module's for the rest of the file.
  const YEN = { style: 'currency', currency: 'JPY', currencyDisplay: 'name' } as const
  const format = `en-CA|${JSON.stringify(YEN)}`
  const table = (numbers: Record<string, string>) => ({ textContent: JSON.stringify({ [format]: numbers }) })

  const Native = Intl.NumberFormat
  let built = 0
  beforeEach(() => {
    built = 0
    Intl.NumberFormat = new Proxy(Native, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        built += 1
        return Reflect.construct(target, args) as Intl.NumberFormat
      },
    })
  })
  afterEach(() => {
    Intl.NumberFormat = Native
  })

  it('are shown again from the document’s tables, without building a formatter; a table that came since is read when a number is not known yet; a table that does not read is skipped', () => {
    const tables = [{ textContent: '{not json' }, table({ '1200': 'as the server wrote 1200' })]
    readDrawnNumbersFrom(() => tables)
    expect(numberFormat('en-CA', YEN).format(1200)).toBe('as the server wrote 1200')
    tables.push(table({ '7': 'as the server wrote 7' }))
    expect(numberFormat('en-CA', YEN).format(7)).toBe('as the server wrote 7')
    expect(built).toBe(0)
    // A number no table has is formatted here.
    expect(numberFormat('en-CA', YEN).format(3)).toBe('3 Japanese yen')
    expect(built).toBe(1)
  })
})
