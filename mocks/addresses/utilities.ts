import { http, HttpResponse } from 'msw'
import { COUNTRY_LIST_PATH, DEFAULT_ADDRESS_RULES_PATH_PREFIX } from '#app/domain/market/country-list.ts'
import { addressRulesFor, type RuleLanguage } from './seed/address-rules.ts'
import { countryList } from './seed/countries.ts'
import { apiError } from '../errors.ts'
import { localeFromRequest } from '../locale.ts'

/**
 * The utilities service's country data (001 §7 Utilities): the country list (PLAT-057) and the
 * per-country address rules at the storefront's default `ADDRESS_RULES_PATH_PREFIX` plus the
 * country code (PLAT-058, A16, decision 047), both in the request's language. A country the service
 * has no rules for is 404 `API404`.
 */

const LANGUAGES: readonly RuleLanguage[] = ['en', 'de', 'fr']

function language(request: Request): RuleLanguage {
  const lang = localeFromRequest(request)?.split('_')[0]
  return LANGUAGES.find((l) => l === lang) ?? 'en'
}

export const handlers = [
  http.get(`*${COUNTRY_LIST_PATH}`, ({ request }) => HttpResponse.json(countryList(language(request)))),
  http.get(`*${DEFAULT_ADDRESS_RULES_PATH_PREFIX}:countryCode`, ({ request, params }) => {
    const code = String(params.countryCode)
    const rules = /^[A-Za-z]{2}$/.test(code) ? addressRulesFor(code, language(request)) : undefined
    if (!rules) return apiError(request, 404, 'API404', `No address rules for country ${code}`)
    return HttpResponse.json(rules)
  }),
]
