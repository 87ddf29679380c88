import { randomBytes } from 'node:crypto'
import { parse, serialize } from 'cookie'
import type { MiddlewareFunction } from 'react-router'
import { getShopper, type Shopper } from '#app/context.server.ts'
import { isVisitorId, newVisitorId } from '#app/domain/tracking/experimentation.ts'
import { isCrawlerFile } from '#app/domain/seo/seo.ts'

/**
 * The visitor id experiments bucket by (PERS-072): `vuid_` and random hex, 32 characters, kept in a
 * first-party cookie for a year. It is issued only when a decision or an event needs it, which happens
 * only when personalisation is allowed (PERS-001); a visitor who does not allow it gets no cookie.
 */
export const VISITOR_ID_COOKIE = 'vuid'
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

interface VisitorIdState {
  /** The valid id the request came with, if any. */
  current?: string
  /** An id issued during this request, to be set on the response. */
  issued?: string
}

const states = new WeakMap<Shopper, VisitorIdState>()

function stateOf(shopper: Shopper): VisitorIdState {
  let state = states.get(shopper)
  if (!state) {
    state = {}
    states.set(shopper, state)
  }
  return state
}

/** The visitor id this request came with, or none (never issues one). */
export function existingVisitorId(shopper: Shopper): string | undefined {
  const state = stateOf(shopper)
  return state.current ?? state.issued
}

/** True when this request issued the visitor's id: nothing outside the storefront has heard of it yet. */
export function isNewVisitorId(shopper: Shopper): boolean {
  const state = stateOf(shopper)
  return !state.current && state.issued !== undefined
}

/**
 * The visitor's id, issuing one (set on this response) when the request had none. Callers check
 * `personalisationAllowed(shopper)` first.
 */
export function visitorId(shopper: Shopper): string {
  const state = stateOf(shopper)
  state.issued ??= state.current
    ? undefined
    : newVisitorId((length) => randomBytes(length).toString('hex').slice(0, length))
  return state.current ?? state.issued!
}

/** The Set-Cookie value of a visitor id: httpOnly, SameSite=Lax, Secure where cookies are, a year. */
export function visitorIdCookie(shopper: Shopper, id: string): string {
  return serialize(VISITOR_ID_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: shopper.env.cookieSecure,
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
  })
}

/**
 * Reads the visitor id cookie for the loaders and actions of this request, and sets the cookie when one
 * was issued. Runs inside the shopper middleware (it needs the shopper).
 */
export const visitorIdMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // The crawler files have no shopper (the root middleware lets them through).
  if (isCrawlerFile(new URL(request.url).pathname)) return next()
  const shopper = getShopper(context)
  const value = parse(request.headers.get('Cookie') ?? '')[VISITOR_ID_COOKIE]
  const state = stateOf(shopper)
  if (isVisitorId(value)) state.current = value
  const response = await next()
  if (state.issued) response.headers.append('Set-Cookie', visitorIdCookie(shopper, state.issued))
  return response
}
