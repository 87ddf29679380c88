/**
 * The product page's query parameter that asks for the set's members in the document (decision 057):
 * the link shoppers without JavaScript follow, since a streamed section stays hidden for them.
 */
export const SET_PARAM = 'set'

/** The set section's id, the anchor of that link. */
export const SET_ANCHOR = 'product-set'

/** True when the product page's URL asks for the set in the document. */
export function setRequested(search: URLSearchParams): boolean {
  return search.get(SET_PARAM) === '1'
}
