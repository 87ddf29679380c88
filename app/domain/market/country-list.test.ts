import { describe, expect, it } from 'vitest'
import { CountryListSchema, phoneCodeOptions, toPhoneCountries } from './country-list.ts'

describe('country list (PLAT-057)', () => {
  it('PLAT-057 parses the items (name, dialCode, code, optional mask), as an array or under countries', () => {
    const items = [
      { name: 'Deutschland', dialCode: '+49', code: 'de', mask: 'XXX XXXXXXXX', extra: 1 },
      { name: 'Österreich', dialCode: '43', code: 'AT', mask: null },
    ]
    const list = toPhoneCountries(CountryListSchema.parse(items))
    expect(list).toEqual([
      { name: 'Deutschland', dialCode: '49', code: 'DE', mask: 'XXX XXXXXXXX' },
      { name: 'Österreich', dialCode: '43', code: 'AT' },
    ])
    expect(toPhoneCountries(CountryListSchema.parse({ countries: items }))).toEqual(list)
    expect(CountryListSchema.safeParse([{ name: 'X', dialCode: 'abc', code: 'XX' }]).success).toBe(false)
  })

  it('PLAT-057 one phone-code option per country, mask variants merged, labelled with the dial code', () => {
    expect(
      phoneCodeOptions([
        { name: 'United Kingdom', dialCode: '44', code: 'GB', mask: 'XXXX XXXXXX' },
        { name: 'United Kingdom', dialCode: '44', code: 'GB', mask: 'XX XXXX XXXX' },
        { name: 'Canada', dialCode: '1', code: 'CA' },
        { name: 'United States', dialCode: '1', code: 'US' },
      ]),
    ).toEqual([
      { value: 'GB', label: 'United Kingdom (+44)' },
      { value: 'CA', label: 'Canada (+1)' },
      { value: 'US', label: 'United States (+1)' },
    ])
  })
})
