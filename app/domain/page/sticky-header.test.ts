import { describe, expect, it } from 'vitest'
import { isStickyHeaderRoute, STICKY_HEADER_EXCLUDED_ROUTES } from './sticky-header.ts'

describe('isStickyHeaderRoute', () => {
  it('PLAT-033 the checkout steps are excluded by default, other pages keep the sticky header', () => {
    expect(STICKY_HEADER_EXCLUDED_ROUTES).toContain('/checkout')
    for (const path of [
      '/en-us/checkout',
      '/en-us/checkout/shipping',
      '/fr-ca/checkout/billing/',
      '/en-GB/checkout/summary',
      '/de-de/checkout/pay-later',
    ]) {
      expect(isStickyHeaderRoute(path), path).toBe(false)
    }
    for (const path of [
      '/en-us',
      '/en-us/',
      '/en-us/c/jackets-2010',
      '/en-us/p/trail-jacket-JK100001',
      '/en-us/cart',
    ]) {
      expect(isStickyHeaderRoute(path), path).toBe(true)
    }
    // A path that merely starts with the same letters is not below the excluded one.
    expect(isStickyHeaderRoute('/en-us/checkout-help')).toBe(true)
  })

  it('PLAT-033 reads a configured list of locale-less routes; "/" excludes the home page only', () => {
    const excluded = ['/', '/cart/']
    expect(isStickyHeaderRoute('/en-us', excluded)).toBe(false)
    expect(isStickyHeaderRoute('/en-us/cart/gift/1', excluded)).toBe(false)
    expect(isStickyHeaderRoute('/en-us/checkout/shipping', excluded)).toBe(true)
    expect(isStickyHeaderRoute('/en-us/c/jackets-2010', excluded)).toBe(true)
    expect(isStickyHeaderRoute('/en-us/checkout', [])).toBe(true)
  })
})
