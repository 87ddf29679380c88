import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { ProductListing } from '#app/features/catalog/ui/product-listing.tsx'
import { SearchHubLinks } from '#app/features/search/ui/search-hub.tsx'
import { SearchNoResults } from '#app/features/search/ui/search-no-results.tsx'
import { hasInteractiveBlock } from '#app/blocks/registry.tsx'
import { getShopper } from '#app/context.server.ts'
import { MAX_QUERY_LENGTH, parseListingQuery } from '#app/domain/catalog/listing.ts'
import {
  listingView,
  searchListing,
  shownListingView,
  shownSearch,
} from '#app/features/catalog/listing.server.ts'
import { searchPageExtras } from '#app/features/search/search.server.ts'
import { sendSearchDecision } from '#app/features/personalisation/decision-engine.server.ts'
import type { Route } from './+types/search'
import { listingTracking, SEARCH_LIST } from '#app/features/analytics/tracking.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { searchPath } from '#app/domain/paths/paths.ts'
import { listedSearch } from '#app/domain/catalog/product.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const url = new URL(request.url)
  const state = parseListingQuery(url.searchParams)
  const locale = shopper.locale.locale
  const searching = state.q ? searchListing(shopper, state) : Promise.resolve(null)
  const [search, extras] = await Promise.all([searching, searchPageExtras(shopper, state.q ?? '', searching)])
  sendSearchDecision(shopper, request, state.q ?? '', search)
  const view = search ? listingView(url, state, search) : null
  const listed = search ? listedSearch(search) : null
  return {
    q: state.q ?? '',
    search: listed ? shownSearch(context, listed) : null,
    view: view ? shownListingView(context, view) : null,
    ...(view && listed ? listingTracking(shopper, { name: SEARCH_LIST, href: view.href }, listed) : {}),
    ...extras,
    // The no-results content is text and links as a rule: kept as the server drew it (decision 093).
    noResultsHydrates: hasInteractiveBlock(extras.noResultsPage?.components),
    locale,
    title: state.q ? getI18n(context).t('meta:searchFor', { q: state.q }) : getI18n(context).t('meta:search'),
  }
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, search, view, hub, noResultsPage, noResultsHydrates, locale } = loaderData
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{q ? t('search.resultsFor', { q }) : t('search.title')}</h1>
      <form method="get" action={searchPath(locale)} role="search" className="mt-4 flex max-w-xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          {t('search.label')}
        </label>
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={MAX_QUERY_LENGTH}
          className="field-input mt-0"
        />
        <button type="submit" className="btn-primary">
          {t('search.submit')}
        </button>
      </form>
      <div className="mt-6">
        {search && view ? (
          <ProductListing
            search={search}
            view={view}
            locale={locale}
            empty={
              <SearchNoResults q={q} page={noResultsPage} hydrates={noResultsHydrates} locale={locale} />
            }
          />
        ) : hub ? (
          <SearchHubLinks hub={hub} locale={locale} />
        ) : null}
      </div>
    </div>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

// A favorite added from a tile, answered in place, changes nothing the listing loaded (its search,
// content and photos).
export { revalidateUnlessAnsweredInPlace as shouldRevalidate } from '#app/domain/page/enhanced-post.ts'
