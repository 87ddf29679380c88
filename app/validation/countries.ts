import { getCountries, getCountryCallingCode } from 'libphonenumber-js'
import { PHONE_MASKS } from '#app/validation/phone-rules.ts'

/**
 * The phone country table (000 §5, 001 §3, VAL-027, VAL-028): one entry per country and phone mask,
 * about 240 in all. Codes and dial codes come from libphonenumber's metadata, English names from
 * Intl.DisplayNames, so the table follows the library's updates instead of a hand-kept list. The
 * metadata weighs about 20 kB gzipped: keep this module on the server (decision 004).
 */

export interface Country {
  /** English country name. */
  name: string
  /** International dialling code without the plus sign (A25: `dialCode`, as the country list names it). */
  dialCode: string
  /** ISO 3166 alpha-2 code, upper case. */
  code: string
  /** Phone mask, an X per digit of the national number without its trunk 0 (`PHONE_MASKS`). */
  mask?: string
}

/**
 * The country that owns a shared dial code (libphonenumber's "main country"), used when a number
 * matches several entries and the caller has no preference.
 */
export const MAIN_COUNTRY_BY_DIAL_CODE: Readonly<Record<string, string>> = {
  '1': 'US',
  '7': 'RU',
  '39': 'IT',
  '44': 'GB',
  '47': 'NO',
  '61': 'AU',
  '212': 'MA',
  '262': 'RE',
  '290': 'SH',
  '358': 'FI',
  '590': 'GP',
  '599': 'CW',
}

function buildCountries(): Country[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })
  const entries = getCountries().flatMap((code) => {
    const base = { name: names.of(code) ?? code, dialCode: getCountryCallingCode(code), code }
    const masks = PHONE_MASKS[code]
    return masks ? masks.map((mask) => ({ ...base, mask })) : [base]
  })
  // Stable sort: a country's mask variants keep their order.
  return entries.sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

export const COUNTRIES: readonly Country[] = Object.freeze(buildCountries())

/** Every entry of a country (one per mask variant), empty for an unknown code. */
export function countryEntries(code: string | undefined): Country[] {
  const upper = code?.toUpperCase()
  return COUNTRIES.filter((c) => c.code === upper)
}

/** The first entry of a country, if the table has it. */
export function findCountry(code: string | undefined): Country | undefined {
  return countryEntries(code)[0]
}

/** The dial code of a country (e.g. GB → '44'), if the table has it. */
export function dialCodeFor(code: string | undefined): string | undefined {
  return findCountry(code)?.dialCode
}
