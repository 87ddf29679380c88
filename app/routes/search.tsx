import { useTranslation } from '#app/components/i18n.tsx'
import { SearchHubLinks } from '#app/components/search-hub.tsx'
import { SearchNoResults } from '#app/components/search-no-results.tsx'
import { PAGE_SIZE, pageFromUrl, ProductListing } from '#app/components/product-listing.tsx'
import { getShopper } from '#app/context.server.ts'
import { searchProducts } from '#app/services/products.server.ts'
import { searchPageExtras } from '#app/services/search.server.ts'
import type { Route } from './+types/search'

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const url = new URL(request.url)
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const page = pageFromUrl(url)
  const searching = q
    ? searchProducts(shopper.api, { q, start: (page - 1) * PAGE_SIZE, count: PAGE_SIZE })
    : Promise.resolve(null)
  const [search, extras] = await Promise.all([searching, searchPageExtras(shopper, q, searching)])
  return { q, search, ...extras, locale: shopper.locale.locale, url: `${url.pathname}${url.search}` }
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, search, hub, noResultsPage, locale, url } = loaderData
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{q ? t('search.resultsFor', { q }) : t('search.title')}</h1>
      <form method="get" action={`/${locale}/search`} role="search" className="mt-4 flex max-w-xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          {t('search.label')}
        </label>
        <input id="search-page-q" type="search" name="q" defaultValue={q} className="field-input mt-0" />
        <button type="submit" className="btn-primary">
          {t('search.submit')}
        </button>
      </form>
      <div className="mt-6">
        {search && search.total > 0 ? (
          <ProductListing search={search} locale={locale} url={url} />
        ) : q ? (
          <SearchNoResults q={q} page={noResultsPage} locale={locale} />
        ) : hub ? (
          <SearchHubLinks hub={hub} locale={locale} />
        ) : null}
      </div>
    </div>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.q ? `Search: ${data.q}` : 'Search' }, { name: 'robots', content: 'noindex' }]
}
