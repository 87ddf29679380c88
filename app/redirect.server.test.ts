import { describe, expect, it } from 'vitest'
import { safeRedirect } from './redirect.server.ts'

/** What a browser makes of a Location on our origin: the origin it would go to. */
const origin = (location: string) => new URL(location, 'https://shop.example/en-us/cart').origin

/** Targets that name, or could be read as, another origin: every one falls back. */
const REFUSED = [
  // Schemes.
  'https://evil.example/steal',
  'http://evil.example',
  'HTTPS://evil.example',
  'https:evil.example',
  'https:/evil.example',
  'http:\\\\evil.example',
  'http:/\\/\\evil.example',
  'ftp://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/uuid',
  'mailto:a@evil.example',
  // Protocol-relative, however spelled.
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '//evil.example/login?x=1#y',
  '//evil%E3%80%82example',
  '//evil。example',
  '//@evil.example',
  '//localhost:3000@evil.example',
  // Backslashes, read as slashes by browsers.
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '\\\\\\evil.example',
  // Dot segments that leave `//` or `/\` behind once resolved.
  '/.//evil.example/login',
  '/.//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/./\\evil.example',
  '/.\\/evil.example',
  '/./\\/evil.example',
  '/.///evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/x/..//evil.example',
  '/x/../\\evil.example',
  '/././/evil.example',
  '/.%2f/evil.example',
  // Encoded slashes and backslashes that decode into `//` or `/\`.
  '/%2F/evil.example',
  '/%2f/evil.example',
  '/%2F%2Fevil.example',
  '/%5C/evil.example',
  '/%5c%5cevil.example',
  '/%252F/evil.example',
  '/%25252F/evil.example',
  '/%255C/evil.example',
  '/%2F%ZZ/evil.example',
  '%2F%2Fevil.example',
  // Tabs, newlines and other control characters (browsers drop some: `/\t/x` is `//x`).
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  '\n//evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0D%0A/evil.example',
  '/%00/evil.example',
  '/%2509/evil.example',
  '/en-us/cart\u0000',
  '/en-us/cart%0d%0aSet-Cookie:x=1',
  '/\u007f/evil.example',
  // Spaces before a protocol-relative target (the URL parser trims them).
  ' //evil.example',
  '  https://evil.example',
  // Mixed.
  '/\\\t/evil.example',
  '/%09/%2F/evil.example',
  '/.%09//evil.example',
  // Nothing, or too long to be a page of ours.
  '',
  '   ',
  `/${'a'.repeat(2048)}`,
]

/** Targets on our origin: kept, with dot segments resolved and backslashes read as slashes. */
const KEPT: [string, string][] = [
  ['/en-us/cart', '/en-us/cart'],
  ['/en-us/p/x-AB123456?color=001#top', '/en-us/p/x-AB123456?color=001#top'],
  ['/en-us', '/en-us'],
  ['/', '/'],
  ['/en-us/./cart', '/en-us/cart'],
  ['/en-us/x/../cart', '/en-us/cart'],
  ['/en-us\\cart', '/en-us/cart'],
  ['/en-us/search?q=a%2F%2Fb', '/en-us/search?q=a%2F%2Fb'],
  ['/en-us/search?redirect=//evil.example', '/en-us/search?redirect=//evil.example'],
  ['/en-us/c/jackets%2F2010', '/en-us/c/jackets%2F2010'],
  ['/en-us//cart', '/en-us//cart'],
  ['/ /evil.example', '/%20/evil.example'],
  ['evil.example', '/evil.example'],
  ['\\evil.example', '/evil.example'],
  ['cart', '/cart'],
  ['/%E3%80%82/x', '/%E3%80%82/x'],
  ['/。/evil.example', '/%E3%80%82/evil.example'],
  ['/en-us/100%25', '/en-us/100%25'],
  ['/en-us/sign-in?redirectTo=%2Fen-us%2Fcart', '/en-us/sign-in?redirectTo=%2Fen-us%2Fcart'],
  ['/\u2215\u2215evil.example', '/%E2%88%95%E2%88%95evil.example'],
  ['/\uFF0F\uFF0Fevil.example', '/%EF%BC%8F%EF%BC%8Fevil.example'],
  [`/en-us/${'a'.repeat(2000)}`, `/en-us/${'a'.repeat(2000)}`],
]

describe('safeRedirect', () => {
  it(`tests at least 60 vectors (${REFUSED.length + KEPT.length})`, () => {
    expect(REFUSED.length + KEPT.length).toBeGreaterThanOrEqual(60)
  })

  it.each(REFUSED)('refuses %j: another origin, or one once decoded', (input) => {
    expect(safeRedirect(input, '/fallback')).toBe('/fallback')
  })

  it.each(KEPT)('keeps %j as %j, a path on our origin', (input, expected) => {
    expect(safeRedirect(input, '/fallback')).toBe(expected)
  })

  it('returns only a single slash then neither a slash nor a backslash, on our origin', () => {
    for (const input of [...REFUSED, ...KEPT.map(([input]) => input)]) {
      const target = safeRedirect(input, '/fallback')
      expect(target, JSON.stringify(input)).toMatch(/^\/(?![/\\])/)
      // eslint-disable-next-line no-control-regex -- no control character may reach a Location
      expect(target, JSON.stringify(input)).not.toMatch(/[\u0000-\u001f\u007f]/)
      expect(origin(target), JSON.stringify(input)).toBe('https://shop.example')
    }
  })

  it('falls back on anything that is not a string', () => {
    expect(safeRedirect(null, '/fallback')).toBe('/fallback')
    expect(safeRedirect(undefined, '/fallback')).toBe('/fallback')
    expect(safeRedirect(new File([], '/en-us'), '/fallback')).toBe('/fallback')
  })
})
