/**
 * The one marker of a post made by a hydrated form that renders the answer in place (a fetcher, a
 * dialog): with it, the action answers data; without it (no JavaScript yet, or a plain page form) the
 * same post is answered with a redirect (POST-redirect-GET). Decision 017. No imports: this module
 * reaches the browser.
 */
export const ENHANCED_FIELD = 'enhanced'
export const ENHANCED_VALUE = '1'
