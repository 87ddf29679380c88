/**
 * How an address is written for its country, in one place: every page that shows an address takes
 * its lines from here. The United States write "City, ST 12345", Canada "City QC H2X 1Y4", the United
 * Kingdom put the postcode on a line of its own, and France, Germany and most of Europe put it before
 * the city ("75011 Paris"). Pure and small: components use it in the browser.
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

type LocalityStyle = 'city-province-postal' | 'city-then-postal' | 'postal-city'

const STYLES: Readonly<Record<string, LocalityStyle>> = {
  US: 'city-province-postal',
  CA: 'city-province-postal',
  AU: 'city-province-postal',
  GB: 'city-then-postal',
  IE: 'city-then-postal',
}

/** The lines of the city, province and postal code, as the country writes them. */
export function localityLines(address: PostalAddress): string[] {
  const { city, province, postalCode } = address
  const country = address.country.toUpperCase()
  switch (STYLES[country] ?? 'postal-city') {
    case 'city-province-postal':
      return [
        `${city}${country === 'US' && province ? ',' : ''} ${[province, postalCode].filter(Boolean).join(' ')}`.trim(),
      ]
    case 'city-then-postal':
      return [city, postalCode].filter(Boolean)
    default:
      return [[postalCode, city].filter(Boolean).join(' ')]
  }
}

/** An address as a postal block: name, street lines, the country's locality lines, country. */
export function addressLines(address: PostalAddress): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  return [name, address.addressLine1, address.addressLine2 ?? '', ...localityLines(address), address.country]
    .map((line) => line.trim())
    .filter(Boolean)
}

/** Countries whose addresses have a state or province: the address form shows the field only for them. */
const PROVINCE_COUNTRIES = new Set(['US', 'CA', 'AU', 'BR', 'MX', 'IN', 'CN', 'JP', 'IT', 'ES', 'AR'])

/** Whether an address of this country has a state or province. */
export function hasProvince(country: string): boolean {
  return PROVINCE_COUNTRIES.has(country.toUpperCase())
}
