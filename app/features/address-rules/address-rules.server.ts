import type { AddressFormRules } from '#app/domain/market/address-format.ts'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { toPhoneCountries, type PhoneCountry } from '#app/domain/market/country-list.ts'
import { cached } from '#app/platform/cache/cache.server.ts'
import { getAddressRules, getCountryList } from './api/utilities.server.ts'
import {
  asksProvince,
  mergeAddressRules,
  provinceOptions,
  siteAddressRules,
  type AddressRuleField,
  type AddressRules,
} from '#app/validation/address.ts'

/**
 * The address rules and country list from the utilities service (VAL-040, PLAT-057, PLAT-058), cached
 * per locale (in Redis when configured, decision 044) and never in the way: when a call fails or
 * times out the shopper gets the storefront's defaults, the same as before the service was asked.
 */

const MINUTE = 60_000
/** Rules and country names change with a release of the service, not by the minute. */
const TTL = 60 * MINUTE
const STALE = 24 * 60 * MINUTE

/**
 * The server's rule fields for a country in the shopper's locale; [] when the service has none for it
 * (404), null when it could not be asked (logged; the caller uses the defaults).
 */
async function serverAddressRules(shopper: Shopper, country: string): Promise<AddressRuleField[] | null> {
  const code = country.toUpperCase()
  try {
    return await cached({
      key: `address-rules:${shopper.locale.locale}:${code}`,
      ttl: TTL,
      swr: STALE,
      bypass: shopper.preview.bypassAllCache || shopper.mockMode,
      getFreshValue: () =>
        getAddressRules(shopper.api, shopper.env.ADDRESS_RULES_PATH_PREFIX, code).catch((error: unknown) => {
          if (isApiError(error) && error.status === 404) return []
          throw error
        }),
    })
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ err: error, country: code }, 'address rules unavailable: the defaults apply')
    return null
  }
}

/** VAL-040: the defaults of a country with the server's rules over them, field by field. */
export async function addressRulesFor(
  shopper: Shopper,
  country: string = shopper.locale.site.country,
): Promise<AddressRules> {
  const defaults = siteAddressRules(country)
  const server = await serverAddressRules(shopper, country)
  return server ? mergeAddressRules(defaults, server) : defaults
}

/**
 * What an address form's page needs of the rules: the address's country (its labels), whether it asks
 * for a state or province and the choices, and the postal code's mask.
 */
export function addressRulesView(rules: AddressRules, country: string): { addressForm: AddressFormRules } {
  return {
    addressForm: {
      country: country.toUpperCase(),
      askProvince: asksProvince(rules, country),
      provinces: provinceOptions(rules),
      postalFormat: rules.postalCode.format ?? null,
    },
  }
}

/**
 * PLAT-057: the service's country list in the shopper's locale, or null when it cannot be had (the
 * caller then uses the local table, `COUNTRIES`).
 */
export async function phoneCountries(shopper: Shopper): Promise<PhoneCountry[] | null> {
  try {
    const list = await cached({
      key: `country-list:${shopper.locale.locale}`,
      ttl: TTL,
      swr: STALE,
      bypass: shopper.preview.bypassAllCache || shopper.mockMode,
      getFreshValue: () => getCountryList(shopper.api),
    })
    return list.length ? toPhoneCountries(list) : null
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ err: error }, 'country list unavailable: the local table applies')
    return null
  }
}
