import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'

/** Paths whose POSTs are rate limited: anything that checks a secret or places an order. */
export const LIMITED_POSTS =
  /\/(sign-in|sign-up|forgot-password|reset-password|newsletter|associate-login|checkout\/summary|account\/password|enrol\/lookup)(\/|$|\?)/

/** Posts per client and window on the paths above. */
export const LIMITED_POSTS_PER_MINUTE = 20

/**
 * The express middleware limiting sign-in-like posts per client: past the limit a 429 with
 * `Retry-After` and the draft-8 `RateLimit` headers. Other requests pass untouched.
 */
export function limitSignInLikePosts(): RequestHandler {
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: LIMITED_POSTS_PER_MINUTE,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: 'Too many attempts. Please wait a minute and try again.',
  })
  return (req, res, next) => {
    if (req.method === 'POST' && LIMITED_POSTS.test(req.path)) return limiter(req, res, next)
    next()
  }
}
