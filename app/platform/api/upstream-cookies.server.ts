import {
  cookieHeaderFor,
  sameJar,
  storeSetCookies,
  type UpstreamCookie,
  type UpstreamCookies,
} from './upstream-cookies.ts'

/**
 * The server's side of the API's cookies (PLAT-005, decision 075): the shopper's jar, kept in their
 * sealed session under `apiCookies`.
 */

/** What the jar needs of a session: its `apiCookies` key (the shopper's session has it). */
export interface ApiCookieStore {
  get(key: 'apiCookies'): UpstreamCookie[] | undefined
  set(key: 'apiCookies', value: UpstreamCookie[]): void
  unset(key: 'apiCookies'): void
}

/**
 * The API client's jar for this shopper, kept in their session: what the API's answers set comes back
 * on their later calls, and on nobody else's.
 */
export function apiCookieJar(session: ApiCookieStore): UpstreamCookies {
  return {
    header: (url) => cookieHeaderFor(session.get('apiCookies') ?? [], url.origin, Date.now()),
    store(url, setCookies) {
      const before = session.get('apiCookies') ?? []
      const after = storeSetCookies(before, url.origin, setCookies, Date.now())
      if (sameJar(before, after)) return
      if (after.length) session.set('apiCookies', after)
      else session.unset('apiCookies')
    },
  }
}
