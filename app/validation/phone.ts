import { z } from 'zod'
import {
  COUNTRIES,
  countryEntries,
  type Country,
  findCountry,
  MAIN_COUNTRY_BY_DIAL_CODE,
} from '#app/validation/countries.ts'
import {
  countMaskDigits,
  DEFAULT_PHONE_DIGITS,
  FALLBACK_DIAL_CODE,
  isValidNationalPhone,
  normalizePhone,
  PHONE_MESSAGE,
  type PhoneRegion,
  type PhoneRules,
  stripNonDigits,
} from '#app/validation/phone-rules.ts'
import { requiredString } from '#app/validation/validators.ts'

/**
 * The phone rules that need the country table or zod (000 §5, 001 §5, VAL-012, VAL-022, VAL-023,
 * VAL-025): matching a number to a country by dial code, and the form fields. Server-side only:
 * components import `phone-rules.ts` instead (decision 004).
 */

export * from '#app/validation/phone-rules.ts'

/** The national digit count an entry accepts: its mask's X count, or 10 without a mask. */
function entryDigitCount(entry: Country): number {
  return entry.mask ? countMaskDigits(entry.mask) : DEFAULT_PHONE_DIGITS
}

export interface PhoneMatch {
  dialCode: string
  /** The digits after the dial code. */
  national: string
  country?: Country
}

/**
 * VAL-023 / VAL-025: matches a number to a country by dial-code prefix and the remaining digit count
 * (mask X count, else 10). Among entries sharing a dial code the preferred country wins, then the
 * dial code's main country. With no clear match a 10-digit number gets dial code 1.
 */
export function matchPhoneCountry(value: string, preferredCountry?: string): PhoneMatch | undefined {
  const digits = stripNonDigits(value)
  const candidates = COUNTRIES.filter(
    (entry) =>
      digits.startsWith(entry.dialCode) && digits.length - entry.dialCode.length === entryDigitCount(entry),
  )
  const dialCodes = new Set(candidates.map((entry) => entry.dialCode))
  if (dialCodes.size === 1) {
    const dialCode = candidates[0]!.dialCode
    const preferred = preferredCountry?.toUpperCase()
    const country =
      candidates.find((entry) => entry.code === preferred) ??
      candidates.find((entry) => entry.code === MAIN_COUNTRY_BY_DIAL_CODE[dialCode]) ??
      candidates[0]
    return { dialCode, national: digits.slice(dialCode.length), country }
  }
  if (digits.length === DEFAULT_PHONE_DIGITS) {
    const preferred = countryEntries(preferredCountry)[0]
    const country = preferred?.dialCode === FALLBACK_DIAL_CODE ? preferred : countryEntries('US')[0]
    return { dialCode: FALLBACK_DIAL_CODE, national: digits, country }
  }
  return undefined
}

/** A typed number in +international form, when its country can be told (VAL-023, VAL-025, VAL-026). */
export function toInternationalPhone(value: string, preferredCountry?: string): string | undefined {
  const match = matchPhoneCountry(value, preferredCountry)
  return match && normalizePhone(match.dialCode, match.national)
}

/**
 * The rules of the country a phone-code select names (VAL-020, VAL-021, A33): a dial code 1 country
 * follows North America's rule, any other its own pattern, else its mask, else 10 digits. An unknown
 * or missing code keeps the fallback (the site country's rules).
 */
export function phoneRulesForCountry(code: string | undefined, fallback: PhoneRules): PhoneRules {
  const chosen = code?.trim() ?? ''
  // A dial code posted as such (+33) stands for the country that owns it.
  const dial = /^\+?\d{1,4}$/.test(chosen) ? stripNonDigits(chosen) : undefined
  const entry = dial
    ? (findCountry(MAIN_COUNTRY_BY_DIAL_CODE[dial]) ?? COUNTRIES.find((c) => c.dialCode === dial))
    : findCountry(chosen || undefined)
  if (!entry) return fallback
  return { region: entry.dialCode === FALLBACK_DIAL_CODE ? 'NA' : 'OTHER', country: entry.code }
}

/**
 * VAL-020/VAL-021: national input follows the region and country rules. A number typed with a
 * leading + is split by dial code first and judged by the rules of the country it belongs to.
 */
export function isValidPhone(value: string, rules: PhoneRules): boolean {
  if (!value.trim().startsWith('+')) return isValidNationalPhone(stripNonDigits(value), rules)
  const match = matchPhoneCountry(value, rules.country)
  if (!match) return false
  const region: PhoneRegion = match.dialCode === FALLBACK_DIAL_CODE ? 'NA' : 'EMEA'
  return isValidNationalPhone(match.national, { region, country: match.country?.code })
}

/** The national digits of a valid input: a +international input loses its dial code. */
export function nationalDigits(value: string, country?: string): string {
  if (!value.trim().startsWith('+')) return stripNonDigits(value)
  return matchPhoneCountry(value, country)?.national ?? stripNonDigits(value)
}

/** VAL-012 / VAL-022: a required phone field; the parsed value is the national digits. */
export function phoneField(rules: PhoneRules) {
  return requiredString()
    .refine((value) => isValidPhone(value, rules), PHONE_MESSAGE)
    .transform((value) => nationalDigits(value, rules.country))
}

/** An optional phone field (VAL-032): empty passes, anything typed must be valid. */
export function optionalPhoneField(rules: PhoneRules) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || isValidPhone(value, rules), PHONE_MESSAGE)
    .transform((value) => (value === '' ? undefined : nationalDigits(value, rules.country)))
    .optional()
}
