/**
 * Reviews' browser surface: the section another capability's page shows (the product page's, below
 * the fold). The server surface is index.server.ts.
 */
export { default as ReviewsSection } from './ui/reviews-section.tsx'
