/** Reviews' public surface: the product page's reviews section, its posts and their intent names. */
export { REVIEW_INTENT_NAMES, REVIEW_INTENTS } from './intents.ts'
export { loadReviewsSection, reviewsAction } from './reviews.server.ts'
