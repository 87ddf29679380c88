import { seedAllReviews } from './seed/reviews.ts'

/**
 * The reviews and questions shoppers change (votes, flags, asked questions), seeded from the catalogue.
 * Kept apart from `state.ts` as stock is, and reset with it: `resetState()` calls `resetReviews()`.
 */

/** Its maps are replaced on reset, so read them through `reviewStore`, never keep a copy. */
export const reviewStore = seedAllReviews()

export function resetReviews(): void {
  Object.assign(reviewStore, seedAllReviews())
}
