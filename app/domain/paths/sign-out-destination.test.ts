import { describe, expect, it } from 'vitest'
import { signOutDestination } from './sign-out-destination.ts'

describe('sign-out destination', () => {
  it.each([
    '/en-us/cart',
    '/en-us/checkout/summary',
    '/en-us/account',
    '/en-us/account/favorites',
    '/en-us/favorites',
  ])('AUTH-016 leaving %s goes to the home page', (from) => {
    expect(signOutDestination(from, 'en-us')).toBe('/en-us')
  })

  it('AUTH-016 leaving any other page stays there, query kept', () => {
    expect(signOutDestination('/en-us/c/jackets-1234?sort=price', 'en-us')).toBe(
      '/en-us/c/jackets-1234?sort=price',
    )
  })

  it('AUTH-016 A7 matches whole segments, not substrings', () => {
    expect(signOutDestination('/en-us/c/cartography-1234', 'en-us')).toBe('/en-us/c/cartography-1234')
    expect(signOutDestination('/en-us/p/accountant-bag-AB123456', 'en-us')).toBe(
      '/en-us/p/accountant-bag-AB123456',
    )
  })

  it('AUTH-016 a path outside the locale goes home', () => {
    expect(signOutDestination('/fr-ca/c/jackets-1234', 'en-us')).toBe('/en-us')
  })
})
