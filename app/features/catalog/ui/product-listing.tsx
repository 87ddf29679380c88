import { Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { Link, useFetcher, useLocation, useRouteLoaderData } from 'react-router'
import type { PageTracking } from '#app/domain/tracking/analytics-events.ts'
import { LISTED_PAGE_EVENT } from '#app/domain/tracking/listed-page.ts'
import type { ShownListingView } from '#app/domain/catalog/listing-view.ts'
import type { ShownSearch, ShownTile } from '#app/domain/catalog/product.ts'
import { KeptItems, useKeptList } from '#app/components/kept-list.tsx'
import { preloadable } from '#app/components/preloadable.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { listingNs } from '#app/features/catalog/locales/listing.ts'
import { AppliedFilters, ListingFacets, SortForm } from './listing-facets.tsx'
import * as Tile from '../../../components/product-tile.tsx'
import { observeThumbnail } from './thumbnail-views.ts'

// The tiles of a document's first page are its markup, which the browser keeps (decision 100): their
// code loads only when the browser draws tiles itself (a navigation, "load more"). The server renders
// them in place. A listing a navigation brings loads their code as its module comes, beside the page's
// data (decision 111): with a lazy component of React's, the listing showed without its tiles for a
// moment, as a new boundary shows nothing until its code is in, however soon it came.
const ProductTileCard = import.meta.env.SSR
  ? Tile.ProductTileCard
  : preloadable(() => import('../../../components/product-tile.tsx')).lazy((module) => module.default)

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4'

/** What a listing route's loader returns for the listing; "load more" reads the next page's. */
export interface ListingData {
  search: ShownSearch
  view: ShownListingView
  /**
   * The listing's view (`view_item_list`), built on the server as the tiles are not in the page's data
   * (decision 100): a click on a tile pushes its record (decision 042).
   */
  tracking?: PageTracking
}

/**
 * A category listing or search results: refinements, sort, result count, applied filters, the grid,
 * "load more" and pagination. Everything is links and a GET form over the URL state; JavaScript only
 * turns "load more" into an in-place append.
 */
export function ProductListing({
  search,
  view,
  locale,
  empty,
  compareForm,
}: ListingData & {
  locale: string
  /**
   * A compare form outside the listing (its id, and the field name of the product ids): each tile
   * then gets a "Compare" checkbox joining it (CAT-038).
   */
  compareForm?: { form: string; name: string }
  /** Shown when there is nothing to list before any refinement (e.g. a search without results). */
  empty?: ReactNode
}) {
  const { t } = useTranslation(listingNs)
  if (search.total === 0 && !view.clearHref) {
    return <>{empty ?? <p className="py-8">{t('emptyCategory')}</p>}</>
  }
  return (
    <div className="gap-8 lg:grid lg:grid-cols-[15rem_1fr]">
      <div className="mb-6 lg:mb-0">
        <ListingFacets facets={view.facets} applied={view.applied.length} locale={locale} />
      </div>
      <div>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <p className="text-sm text-gray-700" role="status">
            {t('count', { count: search.total })}
          </p>
          <SortForm view={view} />
        </div>
        <AppliedFilters view={view} />
        {search.total === 0 ? (
          <div className="py-8">
            <p>{t('empty')}</p>
            <Link to={view.clearHref ?? view.pathname} rel="nofollow" className="mt-4 btn-secondary">
              {t('clearAll')}
            </Link>
          </div>
        ) : (
          // Another listing, or the same one with other tiles (an employee's prices after a sign-in), starts
          // afresh: the pages appended to the kept tiles go with them.
          <Results
            key={`${view.href}|${search.products.version}`}
            search={search}
            view={view}
            locale={locale}
            compareForm={compareForm}
          />
        )}
      </div>
    </div>
  )
}

/** Focuses the first product link of a page appended by "load more". Module-level, so it runs once. */
function focusFirstLink(element: HTMLLIElement | null) {
  element?.querySelector('a')?.focus()
}

/** The first tile of an appended page: focused, and watched like the others. */
function focusAndObserve(element: HTMLLIElement | null) {
  focusFirstLink(element)
  return observeThumbnail(element)
}

function Results({
  search,
  view,
  locale,
  compareForm,
}: ListingData & { locale: string; compareForm?: { form: string; name: string } }) {
  const { t } = useTranslation(listingNs)
  const compare = compareForm ? { ...compareForm, label: t('compare') } : undefined
  const fetcher = useFetcher<ListingData>()
  const [appended, setAppended] = useState<
    { page: number; start: number; products: readonly ShownTile[]; tracking?: PageTracking }[]
  >([])
  // The first page's tiles: the document's markup, kept as drawn, when the page was a document
  // (decision 100); the pages "load more" appends are drawn here, in a list that continues the grid.
  const products = useKeptList(search.products)
  const list = useRef<HTMLElement>(null)
  const { pathname, search: query } = useLocation()
  const inStore = !!(useRouteLoaderData('root') as { inStore?: unknown } | undefined)?.inStore
  // The first page's tiles are watched from the DOM (PERS-040): kept as drawn, they have no refs.
  useEffect(() => {
    const watched = Array.from(
      list.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [],
      observeThumbnail,
    )
    return () => {
      for (const stop of watched) stop?.()
    }
  }, [])
  const loaded = fetcher.data
  const lastPage = appended.at(-1)?.page ?? view.page
  if (fetcher.state === 'idle' && loaded && loaded.view.page > lastPage) {
    // The next page arrived: keep it (state from the previous render, as React recommends).
    setAppended([
      ...appended,
      {
        page: loaded.view.page,
        start: loaded.search.start,
        products: loaded.search.products.value ?? [],
        tracking: loaded.tracking,
      },
    ])
  }
  // A page appended: the browser's tracking learns its tiles, so a click on one pushes its record.
  const lastAppended = appended.at(-1)
  useEffect(() => {
    if (!lastAppended?.tracking) return
    document.dispatchEvent(
      new CustomEvent(LISTED_PAGE_EVENT, { detail: { tracking: lastAppended.tracking } }),
    )
  }, [lastAppended])
  // After an append, the next page is the one after the last appended page.
  const nextHref = appended.length > 0 && loaded ? loaded.view.nextHref : view.nextHref
  const shown = search.start + search.products.length + appended.reduce((n, p) => n + p.products.length, 0)

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!nextHref || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (fetcher.state === 'idle') fetcher.load(nextHref)
  }

  return (
    <>
      {/* The tiles' markup is rendered once and kept (decision 063) for every shopper shown the same:
          besides the tiles, they show the page their favourites forms come back to (its route decides
          the compare boxes, its query the first position) and whether an associate is connected (no
          favourites, INSTORE-006). */}
      <KeptItems
        kept={{ ...search.products, version: `${search.products.version} ${pathname}${query} ${inStore}` }}
        cacheAs="listing-tiles"
        ref={list}
        aria-label={t('products')}
        className={`mt-6 ${GRID}`}
      >
        {products.map((product, index) => (
          <li key={product.id} data-product-id={product.id} data-position={search.start + index}>
            <ProductTileCard
              product={product}
              locale={locale}
              loading={index < 4 ? 'eager' : 'lazy'}
              discover={index === 0 ? undefined : 'none'}
              compare={compare}
            />
          </li>
        ))}
      </KeptItems>
      {appended.length > 0 ? (
        // The pages "load more" brought, continuing the grid: the kept list above is the server's.
        <ul className={`mt-8 ${GRID}`}>
          <Suspense fallback={null}>
            {appended.flatMap(({ page, start, products: more }) =>
              more.map((product, index) => (
                <li
                  key={`${page}-${product.id}`}
                  ref={index === 0 ? focusAndObserve : observeThumbnail}
                  data-product-id={product.id}
                  data-position={start + index}
                >
                  <ProductTileCard product={product} locale={locale} compare={compare} discover="none" />
                </li>
              )),
            )}
          </Suspense>
        </ul>
      ) : null}
      <div className="mt-10 flex flex-col items-center gap-4">
        <p className="text-sm text-gray-700">{t('showing', { shown, total: search.total })}</p>
        {nextHref ? (
          <Link
            to={nextHref}
            onClick={loadMore}
            discover="none"
            className="btn-primary"
            aria-busy={fetcher.state !== 'idle'}
          >
            {fetcher.state === 'idle' ? t('loadMore') : t('loading')}
          </Link>
        ) : null}
        {/* Pages of this listing: its own route, with nothing to look up ahead (listing-facets.tsx). */}
        {view.pages > 1 ? (
          <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-center gap-2">
            {view.prevHref ? (
              <Link to={view.prevHref} rel="prev" discover="none" className="btn-secondary">
                {t('previous')}
              </Link>
            ) : null}
            <ol className="flex flex-wrap gap-1">
              {view.pageLinks.map((link, index) =>
                link === null ? (
                  <li key={`gap-${index}`} aria-hidden="true" className="px-2 py-2">
                    …
                  </li>
                ) : (
                  <li key={link.page}>
                    <Link
                      to={link.href}
                      discover="none"
                      aria-current={link.page === view.page ? 'page' : undefined}
                      aria-label={t('page', { page: link.page })}
                      className="page-link"
                    >
                      {link.page}
                    </Link>
                  </li>
                ),
              )}
            </ol>
            {view.nextHref ? (
              <Link to={view.nextHref} rel="next" discover="none" className="btn-secondary">
                {t('next')}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </>
  )
}
