import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js'
import { z } from 'zod'
import {
  COUNTRIES,
  countryEntries,
  type Country,
  dialCodeFor,
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
import { addressLines, type PostalAddress } from '#app/domain/market/address-format.ts'

/**
 * The phone rules that need the country table or zod (000 §5, 001 §5, VAL-012, VAL-022, VAL-023,
 * VAL-025): matching a number to a country by dial code, and the form fields. Server-side only:
 * components import `phone-rules.ts` instead (decision 004).
 */

export * from '#app/validation/phone-rules.ts'

/** A country code libphonenumber knows, upper case; undefined otherwise. */
function phoneCountry(code: string | undefined): CountryCode | undefined {
  const upper = code?.trim().toUpperCase()
  return upper && isSupportedCountry(upper) ? upper : undefined
}

/**
 * The national digits of a number typed the way the country writes it (VAL-019): the trunk 0
 * ('06 12 34 56 78' in France, '030 12345678' in Germany) and an international prefix for the
 * country's own dial code ('0033…') are dropped, as libphonenumber reads them, when what is left
 * passes the spec's rules (VAL-020, VAL-021); otherwise the typed digits stay, for those rules to judge.
 */
export function nationalInputDigits(value: string, rules: PhoneRules): string {
  const digits = stripNonDigits(value)
  const code = phoneCountry(rules.country)
  if (!code || value.trim().startsWith('+')) return digits
  const parsed = parsePhoneNumberFromString(value, code)
  const read = parsed && parsed.countryCallingCode === dialCodeFor(code) ? parsed.nationalNumber : undefined
  return read && read !== digits && isValidNationalPhone(read, rules) ? read : digits
}

/**
 * A refused number's hint, for the countries whose shoppers type a national format the spec's masks
 * do not show (the trunk 0): which form is expected, with an example in that form. The examples are
 * checked against libphonenumber's reading in the unit tests; the catalogues translate the sentences.
 */
export const PHONE_EXAMPLE_MESSAGES: Readonly<Record<string, string>> = {
  FR: 'Enter a French number, for example 06 12 34 56 78',
  DE: 'Enter a German number, for example 030 12345678',
}

/** The messages of a refused number: the spec's (VAL-022), then the country's hint where it has one. */
export function phoneMessages(country: string | undefined): string[] {
  const hint = country ? PHONE_EXAMPLE_MESSAGES[country.toUpperCase()] : undefined
  return hint ? [PHONE_MESSAGE, hint] : [PHONE_MESSAGE]
}

/**
 * A number as a shopper reads it (000 §5): in the national format of the address's country (or the
 * market's), in international format when it belongs to another country, else as stored. `phoneCode`
 * is the stored dial code (+33) of a number kept as national digits.
 */
export function displayPhone(
  phone: string | undefined,
  country: string | undefined,
  phoneCode?: string,
): string | undefined {
  if (!phone?.trim()) return phone
  const code = phoneCountry(country)
  const dial = phoneCode ? stripNonDigits(phoneCode) : ''
  const typed =
    !phone.trim().startsWith('+') && dial && dial !== dialCodeFor(code) ? `+${dial}${phone}` : phone
  const parsed = parsePhoneNumberFromString(typed, code)
  if (!parsed?.isPossible()) return phone
  return parsed.country === code || (!parsed.country && parsed.countryCallingCode === dialCodeFor(code))
    ? parsed.formatNational()
    : parsed.formatInternational()
}

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
  if (!value.trim().startsWith('+')) return isValidNationalPhone(nationalInputDigits(value, rules), rules)
  const match = matchPhoneCountry(value, rules.country)
  if (!match) return false
  const region: PhoneRegion = match.dialCode === FALLBACK_DIAL_CODE ? 'NA' : 'EMEA'
  return isValidNationalPhone(match.national, { region, country: match.country?.code })
}

/**
 * The national digits of a valid input: a +international input loses its dial code, a national one
 * its trunk 0 (`nationalInputDigits`).
 */
export function nationalDigits(value: string, rules: PhoneRules): string {
  if (!value.trim().startsWith('+')) return nationalInputDigits(value, rules)
  return matchPhoneCountry(value, rules.country)?.national ?? stripNonDigits(value)
}

/**
 * VAL-026: a valid input in international form: a +international input as matched, a national one
 * with the dial code of the rules' country (North America's 1 without one).
 */
export function internationalPhone(value: string, rules: PhoneRules): string {
  if (value.trim().startsWith('+')) return toInternationalPhone(value, rules.country) ?? value.trim()
  const dial = dialCodeFor(rules.country) ?? (rules.region === 'NA' ? FALLBACK_DIAL_CODE : undefined)
  const national = nationalInputDigits(value, rules)
  return dial ? normalizePhone(dial, national) : national
}

/**
 * What a phone field parses to: the national digits (the profile, sign-up and enrolment keep the dial
 * code apart), or the international form an address carries upstream (VAL-026).
 */
export type PhoneOutput = 'national' | 'international'

function parsedPhone(value: string, rules: PhoneRules, output: PhoneOutput): string {
  return output === 'international' ? internationalPhone(value, rules) : nationalDigits(value, rules)
}

/** VAL-022 and the country's hint on a refused number (`phoneMessages`). */
function phoneCheck(rules: PhoneRules) {
  return (ctx: z.core.ParsePayload<string>) => {
    if (ctx.value === '' || isValidPhone(ctx.value, rules)) return
    for (const message of phoneMessages(rules.country))
      ctx.issues.push({ code: 'custom', message, input: ctx.value })
  }
}

/** VAL-012 / VAL-022: a required phone field, read in the rules' country's national format too. */
export function phoneField(rules: PhoneRules, output: PhoneOutput = 'national') {
  return requiredString()
    .check(phoneCheck(rules))
    .transform((value) => parsedPhone(value, rules, output))
}

/** An optional phone field (VAL-032): empty passes, anything typed must be valid. */
export function optionalPhoneField(rules: PhoneRules, output: PhoneOutput = 'national') {
  return z
    .string()
    .trim()
    .check(phoneCheck(rules))
    .transform((value) => (value === '' ? undefined : parsedPhone(value, rules, output)))
    .optional()
}

/**
 * An address with its phone as the shopper reads it (`displayPhone`, in the address country's national
 * format), for pages that show it: the phone metadata stays on the server, so loaders do this.
 */
export function withDisplayPhone<
  T extends {
    phone?: string | undefined
    phoneCode?: string | undefined
    country: string
    countryCode?: string | undefined
  },
>(address: T): T {
  const phone = displayPhone(address.phone, address.countryCode ?? address.country, address.phoneCode)
  return phone === address.phone ? address : { ...address, phone }
}

/**
 * An address as a page of a locale (`en-us`) shows it: the phone as the shopper reads it
 * (`withDisplayPhone`) and the postal block's lines as its country writes them, the country by its
 * name in the shopper's language and only when abroad (`addressLines`), both made here on the server,
 * so the browser only lays the lines out (`AddressSummary`) and loads neither the phone metadata nor
 * the address formats. Undefined or null stays as it is.
 */
type Shown<T> = T extends null | undefined ? T : T & { lines: string[] }

export function shownAddress<
  T extends (Parameters<typeof withDisplayPhone>[0] & PostalAddress) | null | undefined,
>(address: T, locale: string): Shown<T> {
  if (!address) return address as Shown<T>
  const shown = withDisplayPhone(address)
  return { ...shown, lines: addressLines(shown, locale) } as Shown<T>
}
