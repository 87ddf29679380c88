import { describe, expect, it } from 'vitest'
import { startStep, type ExpressCheckoutFacts } from './express-checkout.ts'

const ALL: ExpressCheckoutFacts = {
  signedIn: true,
  flagEnabled: true,
  hasDefaultCard: true,
  hasDeliveryAddress: true,
  hasPickupContact: true,
}

describe('express checkout start step', () => {
  it('CHK-002 goes to summary with every condition, with an address or a pickup contact', () => {
    expect(startStep(ALL)).toBe('summary')
    expect(startStep({ ...ALL, hasPickupContact: false })).toBe('summary')
    expect(startStep({ ...ALL, hasDeliveryAddress: false })).toBe('summary')
  })

  it('CHK-002 starts at shipping when any one condition is missing (truth table)', () => {
    const keys = [
      'signedIn',
      'flagEnabled',
      'hasDefaultCard',
      'hasDeliveryAddress',
      'hasPickupContact',
    ] as const
    for (let mask = 0; mask < 2 ** keys.length; mask++) {
      const facts = Object.fromEntries(
        keys.map((k, i) => [k, Boolean(mask & (1 << i))]),
      ) as unknown as ExpressCheckoutFacts
      const expected =
        facts.signedIn &&
        facts.flagEnabled &&
        facts.hasDefaultCard &&
        (facts.hasDeliveryAddress || facts.hasPickupContact)
      expect(startStep(facts), JSON.stringify(facts)).toBe(expected ? 'summary' : 'shipping')
    }
    expect(startStep({ ...ALL, signedIn: false })).toBe('shipping')
    expect(startStep({ ...ALL, flagEnabled: false })).toBe('shipping')
    expect(startStep({ ...ALL, hasDefaultCard: false })).toBe('shipping')
    expect(startStep({ ...ALL, hasDeliveryAddress: false, hasPickupContact: false })).toBe('shipping')
  })
})
