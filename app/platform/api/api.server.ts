import type { z } from 'zod'
import { ApiError, isApiError } from '#app/domain/errors/api-error.ts'
import { BOT_PROTECTION_HEADER, BotProtectionTokenSchema } from '#app/domain/identity/bot-protection.ts'
import { apiLocale, resolveLocale } from '#app/domain/market/site.ts'
import type { Env } from '#app/platform/env/env.server.ts'
import { lazyChild, type Logger } from '#app/platform/log/logger.server.ts'
import type { UpstreamResponse, UpstreamTransport } from './upstream-transport.server.ts'
import { countingFailures, type ServerTiming } from '#app/platform/http/server-timing.ts'
import type { PreviewOptions } from '#app/domain/page/request-rules.ts'
import { isCatalogueRead, upstreamGroup } from '#app/platform/api/upstream-groups.ts'
import { circuitFor } from './circuits.server.ts'
import type { UpstreamCookies } from '#app/platform/api/upstream-cookies.ts'
import {
  callHeaders,
  callUrl,
  type CallContext,
  type Channel,
  type RequestOptions,
} from './api-request.server.ts'
import { chooseTransport } from './api-transport.server.ts'
import { answerHooks } from './api-answer-hooks.server.ts'
import { parseJson, upstreamError } from './api-answer.server.ts'

/**
 * The one upstream client (PLAT-001). It applies every common request rule of the specs: Accept
 * JSON, a new transaction and correlation id per call, the access key, server trust id and optional
 * bypass/testing headers, the locale as header and query, the channel, the API identity, the bearer
 * token, the cookies the API set for this shopper (PLAT-005), and a timeout. Error bodies become
 * ApiError; responses are parsed with the entity schemas. Beside it: what every call carries and
 * what one call asks (`api-request.server.ts`), which transport answers (`api-transport.server.ts`),
 * reading an answer (`api-answer.server.ts`) and what follows an answer (`api-answer-hooks.server.ts`).
 */

export type { PreviewOptions, RequestOptions }

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

export interface ApiClient {
  request<S extends z.ZodType>(options: RequestOptions<S>): Promise<z.infer<S>>
  readonly locale: string
  readonly currency: string
  readonly siteId: string
  /**
   * PLAT-025: starts a bot-protection token call now, for a `botProtected` post that leaves later. It
   * never rejects: a failed call is logged and gives no token, and the post goes without one.
   */
  botProtectionToken(): Promise<string | undefined>
  /**
   * The same client, its calls not cut short when the shopper's browser goes away (each keeps its
   * deadline): for work that must finish once begun, as placing an order, which another post of the
   * same form may be waiting on (a double click without JavaScript cancels the first post's page).
   */
  untilDone(): ApiClient
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { env, logger, locale } = options
  const info = resolveLocale(locale)
  if (!info) throw new Error(`Unsupported locale ${locale}`)
  const wireLocale = apiLocale(locale, env.apiLocaleFormat === 'url' ? 'dev' : 'production')
  const transport = chooseTransport(env, options)
  const hooks = answerHooks({ env, cookies: options.cookies, transport: transport.services, wireLocale })
  const { channel, sessionId, preview } = options
  const call: CallContext = { env, wireLocale, channel, site: info.site, sessionId, preview }

  /**
   * PLAT-025: a bot-protection token for a protected post. Its own short deadline; a failure is logged
   * and the post goes without one (the API decides, ERR-003 when it refuses). It never rejects, so a
   * token started early and never awaited (the post did not leave) is no unhandled rejection.
   */
  function botProtectionToken(): Promise<string | undefined> {
    return request({
      method: 'POST',
      path: env.BOT_PROTECTION_TOKEN_PATH,
      schema: BotProtectionTokenSchema,
      auth: false,
      timeoutMs: Math.min(env.NON_CRITICAL_TIMEOUT_MS, env.API_TIMEOUT_MS),
    }).then(
      (answer) => answer.token,
      (error: unknown) => {
        const level = isApiError(error) ? 'warn' : 'error'
        logger[level]({ err: error, path: env.BOT_PROTECTION_TOKEN_PATH }, 'no bot-protection token')
        return undefined
      },
    )
  }

  async function request<S extends z.ZodType>(opts: RequestOptions<S>, retried = false): Promise<z.infer<S>> {
    const service = opts.service ?? 'commerce'
    const method = opts.method ?? 'GET'
    const url = callUrl(call, service, opts.path, opts.query)
    const { headers, transactionId, correlationId } = callHeaders(call, service)
    const auth =
      opts.auth ?? (isCatalogueRead(service, method, opts.path) ? 'if-present' : service === 'commerce')
    // PLAT-025: the bot-protection token's call leaves now, alongside the wait for the bearer token (a
    // guest's may still be on its way), or was started by the caller before its earlier work.
    const botToken = opts.botProtected === true ? botProtectionToken() : opts.botProtected || undefined
    const token =
      auth === 'if-present' && options.currentToken
        ? options.currentToken()
        : auth
          ? await options.getToken()
          : undefined
    if (token) headers.set('Authorization', `Bearer ${token}`)
    const bot = await botToken
    if (bot) headers.set(BOT_PROTECTION_HEADER, bot)
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
    const circuit = group && !transport.mocked ? circuitFor(group, env) : undefined
    // What each of the call's log lines says of it: the success line carries it, a warning or an
    // error is written with a child logger made for it then (lazyChild). The service called is
    // `upstream`: every line's `service` is the storefront's own (the logger's base).
    const about = {
      correlationId,
      transactionId,
      upstream: service,
      method,
      path: url.pathname,
      group,
      ...(transport.mocked ? { mock: true } : {}),
    }
    const log = lazyChild(logger, about)
    if (circuit && !circuit.allow()) {
      log().warn({ status: 503 }, 'upstream call skipped: circuit open')
      throw new ApiError({ status: 503, message: `The ${group} service is resting`, correlationId })
    }
    // Mock mode (decision 074): the emulator loads once, on the first call, before any deadline starts.
    const send = await transport.forCall()
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
      log().warn(
        { err: error, timedOut, ms: Math.round(performance.now() - started) },
        'upstream call failed',
      )
      throw new ApiError({
        status: timedOut ? 504 : 502,
        message: timedOut ? `Upstream timed out after ${deadline} ms` : 'Upstream unreachable',
        correlationId,
      })
    }
    if (response.status >= 500) circuit?.failure()
    else circuit?.success()
    hooks.keepCookies(url, response)
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
      log().warn({ err: error, timedOut, status: response.status, ms }, 'upstream body unreadable')
      throw new ApiError({
        status: timedOut ? 504 : 502,
        message: 'Upstream answer cut short',
        correlationId,
      })
    }
    const text = new TextDecoder().decode(raw)
    const { json, notJson } = parseJson(text)
    // A success whose body is not JSON (a proxy's page, a cut answer): the upstream's fault, not drift.
    if (response.ok && notJson && !opts.file) {
      circuit?.failure()
      log().warn({ status: response.status, ms }, 'upstream answer is not JSON')
      throw new ApiError({ status: 502, message: 'Unexpected upstream response', correlationId })
    }

    if (!response.ok) {
      const error = upstreamError(response, json, { correlationId, log: log(), ms })
      // A token the service no longer accepts: the session decides (refresh and retry, or end it).
      const unauthorized = error.status === 401 || error.errorId === 'AUT498'
      if (unauthorized && token && !retried && options.onUnauthorized) {
        if (await options.onUnauthorized(error, token, opts.path)) return request(again(opts), true)
      }
      // A catalogue read the service wants a token for after all: once more, with one.
      if (unauthorized && !token && auth === 'if-present' && !retried)
        return request({ ...again(opts), auth: true }, true)
      throw error
    }

    logger.info({ ...about, status: response.status, ms }, 'upstream call')
    // PLAT-020: outside production, the answer as it arrived goes to its contract's check, unawaited.
    if (opts.contract && !opts.file && json !== undefined) {
      hooks.checkContract({ contract: opts.contract, text, correlationId, log: log() })
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
      log().error({ issues: result.error.issues.slice(0, 5) }, 'upstream response did not match its schema')
      throw new ApiError({ status: 502, message: 'Unexpected upstream response', correlationId })
    }
    return result.data
  }

  /** A call made again: a protected post asks for a token of its own, as the first one did. */
  function again<S extends z.ZodType>(opts: RequestOptions<S>): RequestOptions<S> {
    return opts.botProtected ? { ...opts, botProtected: true } : opts
  }

  const counted = countingFailures(options.timing, request)
  const { currency, id: siteId } = info.site
  let lasting: ApiClient | undefined
  const client: ApiClient = {
    request: counted,
    locale,
    currency,
    siteId,
    botProtectionToken,
    untilDone: () =>
      options.signal ? (lasting ??= createApiClient({ ...options, signal: undefined })) : client,
  }
  return client
}
