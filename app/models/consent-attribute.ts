/**
 * The document element's attribute listing the consent categories the visitor allows (PLAT-042): the
 * root layout writes it from the server's reading, browser-side tracking reads it (`pushDataLayer`).
 * Apart from consent.ts, as every page carries it; no imports.
 */
export const CONSENT_ATTRIBUTE = 'data-consent'
