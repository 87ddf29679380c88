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

/** The channel header every upstream call carries (PLAT-013). */
export function channelOf(webview: boolean | undefined): 'MOBILE_APP' | 'ECOMM' {
  return webview ? 'MOBILE_APP' : 'ECOMM'
}
