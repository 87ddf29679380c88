import sanitizeHtml from 'sanitize-html'
import type { z } from 'zod'
import {
  ArticleSearchResponseSchema,
  ChildrenSchema,
  CmsPageSchema,
  FooterSchema,
  FragmentSchema,
  MenuSchema,
  PopupListSchema,
  ShowcaseSchema,
} from '#app/domain/content/content.ts'
import { RELATED_ARTICLES_LIMIT } from '#app/domain/content/articles.ts'
import { contentKey, MENU_KEY } from '#app/platform/cache/surrogate-keys.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'
import { addSurrogateKeys } from '../../../platform/cache/surrogate-keys.server.ts'
import { CALL_TEMPLATES, callPath } from '#app/platform/api/call-templates.ts'
import { getEnv } from '#app/platform/env/env.server.ts'
import { currentPath } from '#app/domain/paths/paths.ts'

/** Content calls (001 §7 Content): pages by slug, category content, menu and footer. */

const HTML_KEYS = new Set(['richText', 'richTextBelowTargets', 'titleHtml', 'subtitleHtml', 'html'])

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'span',
    'small',
    'sup',
    'sub',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], span: ['class'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.href === undefined ? {} : { href: currentPath(attribs.href) }),
        rel: 'noopener noreferrer',
      },
    }),
  },
}

/**
 * CMS HTML is sanitised here, once, before it is cached or rendered; a link to a page the site has
 * moved (content's `/store-locator`) points where the page is now, in a target's `url` and in the HTML;
 * and a video's Cloudinary asset (CMS-086) is given the origin its files are delivered from, which is
 * the deployment's to say.
 */
function sanitizeDeep<T>(value: T, cloudinaryUrl = getEnv().cloudinaryUrl): T {
  if (Array.isArray(value)) return value.map((v: unknown) => sanitizeDeep(v, cloudinaryUrl)) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      out[key] =
        HTML_KEYS.has(key) && typeof v === 'string'
          ? sanitizeHtml(v, SANITIZE)
          : key === 'url' && typeof v === 'string'
            ? currentPath(v)
            : key === 'cloudinaryAsset' && v && typeof v === 'object'
              ? { ...v, deliveryUrl: cloudinaryUrl }
              : sanitizeDeep(v, cloudinaryUrl)
    }
    return out as T
  }
  return value
}

async function contentCall<S extends z.ZodType>(api: ApiClient, siteId: string, path: string, schema: S) {
  const document = sanitizeDeep(
    await api.request({ service: 'content', path, query: { siteId }, schema, auth: false }),
  )
  // The document the page is built from, by the id the content API gives it (decision 069).
  if (document && typeof document === 'object' && 'id' in document && typeof document.id === 'string')
    addSurrogateKeys(contentKey(document.id))
  return document
}

/**
 * GET /caas/v1/canvas/page|augmentedpage/{siteId}/{slug}: a CMS page; `augmented` inlines product data
 * into product collections. A nested slug (`help/returns/how-to-return`, ACCT-030) keeps its slashes:
 * each segment is encoded on its own, as an encoded slash (%2F) is refused by many servers and proxies.
 */
export function getPage(api: ApiClient, siteId: string, slug: string, { augmented = false } = {}) {
  const kind = augmented ? 'augmentedpage' : 'page'
  const path = slug.split('/').map(encodeURIComponent).join('/')
  return contentCall(api, siteId, `/caas/v1/canvas/${kind}/${siteId}/${path}`, CmsPageSchema)
}

/** GET /caas/v1/canvas/category/{siteId}/{categoryId}: the category's CMS content above a listing grid. */
export function getCategoryContent(api: ApiClient, siteId: string, categoryId: string) {
  return contentCall(
    api,
    siteId,
    `/caas/v1/canvas/category/${siteId}/${encodeURIComponent(categoryId)}`,
    CmsPageSchema,
  )
}

/** GET /caas/v1/canvas/product/{siteId}/{productId}: editorial content on a product page (CMS-014). */
export function getProductContent(api: ApiClient, siteId: string, productId: string) {
  return contentCall(
    api,
    siteId,
    callPath(CALL_TEMPLATES.productContent, { siteId, productId }),
    CmsPageSchema,
  )
}

/** GET /caas/v1/canvas/fragment/{fragmentId}: a reusable content fragment (CMS-009). */
export function getFragment(api: ApiClient, siteId: string, fragmentId: string) {
  return contentCall(
    api,
    siteId,
    `/caas/v1/canvas/fragment/${encodeURIComponent(fragmentId)}`,
    FragmentSchema,
  )
}

/** GET /caas/v1/canvas/menu/{siteId} */
export function getMenu(api: ApiClient, siteId: string) {
  addSurrogateKeys(MENU_KEY)
  return contentCall(api, siteId, callPath(CALL_TEMPLATES.menu, { siteId }), MenuSchema)
}

/** GET /caas/v1/canvas/footer/{siteId} */
export function getFooter(api: ApiClient, siteId: string) {
  addSurrogateKeys(MENU_KEY)
  return contentCall(api, siteId, callPath(CALL_TEMPLATES.footer, { siteId }), FooterSchema)
}

/** The showcase query of the preview tool (CMS-150): the page is 1-based. */
export interface ShowcaseQuery {
  layoutVariant?: string
  limit: number
  page: number
}

/**
 * GET /caas/v1/canvas/showcase/{siteId}/{docType}: the documents of a type, one page at a time, for the
 * editors' preview tool (CMS-015). Never cached: editors look at what changed a moment ago.
 */
export function getShowcase(api: ApiClient, siteId: string, docType: string, query: ShowcaseQuery) {
  return api.request({
    service: 'content',
    path: `/caas/v1/canvas/showcase/${siteId}/${encodeURIComponent(docType)}`,
    query: { siteId, layoutVariant: query.layoutVariant, limit: query.limit, page: query.page },
    schema: ShowcaseSchema,
    auth: false,
  })
}

/** GET /caas/v1/canvas/popups/{siteId} (CMS-013): the site's pop-ups; a disclaimer is CMS HTML, sanitised here. */
export async function getPopups(api: ApiClient, siteId: string) {
  const list = await contentCall(api, siteId, callPath(CALL_TEMPLATES.popups, { siteId }), PopupListSchema)
  return list.popups.map((popup) =>
    popup.disclaimer ? { ...popup, disclaimer: sanitizeHtml(popup.disclaimer, SANITIZE) } : popup,
  )
}

/** What the article search takes (CMS-073): a page (offset, limit), the tag ids and the initial query. */
export interface ArticleSearchQuery {
  offset: number
  limit: number
  tagIds: readonly string[]
  query?: string
}

/**
 * GET /caas/v1/canvas/search/{siteId}/article (CMS-073): one page of articles, the facets and numFound;
 * `tagId` repeats once per tag.
 */
export async function searchArticles(api: ApiClient, siteId: string, search: ArticleSearchQuery) {
  return sanitizeDeep(
    await api.request({
      service: 'content',
      path: callPath(CALL_TEMPLATES.articleSearch, { siteId }),
      query: {
        siteId,
        offset: search.offset,
        limit: search.limit,
        tagId: search.tagIds,
        query: search.query,
      },
      schema: ArticleSearchResponseSchema,
      auth: false,
    }),
  )
}

/** GET /caas/v1/canvas/children/{siteId}/{parentPageSlug} (CMS-012): related articles, limit 4 (CONST-011). */
export async function getChildren(api: ApiClient, siteId: string, parentPageSlug: string) {
  return sanitizeDeep(
    await api.request({
      service: 'content',
      path: `/caas/v1/canvas/children/${siteId}/${encodeURIComponent(parentPageSlug)}`,
      query: { siteId, limit: RELATED_ARTICLES_LIMIT },
      schema: ChildrenSchema,
      auth: false,
    }),
  )
}
