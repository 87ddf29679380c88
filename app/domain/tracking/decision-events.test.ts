import { describe, expect, it } from 'vitest'
import {
  cartLinesEvent,
  contextEvents,
  customVariablesEvent,
  decisionBody,
  decisionRequestEvent,
  pageViewEvent,
  productDetailViewEvent,
  purchaseEvent,
  searchViewEvent,
  thumbnailViewEvents,
  truncateUserAgent,
  USER_AGENT_LIMIT,
  visitorStateEvent,
} from './decision-events.ts'
import type { VisitorState } from './visitor-state.ts'

const url = (path: string) => new URL(path, 'https://shop.example.com')
const LINE = { productId: 'RS100001', upc: '0001', qty: 2, price: { amount: 120 } }
const BONUS = { productId: 'AC100009', upc: '0009', qty: 1, price: { amount: 0 }, bonus: true }

describe('decision events', () => {
  it('PERS-032 a page view has url, page type, breadcrumb names and category ids', () => {
    const breadcrumbs = [
      { name: 'Men', id: '1000' },
      { name: 'Trail running', id: '1234' },
    ]
    expect(
      pageViewEvent(url('/en-us/c/trail-running-1234?sort=new'), {
        breadcrumbs,
        categories: ['1000', '1234', '1234'],
      }),
    ).toEqual({
      type: 'page-view',
      url: '/en-us/c/trail-running-1234?sort=new',
      pageType: 'PLP',
      breadcrumbs: ['Men', 'Trail running'],
      categories: ['1000', '1234'],
    })
    expect(pageViewEvent(url('/en-us'))).toEqual({
      type: 'page-view',
      url: '/en-us',
      pageType: 'Home',
      breadcrumbs: [],
      categories: [],
    })
  })

  it('PERS-033 a decision request names the page type', () => {
    expect(decisionRequestEvent(url('/en-us/cart'))).toEqual({ type: 'decision-request', pageType: 'Cart' })
  })

  it('PERS-034 context: screen size and coordinates when known, language, user agent, referrer', () => {
    expect(
      contextEvents({
        language: 'en-us',
        userAgent: 'Mozilla/5.0',
        referrer: 'https://shop.example.com/en-us',
        screen: { width: 1280, height: 800 },
        coordinates: { latitude: 45.5, longitude: -122.6 },
      }),
    ).toEqual([
      { type: 'screen-size', width: 1280, height: 800 },
      { type: 'language', language: 'en-us' },
      { type: 'user-agent', userAgent: 'Mozilla/5.0' },
      { type: 'referrer', referrer: 'https://shop.example.com/en-us' },
      { type: 'coordinates', latitude: 45.5, longitude: -122.6 },
    ])
    // Unknown ones are left out, never sent empty.
    expect(contextEvents({ language: 'fr-ca', userAgent: null, referrer: '' })).toEqual([
      { type: 'language', language: 'fr-ca' },
    ])
  })

  it('PERS-034 CONST-064 a user agent longer than 500 characters is cut to 500', () => {
    expect(USER_AGENT_LIMIT).toBe(500)
    const long = 'A'.repeat(499) + 'BCD'
    expect(truncateUserAgent(long)).toHaveLength(500)
    expect(truncateUserAgent(long).endsWith('AB')).toBe(true)
    expect(truncateUserAgent('short')).toBe('short')
    const [event] = contextEvents({ language: 'en-us', userAgent: 'x'.repeat(800) }).slice(1)
    expect(event).toEqual({ type: 'user-agent', userAgent: 'x'.repeat(500) })
  })

  it('PERS-035 a product detail view carries the PDP identifier with the chosen colour appended', () => {
    expect(productDetailViewEvent(url('/en-us/p/tempo-trail-runner-RS100001'), '001')).toEqual({
      type: 'product-detail-view',
      productId: 'RS100001001',
      colorCode: '001',
    })
    expect(productDetailViewEvent(url('/en-us/p/tempo-trail-runner-RS100001'), null)).toMatchObject({
      productId: 'RS100001',
    })
    expect(productDetailViewEvent(url('/en-us/p/no-code'), '001')).toBeNull()
  })

  it('PERS-036 a search view carries the phrase and the result count', () => {
    expect(searchViewEvent('tent', 7)).toEqual({ type: 'search-view', query: 'tent', resultCount: 7 })
  })

  it('PERS-037 cart lines carry product, upc, quantity and unit price; free bonus lines are left out', () => {
    expect(cartLinesEvent([LINE, BONUS])).toEqual({
      type: 'cart-lines',
      lines: [{ productId: 'RS100001', upc: '0001', quantity: 2, price: 120 }],
    })
  })

  it('PERS-038 custom variables: userInterest pipe-separated, total-cart and sub-total', () => {
    expect(
      customVariablesEvent('running||hiking|', { total: 250, itemTotal: 240, itemSubTotal: 230 }),
    ).toEqual({
      type: 'custom-variables',
      variables: { userInterest: 'running|hiking', 'total-cart': 250, 'sub-total': 230 },
    })
    // A guest has no interests; without a subtotal the items' total stands in.
    expect(customVariablesEvent(undefined, { total: 10, itemTotal: 8 })).toMatchObject({
      variables: { userInterest: '', 'total-cart': 10, 'sub-total': 8 },
    })
  })

  it('PERS-039 a purchase carries the account, the purchase id and the lines', () => {
    expect(purchaseEvent('C000123', 'ORD-1', [LINE])).toEqual({
      type: 'purchase',
      account: 'C000123',
      purchaseId: 'ORD-1',
      lines: [{ productId: 'RS100001', upc: '0001', quantity: 2, price: 120 }],
    })
    expect(purchaseEvent(undefined, 'ORD-2', [])).toMatchObject({ account: null, lines: [] })
  })

  it('PERS-040 one product thumbnail view per product seen, duplicates dropped', () => {
    expect(
      thumbnailViewEvents([
        { productId: 'RS100001', position: 0 },
        { productId: 'AC100001' },
        { productId: 'RS100001', position: 5 },
      ]),
    ).toEqual([
      { type: 'product-thumbnail-view', productId: 'RS100001', position: 0 },
      { type: 'product-thumbnail-view', productId: 'AC100001' },
    ])
  })

  it('PERS-041 the visitor state event names the states that hold', () => {
    const state: VisitorState = {
      loggedIn: true,
      loyaltyMember: true,
      employee: true,
      employeeBanner: false,
      athlete: false,
      wranx: false,
      ipa: true,
      associate: true,
      cartItemCount: 0,
      cartEmpty: true,
    }
    expect(visitorStateEvent(state)).toEqual({
      type: 'visitor-state',
      states: ['logged-in', 'loyalty-member', 'employee', 'ipa', 'in-store-associate', 'cart-empty'],
    })
  })

  it('PERS-030 the body has id, customer id, channel and events', () => {
    const body = decisionBody({
      id: 'd1',
      customerId: 'C1',
      channel: 'ECOMM',
      events: [decisionRequestEvent(url('/en-us'))],
    })
    expect(Object.keys(body).sort()).toEqual(['channel', 'customerId', 'events', 'id'])
    expect(body.events).toEqual([{ type: 'decision-request', pageType: 'Home' }])
  })
})
