import {
  GUEST_CACHEABLE,
  carriesShopperState,
  onlyGuestBookkeeping,
  sharedCacheControl,
} from '#app/platform/cache/cache-policy.ts'
import { cacheControlFor } from '#app/domain/page/request-rules.ts'
import { commitSession, localeCookie, readLocaleCookie, type ShopperSession } from '#app/sessions.server.ts'

/**
 * The end of every shopper request: the session and locale cookies, then the Cache-Control. A page
 * guests may share (its route says `GUEST_CACHEABLE`, decision 052) is public only for a visitor with
 * no state of their own, who then keeps nothing from it — no session, no locale cookie — so that the
 * answer sets no cookie. Everything else keeps the rules of `cacheControlFor`.
 */
export function settleCookiesAndCaching({
  request,
  response,
  session,
  sessionBefore,
  locale,
  previewing,
  signInRequired,
  consentCookie,
  dataRequest,
}: {
  request: Request
  response: Response
  session: ShopperSession
  sessionBefore: string
  locale: string
  previewing: boolean
  signInRequired: boolean
  consentCookie: string
  /** Only a document remembers its locale (decision 048): see below. */
  dataRequest: boolean
}) {
  const route = response.headers.get('Cache-Control')
  const shareable = route === GUEST_CACHEABLE && !previewing && !signInRequired
  const carriesState = carriesShopperState(request.headers.get('Cookie'), consentCookie)
  // Only when that makes the page public: a page that sets another cookie (a visitor id) or is not a
  // 200 stays private, and then keeps the session as every other page does.
  const keepNothing =
    shareable &&
    !carriesState &&
    response.status === 200 &&
    !response.headers.has('Set-Cookie') &&
    onlyGuestBookkeeping(Object.keys(session.data))
  if (!keepNothing && JSON.stringify(session.data) !== sessionBefore) {
    response.headers.append('Set-Cookie', commitSession(session))
  }
  // A page the shopper opens remembers its locale; the data requests a page makes once loaded do not:
  // a dialog's loader revalidated after the shopper chose another locale would set the old one back.
  if (!keepNothing && !dataRequest && readLocaleCookie(request) !== locale)
    response.headers.append('Set-Cookie', localeCookie(locale))
  const cacheControl = shareable
    ? sharedCacheControl({
        method: request.method,
        status: response.status,
        carriesState,
        setsCookie: response.headers.has('Set-Cookie'),
      })
    : cacheControlFor({ preview: previewing, signInRequired, route })
  response.headers.set('Cache-Control', cacheControl)
  // A CDN keys a shared page on the cookies too: a shopper with state never gets a guest's copy.
  if (cacheControl === GUEST_CACHEABLE) response.headers.append('Vary', 'Cookie')
}
