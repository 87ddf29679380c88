import { LOCALES, DEFAULT_LOCALE } from '../market/site.ts'
import { localePath } from '../paths/paths.ts'

/**
 * What search engines are told about a page: whether it is indexed, its canonical URL and its
 * alternates in the other locales (hreflang). Pages are recognised by what follows the locale.
 */

/**
 * Pages of a shopper's own (cart, checkout, account, sign-in and the like), result lists and the location
 * choice (a form, the same in every locale): never indexed.
 */
const PRIVATE_PAGES =
  /^\/(cart|checkout|account|order-confirmation|sign-in|sign-up|sign-out|forgot-password|reset-password|favorites|saved-for-later|too-many-requests|search|compare|quickshop|events\/register|privacy\/consent|location)(\/|$)/

/** Query parameters that make another page of the same content: the canonical URL keeps them. */
const CANONICAL_PARAMS = ['page']

/** Files for crawlers at the root of the site, outside every locale: they need nothing of a shopper's. */
export function isCrawlerFile(pathname: string): boolean {
  return pathname === '/robots.txt' || pathname === '/sitemap.xml'
}

/** The path after `/{locale}`, or null when the path is not under a locale we serve. */
export function sitePath(pathname: string): { locale: string; rest: string } | null {
  const [, first = '', ...rest] = pathname.split('/')
  if (!LOCALES.includes(first)) return null
  const path = rest.length ? `/${rest.join('/')}` : ''
  return { locale: first, rest: path === '/' ? '' : path }
}

export function isIndexable(pathname: string): boolean {
  const site = sitePath(pathname)
  return site !== null && !PRIVATE_PAGES.test(site.rest)
}

/** The page's own URL, without the parameters that only filter, sort or track. */
export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const kept = new URLSearchParams()
  const params = new URLSearchParams(search)
  for (const name of CANONICAL_PARAMS) for (const value of params.getAll(name)) kept.append(name, value)
  const query = kept.size ? `?${kept}` : ''
  return `${origin}${pathname.replace(/\/+$/, '') || '/'}${query}`
}

export interface Alternate {
  hreflang: string
  href: string
}

/**
 * The same page in every locale, plus `x-default` (the default locale). A product, category or content
 * page keeps its path across locales: its id is the same everywhere.
 */
export function alternates(origin: string, pathname: string): Alternate[] {
  const site = sitePath(pathname)
  if (!site) return []
  const href = (locale: string) => `${origin}${localePath(locale, site.rest || '/')}`
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: href(locale) })),
    { hreflang: 'x-default', href: href(DEFAULT_LOCALE) },
  ]
}

/** One `<link>` of the head. */
export interface HeadLink {
  rel: 'canonical' | 'alternate'
  href: string
  hrefLang?: string
}

/** Product and listing pages name their own canonical URL in their `meta` (the product's own slug). */
const OWN_CANONICAL = /^\/(p|c)\//

/**
 * The head links of a page as the server renders it: an indexed page's canonical URL and its
 * alternates; nothing for the pages that are not indexed.
 */
export function headLinks(origin: string, url: URL): HeadLink[] {
  const site = sitePath(url.pathname)
  if (!site || !isIndexable(url.pathname)) return []
  const canonical: HeadLink[] = OWN_CANONICAL.test(site.rest)
    ? []
    : [{ rel: 'canonical', href: canonicalUrl(origin, url.pathname, url.search) }]
  const others = alternates(origin, url.pathname).map(
    ({ hreflang, href }): HeadLink => ({ rel: 'alternate', hrefLang: hreflang, href }),
  )
  return [...canonical, ...others]
}
