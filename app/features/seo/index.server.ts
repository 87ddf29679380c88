/** SEO's public surface: the site's origin for canonical and shared links. */
export { siteOrigin } from './origin.server.ts'
