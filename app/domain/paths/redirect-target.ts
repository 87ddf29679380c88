/**
 * The one rule for a redirect target taken from input (a `redirectTo` field, a `?page=` or
 * `?redirectTo=` parameter, a path the locale redirect rebuilds): it is kept only as a path on our
 * origin that no browser, proxy or later decoding can read as another origin.
 */

// Only the path of this URL is kept; the origin is a placeholder that is never contacted.
const OWN_ORIGIN = 'http://storefront.invalid'

/** No page of ours has an address this long; a longer one is an attack or junk, never a 500 (decision 043). */
export const MAX_REDIRECT_LENGTH = 2048

// One slash, then neither a slash nor a backslash: `//host` and `/\host` are other origins to a browser.
const ON_OUR_ORIGIN = /^\/(?![/\\])/
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * The pathname with its ASCII escapes decoded until none is left (`%252F` too): what a proxy or a
 * later step that decodes would see. Only ASCII, so it never throws on a malformed or partial escape;
 * slashes, backslashes, dots and control characters are all ASCII. Each round shortens the string.
 */
function asciiDecoded(pathname: string): string {
  for (let current = pathname; ; ) {
    const next = current.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    )
    if (next === current) return current
    current = next
  }
}

/**
 * `to` as a path on our origin (`/…` with its query and fragment, dot segments resolved), or null when
 * it names another origin or could be read as one: a scheme (`https:`, `javascript:`, `data:`), a
 * leading `//`, `/\` or `\`, control characters, tabs or newlines (browsers drop them, so `/\t/host`
 * is `//host`), dot segments that leave `//` behind (`/.//host`, `/%2e//host`), or escapes that decode
 * into any of these (`/%2F/host`, `/%5C/host`, `/%09/host`). The URL parser reads backslashes as
 * slashes, as browsers do.
 */
export function ownOriginPath(to: unknown): string | null {
  if (typeof to !== 'string' || to.length > MAX_REDIRECT_LENGTH || !to.trim()) return null
  if (CONTROL.test(to)) return null
  let url: URL
  try {
    url = new URL(to, OWN_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== OWN_ORIGIN) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  if (!ON_OUR_ORIGIN.test(path)) return null
  // Decoded, it must still be one of our paths, dot segments and backslashes read as a browser reads them.
  const decoded = asciiDecoded(url.pathname)
  if (CONTROL.test(decoded) || !ON_OUR_ORIGIN.test(decoded)) return null
  const reread = URL.parse(decoded, OWN_ORIGIN)
  if (reread?.origin !== OWN_ORIGIN || !ON_OUR_ORIGIN.test(reread.pathname)) return null
  return path
}
