/**
 * PLAT-013 (decision 011): the brand's mobile app opens the shop in a webview whose user agent carries
 * the app's marker. The spec keeps the marker in the webview's session storage; here the first request
 * that carries it marks the shopper's session, which the webview's own cookie jar keeps for its life.
 */

/**
 * Whether a request comes from the app's webview: the app's marker (configured, e.g. `ShopApp`) as a
 * product token with a version, e.g. `… Mobile Safari/537.36 ShopApp/7.3.0`.
 */
export function isAppWebview(userAgent: string | null | undefined, marker: string): boolean {
  if (!userAgent || !marker) return false
  const escaped = marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(^|[\\s;(])${escaped}/\\S+`).test(userAgent)
}

/**
 * VAL-055: a version the flag client's semantic-version comparisons accept: at most three
 * dot-separated numeric parts (`7`, `7.3`, `7.3.0`), optionally with a pre-release (`-beta.1`) or build
 * (`+412`) part. `7.3.0.1` is not one.
 */
const COMPARABLE_VERSION = /^\d+(\.\d+){0,2}([-+][0-9A-Za-z.+-]+)?$/

/** The longest app version kept (in the session cookie). */
const MAX_APP_VERSION_LENGTH = 32

export function isComparableVersion(version: string): boolean {
  return COMPARABLE_VERSION.test(version)
}

/**
 * The app's version from its webview's user agent (`ShopApp/7.3.0` → `7.3.0`), for audiences that
 * target app versions (PERS-061). Undefined outside the webview, and for a version the flag client
 * could not compare (VAL-055): an audience on it could never match, and each decision would log a
 * warning.
 */
export function appVersionOf(userAgent: string | null | undefined, marker: string): string | undefined {
  if (!userAgent || !marker) return undefined
  const escaped = marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const version = new RegExp(`(?:^|[\\s;(])${escaped}/(\\S+)`).exec(userAgent)?.[1]
  // The session keeps it: a header is the client's to write, so its length is bounded here.
  return version && version.length <= MAX_APP_VERSION_LENGTH && isComparableVersion(version)
    ? version
    : undefined
}

/** The channel header every upstream call carries (PLAT-013). */
export function channelOf(webview: boolean | undefined): 'MOBILE_APP' | 'ECOMM' {
  return webview ? 'MOBILE_APP' : 'ECOMM'
}

/** The part of the session the webview rule writes. */
interface WebviewSession {
  set(key: 'webview', value: true): void
  set(key: 'appVersion', value: string): void
  unset(key: 'appVersion'): void
}

/**
 * PLAT-013: the app's webview says so in its user agent, and the session keeps it (decision 011), with
 * the app's version for audiences that target it (VAL-055); an update of the app changes it.
 */
export function rememberWebview(session: WebviewSession, userAgent: string | null, marker: string): void {
  if (!isAppWebview(userAgent, marker)) return
  session.set('webview', true)
  const appVersion = appVersionOf(userAgent, marker)
  if (appVersion) session.set('appVersion', appVersion)
  else session.unset('appVersion')
}
