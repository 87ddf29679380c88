import { isApiError } from '#app/domain/errors/api-error.ts'
import {
  CollectionPointSearchResultSchema,
  StoreListSchema,
  StoreInventorySchema,
  StoreSearchResultSchema,
  type CollectionPointSearchResult,
  type StoreInventory,
  type StoreSearchResult,
} from '#app/domain/stores/stores.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'

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

const defined = (search: object) =>
  Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined && v !== ''))

/** POST /stores/v1/search — stores near a postal code, city or point, nearest first. */
export function searchStores(api: ApiClient, search: StoreSearch): Promise<StoreSearchResult> {
  return api.request({
    method: 'POST',
    path: '/stores/v1/search',
    body: defined(search),
    schema: StoreSearchResultSchema,
  })
}

/** GET /consumers-v3/utilities/stores — every store (INSTORE-009); resolves a store id to its details. */
export function listStores(api: ApiClient): Promise<StoreSearchResult> {
  return api.request({ path: '/consumers-v3/utilities/stores', schema: StoreListSchema })
}

/**
 * The names of the stores a cart or an order collects at, by store id: a shopper reads "Pick up at
 * Ridgeline Portland Pearl District", never the store's id. One read of the store list, only when
 * there are ids to name; when it fails (the client has logged it) the page still renders, and a line
 * without a name says only that it is picked up in store.
 */
export async function storeNames(
  api: ApiClient,
  ids: Iterable<string | undefined>,
): Promise<Record<string, string>> {
  const wanted = new Set([...ids].filter((id): id is string => Boolean(id)))
  const names: Record<string, string> = {}
  if (!wanted.size) return names
  try {
    for (const store of (await listStores(api)).stores) {
      if (wanted.has(store.id) && store.name) names[store.id] = store.name
    }
  } catch (error) {
    if (!isApiError(error)) throw error
  }
  return names
}

export interface CollectionPointSearch {
  /** ISO 3166 alpha-2 country of the delivery. */
  country: string
  postalCode?: string
  city?: string
  latitude?: number
  longitude?: number
  /** How many points at most (the emulator answers 10 by default, 20 at most). */
  count?: number
}

/**
 * POST /stores/v1/collectionPoints (CAT-035) — collection (pick-up) points near a place, nearest first,
 * for the checkout's collection-point delivery (pudo).
 */
export function searchCollectionPoints(
  api: ApiClient,
  search: CollectionPointSearch,
): Promise<CollectionPointSearchResult> {
  return api.request({
    method: 'POST',
    path: '/stores/v1/collectionPoints',
    body: defined(search),
    schema: CollectionPointSearchResultSchema,
  })
}

/**
 * The store inventory lookup (CART-030): a product's units at each of `storeIds`, per variant (or only
 * `upc`). The spec does not show the path: it is `STORE_INVENTORY_PATH` (A17).
 */
export function getStoreInventory(
  api: ApiClient,
  path: string,
  lookup: { productId: string; upc?: string; storeIds: readonly string[] },
): Promise<StoreInventory> {
  return api.request({
    path,
    query: { productId: lookup.productId, upc: lookup.upc, storeIds: lookup.storeIds.join(',') },
    schema: StoreInventorySchema,
  })
}
