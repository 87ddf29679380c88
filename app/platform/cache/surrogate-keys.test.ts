import { describe, expect, it } from 'vitest'
import {
  cacheTagHeader,
  categoryKey,
  contentKey,
  headerKeys,
  keysForEvent,
  localeKey,
  MAX_HEADER_BYTES,
  productKey,
  SURROGATE_KEY,
  surrogateKeyHeader,
  variantKey,
} from './surrogate-keys.ts'

describe('decision 069: surrogate keys', () => {
  it('names what a page is built from, kind and id', () => {
    expect(productKey('RS100001')).toBe('product:RS100001')
    expect(variantKey('190000000001')).toBe('variant:190000000001')
    expect(categoryKey('running-shoes-1010')).toBe('category:running-shoes-1010')
    expect(contentKey('home-page')).toBe('content:home-page')
    expect(localeKey('en-US')).toBe('locale:en-us')
  })

  it('an id with characters a tag header or a ban cannot take has them replaced, never a key that breaks the header', () => {
    const key = contentKey('a b,c"d\u00e9/e')
    expect(key).toBe('content:a_b_c_d__e')
    expect(key).toMatch(SURROGATE_KEY)
    expect(productKey('x'.repeat(2000))).toHaveLength(1024)
  })

  it('Surrogate-Key is space-separated, Cache-Tag comma-separated, each key once, in the order added', () => {
    const keys = headerKeys(['product:A', 'locale:en-us', 'product:A', 'menu', 'not a key'])
    expect(keys).toEqual(['product:A', 'locale:en-us', 'menu'])
    expect(surrogateKeyHeader(keys)).toBe('product:A locale:en-us menu')
    expect(cacheTagHeader(keys)).toBe('product:A,locale:en-us,menu')
  })

  it('a page that names more than a CDN reads keeps the first keys within the limit', () => {
    const many = Array.from({ length: 2000 }, (_, at) => productKey(`P${String(at).padStart(6, '0')}`))
    const kept = headerKeys(['category:c1', ...many])
    expect(kept[0]).toBe('category:c1')
    expect(surrogateKeyHeader(kept).length).toBeLessThanOrEqual(MAX_HEADER_BYTES)
    expect(kept.length).toBeLessThan(many.length)
  })

  it('a product event purges the product and each of its variants; a content event the document', () => {
    expect(
      keysForEvent({
        type: 'product.price.changed',
        data: { productId: 'RS1', variantIds: ['v1', 'v2', 'v1'] },
      }),
    ).toEqual(['product:RS1', 'variant:v1', 'variant:v2'])
    expect(
      keysForEvent({ type: 'product.stock.changed', data: { productId: 'RS1', variantIds: [] } }),
    ).toEqual(['product:RS1'])
    expect(keysForEvent({ type: 'content.published', data: { documentId: 'doc-9' } })).toEqual([
      'content:doc-9',
    ])
  })
})
