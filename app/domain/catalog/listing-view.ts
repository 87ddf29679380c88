import {
  type FacetParam,
  type SortId,
  DEFAULT_SORT,
  type ListingState,
  type FacetLike,
  type AppliedFilter,
  isFacetParam,
  isSortId,
  listingQuery,
  listingHref,
  isRefined,
  toggleRefinement,
  clearRefinements,
  withPage,
  hasRefinements,
  pageCount,
} from './listing.ts'
import { pageLinks } from '#app/domain/paths/page-links.ts'
import type { DocumentValue } from '#app/domain/page/document-value.ts'

/**
 * The listing's view model (facets, sort, pages, applied filters) with every link already built on the
 * server, so the browser gets hrefs and not the URL rules. Pure and free of zod.
 */

/** A facet value with the link that applies or removes it. */
export interface FacetValueView {
  value: string
  label: string
  count: number
  selected: boolean
  swatch?: string
  href: string
}

/** A refinement and its values. */
export interface ListingFacet {
  id: FacetParam
  label: string
  values: FacetValueView[]
}

/**
 * Everything the listing UI shows besides the products, with every link already built: the browser
 * gets hrefs, not the URL rules (they stay on the server, off the page's JavaScript).
 */
export interface ListingView {
  /** The listing's own URL (path and canonical query). */
  href: string
  pathname: string
  facets: ListingFacet[]
  applied: { key: string; facetLabel: string; label: string; href: string }[]
  /** "Clear all"; null without refinements. */
  clearHref: string | null
  sort: { selected: SortId; options: { id: SortId; label: string }[]; hidden: [string, string][] }
  page: number
  pages: number
  prevHref: string | null
  nextHref: string | null
  pageLinks: ({ page: number; href: string } | null)[]
}

/**
 * The listing view of a reconciled state and the search response's facets and sort options. `carry`
 * holds parameters every link keeps (content preview and the like).
 */
export function buildListingView(
  pathname: string,
  state: ListingState,
  search: { total: number; facets: FacetLike[]; sortOptions: { id: string; label: string }[] },
  applied: AppliedFilter[],
  carry: [string, string][] = [],
): ListingView {
  const pages = pageCount(search.total)
  const extra = new URLSearchParams(carry).toString()
  const href = (next: ListingState) => {
    const link = listingHref(pathname, next)
    return extra ? `${link}${link.includes('?') ? '&' : '?'}${extra}` : link
  }
  const facets = search.facets
    .filter((f): f is FacetLike & { id: FacetParam } => isFacetParam(f.id) && f.values.length > 0)
    .map((facet) => ({
      id: facet.id,
      label: facet.label,
      values: facet.values.map((v) => {
        const swatch = (v as { swatch?: unknown }).swatch
        return {
          value: v.value,
          label: v.label,
          count: v.count,
          selected: isRefined(state, facet.id, v.value),
          ...(typeof swatch === 'string' ? { swatch } : {}),
          href: href(toggleRefinement(state, facet.id, v.value)),
        }
      }),
    }))
  const options = search.sortOptions.filter((o): o is { id: SortId; label: string } => isSortId(o.id))
  const hidden = [...new URLSearchParams(listingQuery({ ...state, sort: DEFAULT_SORT, page: 1 })), ...carry]
  return {
    href: href(state),
    pathname,
    facets,
    applied: applied.map((a) => ({
      key: `${a.facet}:${a.value}`,
      facetLabel: a.facetLabel,
      label: a.label,
      href: href(toggleRefinement(state, a.facet, a.value)),
    })),
    clearHref: hasRefinements(state) ? href(clearRefinements(state)) : null,
    sort: { selected: state.sort, options: options.map(({ id, label }) => ({ id, label })), hidden },
    page: state.page,
    pages,
    prevHref: state.page > 1 ? href(withPage(state, state.page - 1)) : null,
    nextHref: state.page < pages ? href(withPage(state, state.page + 1)) : null,
    pageLinks: pageLinks(state.page, pages).map((page) =>
      page === null ? null : { page, href: href(withPage(state, page)) },
    ),
  }
}

/**
 * A listing's view as its page's data carries it: the refinements, links the browser keeps as the
 * server drew them, are the document's alone (decision 086); a client-side request brings them. Null
 * when there is nothing to refine by.
 */
export type ShownListingView = Omit<ListingView, 'facets'> & { facets: DocumentValue<ListingFacet[]> | null }
