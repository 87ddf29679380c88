import { describe, expect, it } from 'vitest'
import { addressLines, hasProvince, localityLines } from './address-format.ts'

const base = { firstName: 'Camille', lastName: 'Martin', addressLine1: '12 rue Oberkampf' }

describe('address format per country', () => {
  it('writes a US address "City, ST 12345"', () => {
    expect(
      addressLines({
        ...base,
        addressLine1: '12 Trail Road',
        city: 'Portland',
        province: 'OR',
        postalCode: '97201',
        country: 'US',
      }),
    ).toEqual(['Camille Martin', '12 Trail Road', 'Portland, OR 97201', 'US'])
  })

  it('writes a Canadian address "City QC H2X 1Y4"', () => {
    expect(
      localityLines({ ...base, city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4', country: 'CA' }),
    ).toEqual(['Montréal QC H2X 1Y4'])
  })

  it('puts a British postcode on a line of its own', () => {
    expect(
      addressLines({
        ...base,
        addressLine1: '10 Downing Street',
        city: 'London',
        postalCode: 'SW1A 2AA',
        country: 'GB',
      }),
    ).toEqual(['Camille Martin', '10 Downing Street', 'London', 'SW1A 2AA', 'GB'])
  })

  it('puts the French and German postcode before the city', () => {
    expect(
      addressLines({
        ...base,
        addressLine2: 'Bât. B',
        city: 'Paris',
        postalCode: '75011',
        province: '',
        country: 'FR',
      }),
    ).toEqual(['Camille Martin', '12 rue Oberkampf', 'Bât. B', '75011 Paris', 'FR'])
    expect(localityLines({ ...base, city: 'Berlin', postalCode: '10115', country: 'de' })).toEqual([
      '10115 Berlin',
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
