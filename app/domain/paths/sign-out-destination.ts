import { homePath } from '#app/domain/paths/paths.ts'
/**
 * AUTH-016 with A7: after sign-out the shopper goes home when the page they left is a cart,
 * checkout, favorites or account page, matched on whole path segments after the locale (a PLP slug
 * such as "cartography-1234" does not count); otherwise they stay where they were.
 */
const PRIVATE_SEGMENTS = new Set(['cart', 'checkout', 'favorites', 'account'])

/** `from` is a same-origin path (already passed through safeRedirect); `locale` e.g. `en-us`. */
export function signOutDestination(from: string, locale: string): string {
  const home = homePath(locale)
  const url = new URL(from, 'http://storefront.invalid')
  const segments = url.pathname.split('/').filter(Boolean)
  if (segments[0] !== locale) return home
  if (segments.slice(1).some((s) => PRIVATE_SEGMENTS.has(s.toLowerCase()))) return home
  return `${url.pathname}${url.search}`
}
