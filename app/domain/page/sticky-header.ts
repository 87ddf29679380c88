import { LOCALES } from '../market/site.ts'

/**
 * PLAT-033: the header sticks to the top of the window except on configured routes. Routes are
 * locale-less site paths; one excludes itself and every path below it (`/` excludes the home page only).
 */

/** The checkout steps (and the bank's and wallet's returns under /checkout) keep a static header. */
export const STICKY_HEADER_EXCLUDED_ROUTES: readonly string[] = ['/checkout']

/** The path without its locale segment, lower-cased, without a trailing slash (`/` for the home page). */
function sitePath(pathname: string): string {
  const segments = pathname.toLowerCase().split('/').filter(Boolean)
  if (segments[0] && LOCALES.includes(segments[0])) segments.shift()
  return `/${segments.join('/')}`
}

/** PLAT-033: true when the header should stick on `pathname` (with or without its locale). */
export function isStickyHeaderRoute(
  pathname: string,
  excluded: readonly string[] = STICKY_HEADER_EXCLUDED_ROUTES,
): boolean {
  const path = sitePath(pathname)
  return !excluded.some((route) => {
    const base = sitePath(route)
    return path === base || (base !== '/' && path.startsWith(`${base}/`))
  })
}
