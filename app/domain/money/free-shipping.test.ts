import { describe, expect, it } from 'vitest'
import {
  FREE_SHIPPING_THRESHOLD,
  formatFreeShippingThreshold,
  freeShippingThresholdOfCart,
  withFreeShippingThreshold,
} from './free-shipping.ts'
import { LOCALES, SITES } from '../market/site.ts'

describe('the free-shipping promise, one per market', () => {
  it('gives every site a positive threshold, found by the country the cart is created in', () => {
    for (const site of SITES) {
      expect(FREE_SHIPPING_THRESHOLD[site.id]).toBeGreaterThan(0)
      expect(freeShippingThresholdOfCart(site)).toBe(FREE_SHIPPING_THRESHOLD[site.id])
    }
  })

  it('gives a cart from a country we do not sell to the market of its currency', () => {
    expect(freeShippingThresholdOfCart({ country: 'MX', currency: 'USD' })).toBe(FREE_SHIPPING_THRESHOLD.us)
    expect(freeShippingThresholdOfCart({ country: 'AT', currency: 'EUR' })).toBe(FREE_SHIPPING_THRESHOLD.de)
  })

  it('CAT-024 reads in the market currency and the locale notation: $75, £75, 75 €, CAD 75', () => {
    const nbsp = /[\u00a0\u202f]/g
    expect(formatFreeShippingThreshold('en-us')).toBe('$75')
    expect(formatFreeShippingThreshold('en-gb')).toBe('£75')
    expect(formatFreeShippingThreshold('fr-fr').replace(nbsp, ' ')).toBe('75 €')
    expect(formatFreeShippingThreshold('de-de').replace(nbsp, ' ')).toBe('75 €')
    expect(formatFreeShippingThreshold('en-ca').replace(nbsp, ' ')).toBe('CAD 75')
    // No served locale promises a dollar amount in another currency.
    for (const locale of LOCALES.filter((l) => !/-(us|ca)$/.test(l)))
      expect(formatFreeShippingThreshold(locale)).not.toContain('$')
  })

  it('fills the token of a content text and leaves other texts alone', () => {
    expect(withFreeShippingThreshold('<p>Free shipping over {freeShippingThreshold}</p>', 'en-gb')).toBe(
      '<p>Free shipping over £75</p>',
    )
    expect(withFreeShippingThreshold('Free returns', 'en-gb')).toBe('Free returns')
  })
})
