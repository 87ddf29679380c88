import type { RequestHandler } from 'express'
import refusals from '#app/locales/en/refusals.json' with { type: 'json' }

/**
 * Cross-site posts are refused (decision 043). React Router's own check compares a present Origin
 * with the host and answers 400; it lets through a post that carries no Origin, which is what a
 * cross-site form post looks like from some browsers and proxies. This check runs before it, for
 * every method that can change something, on what browsers tell us about where a request comes
 * from: `Sec-Fetch-Site`, then `Origin`, then `Referer`. A post that says nothing (an old browser, a
 * script on the server side) still passes: the session cookie's SameSite=Lax keeps a cross-site
 * browser post from carrying the shopper's session anyway.
 *
 * The payment provider and the bank send the shopper back with redirects (GETs), never with posts,
 * so no path needs an exception.
 */

export interface PostOrigin {
  method: string
  /** The hosts this request may call its own: the Host header, and X-Forwarded-Host behind a trusted proxy. */
  ownHosts: readonly string[]
  secFetchSite?: string
  origin?: string
  referer?: string
}

// Before the shopper's locale is known (nothing of the request is read): the English text. A
// catalogue of its own, read only here, so it adds nothing to the pages' scripts.
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')
const TITLE = escape(refusals.crossSiteTitle)
const BODY = escape(refusals.crossSiteBody)

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase()
  } catch {
    return null
  }
}

/** Why this request is refused as cross-site, or null when it may go on. */
export function crossSiteRefusal(request: PostOrigin): 'sec-fetch-site' | 'origin' | 'referer' | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null
  const own = new Set(request.ownHosts.filter(Boolean).map((host) => host.toLowerCase()))
  const site = request.secFetchSite?.toLowerCase()
  if (site === 'cross-site') return 'sec-fetch-site'
  if (request.origin !== undefined) {
    // "null": a sandboxed frame, a data: page or a redirect from elsewhere; ours only when the browser says so.
    if (request.origin === 'null') return site === 'same-origin' ? null : 'origin'
    const host = hostOf(request.origin)
    return host && own.has(host) ? null : 'origin'
  }
  if (request.referer) {
    const host = hostOf(request.referer)
    if (!host || !own.has(host)) return 'referer'
  }
  return null
}

/** The express middleware: a cross-site post is answered 403 before anything reads it. */
export function refuseCrossSitePosts(): RequestHandler {
  return (req, res, next) => {
    const refusal = crossSiteRefusal({
      method: req.method,
      ownHosts: [req.get('host') ?? '', req.host],
      secFetchSite: req.get('sec-fetch-site'),
      origin: req.get('origin'),
      referer: req.get('referer'),
    })
    if (!refusal) return next()
    res.locals.crossSiteRefusal = refusal
    res
      .status(403)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${TITLE}</title></head>` +
          `<body><main><h1>${TITLE}</h1><p>${BODY}</p></main></body></html>`,
      )
  }
}
