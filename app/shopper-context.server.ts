import { createContext, type RouterContextProvider } from 'react-router'
import type { LocaleInfo } from '#app/domain/market/site.ts'
import type { Env } from './platform/env/env.server.ts'
import type { Logger } from './platform/log/logger.server.ts'
import type { PreviewOptions, ApiClient } from './platform/api/api.server.ts'
import type { Consent } from '#app/domain/tracking/consent.ts'
import type { TestContext } from './domain/tracking/segmentation.ts'
import type { ServerTiming } from './platform/http/server-timing.ts'
import type { ShopperSession } from './sessions.server.ts'
import type { TokenResponse } from './domain/identity/token.ts'

/**
 * The per-request contexts the root middleware (`context.server.ts`) fills: what express hands over,
 * and the shopper every loader and action reads with `getShopper(context)`.
 */

/** What express hands to React Router for each request. */
export interface RequestInfo {
  requestId: string
  nonce: string
  /** Set by the express rate limiter for a post past its limit (see `rate-limit.server.ts`). */
  rateLimited?: { retryAfterSeconds: number }
  /** What the document's Server-Timing header reports (decision 052). */
  timing?: ServerTiming
  /** A page's data request (`….data`: a client navigation, a fetcher, a revalidation), not a document. */
  dataRequest?: boolean
}
export const requestInfoContext = createContext<RequestInfo>({ requestId: 'unknown', nonce: '' })

/** Everything a loader or action needs about the shopper of this request. */
export interface Shopper {
  requestId: string
  env: Env
  logger: Logger
  session: ShopperSession
  locale: LocaleInfo
  api: ApiClient
  preview: PreviewOptions
  /**
   * Mock mode is on for this request (PLAT-014, decision 074): the API client answers from the
   * emulator's handlers, and nothing read with it enters or comes from a shared cache. Never in production.
   */
  mockMode: boolean
  /** What a tester's cookie forces for personalised content (CMS-080, CMS-131), if anything. */
  testContext?: TestContext
  /** The visitor's consent (PLAT-040..043): ask `consentAllows` (features/consent), not this, for a decision. */
  consent: Consent
  /** Resolves with the bearer token once the guest token (or a refresh) has arrived. */
  token: () => Promise<string | undefined>
  /** Forgets this request's token, so the next call obtains one for the session as it is now (after a sign-out). */
  resetToken: () => void
  /**
   * Set by the sign-in guard: the path to come back to when this page needs a signed-in shopper. A
   * session found invalid during the request then sends the shopper to sign in instead of failing.
   */
  signInRequiredFor?: string
  /** True once this request found the registered session invalid and turned the shopper into a guest. */
  readonly sessionEnded: boolean
  /** The redirect to sign in, coming back to `back`; it carries a toast when the session just ended. */
  signInRedirect: (back: string) => Response
}
export const shopperContext = createContext<Shopper>()

/** The shopper of this request (set by the root middleware). */
export function getShopper(context: Readonly<RouterContextProvider>): Shopper {
  return context.get(shopperContext)
}

/**
 * What capabilities own of the shopper: the consent cookie (features/consent), the session's basket id
 * (features/cart), the token calls (features/identity): `shopper-middleware.server.ts` hands them to
 * the root middleware (`context.server.ts`).
 */
export interface ShopperCapabilities {
  readConsent: (request: Request, locale: string, preview: PreviewOptions) => Consent
  basketIdOf: (session: ShopperSession) => string | undefined
  setBasketId: (session: ShopperSession, basketId: string, siteId: string) => void
  /** At a request's start: the session's cart is the request's site's (decision 095). */
  cartOfSite: (session: ShopperSession, siteId: string) => void
  fetchGuestToken: (api: ApiClient) => Promise<TokenResponse>
  refreshAccessToken: (api: ApiClient, refreshToken: string) => Promise<TokenResponse>
}
