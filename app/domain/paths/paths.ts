import type { href as routerHref } from 'react-router'
import type { EnrolmentStep } from '../identity/enrolment.ts'

/**
 * Every internal URL of the site. The builders sit on `href()`, which the route typegen checks
 * against app/routes.ts: renaming or removing a page, or leaving out a param, breaks the typecheck
 * here. Path params are inserted as given, so ids that may hold reserved characters are encoded
 * first; query strings are written with URLSearchParams (form encoding: `/` as %2F, space as `+`).
 */

/**
 * React Router's `href()`: its signature (so the same route-table check) and its output for the
 * site's routes (paths.test.ts compares the two). Its own few lines, as importing react-router's
 * splits a chunk of react-router out of the client entry for every page (about 0.5 kB gzipped).
 */
export const href: typeof routerHref = (path, ...[params]) =>
  path.replace(/\/:([\w-]+)|\/\*$/g, (_, name?: string) => {
    const value = (params as Record<string, string | undefined> | undefined)?.[name ?? '*']
    return value === undefined ? '' : `/${value}`
  }) || '/'

/** A query: an object (undefined and null values are left out), URLSearchParams, or a string (with or without `?`). */
export type Query = URLSearchParams | string | Record<string, string | null | undefined>

/** `path` with `query` appended; no `?` when the query is empty. */
export function withQuery(path: string, query: Query = ''): string {
  const search =
    typeof query === 'string' || query instanceof URLSearchParams
      ? String(query).replace(/^\?/, '')
      : String(new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] != null)))
  return search ? `${path}?${search}` : path
}

/**
 * What follows the locale's home in `path`: '' for the home itself (with or without its trailing
 * slash), `/basecamp` for `/en-us/basecamp`; null when `path` is not under that locale.
 */
export function pathWithinLocale(path: string, locale: string): string | null {
  const home = homePath(locale)
  if (path === home || path === `${home}/`) return ''
  return path.startsWith(`${home}/`) ? path.slice(home.length) : null
}

/** `/{locale}{path}` for a locale-less site path such as `/c/jackets-2010`; external URLs pass through. */
export function localePath(locale: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path
  if (path === `/${locale}` || path.startsWith(`/${locale}/`)) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** Splits a `{slug}-{id}` URL segment with the id grammar of its page type; null when it does not fit. */
export function parseSlugId(
  segment: string | undefined,
  idPattern: RegExp,
): { slug: string; id: string } | null {
  if (!segment) return null
  const dash = segment.lastIndexOf('-')
  if (dash <= 0) return null
  const id = segment.slice(dash + 1)
  if (!idPattern.test(id)) return null
  return { slug: segment.slice(0, dash), id }
}

/** PLP ids of the page-type grammar (A3): 4 to 7 digits. */
export const CATEGORY_ID_PATTERN = /^\d{4,7}$/

/** A product or category as its URL names it: `{slug, id}`, or the `{slug}-{id}` segment itself. */
export type SlugId = string | { slug: string; id: string }

function slugIdOf(page: SlugId): string {
  return typeof page === 'string' ? page : `${page.slug}-${page.id}`
}

export const homePath = (locale: string): string => href('/:locale', { locale })

/** A content page (the CMS catch-all), e.g. `contentPath('en-us', 'sms-terms')`. */
export const contentPath = (locale: string, page: string): string => href('/:locale/*', { locale, '*': page })

export const productPath = (locale: string, product: SlugId, query?: Query): string =>
  withQuery(href('/:locale/p/:slugId', { locale, slugId: slugIdOf(product) }), query)

export const productStoresPath = (locale: string, product: SlugId, query?: Query): string =>
  withQuery(href('/:locale/p/:slugId/stores', { locale, slugId: slugIdOf(product) }), query)

/** A product's size chart as a page (without JavaScript), and as the JSON its dialog reads. */
export const productSizeChartPath = (locale: string, product: SlugId): string =>
  href('/:locale/p/:slugId/size-chart', { locale, slugId: slugIdOf(product) })

export const productSizeChartDataPath = (locale: string, product: SlugId): string =>
  href('/:locale/p/:slugId/size-chart.json', { locale, slugId: slugIdOf(product) })

/**
 * The product's first page of reviews and questions as data, which the product page loads when the
 * shopper nears its reviews (decision 098).
 */
export const productReviewsDataPath = (locale: string, product: SlugId): string =>
  href('/:locale/p/:slugId/reviews.json', { locale, slugId: slugIdOf(product) })

/** Asking a question about a product (CAT-018): the page its dialog's form also posts to. */
export const productQuestionPath = (locale: string, product: SlugId): string =>
  href('/:locale/p/:slugId/ask-question', { locale, slugId: slugIdOf(product) })

/**
 * The photo galleries' routes, which a gallery on a listing or a product page calls: the product details
 * a widget gallery reads for its tag (CAT-043), and where a social gallery's report form posts (CAT-054).
 */
export const ugcProductPath = (locale: string, productId: string): string =>
  href('/:locale/ugc/products/:productId', { locale, productId: encodeURIComponent(productId) })

/** Where a photo's report form posts; with a query, the page that shows that form (`mediaId`, `redirectTo`). */
export const ugcReportPath = (locale: string, query?: { mediaId: string; redirectTo: string }): string =>
  withQuery(href('/:locale/ugc/report', { locale }), query)

export const categoryPath = (locale: string, category: SlugId, query?: Query): string =>
  withQuery(href('/:locale/c/:slugId', { locale, slugId: slugIdOf(category) }), query)

/** The search page; with a term, its results (`?q=` even for an empty term). */
export function searchPath(locale: string, q?: string): string {
  const path = href('/:locale/search', { locale })
  return q === undefined ? path : withQuery(path, new URLSearchParams({ q }))
}

export const searchSuggestPath = (locale: string, q: string): string =>
  withQuery(href('/:locale/search/suggest', { locale }), new URLSearchParams({ q }))

export const quickShopPath = (locale: string, productId: string): string =>
  href('/:locale/quickshop/:productId', { locale, productId: encodeURIComponent(productId) })

export const comparePath = (locale: string, query?: Query): string =>
  withQuery(href('/:locale/compare', { locale }), query)

export const storesPath = (locale: string, query?: Query): string =>
  withQuery(href('/:locale/stores', { locale }), query)

/**
 * Pages content links to under another name (`/store-locator`, the page name of the content service),
 * which the site answers with a permanent redirect to the page's own address: the redirect and the
 * sitemap, which lists a page where it lands, read them here.
 */
export const MOVED_PAGES = { '/store-locator': storesPath } as const

/** The builder of the page a locale-less `path` has moved to, if it is one of `MOVED_PAGES`. */
export const movedPage = (path: string): ((locale: string, query?: Query) => string) | undefined =>
  Object.hasOwn(MOVED_PAGES, path) ? MOVED_PAGES[path as keyof typeof MOVED_PAGES] : undefined

/**
 * Where a locale-less site link leads now: a page of `MOVED_PAGES` by its own path, query and fragment
 * kept (content's `/store-locator?q=…` is `/stores?q=…`), any other link as it is. Content's links are
 * read through it, so following one costs the shopper no redirect.
 */
export function currentPath(url: string): string {
  const cut = url.search(/[?#]/)
  const path = cut < 0 ? url : url.slice(0, cut)
  const moved = movedPage(path.length > 1 ? path.replace(/\/$/, '') : path)
  if (!moved) return url
  // The builders take a locale; any one gives the path under it.
  const locale = 'any'
  return `${pathWithinLocale(moved(locale), locale) ?? path}${cut < 0 ? '' : url.slice(cut)}`
}

export const cartPath = (locale: string): string => href('/:locale/cart', { locale })

/** The close form of the promo and benefit bars without JavaScript (CMS-077, CMS-106). */
export const dismissPath = (locale: string): string => href('/:locale/dismiss', { locale })

export const previewToolPath = (locale: string, query?: Query): string =>
  withQuery(href('/:locale/preview-tool', { locale }), query)

export const espotMapPath = (locale: string, query?: Query): string =>
  withQuery(href('/:locale/preview-tool/espots', { locale }), query)

export const cartDeliveryPath = (locale: string, itemId: string): string =>
  href('/:locale/cart/delivery/:itemId', { locale, itemId: encodeURIComponent(itemId) })

export const cartGiftPath = (locale: string, itemId: string): string =>
  href('/:locale/cart/gift/:itemId', { locale, itemId: encodeURIComponent(itemId) })

export const favoritesPath = (locale: string): string => href('/:locale/favorites', { locale })

/** The phone's menu as a page (the header's Menu link without JavaScript). */
export const menuPath = (locale: string): string => href('/:locale/menu', { locale })

export const savedForLaterPath = (locale: string): string => href('/:locale/saved-for-later', { locale })

/** The cart's saved-for-later section, where the account's "Saved for later" takes the shopper. */
export const SAVED_FOR_LATER_ID = 'saved-for-later'

/** The cart at its saved-for-later section. */
export const savedForLaterInCartPath = (locale: string): string => `${cartPath(locale)}#${SAVED_FOR_LATER_ID}`

export type CheckoutPage =
  | 'shipping'
  | 'billing'
  | 'summary'
  | 'pay-later'
  | 'authenticate'
  | 'wallet'
  /** Where the billing step's script opens the hosted card fields' provider session (a post only). */
  | 'card-session'

/** The checkout (which sends the shopper on to their step), or one of its pages. */
export const checkoutPath = (locale: string, step?: CheckoutPage): string =>
  step ? href(`/:locale/checkout/${step}`, { locale }) : href('/:locale/checkout', { locale })

export const orderConfirmationPath = (locale: string): string =>
  href('/:locale/order-confirmation', { locale })

/** A page that takes the shopper on to `redirectTo` afterwards (when given), plus any other `query`. */
function withRedirect(path: string, redirectTo?: string | null, query?: Record<string, string>): string {
  return withQuery(path, { ...query, redirectTo: redirectTo || undefined })
}

export const signInPath = (
  locale: string,
  redirectTo?: string | null,
  query?: Record<string, string>,
): string => withRedirect(href('/:locale/sign-in', { locale }), redirectTo, query)

export const signUpPath = (
  locale: string,
  redirectTo?: string | null,
  query?: Record<string, string>,
): string => withRedirect(href('/:locale/sign-up', { locale }), redirectTo, query)

export const signOutPath = (locale: string): string => href('/:locale/sign-out', { locale })

export const forgotPasswordPath = (locale: string, query?: Record<string, string>): string =>
  withQuery(href('/:locale/forgot-password', { locale }), query)

export const resetPasswordPath = (locale: string, query?: Record<string, string>): string =>
  withQuery(href('/:locale/reset-password', { locale }), query)

export const tooManyRequestsPath = (locale: string): string => href('/:locale/too-many-requests', { locale })

export const accountPath = (locale: string): string => href('/:locale/account', { locale })

export const accountPasswordPath = (locale: string): string => href('/:locale/account/password', { locale })

export const employeeTermsPath = (locale: string, redirectTo?: string | null): string =>
  withRedirect(href('/:locale/account/employee-terms', { locale }), redirectTo)

/** The enrolment flow's entry, or one of its steps. */
export function enrolPath(
  locale: string,
  step?: EnrolmentStep,
  redirectTo?: string | null,
  query?: Record<string, string>,
): string {
  const path = step ? href(`/:locale/enrol/${step}`, { locale }) : href('/:locale/enrol', { locale })
  return withRedirect(path, redirectTo, query)
}

/** The location selector (PLAT-022, decision 048); `redirectTo` is the page to land on in the chosen locale. */
export const locationPath = (locale: string, redirectTo?: string | null): string =>
  withRedirect(href('/:locale/location', { locale }), redirectTo)

export const associateLoginPath = (locale: string): string => href('/:locale/associate-login', { locale })

// ---- Orders after purchase (ACCT-025…032) ----------------------------------------------------------

/**
 * The newsletter page: every newsletter form's post, and the form's page without JavaScript
 * (FORM-001..009). Here rather than with the self-service pages: the shell compares it with the
 * current page to leave out the footer's form on the newsletter page itself.
 */
export const newsletterPath = (locale: string, query?: Query): string =>
  withQuery(href('/:locale/newsletter', { locale }), query)
