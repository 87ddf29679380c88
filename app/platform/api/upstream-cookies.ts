/**
 * PLAT-005 (decision 075): the cookies the API sets on its answers (a load balancer's affinity, a
 * session of its own), kept per shopper and sent back on that shopper's later calls. The browser's
 * cookies are never forwarded: the storefront's own session cookie holds the shopper's tokens, and the
 * API never set any of the others. The jar lives in the shopper's sealed session, so it is bounded
 * hard: a session cookie over 4 kB is dropped by browsers.
 *
 * Pure functions: `Date.now()` comes in as `now`.
 */

/** The API client's view of a shopper's jar (`apiCookieJar` in upstream-cookies.server.ts keeps it in the session). */
export interface UpstreamCookies {
  /** The Cookie header for a call to `url`'s origin, if the API set any cookie there. */
  header(url: URL): string | undefined
  /** Keeps what an answer from `url`'s origin set. */
  store(url: URL, setCookies: readonly string[]): void
}

/** One cookie the API set, for the origin that set it. */
export interface UpstreamCookie {
  /** The origin (scheme, host, port) of the service that set it: it goes back there only. */
  origin: string
  name: string
  value: string
  /** Epoch milliseconds after which it is not sent (Max-Age or Expires); none: until the session ends. */
  expires?: number
}

/** At most this many cookies per shopper, all services together; the oldest goes first. */
export const MAX_UPSTREAM_COOKIES = 4
/** A longer value is not kept (an affinity or session id is far shorter). */
export const MAX_UPSTREAM_COOKIE_VALUE = 256
/** The names and values of all kept cookies together, in characters. */
export const MAX_UPSTREAM_COOKIE_CHARS = 640

// RFC 6265: a cookie name is an HTTP token; a value is cookie-octets, optionally in double quotes.
const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
const VALUE = /^"?[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*"?$/

/** What one Set-Cookie value says: a cookie to keep, or one to remove (expired, Max-Age 0 or less). */
export interface SetCookie {
  name: string
  value: string
  expires?: number
  remove: boolean
}

/**
 * Reads one Set-Cookie value: its name, value and lifetime (Max-Age wins over Expires). Path, Domain,
 * Secure, HttpOnly and SameSite are not kept: the cookie goes back to the origin that set it, on every
 * call to it. Undefined for a value that is not a cookie.
 */
export function parseSetCookie(header: string, now: number): SetCookie | undefined {
  const [pair = '', ...attributes] = header.split(';')
  const eq = pair.indexOf('=')
  if (eq <= 0) return undefined
  const name = pair.slice(0, eq).trim()
  const value = pair.slice(eq + 1).trim()
  if (!NAME.test(name) || !VALUE.test(value)) return undefined
  let maxAge: number | undefined
  let expiresAt: number | undefined
  for (const attribute of attributes) {
    const at = attribute.indexOf('=')
    const key = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase()
    const raw = at < 0 ? '' : attribute.slice(at + 1).trim()
    if (key === 'max-age' && /^-?\d+$/.test(raw)) maxAge = Number(raw)
    else if (key === 'expires') {
      const time = Date.parse(raw)
      if (!Number.isNaN(time)) expiresAt = time
    }
  }
  const expires = maxAge !== undefined ? now + maxAge * 1000 : expiresAt
  return { name, value, expires, remove: expires !== undefined && expires <= now }
}

function live(cookie: UpstreamCookie, now: number): boolean {
  return cookie.expires === undefined || cookie.expires > now
}

/** The jar within its bounds: live cookies only, the newest kept when there are too many or too long. */
function bounded(jar: readonly UpstreamCookie[], now: number): UpstreamCookie[] {
  const kept: UpstreamCookie[] = []
  let chars = 0
  // Newest last in the jar: walk from the end so the newest survive.
  for (let i = jar.length - 1; i >= 0; i--) {
    const cookie = jar[i]!
    if (!live(cookie, now)) continue
    const size = cookie.name.length + cookie.value.length
    if (kept.length >= MAX_UPSTREAM_COOKIES || chars + size > MAX_UPSTREAM_COOKIE_CHARS) break
    kept.unshift(cookie)
    chars += size
  }
  return kept
}

/**
 * The jar after an answer from `origin` with these Set-Cookie values: a cookie replaces the one of the
 * same origin and name (and becomes the newest), a removal or an expiry takes it out, a value that is
 * not a cookie or is too long is ignored.
 */
export function storeSetCookies(
  jar: readonly UpstreamCookie[],
  origin: string,
  setCookies: readonly string[],
  now: number,
): UpstreamCookie[] {
  let next = [...jar]
  for (const header of setCookies) {
    const cookie = parseSetCookie(header, now)
    if (!cookie) continue
    next = next.filter((kept) => !(kept.origin === origin && kept.name === cookie.name))
    if (cookie.remove || cookie.value.length > MAX_UPSTREAM_COOKIE_VALUE) continue
    next.push({
      origin,
      name: cookie.name,
      value: cookie.value,
      ...(cookie.expires !== undefined ? { expires: cookie.expires } : {}),
    })
  }
  return bounded(next, now)
}

/** The Cookie header for a call to `origin`: the live cookies it set, or undefined when there are none. */
export function cookieHeaderFor(
  jar: readonly UpstreamCookie[],
  origin: string,
  now: number,
): string | undefined {
  const pairs = jar
    .filter((cookie) => cookie.origin === origin && live(cookie, now))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
  return pairs.length ? pairs.join('; ') : undefined
}

/** True when two jars hold the same cookies (nothing to write back to the session). */
export function sameJar(a: readonly UpstreamCookie[], b: readonly UpstreamCookie[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
