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

/**
 * The preview options of a request's URL (000 §2, A8): `preview` (true/false), `previewDateTime`,
 * `previewDateRFC1123`, `bypassAllCache` and `cms`. In the production deployment the whole query is
 * ignored unless the editor's preview cookie came with the request, and `cms` is ignored always.
 */
export function previewFrom(url: URL, policy: PreviewPolicy = OPEN_POLICY): PreviewOptions {
  if (policy.production && !policy.editor) return { active: false, bypassAllCache: false }
  const params = url.searchParams
  const preview = params.get('preview')
  const dateTime = params.get('previewDateTime')
  const active = preview === 'true' || (preview !== 'false' && Boolean(dateTime))
  // A preview date is part of a preview, and nothing without one: sent on a live read, it would ask a
  // CMS that honours it for scheduled content, which the shared content cache then gives everyone.
  const fromQuery = active ? params.get('previewDateRFC1123') || undefined : undefined
  const dateRFC1123 = active ? (fromQuery ?? parsePreviewDateTime(dateTime)?.toUTCString()) : undefined
  const moment = dateRFC1123 ? new Date(dateRFC1123) : undefined
  const cms = policy.production ? null : params.get('cms')
  const cmsUrl = cms && Object.hasOwn(policy.environments, cms) ? policy.environments[cms] : undefined
  return {
    active,
    dateRFC1123,
    at: moment && !Number.isNaN(moment.getTime()) ? moment.toISOString() : undefined,
    bypassAllCache: params.get('bypassAllCache') === 'true',
    contentEnvironment: cms && cmsUrl ? { name: cms, url: cmsUrl } : undefined,
  }
}

/**
 * A request that reads unpublished content, from preview or from another content environment: it
 * reads through every cache, is never stored, is not indexed and shows the preview ribbon.
 */
export function isPreviewRequest(preview: PreviewOptions): boolean {
  return preview.active || Boolean(preview.contentEnvironment)
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
