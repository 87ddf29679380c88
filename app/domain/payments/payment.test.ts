import { describe, expect, it } from 'vitest'
import {
  athletePayment,
  canUseRewards,
  hasEnoughLoyaltyPoints,
  PAYMENT_METHOD_IDS,
  PaymentInstrumentShapeSchema,
  PaymentMethodIdSchema,
  rewardsEnabled,
} from './payment.ts'
import { MIN_LOYALTY_POINTS, minLoyaltyPoints, SITES } from '../market/site.ts'

describe('CHK-009 payment instrument', () => {
  it.each(PAYMENT_METHOD_IDS)('%s is a payment_method_id', (id) => {
    expect(PaymentMethodIdSchema.parse(id)).toBe(id)
  })

  it('the enum is exactly the eight methods of the spec', () => {
    expect([...PAYMENT_METHOD_IDS].sort()).toEqual(
      [
        'GIFT_CARD',
        'LOYALTY_POINTS',
        'ATHLETES_PAYMENT',
        'REWARD_CODE',
        'REWARD_CARD',
        'CREDIT_CARD',
        'KLARNA',
        'PAYPAL',
      ].sort(),
    )
  })

  it.each(['APPLE_PAY', 'credit_card', ''])('%j is not a payment_method_id', (id) => {
    expect(PaymentMethodIdSchema.safeParse(id).success).toBe(false)
  })

  it('an instrument has its id, method, card with a main flag and address', () => {
    const instrument = PaymentInstrumentShapeSchema.parse({
      payment_instrument_id: 'pi-1',
      payment_method_id: 'CREDIT_CARD',
      card: { main: true, cardType: 'VISA', lastFour: '1111' },
      address: { firstName: 'Pat', postalCode: '97201' },
    })
    expect(instrument).toMatchObject({
      payment_instrument_id: 'pi-1',
      payment_method_id: 'CREDIT_CARD',
      card: { main: true },
      address: { postalCode: '97201' },
    })
  })

  it('a card without the flag is not the main card; an instrument without an id is refused', () => {
    const instrument = PaymentInstrumentShapeSchema.parse({
      payment_instrument_id: 'pi-2',
      payment_method_id: 'REWARD_CARD',
      card: {},
    })
    expect(instrument.card?.main).toBe(false)
    expect(PaymentInstrumentShapeSchema.safeParse({ payment_method_id: 'PAYPAL' }).success).toBe(false)
  })
})

describe('CHK-010 athlete payment additionalData', () => {
  it('maps remainingAmount and payableAmount (numbers or numeric strings)', () => {
    expect(
      athletePayment([
        { payment_instrument_id: 'pi-1', payment_method_id: 'CREDIT_CARD' },
        {
          payment_instrument_id: 'pi-2',
          payment_method_id: 'ATHLETES_PAYMENT',
          additionalData: { remainingAmount: '25.5', payableAmount: 74.5 },
        },
      ]),
    ).toEqual({ remainingAmount: 25.5, payableAmount: 74.5 })
  })

  it('no athlete instrument, or one without both amounts, is no athlete payment', () => {
    expect(athletePayment([])).toBeNull()
    expect(
      athletePayment([
        {
          payment_instrument_id: 'pi-2',
          payment_method_id: 'ATHLETES_PAYMENT',
          additionalData: { remainingAmount: 10 },
        },
      ]),
    ).toBeNull()
  })
})

describe('CHK-011 canUseRewards(athleteRemaining)', () => {
  it.each([
    [undefined, true],
    [null, true],
    [0, true],
    [0.01, false],
    [50, false],
  ])('athlete remaining %j → %s', (remaining, allowed) => {
    expect(canUseRewards(remaining)).toBe(allowed)
  })
})

describe('CHK-013 minimum loyalty points per locale', () => {
  it('every locale of every site has its configured minimum', () => {
    for (const locale of SITES.flatMap((s) => s.locales)) {
      expect(MIN_LOYALTY_POINTS[locale]).toBeGreaterThan(0)
      expect(minLoyaltyPoints(locale)).toBe(MIN_LOYALTY_POINTS[locale])
    }
  })

  it('CONST-047 each locale is held to its own configured minimum, and one the table does not name to 500', () => {
    const table = { 'en-us': 500, 'de-de': 300, 'fr-fr': 1000 }
    expect(hasEnoughLoyaltyPoints(299, 'de-de', table)).toBe(false)
    expect(hasEnoughLoyaltyPoints(300, 'de-de', table)).toBe(true)
    expect(hasEnoughLoyaltyPoints(301, 'de-de', table)).toBe(true)
    expect(hasEnoughLoyaltyPoints(499, 'en-us', table)).toBe(false)
    expect(hasEnoughLoyaltyPoints(500, 'en-us', table)).toBe(true)
    expect(hasEnoughLoyaltyPoints(999, 'fr-fr', table)).toBe(false)
    expect(hasEnoughLoyaltyPoints(1000, 'fr-fr', table)).toBe(true)
    expect(hasEnoughLoyaltyPoints(499, 'en-gb', table)).toBe(false)
    expect(hasEnoughLoyaltyPoints(500, 'en-gb', table)).toBe(true)
  })

  it('below the minimum rewards are disabled; at or above it they are enabled', () => {
    const min = minLoyaltyPoints('en-us')
    expect(hasEnoughLoyaltyPoints(min - 1, 'en-us')).toBe(false)
    expect(hasEnoughLoyaltyPoints(min, 'en-us')).toBe(true)
    expect(rewardsEnabled({ points: min - 1, locale: 'en-us' })).toBe(false)
    expect(rewardsEnabled({ points: min, locale: 'en-us' })).toBe(true)
  })

  it('enough points are not enough while an athlete balance remains (CHK-011)', () => {
    const min = minLoyaltyPoints('de-de')
    expect(rewardsEnabled({ points: min, locale: 'de-de', athleteRemaining: 10 })).toBe(false)
    expect(rewardsEnabled({ points: min, locale: 'de-de', athleteRemaining: 0 })).toBe(true)
  })
})
