import { describe, expect, it } from 'vitest'
import {
  GUEST_CACHEABLE,
  PRIVATE_PAGE,
  carriesShopperState,
  onlyGuestBookkeeping,
  sharedCacheControl,
} from './cache-policy.ts'

const guest = { method: 'GET', status: 200, carriesState: false, setsCookie: false }

describe('shared caching of pages for guests (decision 052)', () => {
  it('a guest without state, a 200 that sets no cookie: public with s-maxage and stale-while-revalidate', () => {
    expect(sharedCacheControl(guest)).toBe(GUEST_CACHEABLE)
    expect(GUEST_CACHEABLE).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/,
    )
    expect(sharedCacheControl({ ...guest, method: 'HEAD' })).toBe(GUEST_CACHEABLE)
  })

  it('a shopper with state, a Set-Cookie, a post or a status other than 200: private', () => {
    expect(sharedCacheControl({ ...guest, carriesState: true })).toBe(PRIVATE_PAGE)
    expect(sharedCacheControl({ ...guest, setsCookie: true })).toBe(PRIVATE_PAGE)
    expect(sharedCacheControl({ ...guest, method: 'POST' })).toBe(PRIVATE_PAGE)
    expect(sharedCacheControl({ ...guest, status: 404 })).toBe(PRIVATE_PAGE)
    expect(sharedCacheControl({ ...guest, status: 302 })).toBe(PRIVATE_PAGE)
  })

  it('cart/sign-in session, toast, consent, experiment id, dismissed bars and tester cookies are state', () => {
    for (const cookie of [
      '__session=abc',
      'a=1; __toast=x',
      'consent=all',
      'vuid=vuid_1',
      'promoBarClosed=1',
      'dismissedPopups=welcome',
      'testContext=x',
      '__preview=1',
    ])
      expect(carriesShopperState(cookie, 'consent'), cookie).toBe(true)
    expect(carriesShopperState('privacy=all', 'privacy')).toBe(true)
  })

  it('no cookie, the locale cookie or cookies the storefront never reads are not state', () => {
    expect(carriesShopperState(null, 'consent')).toBe(false)
    expect(carriesShopperState('', 'consent')).toBe(false)
    expect(carriesShopperState('locale=en-gb; _ga=GA1.2.3; cf_clearance=x', 'consent')).toBe(false)
    // A value that merely contains a cookie's name is not that cookie.
    expect(carriesShopperState('other=__session', 'consent')).toBe(false)
  })

  it("a new visitor's session with only an id and a guest token is not worth a cookie on a shared page", () => {
    expect(onlyGuestBookkeeping(['sid', 'accessToken', 'accessExpiresAt', 'tokenType'])).toBe(true)
    expect(onlyGuestBookkeeping(['sid', 'webview'])).toBe(false)
    expect(onlyGuestBookkeeping(['sid', 'cartLines'])).toBe(false)
  })
})
