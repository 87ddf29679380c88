/**
 * Shared (CDN) caching of documents for guests (decision 052). A page that reads nothing of the
 * shopper — home, listing, product and content pages for a visitor without a session, cart, sign-in,
 * consent choice, experiment id, dismissed bar or tester cookie — is the same for every such visitor
 * of its URL (the locale is in the path), so a CDN may keep it for a few minutes. Anything else stays
 * private; a response that sets a cookie is never public.
 */

/**
 * What a cacheable page's `headers` export says; the root middleware turns it into the final value.
 * Kept an hour by a shared cache, never by the browser (decision 069): a page is fresh because a change
 * purges it by its surrogate keys, not because it expires. Served stale for a minute while it is
 * fetched again, and for a day while the origin fails.
 */
export const GUEST_CACHEABLE =
  'public, max-age=0, s-maxage=3600, stale-while-revalidate=60, stale-if-error=86400'

/** The value for a page a CDN may not share (the shopper's browser may keep it, revalidating). */
export const PRIVATE_PAGE = 'private, no-cache'

/**
 * The cookies a page reads to render something of this visitor's: with any of them the page is theirs.
 * Cookies the storefront never reads (a CDN's, an analytics tag's) do not make a page private.
 */
export const SHOPPER_STATE_COOKIES = [
  '__session',
  '__toast',
  '__preview',
  'vuid',
  'testContext',
  'promoBarClosed',
  'benefitBarClosed',
  'dismissedPopups',
] as const

/** `route` headers export of a page that may be shared between guests. */
export function guestCacheableHeaders() {
  return { 'Cache-Control': GUEST_CACHEABLE }
}

/** True when the request's Cookie header names any cookie a page reads (the consent cookie included). */
export function carriesShopperState(cookieHeader: string | null, consentCookie: string): boolean {
  if (!cookieHeader) return false
  const names = new Set(
    cookieHeader
      .split(';')
      .map((pair) => pair.split('=')[0]!.trim())
      .filter(Boolean),
  )
  return [...SHOPPER_STATE_COOKIES, consentCookie].some((name) => names.has(name))
}

/**
 * The Cache-Control of a page the route declared shareable: public only for a GET/HEAD answered 200,
 * from a visitor without shopper state, with no Set-Cookie on the way out; else private.
 */
export function sharedCacheControl(answer: {
  method: string
  status: number
  carriesState: boolean
  setsCookie: boolean
}): string {
  const shareable =
    (answer.method === 'GET' || answer.method === 'HEAD') &&
    answer.status === 200 &&
    !answer.carriesState &&
    !answer.setsCookie
  return shareable ? GUEST_CACHEABLE : PRIVATE_PAGE
}

// What the root middleware writes into a new visitor's session on any page: an id and a guest token.
const GUEST_BOOKKEEPING = new Set([
  'sid',
  'accessToken',
  'accessExpiresAt',
  'refreshToken',
  'tokenType',
  'basketId',
  // The API's own cookies from the guest token call (PLAT-005): every first page gets them.
  'apiCookies',
])

/**
 * True when a new visitor's session holds only what any page puts there (an id, a guest token): on a
 * shareable page it is not kept, so the page sets no cookie and can be shared. The next page that
 * needs a session (adding to the cart, signing in) starts one.
 */
export function onlyGuestBookkeeping(sessionKeys: string[]): boolean {
  return sessionKeys.every((key) => GUEST_BOOKKEEPING.has(key))
}
