import { describe, expect, it } from 'vitest'
import { safeRedirect } from './redirect.server.ts'

describe('safeRedirect', () => {
  it.each([
    ['/en-us/cart', '/en-us/cart'],
    ['/en-us/p/x-AB123456?color=001#top', '/en-us/p/x-AB123456?color=001#top'],
    ['https://evil.example/steal', '/fallback'],
    ['//evil.example', '/fallback'],
    ['/\t/evil.example', '/fallback'],
    ['/\\evil.example', '/fallback'],
    ['\\\\evil.example', '/fallback'],
    ['javascript:alert(1)', '/fallback'],
    ['', '/fallback'],
  ])('keeps %j only when it stays on our origin', (input, expected) => {
    expect(safeRedirect(input, '/fallback')).toBe(expected)
  })

  it('resolves /%09/evil.com to a path on our origin, never to another host', () => {
    expect(safeRedirect('/%09/evil.com', '/fallback')).toBe('/%09/evil.com')
  })
})
