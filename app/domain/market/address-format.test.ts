import { describe, expect, it } from 'vitest'
import { addressLines, countryLine, countryName, hasProvince, localityLines } from './address-format.ts'

const base = { firstName: 'Camille', lastName: 'Martin', addressLine1: '12 rue Oberkampf' }

describe('address format per country', () => {
  it('writes a US address "City, ST 12345"', () => {
    expect(
      addressLines(
        {
          ...base,
          addressLine1: '12 Trail Road',
          city: 'Portland',
          province: 'OR',
          postalCode: '97201',
          country: 'US',
        },
        'en-gb',
      ),
    ).toEqual(['Camille Martin', '12 Trail Road', 'Portland, OR 97201', 'United States'])
  })

  it('writes a Canadian address "City QC H2X 1Y4"', () => {
    expect(
      localityLines({ ...base, city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4', country: 'CA' }),
    ).toEqual(['Montréal QC H2X 1Y4'])
  })

  it('puts a British postcode on a line of its own', () => {
    expect(
      addressLines(
        {
          ...base,
          addressLine1: '10 Downing Street',
          city: 'London',
          postalCode: 'SW1A 2AA',
          country: 'GB',
        },
        'en-us',
      ),
    ).toEqual(['Camille Martin', '10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom'])
  })

  it('puts the French and German postcode before the city', () => {
    expect(
      addressLines(
        {
          ...base,
          addressLine2: 'Bât. B',
          city: 'Paris',
          postalCode: '75011',
          province: '',
          country: 'FR',
        },
        'de-de',
      ),
    ).toEqual(['Camille Martin', '12 rue Oberkampf', 'Bât. B', '75011 Paris', 'Frankreich'])
    expect(localityLines({ ...base, city: 'Berlin', postalCode: '10115', country: 'de' })).toEqual([
      '10115 Berlin',
    ])
  })

  it('ACCT-013 names the country in the shopper’s language, never by its code', () => {
    expect(countryName('FR', 'en-us')).toBe('France')
    expect(countryName('FR', 'fr-fr')).toBe('France')
    expect(countryName('FR', 'de-de')).toBe('Frankreich')
    expect(countryName('US', 'en-us')).toBe('United States')
    expect(countryName('us', 'fr-ca')).toBe('États-Unis')
    expect(countryName('DE', 'fr-fr')).toBe('Allemagne')
    expect(countryName('GB', 'de-de')).toBe('Vereinigtes Königreich')
    expect(countryName('CA', 'en-gb')).toBe('Canada')
  })

  it('ACCT-013 writes no country line for an address in the site’s own country, as domestic mail is written', () => {
    expect(countryLine('US', 'en-us')).toBeUndefined()
    expect(countryLine('CA', 'fr-ca')).toBeUndefined()
    expect(countryLine('fr', 'fr-fr')).toBeUndefined()
    expect(countryLine('DE', 'de-de')).toBeUndefined()
    expect(countryLine('US', 'en-ca')).toBe('United States')
    expect(countryLine('DE', 'fr-fr')).toBe('Allemagne')
    const home = {
      ...base,
      addressLine1: '12 Trail Road',
      city: 'Portland',
      province: 'OR',
      postalCode: '97201',
    }
    expect(addressLines({ ...home, country: 'US' }, 'en-us')).toEqual([
      'Camille Martin',
      '12 Trail Road',
      'Portland, OR 97201',
    ])
  })

  it('has a state or province field only where the country has one', () => {
    expect(hasProvince('US')).toBe(true)
    expect(hasProvince('ca')).toBe(true)
    expect(hasProvince('FR')).toBe(false)
    expect(hasProvince('DE')).toBe(false)
    expect(hasProvince('GB')).toBe(false)
  })
})
