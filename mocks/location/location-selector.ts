import { http, HttpResponse } from 'msw'
import { locationSelectorPage } from './seed/location-selector.ts'
import { localeFromRequest } from '../locale.ts'

/**
 * GET /fapi/pages/location-selector (PLAT-022): the location selector's page, in the request's
 * language (regions and countries named in it; each language labelled in its own).
 */
export const handlers = [
  http.get('*/fapi/pages/location-selector', ({ request }) => {
    const language = localeFromRequest(request)?.split('_')[0] ?? 'en'
    return HttpResponse.json(locationSelectorPage(language))
  }),
]
