import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/wishlists.json' with { type: 'json' }

/** Favorites and saved-for-later text (decision 005). */
export const wishlistsNs = defineNamespace('wishlists', { en })
