import type { Article, ArticleFacet, Breakpoint } from './content-blocks.ts'

/**
 * Articles (001 §3 Article) and the article grid's rules (001 §4, §9): the mapper from the article
 * search's items to cards, the grid's page size, the facets shown per breakpoint, and the grid state
 * (tags and offset) read from and written to the page URL. No zod here: the grid block imports these
 * rules in the browser (decision 004).
 */

/** An article as the search (and the children call) may return it; the mapper reads it defensively. */
export interface ArticleSearchItem {
  id: string
  url: string
  title?: string
  picture?: { url: string; alt?: string; width?: number; height?: number }
  eyebrow?: string
  /** The page date, YYYY-MM-DD or an ISO date-time. */
  pageDate?: string
  description?: string
  /** Tag ids (facet ids) the article carries. */
  tags?: string[]
}

/** GET search/{siteId}/article: one page of articles, the facets and the total (CMS-073). */
export interface ArticleSearchResponse {
  result: ArticleSearchItem[]
  facets: ArticleFacet[]
  numFound: number
}

/** CONST-011: related articles per call. */
export const RELATED_ARTICLES_LIMIT = 4

/**
 * CONST-022: the grid starts with rowsToLoad × the small grid's columns articles, and each "read more"
 * adds as many. The columns default to 3; with no rowsToLoad one row loads, so an unset grid shows 3.
 */
export const DEFAULT_GRID_COLUMNS = 3
export const DEFAULT_ROWS_TO_LOAD = 1

/** CONST-023: facets visible before "all filters", per breakpoint. */
export const VISIBLE_FACETS: Readonly<Record<Breakpoint, number>> = { sm: 4, md: 10, lg: 20 }

/**
 * A grid URL asks for at most this many pages, so a hand-made `shown` cannot fan out into many calls
 * (pages already seen come from the cache: each "read more" costs one call).
 */
export const MAX_GRID_PAGES = 20

/** Tag ids a grid URL may select at most. */
const MAX_TAGS = 20

/** The page URL's query parameters of the article grid. */
export const GRID_PARAMS = { tags: 'tags', shown: 'shown' } as const

/** Card image size when the search gives none (the content service's card artwork is square). */
const DEFAULT_PICTURE_SIZE = 600

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

function dimension(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : DEFAULT_PICTURE_SIZE
}

/** The YYYY-MM-DD day of a date or ISO date-time string, or undefined. */
function isoDay(value: unknown): string | undefined {
  const match = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(value.trim()) : null
  return match?.[1]
}

/**
 * CMS-074: an article card from a search item (id, url, picture {url, alt}, eyebrow, page date, and the
 * title). An item without an id, a url or any text to name its link is dropped.
 */
export function toArticle(raw: unknown): Article | undefined {
  const item = record(raw)
  if (!item) return undefined
  const picture = record(item.picture)
  const pictureUrl = text(picture?.url)
  const id = text(item.id)
  const url = text(item.url)
  const title = text(item.title) ?? text(picture?.alt)
  if (!id || !url || !title) return undefined
  const article: Article = { id, url, title }
  if (picture && pictureUrl) {
    article.picture = {
      url: pictureUrl,
      alt: typeof picture.alt === 'string' ? picture.alt : '',
      width: dimension(picture.width),
      height: dimension(picture.height),
    }
  }
  const eyebrow = text(item.eyebrow)
  if (eyebrow) article.eyebrow = eyebrow
  const date = isoDay(item.pageDate ?? item.date)
  if (date) article.date = date
  const description = text(item.description)
  if (description) article.description = description
  return article
}

/** CMS-074: a facet has an id and a label; anything else is dropped. */
export function toFacet(raw: unknown): ArticleFacet | undefined {
  const item = record(raw)
  const id = text(item?.id)
  const label = text(item?.label)
  return id && label ? { id, label } : undefined
}

function uniqueBy<T>(items: Array<T | undefined>, key: (item: T) => string): T[] {
  const seen = new Set<string>()
  return items.filter((item): item is T => {
    if (item === undefined || seen.has(key(item))) return false
    seen.add(key(item))
    return true
  })
}

/** Cards from search items, malformed ones and repeats dropped. */
export function toArticles(items: readonly unknown[]): Article[] {
  return uniqueBy(items.map(toArticle), (article) => article.id)
}

/** Facets from the search, malformed ones and repeats dropped. */
export function toFacets(items: readonly unknown[]): ArticleFacet[] {
  return uniqueBy(items.map(toFacet), (facet) => facet.id)
}

/** CONST-022: the grid's page size, rowsToLoad × columns (defaults 1 and 3). */
export function articlePageSize(rowsToLoad?: number, columns?: number): number {
  const rows =
    rowsToLoad && Number.isInteger(rowsToLoad) && rowsToLoad > 0 ? rowsToLoad : DEFAULT_ROWS_TO_LOAD
  const cols = columns && Number.isInteger(columns) && columns > 0 ? columns : DEFAULT_GRID_COLUMNS
  return rows * cols
}

/**
 * CONST-023: the breakpoints on which the facet at `index` waits behind "all filters". A selected
 * facet always shows, so the shopper sees every filter in force.
 */
export function facetHiddenOn(index: number, selected = false): Breakpoint[] {
  if (selected) return []
  return (['sm', 'md', 'lg'] as const).filter((bp) => index >= VISIBLE_FACETS[bp])
}

/** The breakpoints on which `count` facets all fit, so "all filters" has nothing to show there. */
export function allFacetsFitOn(count: number): Breakpoint[] {
  return (['sm', 'md', 'lg'] as const).filter((bp) => count <= VISIBLE_FACETS[bp])
}

/** The grid's state: the tags filtering it and the offset of the last page loaded. */
export interface ArticleGridState {
  tags: string[]
  offset: number
}

function uniqueTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))].slice(0, MAX_TAGS)
}

/** The state a grid starts in: the editor's initial tags, first page. */
export function initialGridState(initialTags: readonly string[]): ArticleGridState {
  return { tags: uniqueTags(initialTags), offset: 0 }
}

/** CMS-070: "read more" loads the next page, appended to what shows. */
export function readMore(state: ArticleGridState, pageSize: number): ArticleGridState {
  return { tags: state.tags, offset: state.offset + pageSize }
}

/** CMS-071: another choice of filters starts again from offset 0. */
export function changeFilters(_state: ArticleGridState, tags: readonly string[]): ArticleGridState {
  return { tags: uniqueTags(tags), offset: 0 }
}

/** CMS-072: "clear all" goes back to the editor's initial tags, first page. */
export function clearAll(initialTags: readonly string[]): ArticleGridState {
  return initialGridState(initialTags)
}

/** The offsets of the pages the grid shows: 0, pageSize, … up to the state's offset. */
export function pageOffsets(state: ArticleGridState, pageSize: number): number[] {
  const pages = Math.floor(state.offset / pageSize) + 1
  return Array.from({ length: pages }, (_, page) => page * pageSize)
}

/** True when both lists name the same tags, in any order. */
export function sameTags(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a)
  const right = new Set(b)
  return left.size === right.size && [...left].every((tag) => right.has(tag))
}

/**
 * The grid state in a page URL: `tags` (repeatable; present but empty means "no filter", as the filter
 * form always sends it) and `shown`, the articles on show. Without `tags` the initial tags apply.
 */
export function readGridState(
  search: URLSearchParams,
  initialTags: readonly string[],
  pageSize: number,
): ArticleGridState {
  const tags = search.has(GRID_PARAMS.tags) ? uniqueTags(search.getAll(GRID_PARAMS.tags)) : initialTags
  const shown = Number(search.get(GRID_PARAMS.shown))
  const page = Number.isInteger(shown) && shown > pageSize ? Math.floor((shown - 1) / pageSize) : 0
  return { tags: uniqueTags(tags), offset: Math.min(page, MAX_GRID_PAGES - 1) * pageSize }
}

/**
 * The query string (`?…`, or '' for none) of the page showing `state`; the page's other parameters
 * (preview, cms…) are kept. Initial tags and the first page are left out, so "clear all" is the bare page.
 */
export function gridSearch(
  current: URLSearchParams | string,
  state: ArticleGridState,
  initialTags: readonly string[],
  pageSize: number,
): string {
  const params = new URLSearchParams(current)
  params.delete(GRID_PARAMS.tags)
  params.delete(GRID_PARAMS.shown)
  if (!sameTags(state.tags, uniqueTags(initialTags))) {
    if (state.tags.length === 0) params.append(GRID_PARAMS.tags, '')
    for (const tag of state.tags) params.append(GRID_PARAMS.tags, tag)
  }
  if (state.offset > 0) params.set(GRID_PARAMS.shown, String(state.offset + pageSize))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The page's parameters other than the grid's, for the filter form to carry as hidden fields. */
export function otherParams(current: URLSearchParams | string): Array<[string, string]> {
  return [...new URLSearchParams(current)].filter(
    ([key]) => key !== GRID_PARAMS.tags && key !== GRID_PARAMS.shown,
  )
}
