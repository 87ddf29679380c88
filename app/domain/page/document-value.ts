/**
 * A value the server's render of a document needs but the browser reads only once it changes (the
 * footer, a page's structured data): its version always; the value itself only in the data of a
 * client-side request (a navigation, a revalidation), not in the document's (decision 086). The server
 * keeps a document's values for its render apart (`forDocument`, `useDocumentValue`).
 */
export interface DocumentValue<T> {
  version: string
  value?: T
}

/**
 * A list whose items are the document's markup alone (a carousel's or a listing's tiles, decisions
 * 099 and 100): its version and its length (what the controls, counts and the heading rule need); its
 * items only in a client-side request's data.
 */
export interface KeptList<T> extends DocumentValue<readonly T[]> {
  length: number
}
