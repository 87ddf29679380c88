import { useTranslation } from './i18n.tsx'
import { Link } from 'react-router'
import type { ProductSearch } from '#app/models/product.ts'
import { ProductTileCard } from './product-tile.tsx'

export const PAGE_SIZE = 24

/** Page number from `?page=`; anything odd reads as page 1. */
export function pageFromUrl(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? '1')
  return Number.isInteger(page) && page > 0 ? page : 1
}

/** The result grid with its count and pagination links; shared by listing and search pages. */
export function ProductListing({
  search,
  locale,
  url,
}: {
  search: ProductSearch
  locale: string
  url: string
}) {
  const { t } = useTranslation()
  const current = Math.floor(search.start / PAGE_SIZE) + 1
  const pages = Math.max(1, Math.ceil(search.total / PAGE_SIZE))
  const href = (page: number) => {
    const u = new URL(url, 'http://x.invalid')
    if (page === 1) u.searchParams.delete('page')
    else u.searchParams.set('page', String(page))
    return `${u.pathname}${u.search}`
  }
  return (
    <div>
      <p className="text-sm text-gray-700" role="status">
        {t('listing.resultCount', { count: search.total })}
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
        {search.products.map((product, index) => (
          <li key={product.id}>
            <ProductTileCard product={product} locale={locale} loading={index < 4 ? 'eager' : 'lazy'} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('listing.pagination')} className="mt-10 flex items-center justify-center gap-2">
          {current > 1 ? (
            <Link to={href(current - 1)} rel="prev" className="btn-secondary">
              {t('listing.previous')}
            </Link>
          ) : null}
          <ol className="flex gap-1">
            {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
              <li key={page}>
                <Link
                  to={href(page)}
                  aria-current={page === current ? 'page' : undefined}
                  aria-label={t('listing.page', { page })}
                  className="block rounded px-3 py-2 aria-[current=page]:bg-gray-900 aria-[current=page]:text-white"
                >
                  {page}
                </Link>
              </li>
            ))}
          </ol>
          {current < pages ? (
            <Link to={href(current + 1)} rel="next" className="btn-secondary">
              {t('listing.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
