import { pageAllows } from '#app/domain/tracking/consent-attribute.ts'
import { sameOriginFetch } from '#app/platform/http/same-origin-fetch.ts'

/**
 * The galleries' browser plumbing: the page's CSP nonce for the scripts they add, the client log of
 * what may only be logged (ERR-137), and the product details lookup shared by a page's galleries.
 */

/** The nonce of the page's own scripts (the browser hides the attribute, not the property). */
export function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''
}

/** A widget script that failed to load, or a lookup that failed: logged only, no error shown (ERR-137). */
export function logUgcWarning(message: string, detail: unknown) {
  console.warn(`[ugc-gallery] ${message}`, detail)
}

const masterIds = new Map<string, Promise<string | null>>()

/**
 * CAT-043: a product's master id from our product details route (`url`), fetched once per product
 * for all the page's galleries (and later pages'); null when the lookup fails, which is logged only.
 */
export function masterIdFor(
  url: string,
  load: (url: string) => Promise<Response> = (href) =>
    sameOriginFetch(href, { headers: { Accept: 'application/json' } }),
): Promise<string | null> {
  let lookup = masterIds.get(url)
  if (!lookup) {
    lookup = load(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`)
        const body = (await response.json()) as { masterId?: unknown }
        return typeof body.masterId === 'string' ? body.masterId : null
      })
      .catch((error: unknown) => {
        logUgcWarning('product details lookup failed', error)
        // Not kept: a later gallery may try again.
        masterIds.delete(url)
        return null
      })
    masterIds.set(url, lookup)
  }
  return lookup
}

/**
 * Adds a widget script with the page's nonce; failures to load are logged only. Returns the element,
 * which stays without a source (nothing loads) when the visitor has not allowed functional cookies.
 */
export function addScript(src: string, attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script')
  // The loader checks too, not only the server's omitted address: a page kept from before a visitor
  // withdrew consent must not load a third party's code.
  if (!pageAllows('functional')) return script
  script.src = src
  script.async = true
  script.nonce = pageNonce()
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
  script.addEventListener('error', () => logUgcWarning('widget script failed to load', src))
  document.body.appendChild(script)
  return script
}
