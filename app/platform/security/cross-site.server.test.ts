import { describe, expect, it } from 'vitest'
import { crossSiteRefusal } from './cross-site.server.ts'

const own = ['shop.example.com']
const post = (headers: { secFetchSite?: string; origin?: string; referer?: string }, method = 'POST') =>
  crossSiteRefusal({ method, ownHosts: own, ...headers })

describe('cross-site posts are refused', () => {
  it('a post the browser marks cross-site, whatever else it says', () => {
    expect(post({ secFetchSite: 'cross-site' })).toBe('sec-fetch-site')
    expect(post({ secFetchSite: 'cross-site', referer: 'https://evil.example/' })).toBe('sec-fetch-site')
    expect(post({ secFetchSite: 'cross-site', origin: 'https://shop.example.com' })).toBe('sec-fetch-site')
  })

  it('a foreign Origin, a sibling subdomain and an opaque Origin', () => {
    expect(post({ origin: 'https://evil.example' })).toBe('origin')
    expect(post({ origin: 'https://evil.shop.example.com', secFetchSite: 'same-site' })).toBe('origin')
    expect(post({ origin: 'null' })).toBe('origin')
    expect(post({ origin: 'not a url' })).toBe('origin')
  })

  it('without Origin, a foreign Referer', () => {
    expect(post({ referer: 'https://evil.example/page' })).toBe('referer')
  })

  it('same-origin posts, with or without Origin (old browsers), go on', () => {
    expect(post({ origin: 'https://shop.example.com', secFetchSite: 'same-origin' })).toBeNull()
    expect(post({ origin: 'http://shop.example.com' })).toBeNull()
    expect(post({ referer: 'https://shop.example.com/en-us/cart' })).toBeNull()
    expect(post({})).toBeNull()
    expect(post({ origin: 'null', secFetchSite: 'same-origin' })).toBeNull()
  })

  it('GET and HEAD are never refused (they change nothing)', () => {
    expect(post({ secFetchSite: 'cross-site' }, 'GET')).toBeNull()
    expect(post({ origin: 'https://evil.example' }, 'HEAD')).toBeNull()
  })
})
