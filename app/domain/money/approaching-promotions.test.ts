import { describe, expect, it } from 'vitest'
import {
  shippingThresholdStatus,
  calloutParts,
  dismissPromotion,
  filterByContext,
  gwpVariant,
  isGwp,
  processApproachingPromotions,
  thresholdStatus,
  withoutDismissed,
  type ApproachingPromotion,
  type ProcessInput,
} from './approaching-promotions.ts'

const gwp: ProcessInput['gwp'] = {
  guest: 'Sign in to get a free gift',
  registered: 'Members get a free gift',
  withAmount: (amount) => `Spend ${amount} more for a free gift`,
  earned: 'You get a free gift',
}
const formatAmount = (n: number) => `$${n.toFixed(2)}`
const run = (promotions: ApproachingPromotion[], earnedIds: string[] = []) =>
  processApproachingPromotions({ promotions, earnedIds, formatAmount, gwp })

const SHIP = 'Free shipping on orders over $100|Spend {amount} more for free shipping|You get free shipping'

describe('approaching promotions', () => {
  it('CART-064 gift-with-product promotions are those whose id contains GWP', () => {
    expect(isGwp('X_GWP_1')).toBe(true)
    expect(isGwp('FREE-SHIP')).toBe(false)
    expect(isGwp('gwp-lower')).toBe(false)
  })

  it('CART-065 GUEST → guest message, REGISTERED → registered message, else the default with the amount', () => {
    expect(gwpVariant('GWP_GUEST_1')).toBe('guest')
    expect(gwpVariant('GWP_REGISTERED_1')).toBe('registered')
    expect(gwpVariant('GWP_1')).toBe('default')
    const out = run([
      { promotionId: 'GWP_GUEST_1', distanceFromConditionThreshold: 10 },
      { promotionId: 'GWP_REGISTERED_1', distanceFromConditionThreshold: 10 },
      { promotionId: 'GWP_1', distanceFromConditionThreshold: 12.5 },
    ])
    expect(out.map((p) => p.message)).toEqual([
      'Sign in to get a free gift',
      'Members get a free gift',
      'Spend $12.50 more for a free gift',
    ])
    expect(out.every((p) => p.isGwp)).toBe(true)
  })

  it("CART-066 A10 distance>0 → 'Above Threshold'; 0 → 'Below Threshold'; earned → 'Threshold Reached' (literal)", () => {
    expect(thresholdStatus(5, false)).toBe('Above Threshold')
    expect(thresholdStatus(0, false)).toBe('Below Threshold')
    expect(thresholdStatus(0, true)).toBe('Threshold Reached')
    expect(thresholdStatus(5, true)).toBe('Threshold Reached')
    const out = run(
      [
        { promotionId: 'A', calloutMessage: SHIP, distanceFromConditionThreshold: 20 },
        { promotionId: 'B', calloutMessage: SHIP, distanceFromConditionThreshold: 0 },
        { promotionId: 'C', calloutMessage: SHIP },
      ],
      ['C'],
    )
    expect(out.map((p) => p.status)).toEqual(['Above Threshold', 'Below Threshold', 'Threshold Reached'])
  })

  it('CART-067 CONST-043 2 or 4 parts → skipped; 3 parts → the part for the state', () => {
    expect(calloutParts('a|b')).toBeUndefined()
    expect(calloutParts('a|b|c|d')).toBeUndefined()
    expect(calloutParts('a|b|c')).toEqual(['a', 'b', 'c'])
    const out = run(
      [
        { promotionId: 'TWO', calloutMessage: 'a|b', distanceFromConditionThreshold: 3 },
        { promotionId: 'FOUR', calloutMessage: 'a|b|c|d', distanceFromConditionThreshold: 3 },
        { promotionId: 'NONE', distanceFromConditionThreshold: 3 },
        { promotionId: 'FAR', calloutMessage: SHIP, distanceFromConditionThreshold: 20 },
        { promotionId: 'ZERO', calloutMsg: SHIP, distanceFromConditionThreshold: 0 },
        { promotionId: 'EARNED', calloutMessage: SHIP },
      ],
      ['EARNED'],
    )
    expect(out.map((p) => [p.promotionId, p.message])).toEqual([
      ['FAR', 'Spend $20.00 more for free shipping'],
      ['ZERO', 'Free shipping on orders over $100'],
      ['EARNED', 'You get free shipping'],
    ])
  })

  it('CART-066 an earned gift-with-product promotion reads the earned message', () => {
    const [out] = run([{ promotionId: 'GWP_1', distanceFromConditionThreshold: 0 }], ['GWP_1'])
    expect(out).toMatchObject({ status: 'Threshold Reached', message: 'You get a free gift' })
  })

  it('CART-063 the output depends only on the current input', () => {
    const promos = [{ promotionId: 'A', calloutMessage: SHIP, distanceFromConditionThreshold: 20 }]
    const first = run(promos)
    run([{ promotionId: 'B', calloutMessage: SHIP, distanceFromConditionThreshold: 1 }], ['B'])
    expect(run(promos)).toEqual(first)
    expect(run([])).toEqual([])
  })

  it('CART-068 a dismissed id no longer shows', () => {
    const out = run([
      { promotionId: 'A', calloutMessage: SHIP, distanceFromConditionThreshold: 20 },
      { promotionId: 'B', calloutMessage: SHIP, distanceFromConditionThreshold: 20 },
    ])
    const dismissed = dismissPromotion(undefined, 'A')
    expect(withoutDismissed(out, dismissed).map((p) => p.promotionId)).toEqual(['B'])
    expect(dismissPromotion(['A'], 'A')).toEqual(['A'])
    expect(dismissPromotion(['A', 'B', 'C'], 'D', 3)).toEqual(['B', 'C', 'D'])
  })

  it("CART-069 filter('cart') keeps cart-context and context-less promotions", () => {
    const out = run([
      { promotionId: 'CART', calloutMessage: SHIP, approachingDisplayLevel: 'cart' },
      { promotionId: 'MINI', calloutMessage: SHIP, approachingDisplayLevel: 'minicart' },
      { promotionId: 'BOTH', calloutMessage: SHIP, approachingDisplayLevel: ['minicart', 'Cart'] },
      { promotionId: 'ANY', calloutMessage: SHIP },
    ])
    expect(filterByContext(out, 'cart').map((p) => p.promotionId)).toEqual(['CART', 'BOTH', 'ANY'])
    expect(filterByContext(out, 'minicart').map((p) => p.promotionId)).toEqual(['MINI', 'BOTH', 'ANY'])
  })

  it('CART-070 keeps promotionId, promotionClass and level of the entity', () => {
    const [out] = run([
      {
        promotionId: 'A',
        promotionClass: 'SHIPPING',
        level: 'SHIPPING',
        calloutMessage: SHIP,
        distanceFromConditionThreshold: 1,
      },
    ])
    expect(out).toMatchObject({
      promotionId: 'A',
      promotionClass: 'SHIPPING',
      level: 'SHIPPING',
      distance: 1,
    })
  })
})

describe('CHK-006 shippingThresholdStatus', () => {
  const shipping = { promotionId: 'FS', promotionClass: 'SHIPPING', distanceFromConditionThreshold: 20 }
  it.each([
    [[shipping], [], 'Above Threshold'],
    [[{ ...shipping, distanceFromConditionThreshold: 0 }], [], 'Below Threshold'],
    [[{ ...shipping, distanceFromConditionThreshold: 0 }], [{ promotionId: 'FS' }], 'Threshold Reached'],
    [[{ ...shipping, promotionClass: 'ORDER' }], [], null],
    [[], [], null],
  ])('approaching %j, earned %j → %s', (approachingPromotions, promoSummary, status) => {
    expect(shippingThresholdStatus({ approachingPromotions, promoSummary })).toBe(status)
  })
})
