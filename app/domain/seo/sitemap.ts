import { isIndexable, sitePath } from './seo.ts'
import { homePath, localePath, movedPage } from '../paths/paths.ts'

/**
 * The sitemaps (sitemaps.org 0.9): an index of one sitemap per locale, each listing the locale's home,
 * its categories, its products and the content pages its menu and footer link to.
 */

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  )
}

export function sitemapIndexXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">${entries}</sitemapindex>\n`
}

export function urlsetXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<url><loc>${escapeXml(loc)}</loc></url>`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">${entries}</urlset>\n`
}

/** Keys under which content holds a link. */
const LINK_KEYS = new Set(['url', 'href', 'target'])

/**
 * The site paths content links to (`/help/returns`, `/c/jackets-2010`), found anywhere in it under a
 * link key; other origins, anchors and protocol-relative links are left out. A path may carry a locale.
 */
export function linkedPaths(content: unknown): string[] {
  const found = new Set<string>()
  const walk = (value: unknown, key?: string) => {
    if (typeof value === 'string') {
      if (key && LINK_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//')) found.add(value)
      return
    }
    if (Array.isArray(value)) for (const item of value) walk(item, key)
    else if (value && typeof value === 'object')
      for (const [name, child] of Object.entries(value)) walk(child, name)
  }
  walk(content)
  return [...found]
}

/**
 * The locale's sitemap URLs: each path under the locale once, query and fragment dropped, only pages
 * that are indexed (no cart, checkout, account or search result page), a page content links to under
 * another name listed where it lands rather than as a redirect.
 */
export function sitemapUrls(origin: string, locale: string, paths: readonly string[]): string[] {
  const urls = new Set<string>()
  for (const path of ['/', ...paths]) {
    const [bare = '/'] = path.split(/[?#]/)
    const site = sitePath(bare)
    if (site && site.locale !== locale) continue
    const moved = movedPage(site ? site.rest : bare)
    const full = moved ? moved(locale) : localePath(locale, bare).replace(/\/+$/, '') || homePath(locale)
    if (isIndexable(full)) urls.add(`${origin}${full}`)
  }
  return [...urls]
}

/** Paths crawlers are asked to leave alone, under every locale: the shopper's own pages and result lists. */
const DISALLOWED = [
  '/cart',
  '/checkout',
  '/account',
  '/order-confirmation',
  '/search',
  '/favorites',
  '/saved-for-later',
]

export function robotsTxt(origin: string): string {
  const rules = DISALLOWED.map((path) => `Disallow: /*${path}`).join('\n')
  return `User-agent: *\n${rules}\n\nSitemap: ${origin}/sitemap.xml\n`
}
