/**
 * The document element's attribute listing the consent categories the visitor allows (PLAT-042): the
 * root layout writes it from the server's reading, browser-side tracking reads it (`pushDataLayer`).
 * Apart from consent.ts, as every page carries it; no imports.
 */
export const CONSENT_ATTRIBUTE = 'data-consent'

/**
 * Whether the page's visitor allows a consent category, as the server wrote it on the document element
 * (browser only: false on the server, and on a page without the attribute, such as an error page).
 */
export function pageAllows(category: string): boolean {
  if (typeof document === 'undefined') return false
  return document.documentElement.getAttribute(CONSENT_ATTRIBUTE)?.split(' ').includes(category) ?? false
}
