/**
 * Identity's public surface: who the shopper is (signed in or not) and the server's clock. A feature
 * imports identity from here only (lint keeps it).
 */
export { serverNow } from './server-time.server.ts'
export { isSignedIn, requireSignedIn } from './session.server.ts'
/** The identity service's token calls, with which the shopper middleware keeps every request's token. */
export { fetchGuestToken, refreshAccessToken } from './api/auth.server.ts'
