import { describe, expect, it } from 'vitest'
import { isBeaconPost, isLimitedPost, tooManyRequestsPath } from './rate-limit.server.ts'
import { routePath } from '#app/domain/paths/route-path.ts'

describe('isLimitedPost', () => {
  it('limits the gift card balance page under a locale, page and data posts, and no other gift card path', () => {
    for (const path of ['/en-us/gift-card', '/fr-ca/gift-card', '/en-us/gift-card.data', '/en-gb/gift-card/'])
      expect(isLimitedPost('POST', path), path).toBe(true)
    for (const path of [
      '/en-us/p/gift-card',
      '/en-us/p/gift-card-50-GC100001',
      '/en-us/c/gift-cards-4000',
      '/en-us/gift-cards',
      '/en-us/cart/gift/line-1',
      '/en-us/checkout/billing',
      '/gift-card',
    ])
      expect(isLimitedPost('POST', path), path).toBe(false)
  })

  it('still limits the sign-in-like posts', () => {
    for (const path of [
      '/en-us/sign-in',
      '/en-us/sign-in.data',
      '/en-us/checkout/summary',
      '/de-de/enrol/lookup',
    ])
      expect(isLimitedPost('POST', path), path).toBe(true)
  })

  it('limits every limited route however its path is spelled', () => {
    const routes = [
      '/en-us/sign-in',
      '/en-us/sign-up',
      '/en-us/forgot-password',
      '/en-us/reset-password',
      '/en-us/newsletter',
      '/en-us/associate-login',
      '/en-us/preview-tool',
      '/en-us/checkout/summary',
      '/en-us/account/password',
      '/en-us/enrol/lookup',
      '/en-us/gift-card',
      '/en-us/track-order',
    ]
    const spellings = (path: string) => {
      const rest = path.slice('/en-us/'.length)
      const first = rest.charCodeAt(0).toString(16)
      return [
        path,
        path.toUpperCase(),
        `/en-us/${rest.toUpperCase()}`,
        `/EN-US/${rest}`,
        `/en-us/%${first}${rest.slice(1)}`,
        `/en-us/%${first.toUpperCase()}${rest.slice(1).toUpperCase()}`,
        `${path}/`,
        `${path}//`,
        `/en-us//${rest}`,
        `//en-us/${rest}`,
        `/en-us/./${rest}`,
        `/en-us/%2e/${rest}`,
        `/en-us/x/../${rest}`,
        `/en-us\\${rest}`,
        `/en-us%2F${rest}`,
        `${path}.data`,
        `${path.toUpperCase()}.data`,
        `${path}/.data`,
        `${path};jsessionid=1`,
        `${path}#x`,
      ]
    }
    for (const route of routes)
      for (const path of spellings(route)) {
        expect(routePath(path), path).toBe(route)
        expect(isLimitedPost('POST', path), path).toBe(true)
      }
  })

  it('limits every method that reaches an action, not only POST; reading is never limited', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post'])
      expect(isLimitedPost(method, '/en-us/sign-in'), method).toBe(true)
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(isLimitedPost(method, '/en-us/sign-in'), method).toBe(false)
  })

  it('never throws on a malformed escape', () => {
    for (const path of ['/en-us/%E0%A4%A/sign-in', '/en-us/sign-in%', '/%', '/en-us/%zz'])
      expect(() => isLimitedPost('POST', path), path).not.toThrow()
    expect(isLimitedPost('POST', '/en-us/%zz/../sign-in')).toBe(true)
  })
})

describe('isBeaconPost', () => {
  it('limits the beacon endpoint however its path is spelled, and nothing else', () => {
    for (const path of [
      '/en-us/api/beacon',
      '/en-us/api/beacon/',
      '/EN-US/API/Beacon',
      '/en-us/api/%62eacon',
      '/en-us//api/./beacon',
      '/en-us/api/beacon.data',
    ])
      expect(isBeaconPost('POST', path), path).toBe(true)
    for (const path of ['/en-us/api/beacons', '/api/beacon', '/en-us/x/api/beacon'])
      expect(isBeaconPost('POST', path), path).toBe(false)
    expect(isBeaconPost('GET', '/en-us/api/beacon')).toBe(false)
  })
})

describe('tooManyRequestsPath', () => {
  it('keeps the locale of the route posted to', () => {
    expect(tooManyRequestsPath(routePath('/FR-CA/Sign-In'))).toBe('/fr-ca/too-many-requests')
    expect(tooManyRequestsPath(routePath('/%66r-ca/sign-in'))).toBe('/fr-ca/too-many-requests')
  })
})
