import { describe, expect, it } from 'vitest'
import {
  isNotAvailableDescription,
  PAGE_TYPE_PATTERNS,
  pageType,
  pdpProductIdentifier,
  PERSONALISATION_PATTERNS,
  personalisationPage,
  plpCategoryId,
  siteEnvironmentFromPath,
  suffixId,
  type PageType,
} from './page-type.ts'

describe('page type from the path (001 §2, A6)', () => {
  const table: [row: string, path: string, expected: PageType][] = [
    ['PERS-002', '/en-us/p/tempo-trail-runner-RS100001', 'PDP'],
    ['PERS-002', '/en-us/p/tempo-trail-runner-RS100001?color=001&size=10', 'PDP'],
    ['PERS-003', '/en-us/c/running-shoes-1010', 'PLP'],
    ['PERS-003', '/en-gb/c/footwear-1000?sort=newest', 'PLP'],
    ['PERS-004', '/en-us/cart', 'Cart'],
    ['PERS-004', '/cart', 'Cart'],
    ['PERS-005', '/en-us/account', 'Account'],
    ['PERS-005', '/en-us/account/orders', 'Account'],
    ['PERS-006', '/en-us/search', 'Search'],
    ['PERS-006', '/en-us/search?q=tent', 'Search'],
    ['PERS-007', '/en-us/searchhub', 'SearchHub'],
    ['PERS-007', '/en-us/explore/searchhub-ideas', 'SearchHub'],
    ['PERS-008', '/en-us', 'Home'],
    ['PERS-008', '/fr-ca/', 'Home'],
    ['PERS-008', '/en-us/x', 'Other'],
    ['PERS-008', '/es-419', 'Other'],
    ['PERS-009', '/en-us/order-confirmation', 'Order Confirmation'],
    ['PERS-010', '/en-us/checkout', 'Checkout'],
    ['PERS-010', '/en-us/checkout/shipping', 'Checkout'],
    ['PERS-011', '/en-us/help/contact-us', 'Other'],
    ['PERS-011', '/en-us/cartography', 'Other'],
    ['PERS-011', '/en-us/stores/cart', 'Other'],
    ['PERS-011', '/', 'Other'],
  ]

  it.each(table)('%s %s → %s', (_row, path, expected) => {
    expect(pageType(path)).toBe(expected)
  })

  it('PERS-002 PERS-003 the table order decides: /p/ and /c/ win over the bare paths', () => {
    expect(pageType('/en-us/search/p/x')).toBe('PDP')
    expect(pageType('/en-us/cart/c/x')).toBe('PLP')
    expect(pageType('/en-us/search/searchhub')).toBe('Search')
  })

  it('PERS-012 a page whose meta description says it is not available is Error, whatever the path', () => {
    expect(pageType('/en-us/p/tempo-trail-runner-RS100001', 'This page is not available')).toBe('Error')
    expect(pageType('/en-us', 'this page is NOT available.')).toBe('Error')
    expect(pageType('/en-us/cart', 'Your cart.')).toBe('Cart')
    expect(isNotAvailableDescription(undefined)).toBe(false)
    expect(isNotAvailableDescription('Size 11 is not available in blue')).toBe(false)
  })
})

describe('ids in page-type recognition (A3: page-type patterns)', () => {
  it('PERS-013 a PDP path ends in a dash and two capitals plus at least six capitals or digits', () => {
    expect(pdpProductIdentifier('/en-us/p/shoe-AB123456')).toBe('AB123456')
    expect(pdpProductIdentifier('/en-us/p/shoe-AB1234567890')).toBe('AB1234567890')
    expect(pdpProductIdentifier('/en-us/p/shoe-AB12345')).toBeNull()
    expect(pdpProductIdentifier('/en-us/p/shoe-A1123456')).toBeNull()
    expect(pdpProductIdentifier('/en-us/p/shoe-ab123456')).toBeNull()
    expect(PAGE_TYPE_PATTERNS.pdpCode.test('/en-us/p/shoeAB123456')).toBe(false)
  })

  it('PERS-013 the chosen colour is appended to the product identifier', () => {
    expect(pdpProductIdentifier('/en-us/p/shoe-AB123456?color=001')).toBe('AB123456001')
    expect(pdpProductIdentifier('/en-us/p/tempo-trail-runner-RS100001?size=10&color=002')).toBe('RS100001002')
  })

  it('PERS-014 a PLP path ends in a 4-to-7-digit category id', () => {
    expect(plpCategoryId('/en-us/c/shoes-1234567')).toBe('1234567')
    expect(plpCategoryId('/en-us/c/running-shoes-1010?sort=newest')).toBe('1010')
    expect(plpCategoryId('/en-us/c/shoes-12345678')).toBeNull()
    expect(plpCategoryId('/en-us/c/shoes-123')).toBeNull()
  })
})

describe('personalisation patterns (A3: personalisation set)', () => {
  it('PERS-016 category pages: /{locale}/c/{slug}-{4 to 10 digits}', () => {
    expect(personalisationPage('/en-us/c/footwear-1000')).toEqual({ kind: 'category', categoryId: '1000' })
    expect(personalisationPage('/en-us/c/footwear-1234567890')).toEqual({
      kind: 'category',
      categoryId: '1234567890',
    })
    expect(personalisationPage('/en-us/c/footwear-123')).toBeNull()
    expect(personalisationPage('/en-us/c/footwear-12345678901')).toBeNull()
  })

  it('PERS-017 product pages: /{locale}/p/{slug}-{8 to 11 uppercase alphanumerics}', () => {
    expect(personalisationPage('/en-us/p/shoe-AB123456')).toEqual({ kind: 'product', productId: 'AB123456' })
    expect(personalisationPage('/en-us/p/shoe-AB123456789')).toEqual({
      kind: 'product',
      productId: 'AB123456789',
    })
    expect(personalisationPage('/en-us/p/shoe-AB12345')).toBeNull()
    expect(personalisationPage('/en-us/p/shoe-AB1234567890')).toBeNull()
    expect(personalisationPage('/en-us/p/shoe-ab123456')).toBeNull()
  })

  it('PERS-018 the locale is two letters, a dash, then 2 to 3 letters or digits', () => {
    for (const locale of ['en-us', 'es-419', 'fr-ca', 'de-deu']) {
      expect(PERSONALISATION_PATTERNS.locale.test(locale), locale).toBe(true)
    }
    for (const locale of ['eng-us', 'e-us', 'en-u', 'en-usaa', 'en_us']) {
      expect(PERSONALISATION_PATTERNS.locale.test(locale), locale).toBe(false)
    }
    expect(personalisationPage('/es-419/p/shoe-AB123456')).toEqual({ kind: 'product', productId: 'AB123456' })
    expect(personalisationPage('/eng-us/p/shoe-AB123456')).toBeNull()
    expect(personalisationPage('/eng-us/c/shoes-1234')).toBeNull()
  })
})

describe('the -c / -p suffix pair (A3: suffix set)', () => {
  it('PERS-019 a category id of 4 to 6 digits after -c', () => {
    expect(suffixId('/en-us/trail-shoes-c1010')).toEqual({ kind: 'category', categoryId: '1010' })
    expect(suffixId('/en-us/trail-shoes-c123456')).toEqual({ kind: 'category', categoryId: '123456' })
    expect(suffixId('/en-us/trail-shoes-c1234567')).toBeNull()
    expect(suffixId('/en-us/trail-shoes-c123')).toBeNull()
  })

  it('PERS-019 a product id of 8 to 11 characters after -p', () => {
    expect(suffixId('/en-us/tempo-pRS100001')).toEqual({ kind: 'product', productId: 'RS100001' })
    expect(suffixId('/en-us/tempo-pRS100001234')).toEqual({ kind: 'product', productId: 'RS100001234' })
    expect(suffixId('/en-us/tempo-pRS10000')).toBeNull()
    expect(suffixId('/en-us/tempo-pRS1000012345')).toBeNull()
  })

  it('A3 the seed fixtures satisfy every grammar', () => {
    expect(pdpProductIdentifier('/en-us/p/tempo-trail-runner-RS100001')).toBe('RS100001')
    expect(personalisationPage('/en-us/p/tempo-trail-runner-RS100001')).toEqual({
      kind: 'product',
      productId: 'RS100001',
    })
    expect(plpCategoryId('/en-us/c/running-shoes-1010')).toBe('1010')
    expect(personalisationPage('/en-us/c/running-shoes-1010')).toEqual({
      kind: 'category',
      categoryId: '1010',
    })
  })
})

describe('production marker (A2)', () => {
  it('PERS-015 a /p/ segment marks production, anything else is sandbox, as stated', () => {
    expect(siteEnvironmentFromPath('/en-us/p/tempo-trail-runner-RS100001')).toBe('production')
    expect(siteEnvironmentFromPath('/en-us')).toBe('sandbox')
    expect(siteEnvironmentFromPath('/en-us/cart')).toBe('sandbox')
    expect(siteEnvironmentFromPath('/en-us/search?next=/p/x')).toBe('sandbox')
  })
})
