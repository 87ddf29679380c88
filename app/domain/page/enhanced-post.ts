/**
 * The one marker of a post made by a hydrated form that renders the answer in place (a fetcher, a
 * dialog): with it, the action answers data; without it (no JavaScript yet, or a plain page form) the
 * same post is answered with a redirect (POST-redirect-GET). In a query, it marks a page's loader read
 * by a dialog. Decision 017. No imports: this module reaches the browser.
 */
export const ENHANCED_FIELD = 'enhanced'
export const ENHANCED_VALUE = '1'

/** A page's URL as a dialog reads its loader: with the marker in the query (`isEnhancedLoad`). */
export function enhancedLoadPath(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${ENHANCED_FIELD}=${ENHANCED_VALUE}`
}
