/**
 * The listing state of category pages and search results — refinements, sort and page — read from the
 * URL query and written back to it. The query is the one source of truth (shareable, canonical, works
 * without JavaScript). Pure and free of zod: listing components import it in the browser.
 */

/** Products per page: three rows of the four-column grid. */
export const PAGE_SIZE = 12

/** Refinements the listing puts in the URL, in canonical order; also the upstream query names. */
export const FACET_PARAMS = ['color', 'size', 'brand', 'price'] as const
export type FacetParam = (typeof FACET_PARAMS)[number]

/** Sort orders the listing offers; the first is the default and stays out of the URL. */
export const SORT_IDS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const
export type SortId = (typeof SORT_IDS)[number]
export const DEFAULT_SORT: SortId = 'relevance'

/** Visible facet values per breakpoint before "show more" (CONST-023). */
export const VISIBLE_FACET_VALUES = { sm: 4, md: 10, lg: 20 } as const

/** Longest search phrase passed upstream. */
export const MAX_QUERY_LENGTH = 100
const MAX_VALUES_PER_FACET = 30
const MAX_VALUE_LENGTH = 60
const MAX_PAGE = 10_000
const VALUE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .&'/+-]*$/u
/** `min-max` or `min-` (open-ended), amounts with up to two decimals. */
const PRICE_PATTERN = /^\d{1,7}(?:\.\d{1,2})?-(?:\d{1,7}(?:\.\d{1,2})?)?$/

export type Refinements = Record<FacetParam, string[]>

export interface ListingState {
  /** Search phrase; empty on category pages. */
  q: string
  sort: SortId
  /** 1-based. */
  page: number
  refinements: Refinements
}

/** A facet value as the products service returns it. */
export interface FacetValueLike {
  value: string
  label: string
  count: number
  selected?: boolean
}
export interface FacetLike {
  id: string
  label: string
  values: FacetValueLike[]
}

export interface AppliedFilter {
  facet: FacetParam
  facetLabel: string
  value: string
  label: string
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

export function isFacetParam(id: string): id is FacetParam {
  return (FACET_PARAMS as readonly string[]).includes(id)
}

export function isSortId(id: string): id is SortId {
  return (SORT_IDS as readonly string[]).includes(id)
}

function emptyRefinements(): Refinements {
  return { color: [], size: [], brand: [], price: [] }
}

function validValue(facet: FacetParam, value: string): boolean {
  if (value.length > MAX_VALUE_LENGTH) return false
  return facet === 'price' ? PRICE_PATTERN.test(value) : VALUE_PATTERN.test(value)
}

/**
 * Reads the listing state from a query string. Anything malformed (unknown sort, a page that is not a
 * positive integer, values with odd characters, a second price range) is ignored, never an error.
 */
export function parseListingQuery(query: URLSearchParams | string): ListingState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query
  const refinements = emptyRefinements()
  for (const facet of FACET_PARAMS) {
    const values: string[] = []
    for (const raw of params.getAll(facet)) {
      const value = raw.trim()
      if (!validValue(facet, value) || values.some((v) => same(v, value))) continue
      values.push(value)
    }
    // One price range at a time: the products service takes one min and one max.
    refinements[facet] = facet === 'price' ? values.slice(0, 1) : values.slice(0, MAX_VALUES_PER_FACET)
  }
  const sort = params.get('sort') ?? ''
  const page = Number(params.get('page') ?? '1')
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    sort: isSortId(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 0 && page <= MAX_PAGE ? page : 1,
    refinements,
  }
}

/** The query string of a state, in canonical order (q, refinements, sort, page); `''` or `?…`. */
export function listingQuery(state: ListingState): string {
  const params = new URLSearchParams()
  if (state.q) params.set('q', state.q)
  for (const facet of FACET_PARAMS) for (const value of state.refinements[facet]) params.append(facet, value)
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort)
  if (state.page > 1) params.set('page', String(state.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

export function listingHref(pathname: string, state: ListingState): string {
  return `${pathname}${listingQuery(state)}`
}

export function isRefined(state: ListingState, facet: FacetParam, value: string): boolean {
  return state.refinements[facet].some((v) => same(v, value))
}

/** Adds or removes one facet value; price is one range at a time. Any change goes back to page 1. */
export function toggleRefinement(state: ListingState, facet: FacetParam, value: string): ListingState {
  const current = state.refinements[facet]
  const next = isRefined(state, facet, value)
    ? current.filter((v) => !same(v, value))
    : facet === 'price'
      ? [value]
      : [...current, value]
  return { ...state, page: 1, refinements: { ...state.refinements, [facet]: next } }
}

/** Removes every refinement; the search phrase and the sort stay. */
export function clearRefinements(state: ListingState): ListingState {
  return { ...state, page: 1, refinements: emptyRefinements() }
}

export function withSort(state: ListingState, sort: SortId): ListingState {
  return { ...state, sort, page: 1 }
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page }
}

export function hasRefinements(state: ListingState): boolean {
  return FACET_PARAMS.some((facet) => state.refinements[facet].length > 0)
}

/** Number of pages for a result total; at least 1. */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** The products service's query for a state (productSearch: start/count paging, priceMin/priceMax). */
export function upstreamQuery(state: ListingState) {
  const [price] = state.refinements.price
  const [priceMin, priceMax] = price ? price.split('-') : []
  return {
    ...(state.q ? { q: state.q } : {}),
    color: state.refinements.color,
    size: state.refinements.size,
    brand: state.refinements.brand,
    priceMin: priceMin || undefined,
    priceMax: priceMax || undefined,
    sort: state.sort,
    start: (state.page - 1) * PAGE_SIZE,
    count: PAGE_SIZE,
  }
}

/**
 * Matches the URL's refinements against the facets the products service returned: those it knows become
 * chips (with the service's labels); values no facet offers are dropped from `state`, and a page past
 * the last one goes to the last page. `changed` says the URL should be corrected.
 */
export function reconcile(
  state: ListingState,
  facets: FacetLike[],
  total: number,
): { state: ListingState; applied: AppliedFilter[]; changed: boolean } {
  const applied: AppliedFilter[] = []
  const refinements = emptyRefinements()
  let changed = false
  for (const facet of FACET_PARAMS) {
    const offered = facets.find((f) => f.id === facet)
    for (const value of state.refinements[facet]) {
      const match = offered?.values.find((v) => same(v.value, value))
      if (!match) {
        changed = true
        continue
      }
      refinements[facet].push(value)
      applied.push({ facet, facetLabel: offered!.label, value: match.value, label: match.label })
    }
  }
  const pages = pageCount(total)
  const page = Math.min(state.page, pages)
  if (page !== state.page) changed = true
  return { state: { ...state, refinements, page }, applied, changed }
}

/**
 * How a facet's values split across breakpoints (CONST-023): `inline` up to the small count, then the
 * values shown inline from md and from lg, then those only ever behind "show more". `more` is how many
 * sit behind "show more" at each breakpoint.
 */
export function splitFacetValues<T>(values: T[]) {
  const { sm, md, lg } = VISIBLE_FACET_VALUES
  return {
    inline: values.slice(0, sm),
    fromMd: values.slice(sm, md),
    fromLg: values.slice(md, lg),
    rest: values.slice(lg),
    more: {
      sm: Math.max(0, values.length - sm),
      md: Math.max(0, values.length - md),
      lg: Math.max(0, values.length - lg),
    },
  }
}
