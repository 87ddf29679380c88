import type { RequestHandler } from 'express'
import { routePath } from '#app/domain/paths/route-path.ts'
import { sitePageLimiter } from './rate-limit.server.ts'

/**
 * The associate login page's employee list (`?store=`, INSTORE-010): names and employee ids, which
 * the page shows to whoever asks. Reads of it are limited per client so that nobody walks every
 * store's staff list; an associate asks once or twice a shift.
 */

/** The associate login page under any locale, as `routePath` spells every way of asking for it. */
export const EMPLOYEE_LIST_PAGE = /^\/[a-z]{2}-[a-z0-9]{2,3}\/associate-login$/

/**
 * Employee-list reads per client and minute. An associate's login reads it once or twice, the
 * end-to-end associate journey a few times; a script walking the stores gets a handful per minute.
 */
export const EMPLOYEE_LIST_READS_PER_MINUTE = 30

/** True for a GET of the associate login page that asks for a store's employees. */
export function isEmployeeListRead(method: string, path: string, query: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  return EMPLOYEE_LIST_PAGE.test(routePath(path)) && new URLSearchParams(query).has('store')
}

/**
 * The express middleware limiting employee-list reads per client. Past the limit a document request is
 * answered with the too-many-requests page (429, `Retry-After`, draft-8 `RateLimit` headers) in place of
 * the list; a data request goes on flagged and the page's loader redirects it to that page. With
 * `REDIS_URL` every instance counts together; without Redis the read goes through (fails open, logged).
 */
export function limitEmployeeListReads(limit = EMPLOYEE_LIST_READS_PER_MINUTE): RequestHandler {
  const limiter = sitePageLimiter(limit, 'rl-employees:')
  return (req, res, next) => {
    const query = req.originalUrl.split('?')[1] ?? ''
    if (isEmployeeListRead(req.method, req.path, query)) return limiter(req, res, next)
    next()
  }
}
