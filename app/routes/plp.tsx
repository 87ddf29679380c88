import { redirect } from 'react-router'
import { BlockList } from '#app/blocks/registry.tsx'
import { Breadcrumbs } from '#app/components/breadcrumbs.tsx'
import { PAGE_SIZE, pageFromUrl, ProductListing } from '#app/components/product-listing.tsx'
import { getShopper } from '#app/context.server.ts'
import { isApiError } from '#app/models/api-error.ts'
import { getCategoryContent } from '#app/services/content.server.ts'
import { throwNotFound } from '#app/services/page.server.ts'
import { searchProducts } from '#app/services/products.server.ts'
import { CATEGORY_ID_PATTERN, parseSlugId } from '#app/utils/paths.ts'
import type { Route } from './+types/plp'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const parsed = parseSlugId(params.slugId, CATEGORY_ID_PATTERN)
  if (!parsed) return throwNotFound(shopper)
  const url = new URL(request.url)
  const page = pageFromUrl(url)
  const [search, content] = await Promise.all([
    searchProducts(shopper.api, {
      categoryId: parsed.id,
      start: (page - 1) * PAGE_SIZE,
      count: PAGE_SIZE,
      sort: url.searchParams.get('sort') ?? undefined,
    }).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return throwNotFound(shopper)
      throw error
    }),
    // Category content is editorial: the grid sells without it.
    getCategoryContent(shopper, parsed.id).catch((error: unknown) => {
      shopper.logger.info({ err: error }, 'no category content')
      return null
    }),
  ])
  const category = search.category
  if (category && category.slug !== parsed.slug) {
    throw redirect(`/${shopper.locale.locale}${category.url}${url.search}`, 301)
  }
  return {
    search,
    content,
    locale: shopper.locale.locale,
    url: `${url.pathname}${url.search}`,
    canonical: `${url.origin}${url.pathname}${page > 1 ? `?page=${page}` : ''}`,
  }
}

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const { search, content, locale, url } = loaderData
  const title = search.category?.name ?? ''
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs items={search.breadcrumbs.slice(0, -1)} locale={locale} current={title} />
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      {content ? <BlockList blocks={content.components} locale={locale} firstHeadingLevel={2} /> : null}
      <div className="mt-6">
        <ProductListing search={search} locale={locale} url={url} />
      </div>
    </div>
  )
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: 'Page not found' }]
  const name = data.search.category?.name ?? ''
  return [
    { title: data.content?.meta.title ?? `${name} | Outdoor Storefront` },
    { name: 'description', content: data.content?.meta.description ?? name },
    { tagName: 'link', rel: 'canonical', href: data.canonical },
  ]
}

export { NotFoundBoundary as ErrorBoundary } from '#app/components/not-found-boundary.tsx'
