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
