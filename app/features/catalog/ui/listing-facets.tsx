import { Form, Link, useLocation } from 'react-router'
import { splitFacetValues } from '#app/domain/catalog/listing.ts'
import type { FacetValueView, ListingFacet, ShownListingView } from '#app/domain/catalog/listing-view.ts'
import type { DocumentValue } from '#app/domain/page/document-value.ts'
import { useDocumentValue } from '#app/components/document-value.tsx'
import { openBeforeFollow, StaticIsland } from '#app/components/static-island.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { listingNs } from '#app/features/catalog/locales/listing.ts'

/**
 * Refinements as plain links (one click applies or removes a value; no JavaScript needed) and the
 * sort order as a GET form. The server builds every link from the whole state, so each result page is
 * shareable. Below `lg` the refinements are a sheet over the page that the Filters button (with the
 * number applied) opens and closes, a popover that needs no JavaScript; from `lg` the stylesheet keeps
 * them in place beside the listing (`.filters-panel` in app.css).
 *
 * The refinements' groups are kept as the server drew them (decision 086): links and `details` with
 * nothing for React to respond to, so the browser keeps their markup, and the page's data carries their
 * version alone. A client-side navigation brings them with its data, and the browser renders them then.
 * The sheet around them is React's, so it stays open while the shopper picks one refinement after
 * another. Their links navigate in the app and keep the scroll position (`data-keep-scroll`,
 * static-island.tsx).
 */
export function ListingFacets({
  facets,
  applied,
  locale,
}: {
  /** Null when the listing has nothing to refine by. */
  facets: DocumentValue<ListingFacet[]> | null
  applied: number
  locale: string
}) {
  const { t } = useTranslation(listingNs)
  const shown = useDocumentValue(facets)
  if (!facets) return null
  return (
    <>
      {/* The stylesheet adds the number applied, if any, to its name: "Filters (2)". */}
      <button
        type="button"
        popoverTarget="listing-facets"
        data-count={applied || undefined}
        className="filters-button btn-secondary"
      >
        {t('filters')}
      </button>
      <section id="listing-facets" popover="" className="filters-panel space-y-6">
        <h2 id="listing-filters" className="text-lg font-semibold">
          {t('filters')}
        </h2>
        <StaticIsland version={[facets.version, locale]} className="space-y-6" data-keep-scroll="">
          {shown?.map((facet) => (
            <FacetGroup key={facet.id} facet={facet} />
          ))}
        </StaticIsland>
        <button type="button" popoverTarget="listing-facets" className="filters-button w-full btn-primary">
          {t('showResults')}
        </button>
      </section>
    </>
  )
}

function FacetGroup({ facet }: { facet: ListingFacet }) {
  const { t } = useTranslation(listingNs)
  const split = splitFacetValues(facet.values)
  const item = (value: FacetValueView, className?: string) => (
    <FacetLink key={value.value} value={value} className={className} />
  )
  // Values past 4 (sm), 10 (md) or 20 (lg) sit behind "show more" (CONST-023). The server cannot know
  // the viewport: each value is in the list once, and CSS shows those of the breakpoint, or all of them
  // while the group's "show more" is open (`.facet-from-md` and the rest in components.css).
  const { more } = split
  const { pathname, search } = useLocation()
  const moreId = `facet-more-${facet.id}`
  // Open when a value it hides is picked, and, after a pick made in the page, when the shopper had opened it.
  const open = facet.values.slice(4).some((v) => v.selected) || openBeforeFollow(moreId, pathname + search)
  return (
    <div role="group" aria-labelledby={`facet-${facet.id}`} className="facet-group">
      <h3 id={`facet-${facet.id}`} className="font-semibold">
        {facet.label}
      </h3>
      <ul className="facet-values">
        {split.inline.map((v) => item(v))}
        {split.fromMd.map((v) => item(v, 'facet-from-md'))}
        {split.fromLg.map((v) => item(v, 'facet-from-lg'))}
        {split.rest.map((v) => item(v, 'facet-later'))}
      </ul>
      {more.sm > 0 ? (
        <details
          id={moreId}
          className={more.md === 0 ? 'md:hidden' : more.lg === 0 ? 'lg:hidden' : undefined}
          open={open || undefined}
        >
          <summary className="cursor-pointer py-1 text-sm font-semibold underline">
            <span className="md:hidden">{t('showMore', { count: more.sm })}</span>
            <span className="hidden md:inline lg:hidden">{t('showMore', { count: more.md })}</span>
            <span className="hidden lg:inline">{t('showMore', { count: more.lg })}</span>
          </summary>
        </details>
      ) : null}
    </div>
  )
}

function FacetLink({ value, className }: { value: FacetValueView; className?: string }) {
  const { t } = useTranslation(listingNs)
  return (
    <li className={className}>
      {/*
        The listing's own route with other refinements, which the page has: nothing for the router to
        look up ahead, so no `data-discover` on each of some sixty links (here, the chips and clear all).
      */}
      {/*
        A colour's swatch is an element of its own (its colour is the value's); a tick box is drawn by
        the link's class (`.facet-check::before`). Both are empty: nothing for a screen reader to read.
      */}
      <Link
        to={value.href}
        rel="nofollow"
        preventScrollReset
        discover="none"
        className={value.swatch ? undefined : value.selected ? 'facet-check facet-checked' : 'facet-check'}
      >
        {value.swatch ? (
          <span
            className={value.selected ? 'facet-swatch facet-selected' : 'facet-swatch'}
            style={{ backgroundColor: value.swatch }}
          />
        ) : null}
        {/* One text each, so that React writes no separator comments into some sixty values' markup. */}
        {value.selected ? <span className="font-semibold">{value.label}</span> : null}
        {value.selected ? ' ' : `${value.label} `}
        <span className="facet-count">{`(${value.count})`}</span>
        {value.selected ? <span className="sr-only">{` ${t('selected')}`}</span> : null}
      </Link>
    </li>
  )
}

/** Applied refinements as removable chips, and "clear all". */
export function AppliedFilters({ view }: { view: ShownListingView }) {
  const { t } = useTranslation(listingNs)
  if (view.applied.length === 0 || !view.clearHref) return null
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t('applied')}</h2>
      <ul className="flex flex-wrap gap-2">
        {view.applied.map((filter) => (
          <li key={filter.key}>
            <Link
              to={filter.href}
              rel="nofollow"
              preventScrollReset
              discover="none"
              className="inline-flex items-center gap-1 rounded-full border border-gray-800 px-3 py-1 text-sm hover:bg-gray-100"
            >
              <span className="sr-only">{t('remove')}</span>
              {filter.facetLabel}: {filter.label}
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={view.clearHref}
        rel="nofollow"
        preventScrollReset
        discover="none"
        className="text-sm font-semibold underline"
      >
        {t('clearAll')}
      </Link>
    </div>
  )
}

/** Sort order: a GET form that keeps the phrase and refinements and goes back to page 1. */
export function SortForm({ view }: { view: ShownListingView }) {
  const { t } = useTranslation(listingNs)
  const { sort } = view
  if (sort.options.length < 2) return null
  return (
    // The listing's own route, which the router has: nothing to look up ahead.
    <Form
      method="get"
      action={view.pathname}
      preventScrollReset
      discover="none"
      className="flex items-end gap-2"
    >
      {sort.hidden.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label className="text-sm font-semibold">
        {t('sortBy')}
        <select key={sort.selected} name="sort" defaultValue={sort.selected} className="field-input py-1.5">
          {sort.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-secondary">
        {t('sort')}
      </button>
    </Form>
  )
}
