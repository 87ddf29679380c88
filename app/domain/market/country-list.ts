import { z } from 'zod'

/**
 * The country list of the utilities service (PLAT-057, 001 §3 "Country list item": name, dialCode,
 * code, optional phone mask) and the per-country address rules' path (PLAT-058, A16, decision 047).
 */

/** PLAT-057: the country list call. */
export const COUNTRY_LIST_PATH = '/consumers-v3/utilities/countryList'

/** A16: `GET {token}{countryCode}`, the token being this configured prefix (`ADDRESS_RULES_PATH_PREFIX`). */
export const DEFAULT_ADDRESS_RULES_PATH_PREFIX = '/consumers-v3/utilities/addressRules/'

export const CountryListItemSchema = z.looseObject({
  name: z.string().min(1),
  /** Digits only; a leading + some services send is dropped. */
  dialCode: z
    .string()
    .transform((value) => value.replace(/^\+/, ''))
    .pipe(z.string().regex(/^\d{1,4}$/)),
  code: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase()),
  mask: z.string().nullish(),
})

/** The list as the service answers it: the items themselves, or under `countries`. */
export const CountryListSchema = z
  .union([z.array(CountryListItemSchema), z.object({ countries: z.array(CountryListItemSchema) })])
  .transform((value) => (Array.isArray(value) ? value : value.countries))

export interface PhoneCountry {
  name: string
  dialCode: string
  code: string
  mask?: string
}

/** The list's entries in the shape the phone rules take (no nulls). */
export function toPhoneCountries(items: z.infer<typeof CountryListSchema>): PhoneCountry[] {
  return items.map(({ name, dialCode, code, mask }) => ({ name, dialCode, code, ...(mask ? { mask } : {}) }))
}

/** One option per country for a phone-code select (a country's mask variants share one option). */
export function phoneCodeOptions(countries: readonly PhoneCountry[]): { value: string; label: string }[] {
  const seen = new Set<string>()
  const options: { value: string; label: string }[] = []
  for (const country of countries) {
    if (seen.has(country.code)) continue
    seen.add(country.code)
    options.push({ value: country.code, label: `${country.name} (+${country.dialCode})` })
  }
  return options
}

/** The countries of dial code 1, whose numbers follow North America's rule (VAL-020), for the browser. */
export function naPhoneCodes(countries: readonly PhoneCountry[]): string[] {
  return [...new Set(countries.filter((country) => country.dialCode === '1').map((country) => country.code))]
}
