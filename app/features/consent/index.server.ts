/** Consent's public surface: what the shopper's consent allows, for every feature that tracks. */
export { consentAllows, personalisationAllowed } from './consent.server.ts'
