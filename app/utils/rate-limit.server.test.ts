import { describe, expect, it } from 'vitest'
import { LIMITED_POSTS } from './rate-limit.server.ts'

describe('LIMITED_POSTS', () => {
  it('limits the gift card balance page under a locale, page and data posts, and no other gift card path', () => {
    for (const path of ['/en-us/gift-card', '/fr-ca/gift-card', '/en-us/gift-card.data', '/en-gb/gift-card/'])
      expect(LIMITED_POSTS.test(path), path).toBe(true)
    for (const path of [
      '/en-us/p/gift-card',
      '/en-us/p/gift-card-50-GC100001',
      '/en-us/c/gift-cards-4000',
      '/en-us/gift-cards',
      '/en-us/cart/gift/line-1',
      '/en-us/checkout/billing',
      '/gift-card',
    ])
      expect(LIMITED_POSTS.test(path), path).toBe(false)
  })

  it('still limits the sign-in-like posts', () => {
    for (const path of [
      '/en-us/sign-in',
      '/en-us/sign-in.data',
      '/en-us/checkout/summary',
      '/de-de/enrol/lookup',
    ])
      expect(LIMITED_POSTS.test(path), path).toBe(true)
  })
})
