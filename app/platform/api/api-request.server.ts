import { randomUUID } from 'node:crypto'
import type { Env } from '#app/platform/env/env.server.ts'
import type { PreviewOptions } from '#app/domain/page/request-rules.ts'
import { CALL_TEMPLATES, callPath } from '#app/platform/api/call-templates.ts'
import type { z } from 'zod'
import type { UpstreamGroup } from './upstream-groups.ts'
import type { UpstreamMethod } from './upstream-transport.server.ts'

/**
 * What every upstream call carries, whatever it asks (000 §7, 001 §7 common request rules): the base
 * URL of its service, the locale in the query and a header, a new transaction and correlation id, the
 * access key, server trust id and optional bypass/testing headers, the channel, the site and the
 * user-session id. The API client adds what depends on the call (tokens, cookies, body).
 */

export type Service = 'commerce' | 'content' | 'provider' | 'decision'
export type Channel = 'ECOMM' | 'MOBILE_APP'
export type QueryValue = string | number | boolean | undefined | null | readonly string[]

/**
 * What one call asks of the API client (`request`): its service, method, path and body, and how its
 * answer is read.
 */
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
   * PLAT-025: a post bots abuse (sign-in, sign-up, place order) goes with a bot-protection token in
   * `x-bot-protection-token`. `true` asks for one at `BOT_PROTECTION_TOKEN_PATH` as the call starts,
   * alongside its bearer token; a caller with earlier work to do passes the token it started first
   * (`botProtectionToken()`), so that the two run at the same time.
   */
  botProtected?: boolean | Promise<string | undefined>
}

/** What one API client's calls have in common. */
export interface CallContext {
  env: Env
  /** The locale as the API spells it (`en_US`, or the URL form where configured). */
  wireLocale: string
  channel: Channel
  site: { id: string; region: string }
  /** User-session id; the header is left out when there is none (PLAT-010). */
  sessionId?: string
  preview?: PreviewOptions
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

/** A call's URL: its service's base, the path, the locale (PLAT-003) and the query without empty values. */
export function callUrl(
  context: CallContext,
  service: Service,
  path: string,
  query: Record<string, QueryValue> = {},
): URL {
  const { env, preview } = context
  const url = new URL(`${baseUrl(env, service, preview)}${path}`)
  url.searchParams.set('locale', context.wireLocale)
  if (preview?.bypassAllCache) url.searchParams.set('bypassAllCache', 'true')
  // CMS-002: the content service always gets removeNulls.
  if (service === 'content') url.searchParams.set('removeNulls', 'true')
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, v)
    else url.searchParams.set(key, String(value))
  }
  return url
}

/** A call's common headers, with the new transaction and correlation ids it carries (PLAT-002). */
export function callHeaders(context: CallContext, service: Service) {
  const { env, preview } = context
  const transactionId = randomUUID()
  const correlationId = randomUUID()
  const headers = new Headers({
    Accept: 'application/json',
    'x-transaction-id': transactionId,
    'x-correlation-id': correlationId,
    'x-locale': context.wireLocale,
    'x-channel': context.channel,
    'x-site-id': context.site.id,
    'x-region': context.site.region,
    'x-source': 'ECOM15',
  })
  if (env.API_ACCESS_KEY) headers.set('x-api-key', env.API_ACCESS_KEY)
  if (env.API_SERVER_TRUST_ID) headers.set('x-server-trust-id', env.API_SERVER_TRUST_ID)
  if (env.API_MAINTENANCE_BYPASS) headers.set('x-maintenance-bypass', env.API_MAINTENANCE_BYPASS)
  for (const [name, value] of Object.entries(env.testingHeaders)) headers.set(name, value)
  if (env.disableBotDetection) headers.set('x-disable-bot-detection', 'true')
  if (context.sessionId) headers.set('x-usid', context.sessionId)
  // PLAT-039, on a preview's content calls only: a live read with it could be cached for everyone.
  if (service === 'content' && preview?.active && preview.dateRFC1123) {
    headers.set('x-preview-date', preview.dateRFC1123)
  }
  // CMS-002: the preview access header, on preview content calls only.
  if (env.CONTENT_PREVIEW_TOKEN && isPreviewContent(env, service, preview)) {
    headers.set('x-preview-token', env.CONTENT_PREVIEW_TOKEN)
  }
  return { headers, transactionId, correlationId }
}
