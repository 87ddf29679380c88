/**
 * The product page's own posts: add a digital gift card (CART-008) and "notify me" for a size out of
 * stock (CAT-011). The page's action also answers the review intents (`REVIEW_INTENTS` of
 * features/reviews/intents.ts), which the reviews section posts to it. No imports: this module reaches
 * the browser.
 */
export const PRODUCT_INTENTS = {
  addGiftCard: 'add-gift-card',
  notifyMe: 'notify-me',
} as const

export type ProductIntent = (typeof PRODUCT_INTENTS)[keyof typeof PRODUCT_INTENTS]
export const PRODUCT_INTENT_NAMES = Object.values(PRODUCT_INTENTS)
