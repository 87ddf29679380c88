/**
 * The product page's code that arrives after its first load, as one module and so one file: the
 * set's items, the recommendations, the reviews and the gift card's form. The page starts loading
 * all of them as soon as its own module runs (a section left unhydrated while an add to cart's answer
 * comes in would hold that answer back), so apart they were four requests where one does (decision
 * 090). What a section opens on the shopper's request (a dialog) stays apart.
 */
export { default as ProductSetSection } from './product-set.tsx'
export { GiftCardForm } from './gift-card-form.tsx'
export { RecommendationsSection } from '#app/features/recommendations/index.ts'
export { ReviewsSection } from '#app/features/reviews/index.ts'
