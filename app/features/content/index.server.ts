/**
 * Content's public surface: what other features use of the content service's pages, fragments and the
 * blocks content fills itself. A feature imports content from here only (lint keeps it).
 */
export { resolveArticleBlocks } from './articles.server.ts'
export {
  getContentSection,
  getFooter,
  getFragment,
  getMenu,
  getPage,
  getProductContent,
} from './content.server.ts'
export { throwNotFound } from './not-found.server.ts'
export { resolveRecommendationBlocks } from './recommendations.server.ts'
