/**
 * Page-type recognition from the URL path (001 §2) and the id patterns that come with it. Pure: no
 * React, no server code, so analytics and personalisation can use it on either side.
 *
 * The spec's product and category id grammars differ between contexts (A3), so there are three named
 * pattern sets, each used only in its own context: PAGE_TYPE_PATTERNS (page-type recognition),
 * PERSONALISATION_PATTERNS (personalisation layer) and SUFFIX_PATTERNS (the second, -c/-p suffix pair).
 */

export type PageType =
  | 'PDP'
  | 'PLP'
  | 'Cart'
  | 'Account'
  | 'Search'
  | 'SearchHub'
  | 'Home'
  | 'Order Confirmation'
  | 'Checkout'
  | 'Other'
  | 'Error'

/** Page-type recognition (PERS-008, PERS-013, PERS-014). */
export const PAGE_TYPE_PATTERNS = {
  /** Only a two-letter language, a dash and a two-letter country code. */
  home: /^\/[a-z]{2}-[a-z]{2}\/?$/i,
  /** The locale prefix stripped before bare paths are compared (A6). */
  localePrefix: /^\/[a-z]{2}-[a-z]{2}(?=\/|$)/i,
  /** A dash, then two capitals followed by at least six capitals or digits, at the end. */
  pdpCode: /-([A-Z]{2}[A-Z0-9]{6,})\/?$/,
  /** A dash, then a 4-to-7-digit category id, at the end. */
  plpId: /-(\d{4,7})\/?$/,
} as const

/** The personalisation layer's page patterns (PERS-016..PERS-018). */
export const PERSONALISATION_PATTERNS = {
  /** Two letters, a dash, then 2 to 3 letters or digits (e.g. en-us, es-419). */
  locale: /^[a-z]{2}-[a-z0-9]{2,3}$/i,
  /** /{locale}/c/{slug}-{category id of 4 to 10 digits} */
  category: /^\/[a-z]{2}-[a-z0-9]{2,3}\/c\/[^/]+-(\d{4,10})\/?$/i,
  /** /{locale}/p/{slug}-{product id of 8 to 11 uppercase alphanumerics} */
  product: /^\/[a-zA-Z]{2}-[a-zA-Z0-9]{2,3}\/p\/[^/]+-([A-Z0-9]{8,11})\/?$/,
} as const

/** The second pattern pair (PERS-019): an id after a -c or -p suffix at the end of the path. */
export const SUFFIX_PATTERNS = {
  /** -c then a 4-to-6-digit category id. */
  category: /-c(\d{4,6})\/?$/,
  /** -p then an 8-to-11-character product id. */
  product: /-p([A-Za-z0-9]{8,11})\/?$/,
} as const

/** What the error page's meta description says (the `error-4xx` content page: "This page is not available"). */
const NOT_AVAILABLE = /\bpage is not available\b/i

/** The path without its query or fragment. */
function pathOnly(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? ''
}

/** True when a meta description says the page is not available (PERS-012). */
export function isNotAvailableDescription(metaDescription: string | null | undefined): boolean {
  return typeof metaDescription === 'string' && NOT_AVAILABLE.test(metaDescription)
}

/**
 * The page type of a path (PERS-002..PERS-011), read as A6 says: "contains" rules on the whole path,
 * bare paths as the exact first segment after the locale, in the spec's table order. A meta description
 * saying the page is not available makes it Error whatever the path (PERS-012).
 */
export function pageType(path: string, metaDescription?: string | null): PageType {
  if (isNotAvailableDescription(metaDescription)) return 'Error'
  const full = pathOnly(path)
  const first = full.replace(PAGE_TYPE_PATTERNS.localePrefix, '').split('/')[1] ?? ''
  if (full.includes('/p/')) return 'PDP'
  if (full.includes('/c/')) return 'PLP'
  if (first === 'cart') return 'Cart'
  if (first === 'account') return 'Account'
  if (first === 'search') return 'Search'
  if (full.includes('searchhub')) return 'SearchHub'
  if (PAGE_TYPE_PATTERNS.home.test(full)) return 'Home'
  if (first === 'order-confirmation') return 'Order Confirmation'
  if (first === 'checkout') return 'Checkout'
  return 'Other'
}

/**
 * The product identifier of a PDP path (PERS-013): the code at the end of the path, with the chosen
 * colour (the `color` query value, if any) appended as is. Null when the path does not end in a code.
 */
export function pdpProductIdentifier(path: string): string | null {
  const [pathname = '', query = ''] = path.split('#', 1)[0]!.split('?', 2)
  const code = PAGE_TYPE_PATTERNS.pdpCode.exec(pathname)?.[1]
  if (!code) return null
  const color = new URLSearchParams(query).get('color')?.trim() ?? ''
  return `${code}${color}`
}

/** The category id at the end of a PLP path (PERS-014), or null. */
export function plpCategoryId(path: string): string | null {
  return PAGE_TYPE_PATTERNS.plpId.exec(pathOnly(path))?.[1] ?? null
}

/** The personalisation layer's reading of a path (PERS-016, PERS-017), or null when it is neither. */
export function personalisationPage(
  path: string,
): { kind: 'category'; categoryId: string } | { kind: 'product'; productId: string } | null {
  const p = pathOnly(path)
  const category = PERSONALISATION_PATTERNS.category.exec(p)?.[1]
  if (category) return { kind: 'category', categoryId: category }
  const product = PERSONALISATION_PATTERNS.product.exec(p)?.[1]
  return product ? { kind: 'product', productId: product } : null
}

/** The id after a -c or -p suffix (PERS-019), or null. */
export function suffixId(
  path: string,
): { kind: 'category'; categoryId: string } | { kind: 'product'; productId: string } | null {
  const p = pathOnly(path)
  const category = SUFFIX_PATTERNS.category.exec(p)?.[1]
  if (category) return { kind: 'category', categoryId: category }
  const product = SUFFIX_PATTERNS.product.exec(p)?.[1]
  return product ? { kind: 'product', productId: product } : null
}

/**
 * Production or sandbox from the path, exactly as the spec states it (PERS-015): a /p/ segment marks
 * production. Kept literal and isolated (A2) for whatever analytics field wants it; it must never gate
 * behaviour, since every page other than a product page would read as sandbox. The runtime environment
 * comes from configuration.
 */
export function siteEnvironmentFromPath(path: string): 'production' | 'sandbox' {
  return pathOnly(path).includes('/p/') ? 'production' : 'sandbox'
}
