/** Rules the root middleware reads off each request and each upstream refusal. */

/** What the content calls of one request do about preview (PLAT-035..PLAT-039). */
export interface PreviewOptions {
  /** preview=true, or a preview date-time without preview=false: content under /pre when enabled (PLAT-036). */
  active: boolean
  /**
   * The preview date header's value (PLAT-039): previewDateRFC1123 verbatim, else previewDateTime in
   * RFC 1123; only with an active preview.
   */
  dateRFC1123?: string
  /** The moment previewed as an ISO date-time, when the query names one the server can read. */
  at?: string
  /** bypassAllCache=true is forwarded (PLAT-037). */
  bypassAllCache?: boolean
  /** PLAT-038: the content environment `cms` chose (outside production), with its content base URL. */
  contentEnvironment?: { name: string; url: string }
  /**
   * A preview date that cannot be read, as given: the preview is refused (published content, and the
   * editor is told), never read as now.
   */
  invalidDate?: { name: 'previewDateTime' | 'previewDateRFC1123'; value: string }
  /**
   * Where the preview choice came from: the request's own query, or the preview this browser is in
   * (its query remembered by `rememberedPreview`); none when neither names one.
   */
  source?: 'query' | 'remembered'
}

/** Who may use the preview query, and where `cms` may point. */
export interface PreviewPolicy {
  /** The production deployment: preview needs the editor's preview cookie there, and `cms` is ignored. */
  production: boolean
  /** The request carries a valid editor preview cookie. */
  editor: boolean
  /** Content base URLs by `cms` name (configuration); an unknown name is ignored. */
  environments: Readonly<Record<string, string>>
}

const OPEN_POLICY: PreviewPolicy = { production: false, editor: false, environments: {} }

// An ISO date or date-time; one without a zone is read as UTC, as content schedules are.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/** A previewDateTime as a Date (a bare date or a zone-less time is UTC), or undefined when unreadable. */
export function parsePreviewDateTime(value: string | null | undefined): Date | undefined {
  const match = value ? ISO_DATE_TIME.exec(value.trim()) : null
  if (!match) return undefined
  const text = value!.trim()
  const date = new Date(text.includes('T') && !match[1] ? `${text}Z` : text)
  return Number.isNaN(date.getTime()) ? undefined : date
}

// An HTTP date as RFC 1123 writes it, in GMT: "Thu, 24 Dec 2026 08:00:00 GMT".
const RFC_1123 = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/

/**
 * A previewDateRFC1123 as a Date, or undefined unless it is a real RFC 1123 date in GMT: the weekday
 * and the day must agree ("Fri, 24 Dec 2026" is not a date), as the header is sent as given.
 */
export function parsePreviewDateRFC1123(value: string | null | undefined): Date | undefined {
  const text = value?.trim()
  if (!text || !RFC_1123.test(text)) return undefined
  const date = new Date(text)
  return !Number.isNaN(date.getTime()) && date.toUTCString() === text ? date : undefined
}

/** The query parameters that choose a preview (the ones a browser in preview remembers). */
export const PREVIEW_CHOICE_PARAMS = ['preview', 'previewDateTime', 'previewDateRFC1123', 'cms'] as const

/** The preview choice of a query, as a query string of its own ('' when it names none). */
export function previewChoiceOf(params: URLSearchParams): string {
  const chosen = new URLSearchParams()
  for (const name of PREVIEW_CHOICE_PARAMS) {
    const value = params.get(name)
    if (value !== null) chosen.set(name, value)
  }
  return chosen.toString()
}

/**
 * The preview options of a request (000 §2, A8): `preview` (true/false), `previewDateTime`,
 * `previewDateRFC1123`, `bypassAllCache` and `cms`. A query that names none of the preview parameters
 * stays in the preview the browser is in (`remembered`, the query that chose it), so an editor keeps
 * previewing, at the same date, from page to page. A preview date that cannot be read is refused
 * (`invalidDate`), and the request reads published content. In the production deployment all of it is
 * ignored unless the editor's preview cookie came with the request, and `cms` is ignored always.
 */
export function previewFrom(
  url: URL,
  policy: PreviewPolicy = OPEN_POLICY,
  remembered?: string | null,
): PreviewOptions {
  const bypassAllCache = url.searchParams.get('bypassAllCache') === 'true'
  if (policy.production && !policy.editor) return { active: false, bypassAllCache: false }
  const own = PREVIEW_CHOICE_PARAMS.some((name) => url.searchParams.has(name))
  const source = own ? 'query' : remembered ? 'remembered' : undefined
  const params = source === 'remembered' ? new URLSearchParams(remembered!) : url.searchParams
  const preview = params.get('preview')
  const dateTime = params.get('previewDateTime')
  const active = preview === 'true' || (preview !== 'false' && Boolean(dateTime))
  // A preview date is part of a preview, and nothing without one: sent on a live read, it would ask a
  // CMS that honours it for scheduled content, which the shared content cache then gives everyone.
  const fromQuery = active ? params.get('previewDateRFC1123') || undefined : undefined
  const invalidDate = !active
    ? undefined
    : fromQuery !== undefined
      ? parsePreviewDateRFC1123(fromQuery)
        ? undefined
        : ({ name: 'previewDateRFC1123', value: fromQuery } as const)
      : dateTime && !parsePreviewDateTime(dateTime)
        ? ({ name: 'previewDateTime', value: dateTime } as const)
        : undefined
  if (invalidDate) return { active: false, bypassAllCache, invalidDate, source }
  const dateRFC1123 = active ? (fromQuery ?? parsePreviewDateTime(dateTime)?.toUTCString()) : undefined
  const moment = dateRFC1123 ? new Date(dateRFC1123) : undefined
  const cms = policy.production ? null : params.get('cms')
  const cmsUrl = cms && Object.hasOwn(policy.environments, cms) ? policy.environments[cms] : undefined
  return {
    active,
    dateRFC1123,
    at: moment && !Number.isNaN(moment.getTime()) ? moment.toISOString() : undefined,
    bypassAllCache,
    contentEnvironment: cms && cmsUrl ? { name: cms, url: cmsUrl } : undefined,
    source,
  }
}

/**
 * What the browser is to remember of a request's preview: the query that chose it when the request's
 * own query enters or changes the preview, null when it turns preview off (preview=false), undefined to
 * leave it as it is (no choice in the query, or a refused date).
 */
export function previewToRemember(
  url: URL,
  preview: PreviewOptions,
  remembered: string | null | undefined,
): string | null | undefined {
  if (preview.source !== 'query' || preview.invalidDate) return undefined
  if (!isPreviewRequest(preview)) return remembered ? null : undefined
  const choice = previewChoiceOf(url.searchParams)
  return choice === remembered ? undefined : choice
}

/**
 * A request that reads unpublished content, from preview or from another content environment, or
 * one whose preview date was refused: it reads through every cache, is never stored, is not indexed
 * and shows the preview ribbon.
 */
export function isPreviewRequest(preview: PreviewOptions): boolean {
  return preview.active || Boolean(preview.contentEnvironment) || Boolean(preview.invalidDate)
}

/**
 * A request that reads through every cache of ours — the content cache and the first-visit page
 * cache (decision 065) — and whose answers none of them keep: a preview, or `bypassAllCache=true`
 * (PLAT-037), which asks for what the upstreams hold now.
 */
export function readsThroughCaches(preview: PreviewOptions): boolean {
  return isPreviewRequest(preview) || preview.bypassAllCache === true
}

/**
 * The Cache-Control of an answer to a shopper: a preview and a page that needs sign-in (the account and
 * its pages, redirects to sign in included) are never stored by any cache, whatever the route says;
 * otherwise the route's own, else `private, no-cache`.
 */
export function cacheControlFor(answer: { preview: boolean; signInRequired: boolean; route: string | null }) {
  if (answer.preview || answer.signInRequired) return 'private, no-store'
  return answer.route ?? 'private, no-cache'
}

/** The codes of a 401 that refuses the token itself: unknown (revoked) or expired; none given. */
const TOKEN_REFUSED = new Set(['', 'AUT404', 'AUT432'])

/**
 * AUTH-001: a 401 that means the guest token itself was refused, so a new one is worth asking for. The
 * sign-in and sign-up calls answer wrong credentials with a 401 too: those are answers, not refusals.
 */
export function refusesGuestToken(errorId: string | undefined, path: string): boolean {
  return !path.startsWith('/consumers-v3/auth/') && TOKEN_REFUSED.has(errorId ?? '')
}

/** Query parameters carried across redirects (PLAT-034), with the preview date header's parameter (A8). */
export const CARRIED_PARAMS = [
  'preview',
  'previewDateTime',
  'previewDateRFC1123',
  'cms',
  'siteId',
  'enrollment_marketing_source',
]
