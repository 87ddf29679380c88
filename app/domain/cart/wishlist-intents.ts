/**
 * The favorites and saved-for-later posts (CART-031…044), one list for the actions that dispatch them
 * (app/features/wishlists) and the forms that send them: the favorites page, the cart's saved-for-later
 * list, and the heart on every product tile and product page (app/components/favorite-button.tsx), which
 * is why they sit here rather than in the feature. No imports: this module reaches the browser.
 */

/** POST /{locale}/favorites. */
export const FAVORITES_INTENTS = {
  addFavorite: 'add-favorite',
  removeFavorite: 'remove-favorite',
  shareFavorites: 'share-favorites',
} as const

export type FavoritesIntent = (typeof FAVORITES_INTENTS)[keyof typeof FAVORITES_INTENTS]
export const FAVORITES_INTENT_NAMES = Object.values(FAVORITES_INTENTS)

/** POST /{locale}/saved-for-later, from the cart page. */
export const SAVED_FOR_LATER_INTENTS = {
  saveForLater: 'save-for-later',
  moveToCart: 'move-to-cart',
  removeSaved: 'remove-saved',
} as const

export type SavedForLaterIntent = (typeof SAVED_FOR_LATER_INTENTS)[keyof typeof SAVED_FOR_LATER_INTENTS]
export const SAVED_FOR_LATER_INTENT_NAMES = Object.values(SAVED_FOR_LATER_INTENTS)
