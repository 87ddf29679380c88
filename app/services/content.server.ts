import sanitizeHtml from 'sanitize-html'
import type { z } from 'zod'
import { CmsPageSchema, FooterSchema, MenuSchema } from '#app/models/content.ts'
import type { ApiClient } from './api.server.ts'

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
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
}

/** CMS HTML is sanitised here, once, before it is cached or rendered. */
function sanitizeDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => sanitizeDeep(v)) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      out[key] = HTML_KEYS.has(key) && typeof v === 'string' ? sanitizeHtml(v, SANITIZE) : sanitizeDeep(v)
    }
    return out as T
  }
  return value
}

async function contentCall<S extends z.ZodType>(api: ApiClient, siteId: string, path: string, schema: S) {
  return sanitizeDeep(await api.request({ service: 'content', path, query: { siteId }, schema, auth: false }))
}

/** GET /caas/v1/canvas/page|augmentedpage/{siteId}/{slug}: a CMS page; `augmented` inlines product data into product collections. */
export function getPage(api: ApiClient, siteId: string, slug: string, { augmented = false } = {}) {
  const kind = augmented ? 'augmentedpage' : 'page'
  return contentCall(
    api,
    siteId,
    `/caas/v1/canvas/${kind}/${siteId}/${encodeURIComponent(slug)}`,
    CmsPageSchema,
  )
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

/** GET /caas/v1/canvas/menu/{siteId} */
export function getMenu(api: ApiClient, siteId: string) {
  return contentCall(api, siteId, `/caas/v1/canvas/menu/${siteId}`, MenuSchema)
}

/** GET /caas/v1/canvas/footer/{siteId} */
export function getFooter(api: ApiClient, siteId: string) {
  return contentCall(api, siteId, `/caas/v1/canvas/footer/${siteId}`, FooterSchema)
}
