import { describe, expect, it } from 'vitest'
import {
  clickBody,
  impressionBody,
  MAX_IMPRESSION_PRODUCTS,
  recClick,
  recImpression,
} from './recommendation-events.ts'

const ids = (n: number) => Array.from({ length: n }, (_, i) => `RS1000${String(i).padStart(2, '0')}`)

describe('recommendation impressions', () => {
  it('CAT-029 CONST-025 an impression names at most 24 products, in the order shown, each once', () => {
    expect(MAX_IMPRESSION_PRODUCTS).toBe(24)
    const event = recImpression({ widgetId: 'pdp-similar', decision: 'Recommended', productIds: ids(30) })
    expect(event).toEqual({
      type: 'rec-impression',
      widgetId: 'pdp-similar',
      decision: 'Recommended',
      productIds: ids(24),
    })
    expect(recImpression({ widgetId: 'w', productIds: ['A', 'B', 'A'] })?.productIds).toEqual(['A', 'B'])
    // The upstream body keeps the cap too, whatever reaches it.
    expect(impressionBody({ widgetId: 'w', productIds: ids(30) }).products).toHaveLength(24)
  })

  it('CAT-029 no impression when the decision is Control, or when nothing was shown', () => {
    expect(recImpression({ widgetId: 'home-for-you', decision: 'Control', productIds: ids(5) })).toBeNull()
    expect(recImpression({ widgetId: 'w', decision: 'Recommended', productIds: [] })).toBeNull()
    // Without a decision in the answer there is no control group: the impression is sent.
    expect(recImpression({ widgetId: 'w', productIds: ['A'] })).toMatchObject({ productIds: ['A'] })
  })

  it('CAT-029 the upstream impression is an "impressions" event with the widget and its products', () => {
    expect(impressionBody({ widgetId: 'w', decision: 'Recommended', productIds: ['A', 'B'] })).toEqual({
      event: 'impressions',
      widgetId: 'w',
      decision: 'Recommended',
      products: [{ id: 'A' }, { id: 'B' }],
    })
  })
})

describe('recommendation clicks', () => {
  it('CAT-030 a click is a recClicks event carrying the item recToken', () => {
    const event = recClick({ id: 'RS100002', token: 'pdp-similar:RS100001:1:RS100002' }, 'pdp-similar')
    expect(event).toEqual({
      type: 'rec-click',
      widgetId: 'pdp-similar',
      productId: 'RS100002',
      recToken: 'pdp-similar:RS100001:1:RS100002',
    })
    expect(clickBody(event!)).toEqual({
      event: 'recClicks',
      widgetId: 'pdp-similar',
      productId: 'RS100002',
      recToken: 'pdp-similar:RS100001:1:RS100002',
    })
  })

  it('CAT-030 a product the widget gave no token is not reported', () => {
    expect(recClick({ id: 'RS100002' }, 'pdp-similar')).toBeNull()
  })
})
