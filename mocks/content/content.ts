import { http, HttpResponse } from 'msw'
import type { CmsPageInput, SeedBlockInput, Showcase } from '#app/domain/content/content.ts'
import { DEFAULT_PREVIEW_LIMIT, isPreviewLimit } from '#app/domain/content/preview.ts'
import type { ProductTile } from '#app/domain/catalog/product.ts'
import { withFreeShippingThreshold } from '#app/domain/money/free-shipping.ts'
import { DEFAULT_LOCALE, resolveLocale, siteForLocale, SITES, type SiteId } from '#app/domain/market/site.ts'
import { findProduct, productTile } from '../catalog/seed/catalog.ts'
import { findArticle, searchArticleSeed } from './seed/articles.ts'
import { contentSvg } from './seed/images.ts'
import { FOOTER, FRAGMENTS, findCategoryContent, findPage, MENU, PAGES } from './seed/index.ts'
import { previewVersion } from './seed/preview.ts'
import { showcaseDocuments } from './seed/showcase.ts'
import { POPUPS } from './seed/popups.ts'
import { PRODUCT_CONTENT } from './seed/product-content.ts'
import { publishedVersion } from './content-store.ts'
import { apiError } from '../errors.ts'
import { currencyFromRequest, localeFromRequest, origin } from '../locale.ts'
import { localized } from '../i18n/index.ts'

/**
 * The content service (001 §7 Content): CMS pages, category and product content, menu, footer,
 * fragments, pop-ups and related articles, plus the generated content images. Paths start with `*` so
 * any base, the `{mode}` segment and the `/pre` preview prefix all match (A37).
 */

const BASE = '*/caas/v1/canvas'
/** Related articles per call (CONST-011). */
const CHILDREN_LIMIT = 4
/** Articles per search page when the call names no limit, and the most it may ask for. */
const ARTICLE_SEARCH_LIMIT = 12
const MAX_ARTICLE_SEARCH_LIMIT = 48
const SITE_IDS = new Set<string>(SITES.map((s) => s.id))

/**
 * A deep copy in which content media paths (images, videos and their text tracks) become absolute URLs
 * on the emulator's origin, which serves them.
 */
function withImageOrigin<T>(value: T, base: string): T {
  return JSON.parse(
    JSON.stringify(value, (key, v: unknown) =>
      (key === 'url' || key === 'src') && typeof v === 'string' && /^\/(images|videos)\//.test(v)
        ? `${base}${v}`
        : v,
    ),
  ) as T
}

/** The storefront locale of a request (en-us from en_US); a language we do not serve gets its country's. */
function requestLocale(request: Request): string {
  const locale = localeFromRequest(request)
  const country = locale?.split('_')[1]
  return (
    resolveLocale(locale?.replace('_', '-'))?.locale ??
    SITES.find((s) => s.country === country)?.defaultLocale ??
    DEFAULT_LOCALE
  )
}

/** The token a text names customer care's telephone number by. */
const CARE_PHONE_TOKEN = '{carePhone}'

/**
 * Customer care's number in each market, as its shoppers dial it: numbers from the ranges each country
 * keeps for fiction (555-01xx in North America, Ofcom's 020 7946 0xxx, the French 01 99 00 xx xx and
 * the German 030 23125 xxx), so no real line is ever named.
 */
const CARE_PHONE: Record<SiteId, string> = {
  us: '1-800-555-0199',
  ca: '1-800-555-0199',
  gb: '020 7946 0199',
  fr: '01 99 00 01 99',
  de: '030 23125 199',
}

/**
 * A deep copy in which the figures a text names by token (the free-shipping threshold, customer care's
 * number) are the request's market's, formatted for its locale: the content promises what the cart
 * then gives, and a French shopper is given a number they can call.
 */
function withShopFigures<T>(value: T, request: Request): T {
  const locale = requestLocale(request)
  const phone = CARE_PHONE[siteForLocale(locale).id]
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) =>
      typeof v === 'string' ? withFreeShippingThreshold(v, locale).replaceAll(CARE_PHONE_TOKEN, phone) : v,
    ),
  ) as T
}

/** A content payload as served: image URLs on this origin, texts in the request's shop language and market. */
function contentBody<T>(value: T, request: Request): T {
  // Translated first: the dictionaries know the texts with their tokens.
  return withShopFigures(localized(withImageOrigin(value, origin(request)), request), request)
}

/** The augmented page: each product collection gets its products inlined as tiles in the request's currency. */
function augment(page: CmsPageInput, request: Request): CmsPageInput {
  const currency = currencyFromRequest(request)
  const base = origin(request)
  const components = page.components.map((block): SeedBlockInput => {
    if (block.type !== 'productCollection') return block
    const products: ProductTile[] = []
    for (const id of block.productIds ?? []) {
      const product = findProduct(id)
      if (product) products.push(productTile(product, currency, base))
    }
    return { ...block, products }
  })
  return { ...page, components }
}

/** The page param joined back together: a slug (`home`) or a path (`help/contact-us`, encoded or not). */
function pageKey(param: string | readonly string[] | undefined): string {
  return Array.isArray(param) ? param.join('/') : typeof param === 'string' ? param : ''
}

/** A call under the `/pre` preview prefix, before the `{mode}` segment (A37, PLAT-036). */
function isPreviewCall(request: Request): boolean {
  return /(?:^|\/)pre\/(?:[\w-]+\/)?caas\//.test(new URL(request.url).pathname)
}

/** The moment a preview call looks at: its `x-preview-date` header (PLAT-039), else now. */
function previewDate(request: Request): Date {
  const header = Date.parse(request.headers.get('x-preview-date') ?? '')
  return Number.isNaN(header) ? new Date() : new Date(header)
}

function unknownSite(request: Request, siteId: unknown) {
  return typeof siteId === 'string' && SITE_IDS.has(siteId)
    ? null
    : apiError(request, 404, 'API404', `Unknown site ${String(siteId)}`)
}

function pageResponse(
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
  augmented: boolean,
) {
  const siteError = unknownSite(request, params.siteId)
  if (siteError) return siteError
  const found = findPage(pageKey(params.page))
  if (!found) return apiError(request, 404, 'API404', 'Page not found')
  const published = publishedVersion(found)
  // Under /pre the page is its preview version, as of the preview date.
  const page = isPreviewCall(request) ? previewVersion(published, previewDate(request)) : published
  const body = augmented ? augment(page, request) : page
  return HttpResponse.json(contentBody(body, request))
}

export const handlers = [
  http.get(`${BASE}/page/:siteId/:page+`, ({ request, params }) => pageResponse(request, params, false)),
  http.get(`${BASE}/augmentedpage/:siteId/:page+`, ({ request, params }) =>
    pageResponse(request, params, true),
  ),

  http.get(`${BASE}/category/:siteId/:categoryId`, ({ request, params }) => {
    const siteError = unknownSite(request, params.siteId)
    if (siteError) return siteError
    const content = findCategoryContent(String(params.categoryId))
    if (!content) return apiError(request, 404, 'API404', 'Category content not found')
    return HttpResponse.json(contentBody(augment(publishedVersion(content), request), request))
  }),

  http.get(`${BASE}/product/:siteId/:productId`, ({ request, params }) => {
    const siteError = unknownSite(request, params.siteId)
    if (siteError) return siteError
    const id = String(params.productId)
    const page = PRODUCT_CONTENT[id]
    if (page) return HttpResponse.json(contentBody(publishedVersion(page), request))
    // A product without editorial content: an empty page, so its product page renders no section.
    return HttpResponse.json({
      id: `product-${id}`,
      slug: `product-${id}`,
      title: '',
      meta: { title: '', description: '' },
      components: [],
    } satisfies CmsPageInput)
  }),

  http.get(`${BASE}/menu/:siteId`, ({ request, params }) => {
    return unknownSite(request, params.siteId) ?? HttpResponse.json(contentBody(MENU, request))
  }),

  http.get(`${BASE}/footer/:siteId`, ({ request, params }) => {
    return unknownSite(request, params.siteId) ?? HttpResponse.json(contentBody(FOOTER, request))
  }),

  http.get(`${BASE}/fragment/:fragmentId`, ({ request, params }) => {
    const fragment = FRAGMENTS[String(params.fragmentId)]
    if (!fragment) return apiError(request, 404, 'API404', 'Fragment not found')
    return HttpResponse.json(contentBody(publishedVersion(fragment), request))
  }),

  http.get(`${BASE}/popups/:siteId`, ({ request, params }) => {
    const siteError = unknownSite(request, params.siteId)
    if (siteError) return siteError
    const popups = POPUPS[String(params.siteId) as SiteId]
    return HttpResponse.json(contentBody({ popups }, request))
  }),

  http.get(`${BASE}/children/:siteId/:parent`, ({ request, params }) => {
    const siteError = unknownSite(request, params.siteId)
    if (siteError) return siteError
    const parent = String(params.parent)
    const asked = Number(new URL(request.url).searchParams.get('limit') ?? CHILDREN_LIMIT)
    const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, CHILDREN_LIMIT) : CHILDREN_LIMIT
    const items = PAGES.filter((page) => page.parent === parent)
      .slice(0, limit)
      .map((page) => {
        // An article page's child carries its card: picture, eyebrow and page date.
        const article = findArticle(page.slug)
        return {
          id: page.id,
          slug: page.slug,
          title: page.title,
          url: page.path ?? `/${page.slug}`,
          description: page.meta.description,
          ...(article
            ? { picture: article.picture, eyebrow: article.eyebrow, pageDate: article.pageDate }
            : {}),
        }
      })
    return HttpResponse.json(contentBody({ parent, items }, request))
  }),

  // Article search (CMS-073): offset, limit, tagId (repeatable, any of them) and query; other search
  // types have no documents.
  http.get(`${BASE}/search/:siteId/:searchType`, ({ request, params }) => {
    const siteError = unknownSite(request, params.siteId)
    if (siteError) return siteError
    if (params.searchType !== 'article') return HttpResponse.json({ result: [], facets: [], numFound: 0 })
    const query = new URL(request.url).searchParams
    const offset = Number(query.get('offset') ?? 0)
    const limit = Number(query.get('limit') ?? ARTICLE_SEARCH_LIMIT)
    if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1) {
      return apiError(request, 400, 'API400', 'offset and limit must be whole numbers, limit at least 1')
    }
    const body = searchArticleSeed({
      offset,
      limit: Math.min(limit, MAX_ARTICLE_SEARCH_LIMIT),
      tagIds: query.getAll('tagId').filter(Boolean),
      query: query.get('query') ?? undefined,
    })
    return HttpResponse.json(contentBody(body, request))
  }),

  // The preview tool's documents (CMS-015): one page of a doc type, optionally of one layout variant.
  http.get(`${BASE}/showcase/:siteId/:docType`, ({ request, params }) => {
    const siteError = unknownSite(request, params.siteId)
    if (siteError) return siteError
    const query = new URL(request.url).searchParams
    const limit = Number(query.get('limit') ?? DEFAULT_PREVIEW_LIMIT)
    if (!isPreviewLimit(limit)) return apiError(request, 400, 'API400', 'limit must be 10, 20 or 50')
    const page = Number(query.get('page') ?? 1)
    if (!Number.isInteger(page) || page < 1) {
      return apiError(request, 400, 'API400', 'page must be a whole number from 1')
    }
    const documents = showcaseDocuments(String(params.docType), query.get('layoutVariant') ?? undefined)
    const items = documents
      .slice((page - 1) * limit, page * limit)
      .map(({ docType: _docType, ...item }) => item)
    return HttpResponse.json({ total: documents.length, items } satisfies Showcase)
  }),

  http.get('*/images/content/:file', ({ params }) => {
    const svg = contentSvg(String(params.file))
    if (!svg) return new HttpResponse(null, { status: 404 })
    return new HttpResponse(svg, {
      headers: {
        'Content-Type': 'image/svg+xml',
        // A video's poster is fetched with CORS when its element asks for its tracks so (crossorigin).
        'Access-Control-Allow-Origin': '*',
        // The artwork is derived from the file name alone: it never changes.
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    })
  }),
]
