/**
 * The store pages' posts (CAT-037, CART-024), one list for the actions that dispatch them and the
 * forms that send them. No imports: this module reaches the browser.
 */
export const STORE_INTENTS = {
  setFavoriteStore: 'set-favorite-store',
  pickUpInStore: 'pick-up-in-store',
} as const

export type StoreIntent = (typeof STORE_INTENTS)[keyof typeof STORE_INTENTS]

/** The store locator's one post: choose a favourite store. */
export const STORE_LOCATOR_INTENT_NAMES = [STORE_INTENTS.setFavoriteStore] as const

/** The PDP's store page: choose a favourite store, or pick the variant up at a store. */
export const PRODUCT_STORES_INTENT_NAMES = Object.values(STORE_INTENTS)
