/**
 * A request path as the route it reaches, in one spelling. React Router matches a path decoded, case
 * insensitively, without a trailing slash or `.data`, after the URL parser has resolved dot segments
 * and read backslashes as slashes; a rule that matches the raw path (a rate limit) is dodged by
 * `/en-us/SIGN-IN`, `/en-us/%73ign-in` or `/en-us\sign-in`. Rules match on `routePath` instead.
 */

// Only the path of this URL is read; the origin is a placeholder that is never contacted.
const PLACEHOLDER_ORIGIN = 'http://route.invalid'

/**
 * The pathname the request's URL has, as the express adapter builds it (origin + raw path): dot
 * segments resolved (`%2e` too), backslashes read as slashes, tabs and newlines dropped, a fragment
 * cut off. Never throws: a path the parser refuses is kept as it is.
 */
function parsedPathname(path: string): string {
  try {
    return new URL(`${PLACEHOLDER_ORIGIN}${path.startsWith('/') ? '' : '/'}${path}`).pathname
  } catch {
    return path
  }
}

/** One segment decoded as the router decodes it; a malformed escape leaves the segment as it is (as the router does). */
function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * `path` (a request's raw path, without its query) as the route React Router matches: decoded once,
 * lower-cased, without empty or dot segments, `;` parameters, a trailing slash or a `.data` suffix
 * (`/_root.data` is the home's). Always starts with `/`, never throws. Where the router would not match
 * a spelling at all (an encoded slash, `;jsessionid=…`, `.DATA`), this still names the route it
 * spells: a rule keyed on it then covers more spellings, never fewer.
 */
export function routePath(path: string): string {
  const segments: string[] = []
  for (const raw of parsedPathname(path).split('/')) {
    // An encoded slash or backslash separates segments here: a proxy in front may decode it.
    for (const part of decodeSegment(raw).split(/[/\\]/)) {
      const segment = part.replace(/;.*$/s, '').toLowerCase()
      if (segment === '' || segment === '.') continue
      if (segment === '..') segments.pop()
      else segments.push(segment)
    }
  }
  const last = segments.pop()
  if (last !== undefined && !(last === '_root.data' && segments.length === 0)) {
    const page = last === '_.data' ? '' : last.replace(/\.data$/, '')
    if (page !== '' && page !== '.') segments.push(page)
  }
  return `/${segments.join('/')}`
}

/** True when React Router answers `path` as a data request (a fetcher's, a client navigation's or an enhanced form's). */
export function isDataRequestPath(path: string): boolean {
  return parsedPathname(path).endsWith('.data')
}
