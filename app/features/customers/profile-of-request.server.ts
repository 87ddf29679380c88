import type { Shopper } from '#app/context.server.ts'
import { oncePerRequest } from '#app/once-per-request.server.ts'
import { getProfile } from './api/consumers.server.ts'

/**
 * The signed-in shopper's profile as a page's loaders read it (ACCT-001): one call per request however
 * many parts of the page need it — the footer's newsletter form (FORM-006/007) and personalisation's
 * segments both did, so a signed-in shopper's every page read the same profile twice. Each reader
 * handles a failed read its own way. Actions read the profile afresh with `getProfile`, and nothing
 * reads it this way before an action runs, so a page rendered after a change shows the change.
 */
export const profileOfRequest = oncePerRequest((shopper: Shopper) => getProfile(shopper.api))
