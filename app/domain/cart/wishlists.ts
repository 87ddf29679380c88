import { z } from 'zod'
import { ProductTileSchema } from '../catalog/product.ts'

/**
 * Favorites and saved-for-later (000 §3, §7; 001 §7 Wishlists). Both are read a page at a time with
 * `start` and `count`; the page sizes are configuration the spec does not give (CART-043, CONST-003),
 * so these are our documented defaults.
 */
export const FAVORITES_PAGE_SIZE = 24
export const SAVE_FOR_LATER_PAGE_SIZE = 10

/**
 * A wishlist post a guest made before signing in (add a favorite, save a line for later), kept in the
 * session and run once they have signed in (AUTH-036, CART-044). The intents are the wishlists' post
 * names (app/domain/cart/wishlist-intents.ts), which the actions that keep it assign to it.
 */
export type PendingWishlistAction =
  | { intent: 'add-favorite'; productId: string; redirectTo: string }
  | { intent: 'save-for-later'; productId: string; upc: string; qty: number; redirectTo: string }

const WishlistItemSchema = z.looseObject({
  /** The product id (favorites: `id`, CART-035). */
  id: z.string().optional(),
  itemId: z.string(),
  productId: z.string().optional(),
  upc: z.string().optional(),
  qty: z.number().int().catch(1).default(1),
  pageUrl: z.string().optional(),
  available: z.boolean().catch(true).default(true),
  color: z.string().optional(),
  size: z.string().optional(),
  product: ProductTileSchema.optional(),
})

/** CART-035: favoriteId, items (each with id and itemId) and total. */
export const FavoritesSchema = z
  .looseObject({
    favoriteId: z.string(),
    total: z.number().int().nonnegative().catch(0).default(0),
    items: z.array(WishlistItemSchema).catch([]).default([]),
  })
  .transform((list) => ({
    ...list,
    items: list.items.map((item) => ({ ...item, productId: item.productId ?? item.id ?? '' })),
  }))
export type Favorites = z.infer<typeof FavoritesSchema>

/** CART-034: saveForLaterId and items, each with itemId, productId, qty, pageUrl and available. */
export const SavedForLaterSchema = z
  .looseObject({
    saveForLaterId: z.string(),
    total: z.number().int().nonnegative().catch(0).default(0),
    items: z.array(WishlistItemSchema).catch([]).default([]),
  })
  .transform((list) => ({
    ...list,
    items: list.items.map((item) => ({ ...item, productId: item.productId ?? item.id ?? '' })),
  }))
export type SavedForLater = z.infer<typeof SavedForLaterSchema>
export type WishlistItem = SavedForLater['items'][number]

export const ShareFavoritesSchema = z.looseObject({
  favoriteId: z.string().optional(),
  shareUrl: z.string().optional(),
  shared: z.boolean().optional(),
})

/** A page of a list: which items to ask for, and whether there is more. */
export function listPage(page: number, pageSize: number) {
  const current = Number.isInteger(page) && page > 0 ? page : 1
  return { page: current, start: (current - 1) * pageSize, count: pageSize }
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
