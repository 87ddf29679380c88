import {
  FavoritesSchema,
  SavedForLaterSchema,
  ShareFavoritesSchema,
  type Favorites,
  type SavedForLater,
} from '#app/domain/cart/wishlists.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'
import { CALL_TEMPLATES, callPath } from '#app/platform/api/call-templates.ts'

/**
 * Favorites and saved-for-later calls (000 §7 Cart and "Saved-for-later and favorites lists"; 001 §7
 * Wishlists). Every wishlist call sends a JSON content type (CART-042).
 */

const enc = encodeURIComponent

/** GET /wishlists/v2/favorites?start&count (CART-036) */
export function getFavorites(api: ApiClient, page: { start: number; count: number }): Promise<Favorites> {
  return api.request({
    path: '/wishlists/v2/favorites',
    query: page,
    schema: FavoritesSchema,
    jsonContentType: true,
  })
}

/** POST /wishlists/v2/favorites with `{id, qty: 1, itemType: 'product', favoriteId}` (CART-037) */
export function addFavorite(api: ApiClient, favoriteId: string | undefined, productId: string) {
  return api.request({
    method: 'POST',
    path: '/wishlists/v2/favorites',
    body: { id: productId, qty: 1, itemType: 'product', favoriteId },
    schema: FavoritesSchema,
    jsonContentType: true,
  })
}

/** DELETE /wishlists/v2/favorites/{favoriteId}/items/{itemId} (CART-038) */
export function removeFavorite(api: ApiClient, favoriteId: string, itemId: string) {
  return api.request({
    method: 'DELETE',
    path: `/wishlists/v2/favorites/${enc(favoriteId)}/items/${enc(itemId)}`,
    schema: FavoritesSchema,
    jsonContentType: true,
  })
}

/** GET /wishlists/v2/favorites/{favoriteId}/share (CART-040) */
export function getFavoritesShare(api: ApiClient, favoriteId: string) {
  return api.request({
    path: `/wishlists/v2/favorites/${enc(favoriteId)}/share`,
    schema: ShareFavoritesSchema,
    jsonContentType: true,
  })
}

/** POST /wishlists/v2/favorites/{favoriteId}/share (CART-041) */
export function shareFavorites(
  api: ApiClient,
  favoriteId: string,
  share: { email: string; message?: string },
) {
  return api.request({
    method: 'POST',
    path: `/wishlists/v2/favorites/${enc(favoriteId)}/share`,
    body: share,
    schema: ShareFavoritesSchema,
    jsonContentType: true,
  })
}

/** GET /wishlists/v2/saveForLater?start&count (CART-039) */
export function getSavedForLater(
  api: ApiClient,
  page: { start: number; count: number },
): Promise<SavedForLater> {
  return api.request({
    path: '/wishlists/v2/saveForLater',
    query: page,
    schema: SavedForLaterSchema,
    jsonContentType: true,
  })
}

/** PUT /cart/v2/saveForLater: productId, recipeId, pdpUrl, available, qty, type product, ids (CART-031). */
export function saveProductForLater(
  api: ApiClient,
  item: {
    saveForLaterId?: string
    productId: string
    upc?: string
    recipeId?: string
    pdpUrl?: string
    available?: boolean
    qty: number
  },
) {
  return api.request({
    method: 'PUT',
    path: '/cart/v2/saveForLater',
    body: { ...item, available: item.available ?? true, type: 'product' },
    schema: SavedForLaterSchema,
    jsonContentType: true,
  })
}

/** POST /cart/v2/cart/{basketId}/saveForLater — a cart line moves to saved-for-later (CART-032). */
export function moveCartItemToSaved(
  api: ApiClient,
  basketId: string,
  item: { itemId: string; saveForLaterId?: string },
) {
  return api.request({
    method: 'POST',
    path: callPath(CALL_TEMPLATES.saveForLater, { basketId }),
    body: item,
    schema: SavedForLaterSchema,
    jsonContentType: true,
  })
}

/** DELETE /cart/v2/saveForLater/{saveForlaterId}/items/{itemId} (CART-033) */
export function removeSavedItem(api: ApiClient, saveForLaterId: string, itemId: string) {
  return api.request({
    method: 'DELETE',
    path: callPath(CALL_TEMPLATES.saveForLaterItem, { saveForlaterId: saveForLaterId, itemId }),
    schema: SavedForLaterSchema,
    jsonContentType: true,
  })
}
