import { describe, expect, it } from 'vitest'
import { localeRedirect } from './locale-redirect.ts'

describe('localeRedirect: one redirect at most, to one of our paths (decision 048)', () => {
  it.each([
    // [path, search, cookie, Accept-Language, target]
    ['/', '', undefined, undefined, '/en-us'],
    ['/cart', '?a=1', 'de-de', undefined, '/de-de/cart?a=1'],
    ['/cart', '', 'garbage;;', 'fr-FR,fr;q=0.9', '/fr-fr/cart'],
    ['/cart', '', 'xx-yy', '*;q=abc, ;;', '/en-us/cart'],
    ['/xx-yy/cart', '', undefined, undefined, '/en-us/cart'],
    ['/xx-yy', '', 'en-gb', undefined, '/en-gb'],
    ['/EN-US/cart', '', 'de-de', undefined, '/en-us/cart'],
    ['/En-Us', '', undefined, undefined, '/en-us'],
    ['//cart', '', undefined, undefined, '/en-us/cart'],
    ['//evil.example/x', '', undefined, undefined, '/en-us/evil.example/x'],
    ['/en-us//cart', '', undefined, undefined, '/en-us/cart'],
    ['/en-us%2Fcart', '', undefined, undefined, '/en-us/cart'],
    ['/%2F%2Fen-us%2fcart', '', undefined, undefined, '/en-us/cart'],
    ['/%65n-us/cart', '', 'de-de', undefined, '/en-us/cart'],
    ['/%65%6E%2D%75%73', '?q=1', undefined, undefined, '/en-us?q=1'],
    ['/%65n-us%3F/cart', '', undefined, undefined, '/en-us/en-us%3F/cart'],
  ])('PLAT-054 %s%s (cookie %s, Accept-Language %s) → %s', (path, search, cookie, accept, target) => {
    const to = localeRedirect(path, search, cookie, accept)
    expect(to).toBe(target)
    // The target needs no further redirect, whatever the cookie.
    const url = new URL(to!, 'http://shop.test')
    expect(url.origin).toBe('http://shop.test')
    expect(localeRedirect(url.pathname, url.search, 'fr-fr', 'de')).toBeNull()
  })

  it.each(['/en-us', '/en-us/', '/de-de/p/tempo-trail-runner-RS100001', '/fr-ca/search'])(
    'PLAT-054 %s keeps its locale whatever the cookie says: the path wins',
    (path) => {
      expect(localeRedirect(path, '', 'en-us', 'en-US')).toBeNull()
      expect(localeRedirect(path, '', 'de-de', 'fr')).toBeNull()
    },
  )
})
