/**
 * Which upstream reads a page can do without (decision 043). A read in one of these groups gets the
 * short non-critical deadline and its group's circuit breaker; a page shows without what it brings.
 * Everything else (cart, checkout, account, catalogue, sign-in) is critical and keeps API_TIMEOUT_MS.
 * Writes are never in a group: a deadline that cuts a post short could leave it done upstream.
 */

export const NON_CRITICAL_GROUPS = [
  'content',
  'reviews',
  'recommendations',
  'stores',
  'personalisation',
  'countries',
] as const
export type UpstreamGroup = (typeof NON_CRITICAL_GROUPS)[number]

const BY_PATH: readonly (readonly [RegExp, UpstreamGroup])[] = [
  [/\/reviews?(\/|$)/, 'reviews'],
  [/\/widgetRecommendations$/, 'recommendations'],
  // Store search, the store list and collection points; not a store's employees (the associate's sign-in).
  [/^\/stores\/v\d+\//, 'stores'],
  [/^\/consumers-v3\/utilities\/stores$/, 'stores'],
  // The front-end service's feeds: the header's collections, the footer, the utility bar, size charts.
  [/^\/fapi\/components\//, 'content'],
  [/\/decisions?(\/|$)/, 'personalisation'],
  // The country list; the address rules' configured path names the group itself (decision 047).
  [/^\/consumers-v3\/utilities\/countryList$/, 'countries'],
]

/** The non-critical group of a call, or undefined when the page needs its answer. */
export function upstreamGroup(service: string, method: string, path: string): UpstreamGroup | undefined {
  if (method.toUpperCase() !== 'GET') return undefined
  if (service === 'content') return 'content'
  if (service !== 'commerce') return undefined
  return BY_PATH.find(([pattern]) => pattern.test(path))?.[1]
}

/**
 * A catalogue read (products, search, the category tree, stock, reviews, recommendations): public
 * data that does not depend on who asks. It carries the shopper's token when the session already has
 * a valid one and does not wait for one otherwise (decision 056), so a first visit's page reads the
 * catalogue in the same round as its guest token is fetched.
 */
export function isCatalogueRead(service: string, method: string, path: string): boolean {
  return service === 'commerce' && method.toUpperCase() === 'GET' && path.startsWith('/products/')
}
