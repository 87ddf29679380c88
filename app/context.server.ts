import { randomUUID } from 'node:crypto'
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { resolveLocale, negotiateLocale, type LocaleInfo } from '#app/models/site.ts'
import { getEnv, type Env } from './env.server.ts'
import { logger as rootLogger, type Logger } from './logger.server.ts'
import { createApiClient, type ApiClient, type PreviewOptions } from './services/api.server.ts'
import { fetchGuestToken, refreshAccessToken } from './services/auth.server.ts'
import type { TokenResponse } from './models/cart.ts'
import {
  commitSession,
  getSession,
  localeCookie,
  readLocaleCookie,
  type ShopperSession,
} from './sessions.server.ts'

/** What express hands to React Router for each request. */
export interface RequestInfo {
  requestId: string
  nonce: string
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
  /** Resolves with the bearer token once the guest token (or a refresh) has arrived. */
  token: () => Promise<string | undefined>
  /** Forgets this request's token, so the next call obtains one for the session as it is now (after a sign-out). */
  resetToken: () => void
}
export const shopperContext = createContext<Shopper>()

/** The shopper of this request (set by the root middleware). */
export function getShopper(context: Readonly<RouterContextProvider>): Shopper {
  return context.get(shopperContext)
}

/** Query parameters carried across redirects (PLAT-034). */
export const CARRIED_PARAMS = ['preview', 'previewDateTime', 'cms', 'siteId', 'enrollment_marketing_source']

// Refresh a little before expiry so a call never leaves with a token that dies in flight.
const EXPIRY_MARGIN_MS = 30_000

function applyToken(session: ShopperSession, token: TokenResponse, type: 'Guest' | 'Registered') {
  session.set('accessToken', token.accessToken)
  session.set('accessExpiresAt', Date.now() + token.expiresIn * 1000)
  session.set('tokenType', session.get('tokenType') ?? type)
  if (token.refreshToken) session.set('refreshToken', token.refreshToken)
  if (token.basketId) session.set('basketId', token.basketId)
}

function previewFrom(url: URL): PreviewOptions {
  const preview = url.searchParams.get('preview')
  const dateTime = url.searchParams.get('previewDateTime')
  return {
    active: preview === 'true' || (preview !== 'false' && Boolean(dateTime)),
    dateRFC1123: url.searchParams.get('previewDateRFC1123') ?? undefined,
    bypassAllCache: url.searchParams.get('bypassAllCache') === 'true',
  }
}

/**
 * Root middleware: puts every shopper page under a locale, reads the session, starts the guest
 * token call without blocking the loaders that do not need it, builds this request's API client and
 * commits the session once at the end.
 */
export const shopperMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const env = getEnv()
  const url = new URL(request.url)
  const [, first = ''] = url.pathname.split('/')
  const locale = resolveLocale(first)
  if (!locale || first !== locale.locale) {
    const target = negotiateLocale(readLocaleCookie(request), request.headers.get('Accept-Language'))
    const looksLikeLocale = /^[a-z]{2}-[a-z0-9]{2,3}$/i.test(first)
    const rest = looksLikeLocale || locale ? url.pathname.slice(first.length + 1) : url.pathname
    throw redirect(`/${locale?.locale ?? target}${rest === '/' ? '' : rest}${url.search}`, 302)
  }

  const { requestId } = context.get(requestInfoContext)
  const log = rootLogger.child({ requestId })
  const session = getSession(request)
  const before = JSON.stringify(session.data)
  if (!session.get('sid')) session.set('sid', randomUUID())

  const preview = previewFrom(url)
  let tokenPromise: Promise<string | undefined> | undefined
  const api = createApiClient({
    env,
    logger: log,
    locale: locale.locale,
    channel: session.get('webview') ? 'MOBILE_APP' : 'ECOMM',
    getToken: () => token(),
    sessionId: session.get('sid'),
    preview,
    signal: request.signal,
  })

  function token(): Promise<string | undefined> {
    tokenPromise ??= obtainToken()
    return tokenPromise
  }

  async function obtainToken(): Promise<string | undefined> {
    const current = session.get('accessToken')
    const expiresAt = session.get('accessExpiresAt') ?? 0
    if (current && expiresAt - EXPIRY_MARGIN_MS > Date.now()) return current
    const refresh = session.get('refreshToken')
    if (current && refresh) {
      try {
        applyToken(session, await refreshAccessToken(api, refresh), session.get('tokenType') ?? 'Guest')
        return session.get('accessToken')
      } catch (error) {
        // An invalid refresh turns the shopper back into a guest, cleanly.
        log.info({ err: error }, 'token refresh failed; starting a guest session')
        for (const key of Object.keys(session.data)) if (key !== 'sid') session.unset(key as 'sid')
      }
    }
    const guest = await fetchGuestToken(api)
    session.set('tokenType', 'Guest')
    applyToken(session, guest, 'Guest')
    return session.get('accessToken')
  }

  // Start the token call now, in parallel with the loaders; only calls that need it wait for it.
  void token().catch(() => undefined)

  const resetToken = () => {
    tokenPromise = undefined
  }
  context.set(shopperContext, {
    requestId,
    env,
    logger: log,
    session,
    locale,
    api,
    preview,
    token,
    resetToken,
  })
  const response = await next()

  try {
    await token()
  } catch (error) {
    log.warn({ err: error }, 'no guest token for this request')
  }
  if (JSON.stringify(session.data) !== before) {
    response.headers.append('Set-Cookie', commitSession(session))
  }
  if (readLocaleCookie(request) !== locale.locale) {
    response.headers.append('Set-Cookie', localeCookie(locale.locale))
  }
  if (!response.headers.has('Cache-Control')) {
    response.headers.set('Cache-Control', 'private, no-cache')
  }
  return response
}
