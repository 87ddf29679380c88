/** Consent's public surface: what the shopper's consent allows, for every feature that tracks. */
export { consentAllows, personalisationAllowed } from './consent.server.ts'
/** The visitor's consent on a request, read from their cookie: the shopper middleware's. */
export { readConsent } from './cookie.server.ts'
