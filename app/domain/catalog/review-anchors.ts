/**
 * Anchors of the product page's reviews and questions: a post without JavaScript comes back to the
 * section it was made in, and the place the page loads its reviews into answers `#reviews` before
 * they come. A module of its own: the product page's first load needs these names and none of the
 * section's paging rules (reviews.ts).
 */
export const REVIEWS_ANCHOR = 'reviews'
export const QUESTIONS_ANCHOR = 'questions'
