import { CountryListSchema, COUNTRY_LIST_PATH } from '#app/domain/market/country-list.ts'
import { AddressRuleFieldsSchema } from '#app/validation/address.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'

/**
 * The utilities service's country data (001 §7 Utilities). Both are reads a page can do without: the
 * `countries` group's short deadline and circuit (decision 043); callers fall back to the defaults.
 */

/** GET /consumers-v3/utilities/countryList (PLAT-057): name, dialCode, code and optional mask per country. */
export function getCountryList(api: ApiClient) {
  return api.request({ path: COUNTRY_LIST_PATH, schema: CountryListSchema, group: 'countries' })
}

/**
 * GET {prefix}{countryCode} (PLAT-058, A16): the country's address rule fields in the request's
 * locale (VAL-040), the prefix being `ADDRESS_RULES_PATH_PREFIX` (decision 047).
 */
export function getAddressRules(api: ApiClient, prefix: string, country: string) {
  return api.request({
    path: `${prefix}${encodeURIComponent(country.toUpperCase())}`,
    schema: AddressRuleFieldsSchema,
    group: 'countries',
  })
}
