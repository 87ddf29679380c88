import { format } from 'date-fns'
import type { BlockType } from './content.ts'
import { dateLocale } from '../market/display-date.ts'
import { href, localePath, withQuery } from '../paths/paths.ts'
import { isPreviewRequest, parsePreviewDateTime, type PreviewOptions } from '../page/request-rules.ts'

/**
 * The editors' preview: the ribbon a preview page shows, and the rules of the preview tool (001 §2
 * Preview tool): its controls (docType, layoutVariant, limit, page), its results and its frame.
 */

/** The query parameters that put a page in preview (PLAT-035..PLAT-039); leaving preview drops them. */
export const PREVIEW_PARAMS = ['preview', 'previewDateTime', 'previewDateRFC1123', 'cms', 'bypassAllCache']

/** CONST-021 / CMS-152: the preview tool's page sizes. */
export const PREVIEW_LIMITS = [10, 20, 50] as const
export type PreviewLimit = (typeof PREVIEW_LIMITS)[number]
/** CONST-021: the page size the preview tool starts with. */
export const DEFAULT_PREVIEW_LIMIT: PreviewLimit = 20

/** True for one of the preview tool's page sizes. */
export function isPreviewLimit(value: unknown): value is PreviewLimit {
  return (PREVIEW_LIMITS as readonly unknown[]).includes(value)
}

/**
 * The document types editors can list in the preview tool, in the tool's order: the showcase call's
 * document types (pages and a few block types), not the storefront's list of blocks. A block type here
 * is checked against the block folders (a type error when one is renamed or gone).
 */
export const PREVIEW_DOC_TYPES = [
  'page',
  'heroBanner',
  'banner',
  'promoBar',
  'productCollection',
  'richText',
] as const satisfies readonly ('page' | BlockType)[]

/** The environments a preview frame's address can name (CMS-153). */
export const PREVIEW_ENVS = ['localhost', 'pr', 'dev', 'qa', 'preprod', 'production', 'unknown'] as const
export type PreviewEnv = (typeof PREVIEW_ENVS)[number]

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0'])
// A pull request's preview deployment: pr-123, pr123, deploy-preview-123, pull-123 as a name part.
const PR_PREVIEW = /(?:^|[.-])(?:pr-?\d+|deploy-preview-\d+|pull-\d+)(?:[.-]|$)/

/**
 * CMS-153: the environment a preview frame shows, guessed from its address: a loopback host is
 * localhost; a pull request's number in the host is a PR preview; `dev`, `qa`, `preprod` (or
 * `pre-prod`) as a part of the host name that environment; `www.`, `prod` or one of `productionHosts`
 * production; anything else, or an address that is not one, an unknown host.
 */
export function envFromUrl(
  address: string,
  { productionHosts = [] }: { productionHosts?: readonly string[] } = {},
): PreviewEnv {
  let host: string
  try {
    host = new URL(address).hostname.toLowerCase()
  } catch {
    return 'unknown'
  }
  if (!host) return 'unknown'
  if (LOOPBACK.has(host) || host.endsWith('.localhost')) return 'localhost'
  if (PR_PREVIEW.test(host)) return 'pr'
  const parts = host.split(/[.-]/)
  if (parts.includes('preprod') || /(?:^|[.-])pre-prod(?:[.-]|$)/.test(host)) return 'preprod'
  if (parts.includes('qa')) return 'qa'
  if (parts.includes('dev')) return 'dev'
  if (productionHosts.includes(host) || host.startsWith('www.') || parts.includes('prod')) return 'production'
  return 'unknown'
}

/** The page's own address without the preview parameters: where leaving preview goes. */
export function exitPreviewHref(url: URL): string {
  const params = new URLSearchParams(url.search)
  for (const name of PREVIEW_PARAMS) params.delete(name)
  return withQuery(url.pathname, params)
}

/** Where the ribbon's "Leave preview" posts: the browser forgets its preview and goes back to the page. */
export function leavePreviewPath(locale: string): string {
  return href('/:locale/preview/leave', { locale })
}

/** True when a navigation enters, leaves or changes preview: the root must load again for the ribbon. */
export function previewChanged(current: URL, next: URL): boolean {
  return PREVIEW_PARAMS.some(
    (name) => current.searchParams.getAll(name).join('\n') !== next.searchParams.getAll(name).join('\n'),
  )
}

/**
 * An instant as editors schedule content, in UTC and the locale's conventions: "Dec 8, 2026, 9:30 AM
 * UTC" in en-us, "8 Dec 2026, 09:30 UTC" in en-gb. Unreadable input comes back as it came.
 */
export function formatPreviewMoment(iso: string, locale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const utcWallClock = new Date(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
  )
  return `${format(utcWallClock, 'PPp', { locale: dateLocale(locale) })} UTC`
}

/** How each preview date parameter is written, for the editor whose date was refused. */
export const PREVIEW_DATE_EXAMPLES = {
  previewDateTime: '2026-12-08T09:30',
  previewDateRFC1123: 'Tue, 08 Dec 2026 09:30:00 GMT',
} as const

/** What the preview ribbon shows (PLAT-035): the moment previewed, the content environment, the way out. */
export interface PreviewRibbonView {
  /** The preview date, formatted; null when the preview shows content as of now. */
  date: string | null
  /** The content environment `cms` chose (PLAT-038); null for the configured one. */
  environment: string | null
  /** A preview date that was refused: the parameter, the value given and how one is written. */
  invalidDate: { name: string; value: string; example: string } | null
  /** Where "Leave preview" posts. */
  leaveAction: string
}

/** The ribbon of a request that reads unpublished content, or whose preview date was refused; else null. */
export function previewRibbonView(preview: PreviewOptions, locale: string): PreviewRibbonView | null {
  if (!isPreviewRequest(preview)) return null
  const invalid = preview.invalidDate
  return {
    date: preview.at ? formatPreviewMoment(preview.at, locale) : null,
    environment: preview.contentEnvironment?.name ?? null,
    invalidDate: invalid ? { ...invalid, example: PREVIEW_DATE_EXAMPLES[invalid.name] } : null,
    leaveAction: leavePreviewPath(locale),
  }
}

// ---- The preview tool ---------------------------------------------------------------------------

/** The preview tool's frame section, which a document's "in the frame" link goes to. */
export const PREVIEW_FRAME_ID = 'preview-frame'

/** The tool's address with `changes` applied to its query (null removes a parameter). */
export function toolHref(url: URL, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(url.search)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name)
    else params.set(name, value)
  }
  return withQuery(url.pathname, params)
}

/** Parameters of the tool's address that its forms carry along as hidden fields. */
function kept(url: URL, names: readonly string[]): [string, string][] {
  return names.flatMap((name) =>
    url.searchParams.getAll(name).map((value): [string, string] => [name, value]),
  )
}

/**
 * CMS-151: the hidden fields of the controls form. A submit starts again at page 1; the preview
 * parameters and the framed address stay.
 */
export function controlsHiddenFields(url: URL): [string, string][] {
  return [...kept(url, [...PREVIEW_PARAMS, 'frame']), ['page', '1']]
}

/** The hidden fields of the frame's address form: everything else the tool's address holds. */
export function frameHiddenFields(url: URL): [string, string][] {
  return [...url.searchParams].filter(([name]) => name !== 'frame')
}

/**
 * The address a preview frame may show: an http(s) URL, or a path of this site resolved against
 * `origin`; null for anything else (`javascript:`, a protocol-relative `//host`, garbage).
 */
export function framedAddress(raw: string | null | undefined, origin: string): string | null {
  const value = raw?.trim()
  if (!value || value.startsWith('//') || value.startsWith('/\\')) return null
  if (!value.startsWith('/') && !/^https?:\/\//i.test(value)) return null
  try {
    const url = new URL(value, origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * The storefront address that previews a document shown at `path`, with the tool's `cms`. A document
 * scheduled for later (`visibleFrom`) is previewed at that moment, the moment it first shows; any other
 * at the tool's own preview date, if it has one.
 */
export function documentPreviewHref(
  locale: string,
  path: string,
  toolUrl: URL,
  visibleFrom?: string | null,
): string {
  const params = new URLSearchParams({ preview: 'true' })
  const scheduled = visibleFrom ? parsePreviewDateTime(visibleFrom) : undefined
  const dates = scheduled ? [] : ['previewDateTime', 'previewDateRFC1123']
  if (scheduled) params.append('previewDateTime', scheduled.toISOString())
  for (const [name, value] of kept(toolUrl, [...dates, 'cms'])) params.append(name, value)
  return withQuery(localePath(locale, path), params)
}

/** The tool's paging: the previous and next page, when there are; `pages` when the service counts. */
export interface ShowcasePaging {
  page: number
  pages: number | null
  previous: number | null
  next: number | null
}

/**
 * Paging over the showcase: with a total, up to its last page; without one, a full page suggests
 * another.
 */
export function showcasePaging({
  page,
  limit,
  total,
  count,
}: {
  page: number
  limit: number
  total?: number
  count: number
}): ShowcasePaging {
  const pages = total === undefined ? null : Math.max(1, Math.ceil(total / limit))
  const hasNext = pages === null ? count >= limit : page < pages
  // A page past the last one leads back to the last one.
  const previous = page > 1 ? Math.min(page - 1, pages ?? page - 1) : null
  return { page, pages, previous, next: hasNext ? page + 1 : null }
}
