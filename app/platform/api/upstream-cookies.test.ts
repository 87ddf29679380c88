import { describe, expect, it } from 'vitest'
import {
  cookieHeaderFor,
  MAX_UPSTREAM_COOKIES,
  parseSetCookie,
  storeSetCookies,
  type UpstreamCookie,
} from './upstream-cookies.ts'

const NOW = Date.parse('2026-03-01T12:00:00Z')
const API = 'https://api.example.com'
const CONTENT = 'https://content.example.com'

describe('the API’s cookies in a shopper’s jar', () => {
  it('PLAT-005 reads a Set-Cookie value: name, value and lifetime, Max-Age over Expires', () => {
    expect(parseSetCookie('AWSALB=abc123; Path=/; HttpOnly; Secure', NOW)).toEqual({
      name: 'AWSALB',
      value: 'abc123',
      expires: undefined,
      remove: false,
    })
    expect(parseSetCookie('a=1; Max-Age=60; Expires=Wed, 01 Jan 2020 00:00:00 GMT', NOW)).toMatchObject({
      expires: NOW + 60_000,
      remove: false,
    })
    expect(parseSetCookie('a=1; Expires=Wed, 01 Jan 2020 00:00:00 GMT', NOW)).toMatchObject({ remove: true })
    expect(parseSetCookie('a=; Max-Age=0', NOW)).toMatchObject({ remove: true })
    for (const bad of ['', 'novalue', '=x', 'a b=1', 'a=x y', 'a=x,y'])
      expect(parseSetCookie(bad, NOW)).toBeUndefined()
  })

  it('PLAT-005 keeps a cookie for the origin that set it and sends it back there only', () => {
    const jar = storeSetCookies([], API, ['affinity=n1; Path=/', 'sid=s1; Max-Age=3600'], NOW)
    expect(cookieHeaderFor(jar, API, NOW)).toBe('affinity=n1; sid=s1')
    expect(cookieHeaderFor(jar, CONTENT, NOW)).toBeUndefined()
    // Past its lifetime it is not sent.
    expect(cookieHeaderFor(jar, API, NOW + 3_600_001)).toBe('affinity=n1')
  })

  it('PLAT-005 a cookie set again replaces the old one; a removal takes it out', () => {
    let jar = storeSetCookies([], API, ['affinity=n1'], NOW)
    jar = storeSetCookies(jar, API, ['affinity=n2'], NOW)
    expect(cookieHeaderFor(jar, API, NOW)).toBe('affinity=n2')
    jar = storeSetCookies(jar, API, ['affinity=; Max-Age=0'], NOW)
    expect(jar).toEqual([])
  })

  it('PLAT-005 the jar stays small enough for the session cookie: few cookies, short values, newest kept', () => {
    const many = Array.from({ length: MAX_UPSTREAM_COOKIES + 3 }, (_, i) => `c${i}=v${i}`)
    const jar = storeSetCookies([], API, many, NOW)
    expect(jar.map((c) => c.name)).toEqual(many.slice(-MAX_UPSTREAM_COOKIES).map((c) => c.split('=')[0]))
    const long = storeSetCookies([], API, [`big=${'x'.repeat(300)}`], NOW)
    expect(long).toEqual([])
    const kept: UpstreamCookie[] = [{ origin: API, name: 'old', value: 'x', expires: NOW - 1 }]
    expect(storeSetCookies(kept, API, ['new=1'], NOW).map((c) => c.name)).toEqual(['new'])
  })
})
