import { describe, expect, it } from 'vitest'
import { isCatalogueRead, upstreamGroup } from './upstream-groups.ts'

describe('non-critical upstream groups', () => {
  it.each([
    ['content', 'GET', '/caas/v1/canvas/menu/us', 'content'],
    ['commerce', 'GET', '/fapi/components/footer', 'content'],
    ['commerce', 'GET', '/products/v1/products/RS1/reviews', 'reviews'],
    ['commerce', 'GET', '/products/v1/products/RS1/reviews/questions', 'reviews'],
    ['commerce', 'GET', '/products/v1/widgetRecommendations', 'recommendations'],
    ['commerce', 'GET', '/stores/v1/search', 'stores'],
    ['commerce', 'GET', '/consumers-v3/utilities/stores', 'stores'],
    ['commerce', 'GET', '/consumers-v3/utilities/countryList', 'countries'],
  ])('%s %s %s is the %s group', (service, method, path, group) => {
    expect(upstreamGroup(service, method, path)).toBe(group)
  })

  it.each([
    ['commerce', 'GET', '/cart/v1/basket/b1'],
    ['commerce', 'GET', '/products/v2/products/RS1'],
    ['commerce', 'GET', '/consumers-v3/utilities/stores/S1/employees'],
    ['commerce', 'POST', '/products/v1/products/RS1/reviews/questions'],
    ['content', 'POST', '/caas/v1/anything'],
    ['provider', 'GET', '/sessions/1'],
  ])('%s %s %s is critical (API_TIMEOUT_MS, no circuit)', (service, method, path) => {
    expect(upstreamGroup(service, method, path)).toBeUndefined()
  })
})

describe('catalogue reads', () => {
  it.each([
    ['commerce', 'GET', '/products/v2/search/productSearch', true],
    ['commerce', 'GET', '/products/v2/products/RS1/details', true],
    ['commerce', 'GET', '/products/v2/catalog', true],
    ['commerce', 'POST', '/products/v1/products/RS1/reviews', false],
    ['commerce', 'GET', '/cart/v1/cart/b1', false],
    ['commerce', 'GET', '/consumers-v3/consumer/profile', false],
    ['content', 'GET', '/products/anything', false],
  ])('%s %s %s is a catalogue read: %s', (service, method, path, expected) => {
    expect(isCatalogueRead(service, method, path)).toBe(expected)
  })
})
