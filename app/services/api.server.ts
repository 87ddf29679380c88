import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import { ApiError, isApiError } from '#app/models/api-error.ts'
import { BOT_PROTECTION_HEADER, BotProtectionTokenSchema } from '#app/models/bot-protection.ts'
import { ErrorBodySchema } from '#app/models/error-body.ts'
import { apiLocale, resolveLocale } from '#app/models/site.ts'
import type { Env } from '#app/env.server.ts'
import type { Logger } from '#app/logger.server.ts'
import {
  configuredTransport,
  loadMockModeTransport,
  type UpstreamMethod,
  type UpstreamResponse,
  type UpstreamTransport,
} from './upstream-transport.server.ts'
import { countingFailures, type ServerTiming } from '#app/models/server-timing.ts'
import type { PreviewOptions } from '#app/models/request-rules.ts'
import { isCatalogueRead, upstreamGroup, type UpstreamGroup } from '#app/models/upstream-groups.ts'
import { circuitFor } from './circuits.server.ts'
import { validateInBackground } from './response-validation.server.ts'
import type { UpstreamCookies } from '#app/models/upstream-cookies.ts'
import { CALL_TEMPLATES, callPath } from '#app/models/call-templates.ts'

/**
 * The one upstream client (PLAT-001). It applies every common request rule of the specs: Accept
 * JSON, a new transaction and correlation id per call, the access key, server trust id and optional
 * bypass/testing headers, the locale as header and query, the channel, the API identity, the bearer
 * token, the cookies the API set for this shopper (PLAT-005), and a timeout. Error bodies become
 * ApiError; responses are parsed with the entity schemas.
 */

export type Service = 'commerce' | 'content' | 'provider' | 'decision'
export type Channel = 'ECOMM' | 'MOBILE_APP'
type QueryValue = string | number | boolean | undefined | null | readonly string[]

export type { PreviewOptions }

export interface ApiClientOptions {
  env: Env
  logger: Logger
  /** URL form, e.g. `en-us`. */
  locale: string
  channel: Channel
  /** The bearer token for calls that need one; resolves once the guest token is there. */
  getToken: () => Promise<string | undefined>
  /** The session's token when it is valid now, without obtaining one (catalogue reads, decision 056). */
  currentToken?: () => string | undefined
  /** User-session id; the header is left out when there is none (PLAT-010). */
  sessionId?: string
  preview?: PreviewOptions
  /**
   * Called when a call that carried `token` is answered 401 (or AUT498). Resolving true retries the
   * call once with whatever `getToken` gives next (a refreshed token); it may also throw instead.
   * `path` is the call's, since a 401 from the sign-in calls is an answer about credentials.
   */
  onUnauthorized?: (error: ApiError, token: string, path: string) => Promise<boolean>
  /** Aborts upstream calls when the shopper goes away. */
  signal?: AbortSignal
  /** The transport (tests give their own fetch); by default `upstreamTransport`. */
  fetch?: UpstreamTransport
  /**
   * Mock mode (PLAT-014, decision 074): the calls are answered in-process by the emulator's handlers
   * instead of any transport. Ignored in production (PLAT-016): the calls go to the services.
   */
  mock?: boolean
  /** The request's Server-Timing: each call marks when it was in flight. */
  timing?: ServerTiming
  /** The shopper's jar of the API's own cookies (PLAT-005); without one, no Cookie header is sent. */
  cookies?: UpstreamCookies
}

export interface RequestOptions<S extends z.ZodType> {
  service?: Service
  method?: UpstreamMethod
  path: string
  query?: Record<string, QueryValue>
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown
  schema: S
  /**
   * Send the bearer token (default: true for commerce calls; `if-present` for catalogue reads, which
   * use the session's token when it has one and do not wait for a new one).
   */
  auth?: boolean | 'if-present'
  /** Send `Content-Type: application/json` even without a body (wishlist calls, CART-042). */
  jsonContentType?: boolean
  /**
   * A file answer (a download): `schema` parses `{ bytes, contentType, contentDisposition }` of the
   * body instead of JSON. Errors are still the JSON error body.
   */
  file?: boolean
  /** This call's own deadline, shorter than `API_TIMEOUT_MS` (the decision engine's, PERS-030). */
  timeoutMs?: number
  /**
   * A read the page can do without (decision 043): the short deadline and its group's circuit. By
   * default from the service and path (`upstreamGroup`); a client of another base URL names its own.
   */
  group?: UpstreamGroup
  /**
   * PLAT-020: the contract this answer is checked against outside production (in the background, by the
   * front-end service's validate-response call, when `VALIDATE_API_RESPONSES` is on).
   */
  contract?: string
  /**
   * PLAT-025: a post bots abuse (sign-in, sign-up, place order): a bot-protection token is asked for
   * first, at `BOT_PROTECTION_TOKEN_PATH`, and sent with it in `x-bot-protection-token`.
   */
  botProtected?: boolean
}

export interface ApiClient {
  request<S extends z.ZodType>(options: RequestOptions<S>): Promise<z.infer<S>>
  readonly locale: string
  readonly currency: string
  readonly siteId: string
}

/** Content calls under the /pre preview prefix: an active preview with preview enabled in config (PLAT-036). */
function isPreviewContent(env: Env, service: Service, preview: PreviewOptions | undefined): boolean {
  return service === 'content' && Boolean(preview?.active) && env.previewEnabled
}

/**
 * The base URL for a service. Content calls go to the content environment `cms` chose, if any
 * (PLAT-038), and compose as `{base}/pre/{mode}/caas/...` (A37, CMS-001).
 */
function baseUrl(env: Env, service: Service, preview: PreviewOptions | undefined): string {
  if (service === 'provider') return env.paymentProviderUrl
  if (service === 'commerce') return env.commerceApiUrl
  if (service === 'decision') return env.decisionApiUrl
  const pre = isPreviewContent(env, service, preview) ? '/pre' : ''
  const mode = env.CONTENT_MODE ? callPath(CALL_TEMPLATES.contentMode, { mode: env.CONTENT_MODE }) : ''
  return `${preview?.contentEnvironment?.url ?? env.contentApiUrl}${pre}${mode}`
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { env, logger, locale } = options
  const info = resolveLocale(locale)
  if (!info) throw new Error(`Unsupported locale ${locale}`)
  const wireLocale = apiLocale(locale, env.apiLocaleFormat === 'url' ? 'dev' : 'production')
  const mocked = options.mock === true && env.mockModeAvailable
  const doFetch = options.fetch ?? configuredTransport(env)

  /**
   * PLAT-025: a bot-protection token for the post about to leave. Its own short deadline; a failure is
   * logged and the post goes without one (the API decides, ERR-003 when it refuses).
   */
  async function botProtectionToken(): Promise<string | undefined> {
    try {
      const answer = await request({
        method: 'POST',
        path: env.BOT_PROTECTION_TOKEN_PATH,
        schema: BotProtectionTokenSchema,
        auth: false,
        timeoutMs: Math.min(env.NON_CRITICAL_TIMEOUT_MS, env.API_TIMEOUT_MS),
      })
      return answer.token
    } catch (error) {
      if (!isApiError(error)) throw error
      logger.warn({ err: error, path: env.BOT_PROTECTION_TOKEN_PATH }, 'no bot-protection token')
      return undefined
    }
  }

  async function request<S extends z.ZodType>(opts: RequestOptions<S>, retried = false): Promise<z.infer<S>> {
    const service = opts.service ?? 'commerce'
    const method = opts.method ?? 'GET'
    const url = new URL(`${baseUrl(env, service, options.preview)}${opts.path}`)
    url.searchParams.set('locale', wireLocale)
    if (options.preview?.bypassAllCache) url.searchParams.set('bypassAllCache', 'true')
    // CMS-002: the content service always gets removeNulls.
    if (service === 'content') url.searchParams.set('removeNulls', 'true')
    for (const [key, value] of Object.entries(opts.query ?? {})) {
      if (value === undefined || value === null || value === '') continue
      if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, v)
      else url.searchParams.set(key, String(value))
    }

    const transactionId = randomUUID()
    const correlationId = randomUUID()
    const headers = new Headers({
      Accept: 'application/json',
      'x-transaction-id': transactionId,
      'x-correlation-id': correlationId,
      'x-locale': wireLocale,
      'x-channel': options.channel,
      'x-site-id': info!.site.id,
      'x-region': info!.site.region,
      'x-source': 'ECOM15',
    })
    if (env.API_ACCESS_KEY) headers.set('x-api-key', env.API_ACCESS_KEY)
    if (env.API_SERVER_TRUST_ID) headers.set('x-server-trust-id', env.API_SERVER_TRUST_ID)
    if (env.API_MAINTENANCE_BYPASS) headers.set('x-maintenance-bypass', env.API_MAINTENANCE_BYPASS)
    for (const [name, value] of Object.entries(env.testingHeaders)) headers.set(name, value)
    if (env.disableBotDetection) headers.set('x-disable-bot-detection', 'true')
    if (options.sessionId) headers.set('x-usid', options.sessionId)
    // PLAT-039, on a preview's content calls only: a live read with it could be cached for everyone.
    if (service === 'content' && options.preview?.active && options.preview.dateRFC1123) {
      headers.set('x-preview-date', options.preview.dateRFC1123)
    }
    // CMS-002: the preview access header, on preview content calls only.
    if (env.CONTENT_PREVIEW_TOKEN && isPreviewContent(env, service, options.preview)) {
      headers.set('x-preview-token', env.CONTENT_PREVIEW_TOKEN)
    }
    const auth =
      opts.auth ?? (isCatalogueRead(service, method, opts.path) ? 'if-present' : service === 'commerce')
    const token =
      auth === 'if-present' && options.currentToken
        ? options.currentToken()
        : auth
          ? await options.getToken()
          : undefined
    if (token) headers.set('Authorization', `Bearer ${token}`)
    if (opts.botProtected) {
      const botToken = await botProtectionToken()
      if (botToken) headers.set(BOT_PROTECTION_HEADER, botToken)
    }
    // PLAT-005: the API's own cookies for this shopper (as the token call may just have left them),
    // never the browser's.
    const cookie = options.cookies?.header(url)
    if (cookie) headers.set('Cookie', cookie)
    let body: string | FormData | undefined
    if (opts.jsonContentType) headers.set('Content-Type', 'application/json')
    // A multipart body (uploads): fetch writes its Content-Type with the boundary.
    if (opts.body instanceof FormData) body = opts.body
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body)
      headers.set('Content-Type', 'application/json')
    }

    // Non-critical reads get their own short deadline and a circuit; the rest keep API_TIMEOUT_MS (PLAT-012).
    const group = opts.group ?? upstreamGroup(service, method, opts.path)
    const deadline =
      opts.timeoutMs ??
      (group ? Math.min(env.NON_CRITICAL_TIMEOUT_MS, env.API_TIMEOUT_MS) : env.API_TIMEOUT_MS)
    // A mock answer says nothing of the service's health: no circuit counts it or holds it back.
    const circuit = group && !mocked ? circuitFor(group, env) : undefined
    const log = logger.child({
      correlationId,
      transactionId,
      service,
      method,
      path: url.pathname,
      group,
      ...(mocked ? { mock: true } : {}),
    })
    if (circuit && !circuit.allow()) {
      log.warn({ status: 503 }, 'upstream call skipped: circuit open')
      throw new ApiError({ status: 503, message: `The ${group} service is resting`, correlationId })
    }
    // Mock mode (decision 074): the emulator loads once, on the first call, before any deadline starts.
    const send = mocked ? await loadMockModeTransport() : doFetch
    const timeout = AbortSignal.timeout(deadline)
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout
    const started = performance.now()
    const done = options.timing?.upstreamStarted(started)
    let response: UpstreamResponse
    try {
      response = await send(url, { method, headers, body, signal })
    } catch (error) {
      done?.()
      const timedOut = timeout.aborted
      if (timedOut || !options.signal?.aborted) circuit?.failure()
      else circuit?.release()
      log.warn({ err: error, timedOut, ms: Math.round(performance.now() - started) }, 'upstream call failed')
      throw new ApiError({
        status: timedOut ? 504 : 502,
        message: timedOut ? `Upstream timed out after ${deadline} ms` : 'Upstream unreachable',
        correlationId,
      })
    }
    if (response.status >= 500) circuit?.failure()
    else circuit?.success()
    const setCookies = response.headers.getSetCookie?.() ?? []
    if (setCookies.length) options.cookies?.store(url, setCookies)
    const ms = Math.round(performance.now() - started)
    let raw: Uint8Array
    try {
      raw = new Uint8Array(await response.arrayBuffer())
      done?.()
    } catch (error) {
      done?.()
      // The connection broke, or the deadline passed, while the body was arriving.
      const timedOut = timeout.aborted
      circuit?.failure()
      log.warn({ err: error, timedOut, status: response.status, ms }, 'upstream body unreadable')
      throw new ApiError({
        status: timedOut ? 504 : 502,
        message: 'Upstream answer cut short',
        correlationId,
      })
    }
    const text = new TextDecoder().decode(raw)
    let json: unknown = undefined
    let notJson = false
    if (text) {
      try {
        json = JSON.parse(text)
      } catch {
        json = undefined
        notJson = true
      }
    }
    // A success whose body is not JSON (a proxy's page, a cut answer): the upstream's fault, not drift.
    if (response.ok && notJson && !opts.file) {
      circuit?.failure()
      log.warn({ status: response.status, ms }, 'upstream answer is not JSON')
      throw new ApiError({ status: 502, message: 'Unexpected upstream response', correlationId })
    }

    if (!response.ok) {
      const parsed = ErrorBodySchema.safeParse(json)
      const first = parsed.success ? parsed.data.errorDetails[0] : undefined
      const appId = parsed.success ? parsed.data.appId : undefined
      if (response.status === 403 && appId) {
        // A 403 with an appId is the bot-defence case (ERR-003).
        log.warn({ event: 'bot-defence', appId, status: 403 }, 'bot defence triggered')
      }
      // Every upstream error is logged with its correlation id (on `log`); a server error as a warning.
      log[response.status >= 500 ? 'warn' : 'info'](
        {
          status: response.status,
          ms,
          errorId: first?.errorId,
          upstreamCorrelationId: parsed.success ? parsed.data.correlationId : undefined,
        },
        'upstream error',
      )
      const error = new ApiError({
        status: response.status,
        errorId: first?.errorId,
        message: first?.message ?? (response.statusText || 'Upstream error'),
        correlationId: (parsed.success && parsed.data.correlationId) || correlationId,
        appId,
        details: first ? { ...first } : {},
      })
      // A token the service no longer accepts: the session decides (refresh and retry, or end it).
      const unauthorized = response.status === 401 || first?.errorId === 'AUT498'
      if (unauthorized && token && !retried && options.onUnauthorized) {
        if (await options.onUnauthorized(error, token, opts.path)) return request(opts, true)
      }
      // A catalogue read the service wants a token for after all: once more, with one.
      if (unauthorized && !token && auth === 'if-present' && !retried)
        return request({ ...opts, auth: true }, true)
      throw error
    }

    log.info({ status: response.status, ms }, 'upstream call')
    // PLAT-020: outside production, the answer as it arrived goes to its contract's check, unawaited.
    if (opts.contract && !opts.file && json !== undefined) {
      validateInBackground({
        env,
        transport: doFetch,
        logger: log,
        contract: opts.contract,
        body: text,
        locale: wireLocale,
        correlationId,
      })
    }
    const answer = opts.file
      ? {
          bytes: raw,
          contentType: response.headers.get('content-type') ?? undefined,
          contentDisposition: response.headers.get('content-disposition') ?? undefined,
        }
      : (json ?? {})
    const result = opts.schema.safeParse(answer)
    if (!result.success) {
      log.error({ issues: result.error.issues.slice(0, 5) }, 'upstream response did not match its schema')
      throw new ApiError({ status: 502, message: 'Unexpected upstream response', correlationId })
    }
    return result.data
  }

  const counted = countingFailures(options.timing, request)
  return { request: counted, locale, currency: info.site.currency, siteId: info.site.id }
}
