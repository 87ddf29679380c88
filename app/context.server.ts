import { randomUUID } from 'node:crypto'
import { redirect, type MiddlewareFunction } from 'react-router'
import { resolveLocale } from '#app/domain/market/site.ts'
import { localeRedirect } from '#app/domain/market/locale-redirect.ts'
import { getEnv } from './platform/env/env.server.ts'
import { sessionEndedTitle, signInBackFor } from './session-end.server.ts'
import { logger as rootLogger } from './platform/log/logger.server.ts'
import { asInvalidCustomer, type ApiError } from './domain/errors/api-error.ts'
import { settleCookiesAndCaching } from './document-cache.server.ts'
import { isPreviewRequest, previewToRemember, refusesGuestToken } from './domain/page/request-rules.ts'
import { createApiClient } from './platform/api/api.server.ts'
import { channelOf, rememberWebview } from './domain/identity/webview.ts'
import { isCrawlerFile, isIndexable } from './domain/seo/seo.ts'
import type { TokenResponse } from './domain/identity/token.ts'
import {
  clearSignedInData,
  getSession,
  toastCookie,
  readLocaleCookie,
  readTestContext,
  type ShopperSession,
} from './sessions.server.ts'
import { previewChoiceCookie, requestPreview } from './preview-access.server.ts'
import {
  requestInfoContext,
  shopperContext,
  type Shopper,
  type ShopperCapabilities,
} from './shopper-context.server.ts'
import { rememberMockMode } from './mock-mode.server.ts'
import { apiCookieJar } from './platform/api/upstream-cookies.server.ts'
import { signInPath, tooManyRequestsPath } from '#app/domain/paths/paths.ts'

export {
  getShopper,
  requestInfoContext,
  shopperContext,
  type RequestInfo,
  type Shopper,
} from './shopper-context.server.ts'

// Refresh a little before expiry so a call never leaves with a token that dies in flight.
const EXPIRY_MARGIN_MS = 30_000

/**
 * Root middleware: puts every shopper page under a locale, reads the session, starts the guest
 * token call without blocking the loaders that do not need it, builds this request's API client and
 * commits the session once at the end.
 */
export function createShopperMiddleware({
  readConsent,
  basketIdOf,
  setBasketId,
  cartOfSite,
  fetchGuestToken,
  refreshAccessToken,
}: ShopperCapabilities): MiddlewareFunction<Response> {
  function applyToken(
    session: ShopperSession,
    token: TokenResponse,
    type: 'Guest' | 'Registered',
    site: string,
  ) {
    session.set('accessToken', token.accessToken)
    session.set('accessExpiresAt', Date.now() + token.expiresIn * 1000)
    session.set('tokenType', session.get('tokenType') ?? type)
    if (token.refreshToken) session.set('refreshToken', token.refreshToken)
    if (token.basketId) setBasketId(session, token.basketId, site)
  }

  return async ({ request, context }, next) => {
    const env = getEnv()
    const url = new URL(request.url)
    if (isCrawlerFile(url.pathname)) return next()
    // One redirect at most, whatever the cookie, header or path (decision 048).
    const to = localeRedirect(
      url.pathname,
      url.search,
      readLocaleCookie(request),
      request.headers.get('Accept-Language'),
    )
    if (to !== null) throw redirect(to, 302)
    // localeRedirect let through only paths that start with a locale we serve.
    const locale = resolveLocale(url.pathname.split('/')[1])!

    const { requestId, rateLimited, timing, dataRequest } = context.get(requestInfoContext)
    // A post past the rate limit never reaches its action: the shopper is told to wait (no JavaScript
    // posts are re-routed to that page by express; a fetcher's or enhanced form's post is redirected).
    if (rateLimited && request.method !== 'GET') {
      throw redirect(tooManyRequestsPath(locale.locale), {
        status: 303,
        headers: { 'Retry-After': String(rateLimited.retryAfterSeconds) },
      })
    }
    const log = rootLogger.child({ requestId })
    const session = getSession(request)
    const before = JSON.stringify(session.data)
    if (!session.get('sid')) session.set('sid', randomUUID())
    // A cart belongs to its site: a page of another site, however the shopper came to it, has that
    // site's cart (none, or the one left there before), never one in another currency.
    const site = locale.site.id
    cartOfSite(session, site)
    rememberWebview(session, request.headers.get('user-agent'), env.WEBVIEW_USER_AGENT_MARKER)
    const mockMode = rememberMockMode(session, request.method, url, env) // PLAT-014/016, decision 074

    const { preview, remembered } = requestPreview(request, url) // PLAT-035..039
    let tokenPromise: Promise<string | undefined> | undefined
    // The shopper object is built below; the token handlers run later, once it exists.
    const self: { shopper?: Shopper } = {}
    let ended = false
    const api = createApiClient({
      env,
      logger: log,
      locale: locale.locale,
      channel: channelOf(session.get('webview')),
      getToken: () => token(),
      currentToken: () => validToken(),
      onUnauthorized,
      sessionId: session.get('sid'),
      preview,
      signal: request.signal,
      timing,
      mock: mockMode,
      cookies: apiCookieJar(session), // PLAT-005: the API's own cookies; the browser's never go upstream
    })

    function token(): Promise<string | undefined> {
      tokenPromise ??= obtainToken()
      return tokenPromise
    }

    /** The session's access token while it has a margin left before it expires. */
    function validToken(): string | undefined {
      const current = session.get('accessToken')
      const expiresAt = session.get('accessExpiresAt') ?? 0
      return current && expiresAt - EXPIRY_MARGIN_MS > Date.now() ? current : undefined
    }

    async function obtainToken(): Promise<string | undefined> {
      const valid = validToken()
      if (valid) return valid
      const current = session.get('accessToken')
      const refresh = session.get('refreshToken')
      if (current && refresh) {
        try {
          applyToken(
            session,
            await refreshAccessToken(api, refresh),
            session.get('tokenType') ?? 'Guest',
            site,
          )
          return session.get('accessToken')
        } catch (error) {
          // An invalid refresh turns the shopper back into a guest, cleanly, as sign-out does.
          log.info({ err: error }, 'token refresh failed; starting a guest session')
          if (session.get('tokenType') === 'Registered') ended = true
          clearSignedInData(session)
        }
      }
      const guest = await fetchGuestToken(api)
      session.set('tokenType', 'Guest')
      applyToken(session, guest, 'Guest', site)
      return session.get('accessToken')
    }

    /**
     * The one place an invalid registered session is handled (AUTH-015, ERR-010, CART-055): a 401 is
     * first met with a refresh (single flight across requests) and the call retried; a 401 that a
     * refresh cannot fix, or AUT498, signs the shopper out as sign-out does and makes them a guest. A
     * page that needs sign-in then sends them to sign in with a toast; elsewhere the call fails as an
     * invalid customer (AUT498), which the cart recovers from (CART-056).
     */
    async function onUnauthorized(error: ApiError, used: string, path: string): Promise<boolean> {
      if (session.get('tokenType') !== 'Registered' && !ended) return renewGuestToken(error, used, path)
      if (ended) throw sessionEndedError(error)
      // Another call of this request has already refreshed: try again with the new token.
      if (session.get('accessToken') && session.get('accessToken') !== used) return true
      const refresh = session.get('refreshToken')
      if (refresh && error.errorId !== 'AUT498') {
        try {
          const fresh = await refreshAccessToken(api, refresh)
          applyToken(session, fresh, 'Registered', site)
          tokenPromise = Promise.resolve(fresh.accessToken)
          return true
        } catch (refreshError) {
          log.info({ err: refreshError }, 'token refresh failed after a 401')
        }
      }
      endSession()
      throw sessionEndedError(error)
    }

    /**
     * AUTH-001: a guest token the service no longer accepts (revoked, or forgotten by the token store)
     * is replaced once per request, and the call retried. The guest's cart belonged to the old token:
     * it is rebuilt from the session's lines like any lost cart (CART-057).
     */
    let guestRenewal: Promise<boolean> | undefined
    function renewGuestToken(error: ApiError, used: string, path: string): Promise<boolean> {
      if (!refusesGuestToken(error.errorId, path)) return Promise.resolve(false)
      if (session.get('accessToken') && session.get('accessToken') !== used) return Promise.resolve(true)
      guestRenewal ??= (async () => {
        log.info({ event: 'guest-token-renewed' }, 'guest token refused; starting a new guest session')
        session.unset('accessToken')
        session.unset('refreshToken')
        tokenPromise = undefined
        return Boolean(await token())
      })()
      return guestRenewal
    }

    /** A page that needs sign-in sends the shopper there (with a toast when their session just ended). */
    function signInRedirect(back: string): Response {
      const title = ended ? sessionEndedTitle(context) : undefined
      return redirect(signInPath(locale.locale, back), {
        status: request.method === 'GET' ? 302 : 303,
        headers: title ? { 'Set-Cookie': toastCookie({ type: 'info', title }) } : undefined,
      })
    }

    function sessionEndedError(error: ApiError): ApiError | Response {
      const back = self.shopper ? signInBackFor(self.shopper, url, request.method) : undefined
      return back ? signInRedirect(back) : asInvalidCustomer(error)
    }

    function endSession() {
      log.info({ event: 'session-ended' }, 'registered session no longer valid; continuing as a guest')
      // The cart lines stay for this request only, so the cart can be rebuilt as a guest's (CART-057).
      clearSignedInData(session, ['cartLines'])
      tokenPromise = undefined
      ended = true
    }

    // Start the token call now, in parallel with the loaders; only calls that need it wait for it. A
    // registered session whose token is due waits for the refresh, so the sign-in guards see its outcome.
    const pending = token().catch(() => undefined)
    const expiresAt = session.get('accessExpiresAt') ?? 0
    if (session.get('tokenType') === 'Registered' && expiresAt - EXPIRY_MARGIN_MS <= Date.now()) await pending
    const shopper: Shopper = {
      requestId,
      env,
      logger: log,
      session,
      locale,
      api,
      preview,
      mockMode,
      testContext: readTestContext(request),
      consent: readConsent(request, locale.locale, preview),
      token,
      resetToken: () => (tokenPromise = undefined),
      signInRedirect,
      get sessionEnded() {
        return ended
      },
    }
    self.shopper = shopper
    context.set(shopperContext, shopper)
    const response = await next()

    try {
      await token()
    } catch (error) {
      log.warn({ err: error }, 'no guest token for this request')
    }
    // A session ended here and no cart was rebuilt: the old cart's lines go too, as at sign-out.
    if (ended && !basketIdOf(session)) session.unset('cartLines')
    const previewing = isPreviewRequest(preview) || mockMode // a mock page is kept and indexed by none either
    const choice = request.method === 'GET' ? previewToRemember(url, preview, remembered) : undefined
    if (choice !== undefined) response.headers.append('Set-Cookie', previewChoiceCookie(choice))
    // A preview date that cannot be read is refused: the page says so (the ribbon), answered as a 400.
    const answer =
      preview.invalidDate && dataRequest !== true && response.status === 200
        ? new Response(response.body, { status: 400, headers: response.headers })
        : response
    settleCookiesAndCaching({
      request,
      response: answer,
      session,
      sessionBefore: before,
      locale: locale.locale,
      previewing,
      signInRequired: shopper.signInRequiredFor !== undefined,
      consentCookie: env.CONSENT_COOKIE,
      dataRequest: dataRequest === true,
    })
    if (previewing || !isIndexable(url.pathname)) answer.headers.set('X-Robots-Tag', 'noindex')
    return answer
  }
}
