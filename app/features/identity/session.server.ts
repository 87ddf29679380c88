import type { Shopper } from '#app/context.server.ts'
import { channelOf } from '#app/domain/identity/webview.ts'
import type { TokenResponse } from '#app/domain/identity/token.ts'
import { replaceSessionData } from '#app/sessions.server.ts'
import { apiCookieJar } from '#app/platform/api/upstream-cookies.server.ts'
import { createApiClient, type ApiClient } from '#app/platform/api/api.server.ts'
import { exchangeCode, requestAuthorizationCode } from '#app/features/identity/api/auth.server.ts'
import { codeChallengeS256, createCodeVerifier } from '#app/features/identity/api/pkce.server.ts'
import { getProfile } from '#app/features/customers/index.server.ts'
import { signInPath } from '#app/domain/paths/paths.ts'
import { trackSignIn } from '#app/features/personalisation/index.server.ts'
import { connectedAssociate } from '#app/features/in-store/index.server.ts'
import { basketIdOf, setBasketId } from '#app/features/cart/index.server.ts'

/**
 * Sign-in and sign-out (000 §4 Guest session and login, §7 Authentication). Sign-in is the spec's PKCE
 * exchange (AUTH-004/005): signin with the S256 challenge, then the Registered token call with the
 * verifier and the guest's cart and lists (AUTH-002, AUTH-007). Both steps run within one request,
 * so the verifier never leaves the server. The sign-in page and the sign-up flow share it.
 */

// ---- Signed-in state -------------------------------------------------------------------------------

/** A registered (signed-in) shopper holds a Registered token. */
export function isSignedIn(shopper: Shopper): boolean {
  return shopper.session.get('tokenType') === 'Registered' && Boolean(shopper.session.get('consumerNo'))
}

/** The sign-in page, coming back to `back` (a same-origin path) afterwards. */
export function signInUrl(locale: string, back: string): string {
  return signInPath(locale, back)
}

/**
 * Sends a signed-out shopper to sign in, coming back here afterwards. It also marks the page as
 * needing sign-in, so a session the service turns out not to accept during this request ends in
 * the same redirect rather than an error page.
 */
export function requireSignedIn(shopper: Shopper, request: Request) {
  const url = new URL(request.url)
  const back = `${url.pathname}${url.search}`
  shopper.signInRequiredFor = back
  if (isSignedIn(shopper)) return
  throw shopper.signInRedirect(back)
}

/**
 * requireSignedIn for pages that read nothing upstream: one cheap consumer call proves the service
 * still accepts the session (a cookie copied before sign-out looks signed in until a call is made).
 */
export async function requireValidSession(shopper: Shopper, request: Request) {
  requireSignedIn(shopper, request)
  await getProfile(shopper.api)
}

/** An API client for this request that carries a token just obtained (the request's own is the guest's). */
export function clientWithToken(shopper: Shopper, accessToken: string): ApiClient {
  return createApiClient({
    env: shopper.env,
    logger: shopper.logger,
    locale: shopper.locale.locale,
    channel: channelOf(shopper.session.get('webview')),
    getToken: async () => accessToken,
    sessionId: shopper.session.get('sid'),
    preview: shopper.preview,
    mock: shopper.mockMode,
    cookies: apiCookieJar(shopper.session),
  })
}

// ---- Sign-in ---------------------------------------------------------------------------------------

export interface SignedIn {
  token: TokenResponse
  /** The guest's cart item count before the merge (CART-059 compares the merged cart with it). */
  guestCartCount: number
  /** An API client carrying the registered token (the request's own client does too, after the reset). */
  api: ApiClient
}

/**
 * Signs the shopper in: PKCE signin, then the Registered token exchange handing over the guest's cart
 * and lists (AUTH-007). The session is rotated to the registered one (AUTH-003): only the usid, the
 * webview flag, mock mode, a live in-store context and a pending favorites post survive; tokens stay in
 * the sealed session and never reach the page. This request's client then carries the new token.
 */
export async function signIn(
  shopper: Shopper,
  {
    email,
    password,
    captcha,
    orderNo,
  }: {
    email: string
    password: string
    captcha: string
    /** A guest order to hand to the account (AUTH-002), e.g. the one just placed before signing up. */
    orderNo?: string
  },
): Promise<SignedIn> {
  const { session } = shopper
  const verifier = createCodeVerifier()
  const authorizationCode = await requestAuthorizationCode(shopper.api, {
    username: email,
    password,
    codeChallenge: codeChallengeS256(verifier),
    captcha,
  })
  const guestBasketId = basketIdOf(session)
  const guestCartCount = guestBasketId ? (session.get('cartCount') ?? 0) : 0
  const token = await exchangeCode(shopper.api, {
    type: 'Registered',
    authorizationCode,
    codeVerifier: verifier,
    guestObjects: {
      basketId: guestBasketId,
      favoriteId: session.get('favoriteId'),
      saveForLaterId: session.get('saveForLaterId'),
    },
    ...(orderNo ? { orderNo } : {}),
    action: 'postLogin',
  })
  replaceSessionData(session, {
    sid: session.get('sid'),
    webview: session.get('webview'),
    // Mock mode is the browser's choice, not the shopper's identity (decision 074).
    mockMode: session.get('mockMode'),
    // PLAT-005: the API's own cookies, as its token answer just left them (decision 075).
    apiCookies: session.get('apiCookies'),
    // The associate buying on the customer's behalf stays connected (INSTORE-001, INSTORE-007), with
    // the shift that began at the associate login: a sign-in never lengthens it.
    store: connectedAssociate(shopper),
    favoriteStore: session.get('favoriteStore'),
    pendingWishlistAction: session.get('pendingWishlistAction'),
    // The order just placed stays on its confirmation for the account it was handed to (AUTH-002).
    lastOrder: session.get('lastOrder'),
    // The badge keeps the guest's count until the merged cart is read.
    cartCount: token.basketId ? session.get('cartCount') : undefined,
    tokenType: 'Registered',
    accessToken: token.accessToken,
    accessExpiresAt: Date.now() + token.expiresIn * 1000,
    refreshToken: token.refreshToken,
    consumerNo: token.consumerNo,
    consumerType: token.consumerType,
    memberId: token.memberId,
    favoriteId: token.favorites?.favoriteId,
    saveForLaterId: token.saveForLaterId,
    isEmployeeDiscountTCAccepted: token.isEmployeeDiscountTCAccepted,
  })
  // The merged cart (the guest's lines in the account's cart) is the session's cart now.
  if (token.basketId !== undefined) setBasketId(session, token.basketId, shopper.locale.site.id)
  shopper.resetToken()
  // The customer-data platform learns who signed in (decision 040); queued, never in the way.
  trackSignIn(shopper)
  return { token, guestCartCount, api: clientWithToken(shopper, token.accessToken) }
}
