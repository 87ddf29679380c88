import { StoreSearchResultSchema, type StoreSearchResult } from '#app/models/stores.ts'
import type { ApiClient } from './api.server.ts'

/** Store calls of the commerce spec (000 §7 Stores). Each takes the request's API client. */

export interface StoreSearch {
  postalCode?: string
  city?: string
  country?: string
  latitude?: number
  longitude?: number
  /** With productId (and optionally upc), each store carries its availability for that product/SKU. */
  productId?: string
  upc?: string
}

/** POST /stores/v1/search — stores near a postal code, city or point, nearest first. */
export function searchStores(api: ApiClient, search: StoreSearch): Promise<StoreSearchResult> {
  const body = Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined && v !== ''))
  return api.request({ method: 'POST', path: '/stores/v1/search', body, schema: StoreSearchResultSchema })
}
