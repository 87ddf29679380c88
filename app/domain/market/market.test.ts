import { describe, expect, it } from 'vitest'
import { POSTAL_CODE_PATTERNS } from './postal-codes.ts'
import {
  MARKETS,
  marketForLocale,
  marketOf,
  marketPaymentMethods,
  offersDelivery,
  taxDisplayFor,
  orderTaxDisplay,
} from './market.ts'
import { minLoyaltyPoints, regionFromLocale, SITES } from './site.ts'

const ALL_DELIVERY = ['standard', 'pickup', 'sts', 'pudo', 'digital', 'customs']
const ALL_PAYMENT = [
  'CREDIT_CARD',
  'GIFT_CARD',
  'LOYALTY_POINTS',
  'REWARD_CODE',
  'REWARD_CARD',
  'ATHLETES_PAYMENT',
  'KLARNA',
  'PAYPAL',
]

describe('the market table: one row per site', () => {
  it.each([
    ['us', 'US', 'USD', 'NA', ['en-us'], 'added', ALL_DELIVERY, ALL_PAYMENT],
    [
      'ca',
      'CA',
      'CAD',
      'NA',
      ['en-ca', 'fr-ca'],
      'added',
      ALL_DELIVERY.filter((d) => d !== 'pudo'),
      ALL_PAYMENT.filter((p) => p !== 'KLARNA'),
    ],
    ['gb', 'GB', 'GBP', 'EMEA', ['en-gb'], 'included', ALL_DELIVERY, ALL_PAYMENT],
    ['de', 'DE', 'EUR', 'EMEA', ['de-de'], 'included', ALL_DELIVERY, ALL_PAYMENT],
    ['fr', 'FR', 'EUR', 'EMEA', ['fr-fr'], 'included', ALL_DELIVERY, ALL_PAYMENT],
  ] as const)(
    'PLAT-044 CHK-007 CHK-008 %s: %s, %s, region %s, locales %j, tax %s, its delivery and payment methods',
    (id, country, currency, region, locales, tax, delivery, payment) => {
      const market = marketOf(id)
      expect(market).toMatchObject({ id, country, currency, region, locales, taxDisplay: tax })
      expect([...market.deliveryMethods].sort()).toEqual([...delivery].sort())
      expect([...market.paymentMethods].sort()).toEqual([...payment].sort())
      // The postal-code pattern is address validation's own, not a copy.
      expect(market.postalCodePattern).toBe(POSTAL_CODE_PATTERNS[country])
      for (const locale of locales) {
        expect(regionFromLocale(locale)).toBe(region)
        expect(marketForLocale(locale)).toBe(market)
      }
    },
  )

  it('every site has exactly one market, and the site API reads the same values', () => {
    expect(MARKETS.map((m) => m.id)).toEqual(SITES.map((s) => s.id))
    for (const site of SITES) expect(marketOf(site.id)).toMatchObject(site)
    expect(Object.isFrozen(marketOf('de'))).toBe(true)
  })

  it('CHK-013 CONST-047 the loyalty minimum of every locale is the configured per-locale value', () => {
    for (const market of MARKETS) {
      expect(Object.keys(market.minLoyaltyPoints)).toEqual([...market.locales])
      for (const locale of market.locales) {
        expect(market.minLoyaltyPoints[locale]).toBe(minLoyaltyPoints(locale))
      }
    }
  })
})

describe('reading the market', () => {
  it('tax display: VAT included in EMEA, sales tax added in North America and for an unknown locale', () => {
    expect(['en-gb', 'de-de', 'fr-fr'].map(taxDisplayFor)).toEqual(['included', 'included', 'included'])
    expect(['en-us', 'en-ca', 'fr-ca'].map(taxDisplayFor)).toEqual(['added', 'added', 'added'])
    expect(taxDisplayFor('xx-yy')).toBe('added')
    expect(marketForLocale('xx-yy')).toBeNull()
  })

  it('an order shows its tax as the market of its currency does, else as the shopper’s market', () => {
    // A US order seen on the French site: its sales tax was added, not included.
    expect(orderTaxDisplay('USD', 'fr')).toBe('added')
    expect(orderTaxDisplay('CAD', 'gb')).toBe('added')
    // A German order seen on the US site: its total included VAT.
    expect(orderTaxDisplay('EUR', 'us')).toBe('included')
    expect(orderTaxDisplay('GBP', 'ca')).toBe('included')
    expect(orderTaxDisplay('EUR', 'fr')).toBe('included')
    // No currency, or one no market sells in: the shopper's own market.
    expect(orderTaxDisplay(undefined, 'fr')).toBe('included')
    expect(orderTaxDisplay('JPY', 'us')).toBe('added')
  })

  it('CHK-007 a delivery code is offered only where the market sends by it', () => {
    expect(offersDelivery(marketOf('de'), 'pudo')).toBe(true)
    expect(offersDelivery(marketOf('ca'), 'pudo')).toBe(false)
    expect(offersDelivery(marketOf('ca'), 'pickup')).toBe(true)
    expect(offersDelivery(marketOf('us'), 'teleport')).toBe(false)
  })

  it("CHK-008 CHK-020 the cart's payment methods are kept to the market's, in the upstream's order", () => {
    const listed = [{ id: 'PAYPAL' }, { id: 'KLARNA' }, { id: 'CREDIT_CARD' }, { id: 'SOMETHING_NEW' }]
    expect(marketPaymentMethods(marketOf('de'), listed).map((m) => m.id)).toEqual([
      'PAYPAL',
      'KLARNA',
      'CREDIT_CARD',
    ])
    expect(marketPaymentMethods(marketOf('ca'), listed).map((m) => m.id)).toEqual(['PAYPAL', 'CREDIT_CARD'])
    expect(marketPaymentMethods(marketOf('us'), [])).toEqual([])
  })
})
