import { titleMeta } from '#app/components/error-boundary.tsx'
import { Link, redirect } from 'react-router'
import { siteOrigin } from '#app/features/seo/origin.server.ts'
import { DeferredBlockList } from '#app/blocks/deferred-block-list.tsx'
import { hasInteractiveBlock, keepStaticBlocks } from '#app/blocks/registry.tsx'
import { Breadcrumbs } from '#app/components/breadcrumbs.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { listingNs } from '#app/features/catalog/locales/listing.ts'
import { ProductListing } from '#app/features/catalog/ui/product-listing.tsx'
import { CompareBar } from '#app/features/catalog/ui/compare-bar.tsx'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { COMPARE_FORM_ID, COMPARE_PARAM } from '#app/domain/catalog/compare.ts'
import { parseListingQuery } from '#app/domain/catalog/listing.ts'
import { listedSearch } from '#app/domain/catalog/product.ts'
import { breadcrumbJsonLd } from '#app/domain/seo/structured-data.ts'
import { forDocument } from '#app/document-values.server.ts'
import { listingContentParts } from '#app/domain/content/listing-content.ts'
import { getCategoryContent } from '#app/features/content/content.server.ts'
import {
  getCatalogCategory,
  listingView,
  searchListing,
  shownListingView,
  shownSearch,
} from '#app/features/catalog/listing.server.ts'
import { throwNotFound } from '#app/features/content/index.server.ts'
import { loadUgc } from '#app/features/ugc/ugc.server.ts'
import { sendListingDecision } from '#app/features/personalisation/decision-engine.server.ts'
import { listingTracking } from '#app/features/analytics/tracking.server.ts'
import { CATEGORY_ID_PATTERN, categoryPath, localePath, parseSlugId } from '#app/domain/paths/paths.ts'
import { safeRedirect } from '#app/redirect.server.ts'
import type { NotFoundError } from '#app/domain/page/not-found.ts'
import type { Route } from './+types/plp'

/** An unknown category (404) reads as null; anything else is the page's error. */
function missingAsNull(error: unknown): null {
  if (isApiError(error) && error.status === 404) return null
  throw error
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const parsed = parseSlugId(params.slugId, CATEGORY_ID_PATTERN)
  if (!parsed) return throwNotFound(shopper)
  const url = new URL(request.url)
  const state = parseListingQuery(url.searchParams)
  const [search, category, content] = await Promise.all([
    searchListing(shopper, state, { categoryId: parsed.id }).catch(missingAsNull),
    // The branch gives the subcategory links; without it the listing still sells (CAT-010).
    getCatalogCategory(shopper, parsed.id)
      .catch(missingAsNull)
      .catch((error: unknown) => {
        shopper.logger.warn({ err: error }, 'catalog branch unavailable')
        return undefined
      }),
    // Category content is editorial: the grid sells without it.
    getCategoryContent(shopper, parsed.id).catch((error: unknown) => {
      shopper.logger.info({ err: error }, 'no category content')
      return null
    }),
  ])
  if (!search || category === null || !search.category) return throwNotFound(shopper)
  if (search.category.slug !== parsed.slug) {
    // The category's URL comes from the search service: held to the rule of targets from input.
    const canonical = `${localePath(shopper.locale.locale, search.category.url)}${url.search}`
    const fallback = categoryPath(
      shopper.locale.locale,
      { slug: search.category.slug, id: parsed.id },
      url.search,
    )
    throw redirect(safeRedirect(canonical, fallback), 301)
  }
  sendListingDecision(shopper, request, search)
  const view = listingView(url, state, search)
  const { t } = getI18n(context)
  const name = search.category.name
  const title = content?.meta.title ?? t('meta:listing', { name })
  const page = view.page
  const crumbs = search.breadcrumbs.slice(0, -1)
  // The galleries in the category's content (CMS-085): their grids stream after the page.
  const ugc = await loadUgc(shopper, [content], url)
  const listed = listedSearch(search)
  // The blocks without behaviour are the document's markup alone (decision 086).
  const blocks = content ? keepStaticBlocks(content.components, (value) => forDocument(context, value)) : []
  return {
    search: shownSearch(context, listed),
    view: shownListingView(context, view),
    ...listingTracking(shopper, { name, category: name, href: view.href }, listed),
    blocks,
    // The lead blocks above the grid, kept as the server drew them when none has behaviour (decision 093).
    leadHydrates: hasInteractiveBlock(listingContentParts(blocks).lead),
    ugc,
    subcategories: category?.children ?? [],
    crumbs,
    locale: shopper.locale.locale,
    // Search engines' trail: in the document once, not again in its data (decision 086).
    jsonLd: forDocument(
      context,
      breadcrumbJsonLd(siteOrigin(url), shopper.locale.locale, [
        { name: t('home'), url: '/' },
        ...crumbs,
        { name },
      ]),
    ),
    meta: {
      // A later page is a page of its own (its canonical says so), named by the category and its number.
      title: page > 1 ? t('meta:listingPage', { name, page }) : title,
      description: content?.meta.description ?? name,
      // Refinements and sort are variations of the same page; only the page number is another page.
      canonical: `${siteOrigin(url)}${url.pathname}${page > 1 ? `?page=${page}` : ''}`,
    },
  }
}

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const { search, view, blocks, leadHydrates, subcategories, crumbs, locale, jsonLd } = loaderData
  const { t } = useTranslation(listingNs)
  const title = search.category?.name ?? ''
  const { lead, galleries } = listingContentParts(blocks)
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs items={crumbs} locale={locale} current={title} jsonLd={jsonLd} />
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      {lead.length > 0 ? (
        <DeferredBlockList
          blocks={lead}
          locale={locale}
          firstHeadingLevel={2}
          hydrates={leadHydrates}
          className="mt-4 flex flex-col gap-10"
          holdsNavigation
        />
      ) : null}
      {subcategories.length > 0 ? (
        <nav aria-label={t('categories')} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {subcategories.map((child) => (
              <li key={child.id}>
                <Link
                  to={localePath(locale, child.url)}
                  className="inline-block rounded-full border border-gray-800 px-4 py-2 text-sm font-semibold hover:bg-gray-100"
                >
                  {child.name}
                  {child.productCount !== undefined ? ` (${child.productCount})` : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-6">
        <ProductListing
          search={search}
          view={view}
          locale={locale}
          compareForm={{ form: COMPARE_FORM_ID, name: COMPARE_PARAM }}
        />
      </div>
      {galleries.length > 0 ? (
        <div className="mt-12">
          <DeferredBlockList blocks={galleries} locale={locale} firstHeadingLevel={2} />
        </div>
      ) : null}
      {search.total > 0 ? <CompareBar locale={locale} /> : null}
    </div>
  )
}

export function meta({ data, error }: Route.MetaArgs) {
  if (!data) return titleMeta((error as NotFoundError)?.data?.titles?.page)
  return [
    { title: data.meta.title },
    { name: 'description', content: data.meta.description },
    { tagName: 'link', rel: 'canonical', href: data.meta.canonical },
  ]
}

// Shared by guests' caches when the visitor has no state of their own (decision 052).
export { guestCacheableHeaders as headers } from '#app/platform/cache/cache-policy.ts'

export { NotFoundBoundary as ErrorBoundary } from '#app/blocks/not-found-boundary.tsx'

// A favorite added from a tile, answered in place, changes nothing the listing loaded (its search,
// content and photos).
export { revalidateUnlessAnsweredInPlace as shouldRevalidate } from '#app/domain/page/enhanced-post.ts'
