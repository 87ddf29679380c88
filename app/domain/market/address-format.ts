import { regionNamesFor } from './intl-cache.ts'
import { intlLocale, resolveLocale } from './site.ts'

/**
 * How an address is written for its country, in one place: every page that shows an address takes
 * its lines from here. The United States write "City, ST 12345", Canada "City QC H2X 1Y4", the United
 * Kingdom put the postcode on a line of its own, and France, Germany and most of Europe put it before
 * the city ("75011 Paris"). The country line, last, names the country in the shopper's language, and
 * only for an address abroad: as the postal services write it, a domestic address has none. Pure and
 * small: components use it in the browser.
 */

export interface PostalAddress {
  firstName?: string | undefined
  lastName?: string | undefined
  addressLine1: string
  addressLine2?: string | undefined
  city: string
  postalCode: string
  province?: string | undefined
  country: string
}

/** Countries that write "City ST 12345" on one line (the US with a comma after the city). */
const CITY_FIRST: readonly string[] = ['US', 'CA', 'AU']
/** Countries that put the postcode on a line of its own, after the city. */
const POSTCODE_LINE: readonly string[] = ['GB', 'IE']

/** The lines of the city, province and postal code, as the country writes them. */
export function localityLines({ city, province, postalCode, country }: PostalAddress): string[] {
  const code = country.toUpperCase()
  if (POSTCODE_LINE.includes(code)) return [city, postalCode]
  if (CITY_FIRST.includes(code))
    return [[code === 'US' && province ? `${city},` : city, province, postalCode].filter(Boolean).join(' ')]
  return [`${postalCode} ${city}`]
}

/** A country's name in the language of a URL locale ("France", "Frankreich"); its code if Intl has none. */
export function countryName(country: string, locale: string): string {
  const code = country.toUpperCase()
  if (!/^[A-Z]{2}$/.test(code)) return country
  return regionNamesFor(intlLocale(locale)).of(code) ?? country
}

/**
 * The country line of an address shown on a locale's site: none for an address in the site's own
 * country (a US address on en-us, a French one on fr-fr), as domestic mail is written; otherwise the
 * country's name in the shopper's language ("United States" on en-gb, "Vereinigte Staaten" on de-de).
 */
export function countryLine(country: string, locale: string): string | undefined {
  if (country.toUpperCase() === resolveLocale(locale)?.site.country) return undefined
  return countryName(country, locale)
}

/**
 * An address as a postal block on a locale's site: name, street lines, the country's locality lines,
 * the country line (`countryLine`), phone.
 */
export function addressLines(
  address: PostalAddress & { phone?: string | undefined },
  locale: string,
): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  return [
    name,
    address.addressLine1,
    address.addressLine2,
    ...localityLines(address),
    countryLine(address.country, locale),
    address.phone,
  ].filter((line): line is string => Boolean(line?.trim()))
}

/** Countries whose addresses have a state or province: the address form shows the field only for them. */
const PROVINCE_COUNTRIES: readonly string[] = [
  'US',
  'CA',
  'AU',
  'BR',
  'MX',
  'IN',
  'CN',
  'JP',
  'IT',
  'ES',
  'AR',
]

/** Whether an address of this country has a state or province. */
export function hasProvince(country: string): boolean {
  return PROVINCE_COUNTRIES.includes(country.toUpperCase())
}

/** What the server's address rules say an address form asks, for the address's country. */
export interface AddressFormRules {
  /** The address's country: its labels, and whether it has a state or province. */
  country: string
  askProvince: boolean
  provinces: { value: string; label: string }[]
  /** The postal code's mask from the service's rules, shown as a hint (VAL-040). */
  postalFormat?: string | null | undefined
}
