import sanitizeHtml from 'sanitize-html'
import type { z } from 'zod'
import type { Shopper } from '#app/context.server.ts'
import { CmsPageSchema, FooterSchema, MenuSchema } from '#app/models/content.ts'
import { cached } from './cache.server.ts'

/** Content calls (001 §7 Content): pages by slug, category content, menu and footer. */

const MINUTE = 60_000
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

function contentCall<S extends z.ZodType>(shopper: Shopper, path: string, schema: S, ttlMinutes = 5) {
  const { site, locale } = shopper.locale
  const bypass = shopper.preview.active || shopper.preview.bypassAllCache
  return cached({
    key: `content:${site.id}:${locale}:${path}`,
    ttl: ttlMinutes * MINUTE,
    swr: 60 * MINUTE,
    bypass,
    getFreshValue: async () =>
      sanitizeDeep(
        await shopper.api.request({
          service: 'content',
          path,
          query: { siteId: site.id },
          schema,
          auth: false,
        }),
      ),
  })
}

/** A CMS page by slug; `augmented` inlines product data into product collections. */
export function getPage(shopper: Shopper, slug: string, { augmented = false } = {}) {
  const kind = augmented ? 'augmentedpage' : 'page'
  const siteId = shopper.locale.site.id
  return contentCall(shopper, `/caas/v1/canvas/${kind}/${siteId}/${encodeURIComponent(slug)}`, CmsPageSchema)
}

/** The category's CMS content above a listing grid. */
export function getCategoryContent(shopper: Shopper, categoryId: string) {
  const siteId = shopper.locale.site.id
  return contentCall(
    shopper,
    `/caas/v1/canvas/category/${siteId}/${encodeURIComponent(categoryId)}`,
    CmsPageSchema,
  )
}

export function getMenu(shopper: Shopper) {
  return contentCall(shopper, `/caas/v1/canvas/menu/${shopper.locale.site.id}`, MenuSchema, 15)
}

export function getFooter(shopper: Shopper) {
  return contentCall(shopper, `/caas/v1/canvas/footer/${shopper.locale.site.id}`, FooterSchema, 15)
}
