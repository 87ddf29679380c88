import { LocationSelectorPageSchema, type LocationSelectorPage } from '#app/domain/market/location.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'

/** GET /fapi/pages/location-selector (PLAT-022): the location selector's regions, countries and languages. */
export function getLocationSelectorPage(api: ApiClient): Promise<LocationSelectorPage> {
  return api.request({
    path: '/fapi/pages/location-selector',
    schema: LocationSelectorPageSchema,
    auth: false,
  })
}
