/**
 * The one marker of a post made by a hydrated form that renders the answer in place (a fetcher, a
 * dialog): with it, the action answers data; without it (no JavaScript yet, or a plain page form) the
 * same post is answered with a redirect (POST-redirect-GET). In a query, it marks a page's loader read
 * by a dialog. Decision 017. No imports: this module reaches the browser.
 */
export const ENHANCED_FIELD = 'enhanced'
export const ENHANCED_VALUE = '1'
/**
 * The attribute of a form that reads its answer in place, on the server's markup too: a post from such
 * a form kept in a static island (which never hydrates) carries the marker all the same (decision 099).
 */
export const ENHANCED_FORM = 'data-enhanced-post'

/** A page's URL as a dialog reads its loader: with the marker in the query (`isEnhancedLoad`). */
export function enhancedLoadPath(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${ENHANCED_FIELD}=${ENHANCED_VALUE}`
}

/**
 * The mark of an enhanced post's answer that changes nothing a page's own loader read: an add to cart
 * answered with the mini cart, a favorite added, a review's translation. What it does change (the
 * header's count, the toast) is the root's, which loads again after any post. A page whose loader reads
 * nothing such an answer changes (a product page, a listing, the search) says so with
 * `revalidateUnlessAnsweredInPlace`, and does not run its loader again, with its upstream reads and a
 * second page view to the decision engine. A refusal, a redirect and every other answer reload it.
 */
const IN_PLACE_FIELD = 'answeredInPlace'

export function answeredInPlace<T extends object>(value: T): T & { [IN_PLACE_FIELD]: true } {
  return { ...value, [IN_PLACE_FIELD]: true }
}

/** A route's `shouldRevalidate` for a page that an answer marked `answeredInPlace` leaves as it is. */
export function revalidateUnlessAnsweredInPlace({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown
  defaultShouldRevalidate: boolean
}): boolean {
  const inPlace =
    typeof actionResult === 'object' &&
    actionResult !== null &&
    (actionResult as Record<string, unknown>)[IN_PLACE_FIELD] === true
  return inPlace ? false : defaultShouldRevalidate
}
