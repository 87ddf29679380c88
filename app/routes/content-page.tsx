import { titleMeta } from '#app/components/error-boundary.tsx'
import { BlockList, keepStaticBlocks } from '#app/blocks/registry.tsx'
import { forDocument } from '#app/document-values.server.ts'
import { getShopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { getContentPage } from '#app/features/content-page/index.server.ts'
import { throwNotFound } from '#app/features/content/index.server.ts'
import { loadUgc } from '#app/features/ugc/ugc.server.ts'
import type { NotFoundError } from '#app/domain/page/not-found.ts'
import type { Route } from './+types/content-page'

/** Slugs that name a content page by another path (000 §2 routes). */
const SLUG_ALIASES: Record<string, string> = {
  'policies/shipping-terms': 'shipping-terms',
  'help/contact-us': 'contact-us',
}

/**
 * Content-managed pages by slug under the locale (PLAT-056): fixed pages, legal pages, help pages.
 * An unknown slug, or a 4xx of the content service, answers 404 with the `error-4xx` content (CMS-005).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const path = (params['*'] ?? '').replace(/\/+$/, '')
  const slug = SLUG_ALIASES[path] ?? path
  const valid = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9-]+)*$/.test(slug)
  try {
    if (!valid) throw new Error('not a slug')
    const url = new URL(request.url)
    const page = await getContentPage(shopper, slug, url)
    // The page's galleries (CMS-085): their grids stream after the page.
    const ugc = await loadUgc(shopper, [page], url)
    // The blocks without behaviour are the document's markup alone (decision 086).
    const components = keepStaticBlocks(page.components, (value) => forDocument(context, value))
    return { page: { ...page, components }, locale: shopper.locale.locale, ugc }
  } catch (error) {
    // CMS-005: an unknown page or any 4xx of the content service renders the error-4xx content (a 5xx
    // is an error of ours to show as one).
    if (valid && !(isApiError(error) && error.status >= 400 && error.status < 500)) throw error
    return throwNotFound(shopper)
  }
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <BlockList blocks={loaderData.page.components} locale={loaderData.locale} />
}

export function meta({ data: loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return titleMeta((error as NotFoundError)?.data?.titles?.page)
  return [
    { title: loaderData.page.meta.title },
    { name: 'description', content: loaderData.page.meta.description },
  ]
}

// Shared by guests' caches when the visitor has no state of their own (decision 052).
export { guestCacheableHeaders as headers } from '#app/platform/cache/cache-policy.ts'

export { NotFoundBoundary as ErrorBoundary } from '#app/blocks/not-found-boundary.tsx'
