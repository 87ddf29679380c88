/** The site context of an emulator request: its currency and the origin its URLs point back to. */

export type Currency = 'USD' | 'CAD' | 'GBP' | 'EUR'

export const CURRENCIES: readonly Currency[] = ['USD', 'CAD', 'GBP', 'EUR']

// Keyed by country, so a language we do not list for a country (es_US) still prices in its currency.
const CURRENCY_BY_COUNTRY: Record<string, Currency> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  DE: 'EUR',
  FR: 'EUR',
}

/** The API form of a locale (`en_US`) from either `en_US` or `en-us`; null when it is not one. */
export function normalizeLocale(value: string | null | undefined): string | null {
  const match = /^([a-z]{2,3})[-_]([a-z0-9]{2,3})$/i.exec(value?.trim() ?? '')
  if (!match) return null
  return `${match[1]!.toLowerCase()}_${match[2]!.toUpperCase()}`
}

/** The request's locale: the `locale` query first (every call carries it), then `x-locale`. */
export function localeFromRequest(request: Request): string | null {
  const query = new URL(request.url).searchParams.get('locale')
  return normalizeLocale(query) ?? normalizeLocale(request.headers.get('x-locale'))
}

/** en_US→USD, en_CA/fr_CA→CAD, en_GB→GBP, de_DE/fr_FR→EUR; anything else USD. */
export function currencyFromRequest(request: Request): Currency {
  const locale = localeFromRequest(request)
  const country = locale?.split('_')[1]
  return (country && CURRENCY_BY_COUNTRY[country]) || 'USD'
}

/** The origin the request reached the emulator on, so generated URLs work on any host and port. */
export function origin(request: Request): string {
  return new URL(request.url).origin
}
