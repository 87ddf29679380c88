import { regionFromLocale, type Region } from '#app/domain/market/site.ts'

/**
 * The phone rules that need neither zod nor the country table (000 §5, 001 §5): safe to import in
 * components (masks, formatting as you type) without breaking the JavaScript budgets (decision 004).
 * Matching a number to a country and the zod fields live in `phone.ts`.
 */

export type PhoneRegion = Region | 'OTHER'

export const PHONE_MESSAGE = 'A valid phone number is required'
export const NA_PHONE_MASK = '(XXX) XXX - XXXX'
export const DEFAULT_PHONE_MASK = 'XXXX - XXX - XXX'
/** CONST-041: the dial code a 10-digit number without a clear match gets. */
export const FALLBACK_DIAL_CODE = '1'
/** The national digit count of a country with neither pattern nor mask. */
export const DEFAULT_PHONE_DIGITS = 10

/**
 * The masks the spec gives (VAL-027): France X XX XX XX XX, Germany three variants, the UK two. The
 * German and British layouts are not shown, so these are ours: DE mobile 11 and 10 digits and a
 * two-digit city code; GB mobile and a two-digit area code (London). Other masks are not shown.
 * An X stands for one digit of the national number without its trunk 0.
 */
export const PHONE_MASKS: Readonly<Record<string, readonly string[]>> = {
  FR: ['X XX XX XX XX'],
  DE: ['XXX XXXXXXXX', 'XXX XXXXXXX', 'XX XXXXXXXX'],
  GB: ['XXXX XXXXXX', 'XX XXXX XXXX'],
}

const NA_PHONE_PATTERN = /^[2-9]\d{9}$/

/**
 * Country patterns, which win over the mask count (A33). The spec shows none, so these are ours for
 * the EMEA sites: the masks' digit counts, no leading 0 except in the UK, where the 0 is allowed
 * because normalisation drops it for dial code 44 (VAL-026). German numbers are as long as their area
 * code makes them: a landline in Munich (089 1234567) or Tübingen (07071 12345) has 9 digits after
 * the trunk 0, a mobile 10 or 11, so Germany takes 8 to 11.
 */
export const PHONE_PATTERNS: Readonly<Record<string, RegExp>> = {
  GB: /^0?[1-9]\d{9}$/,
  DE: /^[1-9]\d{7,10}$/,
  FR: /^[1-9]\d{8}$/,
}

/** VAL-019: the digits of a phone input. */
export function stripNonDigits(value: string): string {
  return value.replace(/\D/g, '')
}

/** The number of digits a mask holds (its X characters). */
export function countMaskDigits(mask: string): number {
  return [...mask].filter((ch) => ch === 'X').length
}

/** The region a locale's phone rules follow (PLAT-044). */
export function phoneRegion(locale: string): PhoneRegion {
  return regionFromLocale(locale)
}

/** VAL-024: the mask when a country has none of its own. */
export function defaultPhoneMask(region: PhoneRegion): string {
  return region === 'NA' ? NA_PHONE_MASK : DEFAULT_PHONE_MASK
}

/** The masks of a country (empty when the spec gives none). */
export function phoneMasks(country: string | undefined): readonly string[] {
  return (country && PHONE_MASKS[country.toUpperCase()]) || []
}

/** The mask to show: the country's variant for this many digits, its first mask, else the region default. */
export function phoneMaskFor(country: string | undefined, region: PhoneRegion, digitCount?: number): string {
  if (region === 'NA') return NA_PHONE_MASK
  const masks = phoneMasks(country)
  return masks.find((mask) => countMaskDigits(mask) === digitCount) ?? masks[0] ?? DEFAULT_PHONE_MASK
}

/** VAL-024: lays digits into a mask; a partial number stops at its last digit, extra digits follow. */
export function formatPhone(digits: string, mask: string): string {
  const source = stripNonDigits(digits)
  let used = 0
  let out = ''
  for (const ch of mask) {
    if (used >= source.length) break
    out += ch === 'X' ? source[used++] : ch
  }
  return out + source.slice(used)
}

/**
 * A number typed in a country whose masks the spec gives (France, Germany, the UK: all dial a trunk 0)
 * as its shoppers write it, '06 12 34 56 78', '0151 23456789', '07700 900123': the masks and patterns
 * count the digits after the trunk 0 (VAL-021), so a leading 0 there is the trunk 0. The browser's
 * reading, without the country table; the server reads it with the phone metadata (`nationalInputDigits`).
 */
function trunkZero(digits: string, rules: PhoneRules): boolean {
  return rules.region !== 'NA' && phoneMasks(rules.country).length > 0 && digits.startsWith('0')
}

/** The national digits of a number typed without its dial code, its trunk 0 dropped (`trunkZero`). */
export function typedNationalDigits(value: string, rules: PhoneRules): string {
  const digits = stripNonDigits(value)
  return trunkZero(digits, rules) ? digits.slice(1) : digits
}

/**
 * VAL-024 as a shopper types a national number: laid into the mask, the trunk 0 they typed kept in
 * front ('06 12 34 56 78' stays so, not '0 61 23 45 678'); an international one (+…) as typed.
 */
export function formatTypedPhone(value: string, mask: string, rules: PhoneRules): string {
  if (value.trim().startsWith('+')) return value
  const digits = stripNonDigits(value)
  return trunkZero(digits, rules) ? `0${formatPhone(digits.slice(1), mask)}` : formatPhone(digits, mask)
}

/** VAL-026: +dialCode followed by the national digits, dropping a leading 0 for dial code 44. */
export function normalizePhone(dialCode: string | number, number: string): string {
  const dial = stripNonDigits(String(dialCode))
  const national = stripNonDigits(number)
  return `+${dial}${dial === '44' ? national.replace(/^0/, '') : national}`
}

export interface PhoneRules {
  region: PhoneRegion
  /** The country whose pattern or mask applies outside North America (the form's country or phone code). */
  country?: string
}

/**
 * The rules for the country a phone-code select names, in the browser: North America's for a dial
 * code 1 country (`naCodes`, since the browser has no dial-code table), the country's own otherwise.
 */
export function selectedPhoneRules(
  code: string | undefined,
  naCodes: readonly string[],
  fallback: PhoneRules,
) {
  if (!code) return fallback
  const upper = code.toUpperCase()
  return { region: naCodes.includes(upper) ? 'NA' : 'OTHER', country: upper } satisfies PhoneRules
}

/**
 * VAL-020/VAL-021 (A33) for national digits: North America wants 10 digits starting 2–9; elsewhere
 * the country pattern, else a mask's X count, else 10 digits.
 */
export function isValidNationalPhone(digits: string, { region, country }: PhoneRules): boolean {
  if (region === 'NA') return NA_PHONE_PATTERN.test(digits)
  const pattern = country ? PHONE_PATTERNS[country.toUpperCase()] : undefined
  if (pattern) return pattern.test(digits)
  const masks = phoneMasks(country)
  if (masks.length) return masks.some((mask) => countMaskDigits(mask) === digits.length)
  return digits.length === DEFAULT_PHONE_DIGITS
}
