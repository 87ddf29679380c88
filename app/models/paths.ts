import { href } from 'react-router'
import type { EnrolmentStep } from './enrolment.ts'

/**
 * Every internal URL of the site. The builders sit on React Router's `href()`, which the route
 * typegen checks against app/routes.ts: renaming or removing a page breaks the typecheck here. Path
 * params are inserted as given, so ids that may hold reserved characters are encoded first; query
 * strings are written with URLSearchParams (form encoding: `/` as %2F, space as `+`).
 */

/** A query: an object (undefined and null values are left out), URLSearchParams, or a string (with or without `?`). */
export type Query = URLSearchParams | string | Record<string, string | null | undefined>

/** `path` with `query` appended; no `?` when the query is empty. */
export function withQuery(path: string, query?: Query): string {
  let search: string
  if (query === undefined) search = ''
  else if (typeof query === 'string') search = query.startsWith('?') ? query.slice(1) : query
  else if (query instanceof URLSearchParams) search = query.toString()
  else {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) if (value != null) params.set(key, value)
    search = params.toString()
  }
  return search ? `${path}?${search}` : path
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

export function homePath(locale: string): string {
  return href('/:locale', { locale })
}

/** A content page (the CMS catch-all), e.g. `contentPath('en-us', 'sms-terms')`. */
export function contentPath(locale: string, page: string): string {
  return href('/:locale/*', { locale, '*': page })
}

export function productPath(locale: string, product: SlugId, query?: Query): string {
  return withQuery(href('/:locale/p/:slugId', { locale, slugId: slugIdOf(product) }), query)
}

export function productStoresPath(locale: string, product: SlugId, query?: Query): string {
  return withQuery(href('/:locale/p/:slugId/stores', { locale, slugId: slugIdOf(product) }), query)
}

export function categoryPath(locale: string, category: SlugId, query?: Query): string {
  return withQuery(href('/:locale/c/:slugId', { locale, slugId: slugIdOf(category) }), query)
}

/** The search page; with a term, its results (`?q=` even for an empty term). */
export function searchPath(locale: string, q?: string): string {
  const path = href('/:locale/search', { locale })
  return q === undefined ? path : withQuery(path, new URLSearchParams({ q }))
}

export function searchSuggestPath(locale: string, q: string): string {
  return withQuery(href('/:locale/search/suggest', { locale }), new URLSearchParams({ q }))
}

export function quickShopPath(locale: string, productId: string): string {
  return href('/:locale/quickshop/:productId', { locale, productId: encodeURIComponent(productId) })
}

export function comparePath(locale: string, query?: Query): string {
  return withQuery(href('/:locale/compare', { locale }), query)
}

export function storesPath(locale: string, query?: Query): string {
  return withQuery(href('/:locale/stores', { locale }), query)
}

export function cartPath(locale: string): string {
  return href('/:locale/cart', { locale })
}

export function cartDeliveryPath(locale: string, itemId: string): string {
  return href('/:locale/cart/delivery/:itemId', { locale, itemId: encodeURIComponent(itemId) })
}

export function cartGiftPath(locale: string, itemId: string): string {
  return href('/:locale/cart/gift/:itemId', { locale, itemId: encodeURIComponent(itemId) })
}

export function favoritesPath(locale: string): string {
  return href('/:locale/favorites', { locale })
}

export function savedForLaterPath(locale: string): string {
  return href('/:locale/saved-for-later', { locale })
}

export type CheckoutPage = 'shipping' | 'billing' | 'summary' | 'pay-later' | 'authenticate' | 'wallet'

/** The checkout (which sends the shopper on to their step), or one of its pages. */
export function checkoutPath(locale: string, step?: CheckoutPage): string {
  return step ? href(`/:locale/checkout/${step}`, { locale }) : href('/:locale/checkout', { locale })
}

export function orderConfirmationPath(locale: string): string {
  return href('/:locale/order-confirmation', { locale })
}

/** A page that takes the shopper on to `redirectTo` afterwards (when given), plus any other `query`. */
function withRedirect(path: string, redirectTo?: string | null, query?: Record<string, string>): string {
  return withQuery(path, { ...query, redirectTo: redirectTo || undefined })
}

export function signInPath(
  locale: string,
  redirectTo?: string | null,
  query?: Record<string, string>,
): string {
  return withRedirect(href('/:locale/sign-in', { locale }), redirectTo, query)
}

export function signUpPath(
  locale: string,
  redirectTo?: string | null,
  query?: Record<string, string>,
): string {
  return withRedirect(href('/:locale/sign-up', { locale }), redirectTo, query)
}

export function signOutPath(locale: string): string {
  return href('/:locale/sign-out', { locale })
}

export function forgotPasswordPath(locale: string, query?: Record<string, string>): string {
  return withQuery(href('/:locale/forgot-password', { locale }), query)
}

export function resetPasswordPath(locale: string, query?: Record<string, string>): string {
  return withQuery(href('/:locale/reset-password', { locale }), query)
}

export function tooManyRequestsPath(locale: string): string {
  return href('/:locale/too-many-requests', { locale })
}

export function accountPath(locale: string): string {
  return href('/:locale/account', { locale })
}

export function accountPasswordPath(locale: string): string {
  return href('/:locale/account/password', { locale })
}

export function employeeTermsPath(locale: string, redirectTo?: string | null): string {
  return withRedirect(href('/:locale/account/employee-terms', { locale }), redirectTo)
}

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

export function associateLoginPath(locale: string): string {
  return href('/:locale/associate-login', { locale })
}
