import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import * as paths from '#app/domain/paths/paths.ts'
import { isDataRequestPath, routePath } from '#app/domain/paths/route-path.ts'
import { rateLimitLogger, sharedRateLimitStore } from '#app/platform/state/rate-limit-store.server.ts'

/**
 * Routes whose posts are rate limited, as `routePath` spells them: anything that checks a secret or
 * places an order. The gift card balance page (a card number and PIN) and order tracking (an order
 * number and email) only right under the locale, so product, cart or content paths that mention them
 * are not caught.
 */
export const LIMITED_POSTS =
  /\/(sign-in|sign-up|forgot-password|reset-password|newsletter|associate-login|preview-tool|checkout\/summary|account\/password|enrol\/lookup|(?<=^\/[a-z]{2}-[a-z0-9]{2,3}\/)(?:gift-card|track-order))(\/|$)/

// React Router runs a route's action for any of these; only they change anything (the cross-site check's set).
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * True when a request to `path` (raw, as it arrived) with `method` reaches a limited action, however
 * the path is spelled (`/en-us/SIGN-IN`, `/en-us/%73ign-in`, `/EN-US/sign-in/`, …) and whatever
 * mutation method it uses.
 */
export function isLimitedPost(method: string, path: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase()) && LIMITED_POSTS.test(routePath(path))
}

/** Posts per client and window on the paths above, unless configured (`SENSITIVE_POSTS_PER_MINUTE`). */
export const LIMITED_POSTS_PER_MINUTE = 20

/** The page a post past the limit is shown, under the locale of the path it was posted to. */
export function tooManyRequestsPath(path: string): string {
  const first = path.split('/')[1] ?? ''
  const locale = /^[a-z]{2}-[a-z0-9]{2,3}$/i.test(first) ? first.toLowerCase() : 'en-us'
  return paths.tooManyRequestsPath(locale)
}

/**
 * The express middleware limiting sign-in-like posts per client: past the limit a 429 with
 * `Retry-After` and the draft-8 `RateLimit` headers, as a page of the site rather than plain text.
 * A plain post is answered with the too-many-requests page itself (rendered by React Router as a GET
 * of that page). A data request (a fetcher's or an enhanced form's post) goes on flagged, and the root
 * middleware answers it with a redirect to that page, which React Router's client follows.
 * Other requests pass untouched. With `REDIS_URL` the counts are shared by every instance; when Redis
 * cannot be reached the post goes through (fails open, logged; decision 044).
 */
export function limitSignInLikePosts(limit = LIMITED_POSTS_PER_MINUTE): RequestHandler {
  const limiter = sitePageLimiter(limit)
  return (req, res, next) => {
    if (isLimitedPost(req.method, req.path)) return limiter(req, res, next)
    next()
  }
}

/**
 * A per-client limiter whose refusal is a page of the site: past the limit a document request is
 * answered by the too-many-requests page (a GET of it, under the route's locale) with `Retry-After`
 * and the draft-8 `RateLimit` headers; a data request goes on flagged (`res.locals.rateLimited`) for
 * the root middleware or the route to redirect there. `storePrefix` keeps a limit's counts apart in
 * the shared store (Redis with `REDIS_URL`, which fails open when unreachable; decision 044).
 */
export function sitePageLimiter(limit: number, storePrefix?: string): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: sharedRateLimitStore(storePrefix),
    passOnStoreError: true,
    logger: rateLimitLogger,
    handler: (req, res, next) => {
      const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil(((resetTime?.getTime() ?? Date.now() + 60_000) - Date.now()) / 1000),
      )
      // React Router's answer carries Retry-After (one header, not two).
      res.removeHeader('Retry-After')
      res.locals.rateLimited = { retryAfterSeconds }
      if (!isDataRequestPath(req.path)) {
        req.method = 'GET'
        req.url = tooManyRequestsPath(routePath(req.path))
        req.originalUrl = req.url
      }
      next()
    },
  })
}

/** PERS-068: the beacon endpoint, right under the locale, as `routePath` spells it. */
export const BEACON_POSTS = /^\/[a-z]{2}-[a-z0-9]{2,3}\/api\/beacon$/

/** True when a request to `path` (raw) with `method` is a beacon post, however the path is spelled. */
export function isBeaconPost(method: string, path: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase()) && BEACON_POSTS.test(routePath(path))
}

/** Beacon posts per client and minute: a page sends a batch a second at most while it is busy. */
export const BEACON_POSTS_PER_MINUTE = 120

/**
 * The express middleware limiting beacon posts per client: past the limit a bare 429 with the draft-8
 * `RateLimit` headers (the browser keeps the batch and sends it again on a later page).
 */
export function limitBeaconPosts(limit = BEACON_POSTS_PER_MINUTE): RequestHandler {
  const limiter = rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).end()
    },
  })
  return (req, res, next) => {
    if (isBeaconPost(req.method, req.path)) return limiter(req, res, next)
    next()
  }
}
