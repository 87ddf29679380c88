import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js'
import { PHONE_MASKS } from '#app/validation/phone-rules.ts'
import type { z } from 'zod'
import type { CountryListItemSchema } from '#app/domain/market/country-list.ts'

/**
 * Seed of the utilities service's country list (PLAT-057): the countries the shop delivers to and
 * takes phone numbers from, named in the request's language, with their dial codes and the phone
 * masks the spec gives (one entry per mask, as in the storefront's own table). Deliberately shorter
 * than the storefront's ~240-entry fallback table, so a page shows which of the two it used.
 */
export const COUNTRY_LIST_CODES: readonly CountryCode[] = [
  'AT',
  'AU',
  'BE',
  'CA',
  'CH',
  'DE',
  'DK',
  'ES',
  'FR',
  'GB',
  'IE',
  'IT',
  'LU',
  'NL',
  'NO',
  'PL',
  'PT',
  'SE',
  'US',
]

type CountryListItem = z.input<typeof CountryListItemSchema>

/** The list in a language (`en`, `de`, `fr`…), sorted by name in that language. */
export function countryList(language: string): CountryListItem[] {
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' })
  const entries = COUNTRY_LIST_CODES.flatMap((code) => {
    const base = { name: names.of(code) ?? code, dialCode: getCountryCallingCode(code), code }
    const masks = PHONE_MASKS[code]
    return masks ? masks.map((mask) => ({ ...base, mask })) : [base]
  })
  return entries.sort((a, b) => a.name.localeCompare(b.name, language))
}
