import { parseWithZod } from '@conform-to/zod/v4'
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { z } from 'zod'
import { COUNTRIES, countryEntries, findCountry } from '#app/validation/countries.ts'
import {
  shownAddress,
  countMaskDigits,
  DEFAULT_PHONE_MASK,
  defaultPhoneMask,
  displayPhone,
  formatPhone,
  formatTypedPhone,
  internationalPhone,
  isValidNationalPhone,
  isValidPhone,
  matchPhoneCountry,
  NA_PHONE_MASK,
  nationalInputDigits,
  normalizePhone,
  optionalPhoneField,
  PHONE_EXAMPLE_MESSAGES,
  PHONE_MASKS,
  PHONE_MESSAGE,
  phoneField,
  phoneMaskFor,
  phoneRegion,
  phoneRulesForCountry,
  selectedPhoneRules,
  stripNonDigits,
  toInternationalPhone,
  typedNationalDigits,
} from '#app/validation/phone.ts'

const NA = { region: 'NA' as const, country: 'US' }

describe('phone rules', () => {
  it('VAL-012 the phone validator applies the phone rules and parses to digits', () => {
    expect(phoneField(NA).parse('(212) 555-0100')).toBe('2125550100')
    expect(phoneField(NA).safeParse('555').error?.issues[0]?.message).toBe(PHONE_MESSAGE)
    expect(phoneField(NA).safeParse('').error?.issues[0]?.message).toBe('This field is required')
    expect(optionalPhoneField(NA).parse(undefined)).toBeUndefined()
    expect(optionalPhoneField(NA).safeParse('12').success).toBe(false)
  })

  it("VAL-019 strips non-digits: '(212) 555-0100' → '2125550100'", () => {
    expect(stripNonDigits('(212) 555-0100')).toBe('2125550100')
  })

  it('VAL-020 in North America a number is 10 digits starting 2 to 9', () => {
    expect(isValidPhone('2125550100', NA)).toBe(true)
    expect(isValidPhone('1125550100', NA)).toBe(false)
    expect(isValidPhone('0125550100', NA)).toBe(false)
    expect(isValidPhone('212555010', NA)).toBe(false)
    expect(isValidPhone('+1 212 555 0100', NA)).toBe(true)
  })

  it('VAL-020 the region comes from the locale (PLAT-044)', () => {
    expect(phoneRegion('en-ca')).toBe('NA')
    expect(phoneRegion('fr-fr')).toBe('EMEA')
    expect(phoneRegion('es-mx')).toBe('OTHER')
  })

  it('VAL-021 outside North America the digit count follows the mask: FR X XX XX XX XX → 9 digits', () => {
    expect(countMaskDigits('X XX XX XX XX')).toBe(9)
    expect(isValidPhone('612345678', { region: 'EMEA', country: 'FR' })).toBe(true)
    expect(isValidPhone('61234567', { region: 'EMEA', country: 'FR' })).toBe(false)
    expect(isValidPhone('15123456789', { region: 'EMEA', country: 'DE' })).toBe(true)
    expect(isValidPhone('1701234567', { region: 'EMEA', country: 'DE' })).toBe(true)
  })

  it('A33 the country pattern wins over the mask count, and 10 digits is the default', () => {
    // GB's pattern allows the trunk 0 that normalisation drops (the masks alone would not).
    expect(isValidPhone('07700 900123', { region: 'EMEA', country: 'GB' })).toBe(true)
    expect(isValidPhone('7700 900123', { region: 'EMEA', country: 'GB' })).toBe(true)
    expect(isValidPhone('770090012', { region: 'EMEA', country: 'GB' })).toBe(false)
    expect(isValidPhone('3123456789', { region: 'EMEA', country: 'IT' })).toBe(true)
    expect(isValidPhone('312345678', { region: 'EMEA', country: 'IT' })).toBe(false)
    expect(isValidPhone('3123456789', { region: 'OTHER' })).toBe(true)
  })

  it('VAL-020 VAL-021 a chosen phone code brings its country’s rules: dial code 1 is North America', () => {
    const site = { region: 'EMEA', country: 'DE' } as const
    expect(phoneRulesForCountry('US', site)).toEqual({ region: 'NA', country: 'US' })
    expect(phoneRulesForCountry('ca', site)).toEqual({ region: 'NA', country: 'CA' })
    expect(phoneRulesForCountry('FR', { region: 'NA', country: 'US' })).toEqual({
      region: 'OTHER',
      country: 'FR',
    })
    expect(phoneRulesForCountry('+44', site)).toEqual({ region: 'OTHER', country: 'GB' })
    expect(phoneRulesForCountry(undefined, site)).toBe(site)
    expect(phoneRulesForCountry('ZZ', site)).toBe(site)
    expect(isValidPhone('612345678', phoneRulesForCountry('FR', { region: 'NA', country: 'US' }))).toBe(true)
    expect(isValidPhone('2125550100', phoneRulesForCountry('FR', { region: 'NA', country: 'US' }))).toBe(
      false,
    )
    // The browser's reading agrees for the codes it is told are dial code 1.
    expect(selectedPhoneRules('US', ['US', 'CA'], site)).toEqual({ region: 'NA', country: 'US' })
    expect(selectedPhoneRules('FR', ['US', 'CA'], site)).toEqual({ region: 'OTHER', country: 'FR' })
  })

  it("VAL-022 an invalid phone gives 'A valid phone number is required' on a post", () => {
    const schema = z.object({ phone: phoneField({ region: 'EMEA', country: 'FR' }) })
    const formData = new FormData()
    formData.set('phone', '12 34')
    expect(parseWithZod(formData, { schema }).reply().error).toEqual({
      phone: ['A valid phone number is required', 'Enter a French number, for example 06 12 34 56 78'],
    })
  })

  it("VAL-023 matches a number to a country by dial code and digit count: '+33612345678' → FR", () => {
    expect(matchPhoneCountry('+33612345678')).toMatchObject({ dialCode: '33', national: '612345678' })
    expect(matchPhoneCountry('+33612345678')?.country?.code).toBe('FR')
    expect(matchPhoneCountry('+44 7700 900123')?.country?.code).toBe('GB')
    expect(matchPhoneCountry('+44 7700 900123', 'JE')?.country?.code).toBe('JE')
    expect(matchPhoneCountry('+49 151 23456789')?.country?.code).toBe('DE')
    expect(matchPhoneCountry('+39 312 345 6789')?.country?.code).toBe('IT')
    expect(matchPhoneCountry('+1 416 555 0100', 'CA')?.country?.code).toBe('CA')
  })

  it('VAL-024 formats with the default masks of each region', () => {
    expect(defaultPhoneMask('NA')).toBe('(XXX) XXX - XXXX')
    expect(defaultPhoneMask('EMEA')).toBe('XXXX - XXX - XXX')
    expect(formatPhone('2125550100', NA_PHONE_MASK)).toBe('(212) 555 - 0100')
    expect(formatPhone('3123456789', DEFAULT_PHONE_MASK)).toBe('3123 - 456 - 789')
    expect(formatPhone('212', NA_PHONE_MASK)).toBe('(212')
    expect(formatPhone('612345678', 'X XX XX XX XX')).toBe('6 12 34 56 78')
    expect(phoneMaskFor('FR', 'EMEA')).toBe('X XX XX XX XX')
    expect(phoneMaskFor('DE', 'EMEA', 10)).toBe('XXX XXXXXXX')
    expect(phoneMaskFor('IT', 'EMEA')).toBe(DEFAULT_PHONE_MASK)
    expect(phoneMaskFor('CA', 'NA')).toBe(NA_PHONE_MASK)
  })

  it('VAL-025 a 10-digit number without a clear match defaults to dial code 1 (CONST-041)', () => {
    expect(matchPhoneCountry('2125550100')).toMatchObject({ dialCode: '1', national: '2125550100' })
    expect(matchPhoneCountry('2125550100')?.country?.code).toBe('US')
    expect(matchPhoneCountry('4165550100', 'CA')?.country?.code).toBe('CA')
    expect(matchPhoneCountry('12345')).toBeUndefined()
  })

  it("VAL-026 normalises to +international and drops a leading 0 for 44: (44, '07700900123') → '+447700900123'", () => {
    expect(normalizePhone(44, '07700900123')).toBe('+447700900123')
    expect(normalizePhone('33', '612345678')).toBe('+33612345678')
    expect(normalizePhone('39', '0612345678')).toBe('+390612345678')
    expect(toInternationalPhone('(212) 555-0100')).toBe('+12125550100')
  })

  it('VAL-027 gives the FR mask exactly, three DE variants and two GB variants', () => {
    expect(PHONE_MASKS.FR).toEqual(['X XX XX XX XX'])
    expect(countryEntries('DE')).toHaveLength(3)
    expect(countryEntries('GB')).toHaveLength(2)
    expect(findCountry('IT')?.mask).toBeUndefined()
  })

  it('VAL-028 the country table has about 240 entries of name, dialCode, code and an optional mask', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230)
    expect(COUNTRIES.length).toBeLessThanOrEqual(260)
    for (const entry of COUNTRIES) {
      expect(entry.name).toBeTruthy()
      expect(entry.dialCode).toMatch(/^\d{1,3}$/)
      expect(entry.code).toMatch(/^[A-Z]{2}$/)
    }
    expect(findCountry('FR')).toEqual({ name: 'France', dialCode: '33', code: 'FR', mask: 'X XX XX XX XX' })
    expect(findCountry('US')).toEqual({ name: 'United States', dialCode: '1', code: 'US' })
  })

  it('keeps phone-rules.ts free of zod and the phone metadata, so components can use it (decision 004)', async () => {
    const source = await readFile(new URL('./phone-rules.ts', import.meta.url), 'utf8')
    expect(source).not.toMatch(/from 'zod'|libphonenumber/)
  })
})

describe('national formats (libphonenumber)', () => {
  const FR = { region: 'EMEA' as const, country: 'FR' }
  const DE = { region: 'EMEA' as const, country: 'DE' }

  it('VAL-019 VAL-021 reads a number typed as the country writes it, trunk 0 and all', () => {
    expect(isValidPhone('06 12 34 56 78', FR)).toBe(true)
    expect(isValidPhone('0033 6 12 34 56 78', FR)).toBe(true)
    expect(isValidPhone('030 12345678', DE)).toBe(true)
    expect(isValidPhone('0151 23456789', DE)).toBe(true)
    // Still the spec's digit counts once the trunk 0 is gone.
    expect(isValidPhone('06 12 34 56 7', FR)).toBe(false)
    expect(isValidPhone('06 12 34 56 78 9', FR)).toBe(false)
    expect(isValidPhone('030 123', DE)).toBe(false)
    // A German landline is as long as its area code makes it.
    expect(isValidPhone('089 1234567', DE)).toBe(true)
    expect(isValidPhone('030 1234567', DE)).toBe(true)
    expect(isValidPhone('07071 12345', DE)).toBe(true)
    expect(isValidPhone('07071 123', DE)).toBe(false)
    expect(isValidPhone('0151 234567890', DE)).toBe(false)
    // A French national number is no German one.
    expect(isValidPhone('06 12 34 56 78', { region: 'NA', country: 'US' })).toBe(false)
  })

  it('VAL-019 VAL-024 in the browser a number typed with its trunk 0 reads and lays out as the server reads it', () => {
    const GB = { region: 'EMEA' as const, country: 'GB' }
    for (const [typed, rules] of [
      ['06 12 34 56 78', FR],
      ['0612345678', FR],
      ['0151 23456789', DE],
      ['030 12345678', DE],
      ['07700 900123', GB],
      ['6 12 34 56 78', FR],
    ] as const) {
      expect(typedNationalDigits(typed, rules), typed).toBe(nationalInputDigits(typed, rules))
      expect(isValidNationalPhone(typedNationalDigits(typed, rules), rules), typed).toBe(true)
    }
    // The trunk 0 stays in front of the mask as the shopper typed it; without one, the spec's mask.
    expect(formatTypedPhone('0612345678', 'X XX XX XX XX', FR)).toBe('06 12 34 56 78')
    expect(formatTypedPhone('612345678', 'X XX XX XX XX', FR)).toBe('6 12 34 56 78')
    expect(formatTypedPhone('0612', 'X XX XX XX XX', FR)).toBe('06 12')
    expect(formatTypedPhone('015123456789', 'XXX XXXXXXXX', DE)).toBe('0151 23456789')
    expect(formatTypedPhone('+33 612345678', 'X XX XX XX XX', FR)).toBe('+33 612345678')
    // North America has no trunk 0: the digits as typed.
    expect(typedNationalDigits('(212) 555-0100', NA)).toBe('2125550100')
    expect(formatTypedPhone('2125550100', NA_PHONE_MASK, NA)).toBe('(212) 555 - 0100')
    expect(typedNationalDigits('0612345678', NA)).toBe('0612345678')
  })

  it('VAL-012 parses a national number to the national digits without the trunk 0', () => {
    expect(phoneField(FR).parse('06 12 34 56 78')).toBe('612345678')
    expect(phoneField(DE).parse('030 12345678')).toBe('3012345678')
    expect(optionalPhoneField(FR).parse('06.12.34.56.78')).toBe('612345678')
  })

  it('VAL-026 an address phone parses to international form, whichever way it was typed', () => {
    expect(phoneField(FR, 'international').parse('06 12 34 56 78')).toBe('+33612345678')
    expect(phoneField(FR, 'international').parse('+33 6 12 34 56 78')).toBe('+33612345678')
    expect(phoneField(DE, 'international').parse('030 12345678')).toBe('+493012345678')
    expect(phoneField(NA, 'international').parse('(212) 555-0100')).toBe('+12125550100')
    expect(internationalPhone('07400 123456', { region: 'EMEA', country: 'GB' })).toBe('+447400123456')
    expect(optionalPhoneField(FR, 'international').parse('')).toBeUndefined()
  })

  it('VAL-022 a refused French or German number says which form is expected, the spec message first', () => {
    const messages = (rules: { region: 'EMEA' | 'NA'; country: string }) =>
      phoneField(rules)
        .safeParse('12 34')
        .error?.issues.map((issue) => issue.message)
    expect(messages(FR)).toEqual([PHONE_MESSAGE, 'Enter a French number, for example 06 12 34 56 78'])
    expect(messages(DE)).toEqual([PHONE_MESSAGE, 'Enter a German number, for example 030 12345678'])
    expect(messages(NA)).toEqual([PHONE_MESSAGE])
  })

  it('gives examples that are valid numbers of their country, in its national format', () => {
    for (const [country, message] of Object.entries(PHONE_EXAMPLE_MESSAGES)) {
      const example = message.replace(/^.*for example /, '')
      const parsed = parsePhoneNumberFromString(example, country as 'FR')
      expect(parsed?.isValid(), message).toBe(true)
      expect(parsed?.country).toBe(country)
      expect(parsed?.formatNational()).toBe(example)
      expect(isValidPhone(example, { region: 'EMEA', country })).toBe(true)
    }
  })

  it('shows a stored number in the national format of the address country, a foreign one in international form', () => {
    expect(displayPhone('+33612345678', 'FR')).toBe('06 12 34 56 78')
    expect(displayPhone('612345678', 'FR')).toBe('06 12 34 56 78')
    expect(displayPhone('612345678', 'FR', '+33')).toBe('06 12 34 56 78')
    expect(displayPhone('+493012345678', 'DE')).toBe('030 12345678')
    expect(displayPhone('5035551001', 'US', '+1')).toBe('(503) 555-1001')
    expect(displayPhone('+33612345678', 'DE')).toBe('+33 6 12 34 56 78')
    expect(displayPhone('612345678', 'DE', '+33')).toBe('+33 6 12 34 56 78')
    expect(displayPhone('12', 'FR')).toBe('12')
    expect(displayPhone(undefined, 'FR')).toBeUndefined()
  })
})

describe('an address as pages show it', () => {
  it('comes with its postal lines, written as France writes them, with the phone as a French shopper reads it', () => {
    const shown = shownAddress(
      {
        firstName: 'Camille',
        lastName: 'Durand',
        addressLine1: '12 rue Oberkampf',
        city: 'Paris',
        postalCode: '75011',
        country: 'FR',
        phone: '+33612345678',
      },
      'fr-fr',
    )
    expect(shown.lines).toEqual(['Camille Durand', '12 rue Oberkampf', '75011 Paris', '06 12 34 56 78'])
    expect(shown.phone).toBe('06 12 34 56 78')
  })

  it('ACCT-013 names a country abroad in the shopper’s language on its last postal line, not by its code', () => {
    const address = {
      firstName: 'Camille',
      lastName: 'Durand',
      addressLine1: '12 rue Oberkampf',
      city: 'Paris',
      postalCode: '75011',
      country: 'FR',
    }
    expect(shownAddress(address, 'de-de').lines.at(-1)).toBe('Frankreich')
    expect(shownAddress(address, 'en-us').lines.at(-1)).toBe('France')
    expect(shownAddress(address, 'en-gb').lines).not.toContain('FR')
  })

  it('leaves a missing address missing', () => {
    expect(shownAddress(null, 'en-us')).toBeNull()
    expect(shownAddress(undefined, 'en-us')).toBeUndefined()
  })
})
