import { z } from 'zod'
import { FAVORITES_INTENTS, SAVED_FOR_LATER_INTENTS } from '#app/domain/cart/wishlist-intents.ts'
import { emailField, maxLength, optionalString } from '../../../validation/validators.ts'

/**
 * Favorites and saved-for-later intents (CART-031…044), one schema per form; the actions read the
 * intent first (app/domain/cart/wishlist-intents.ts) and parse the form with its schema.
 */

const id = z.string().trim().min(1).max(100)

export const AddFavoriteSchema = z.object({
  intent: z.literal(FAVORITES_INTENTS.addFavorite),
  productId: id,
  redirectTo: z.string().optional(),
})

export const RemoveFavoriteSchema = z.object({
  intent: z.literal(FAVORITES_INTENTS.removeFavorite),
  itemId: id,
  redirectTo: z.string().optional(),
})

export const ShareFavoritesSchema = z.object({
  intent: z.literal(FAVORITES_INTENTS.shareFavorites),
  email: emailField({ max: 100 }),
  message: optionalString().check(maxLength(500)).optional(),
})

export const SaveForLaterSchema = z.object({
  intent: z.literal(SAVED_FOR_LATER_INTENTS.saveForLater),
  itemId: id,
  productId: id,
  upc: id,
  qty: z.coerce.number().int().min(1).max(999999).default(1),
})

export const MoveToCartSchema = z.object({
  intent: z.literal(SAVED_FOR_LATER_INTENTS.moveToCart),
  itemId: id,
  productId: id,
  upc: id,
  qty: z.coerce.number().int().min(1).max(999999).default(1),
})

export const RemoveSavedSchema = z.object({
  intent: z.literal(SAVED_FOR_LATER_INTENTS.removeSaved),
  itemId: id,
})
