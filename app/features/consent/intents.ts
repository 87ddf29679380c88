/**
 * The consent posts (PLAT-042, decision 037): the banner's accept and reject, and the cookie settings
 * page's own choice. One list for the action, the schema and the forms. No imports: this module reaches
 * the browser.
 */
export const CONSENT_INTENTS = {
  acceptAll: 'accept-all-cookies',
  rejectAll: 'reject-all-cookies',
  saveChoice: 'save-cookie-choice',
} as const

export const CONSENT_INTENT_NAMES = Object.values(CONSENT_INTENTS)
