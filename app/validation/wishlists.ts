import { z } from 'zod'
import { emailField, maxLength, optionalString } from './validators.ts'

/** Favorites and saved-for-later intents (CART-031…044), one schema per form, shared by form and server. */

const id = z.string().trim().min(1).max(100)

export const AddFavoriteSchema = z.object({
  intent: z.literal('add-favorite'),
  productId: id,
  redirectTo: z.string().optional(),
})

export const RemoveFavoriteSchema = z.object({
  intent: z.literal('remove-favorite'),
  itemId: id,
  redirectTo: z.string().optional(),
})

export const ShareFavoritesSchema = z.object({
  intent: z.literal('share-favorites'),
  email: emailField({ max: 100 }),
  message: optionalString().check(maxLength(500)).optional(),
})

export const FavoritesActionSchema = z.discriminatedUnion('intent', [
  AddFavoriteSchema,
  RemoveFavoriteSchema,
  ShareFavoritesSchema,
])

export const SaveForLaterSchema = z.object({
  intent: z.literal('save-for-later'),
  itemId: id,
  productId: id,
  upc: id,
  qty: z.coerce.number().int().min(1).max(999999).default(1),
})

export const MoveToCartSchema = z.object({
  intent: z.literal('move-to-cart'),
  itemId: id,
  productId: id,
  upc: id,
  qty: z.coerce.number().int().min(1).max(999999).default(1),
})

export const RemoveSavedSchema = z.object({
  intent: z.literal('remove-saved'),
  itemId: id,
})

export const SavedForLaterActionSchema = z.discriminatedUnion('intent', [
  SaveForLaterSchema,
  MoveToCartSchema,
  RemoveSavedSchema,
])
