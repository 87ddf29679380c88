import { describe, expect, it } from 'vitest'
import {
  fillUgcFilter,
  isCustomsPath,
  repeatedUgcGalleries,
  SOCIAL_GALLERY_CREATE_DELAY_MS,
  showsUgcHeading,
  ugcPathContext,
  ugcTag,
  ugcWidgetScriptUrl,
} from './ugc.ts'

describe('UGC gallery path reading (CAT-042)', () => {
  it('CAT-042 reads the product id of a product page, with or without query and subpage', () => {
    expect(ugcPathContext('/en-us/p/tempo-trail-runner-RS100001')).toEqual({
      productId: 'RS100001',
      customs: false,
    })
    expect(ugcPathContext('/en-gb/p/tempo-trail-runner-RS100001?color=002#reviews').productId).toBe(
      'RS100001',
    )
    expect(ugcPathContext('/en-us/p/tempo-trail-runner-RS100001/stores').productId).toBe('RS100001')
  })

  it('CAT-042 reads the category id of a category page', () => {
    expect(ugcPathContext('/en-us/c/running-shoes-1010')).toEqual({ categoryId: '1010', customs: false })
    expect(ugcPathContext('/fr-ca/c/footwear-1000?sort=newest').categoryId).toBe('1000')
  })

  it('CAT-042 reads neither from other paths or ids that do not fit their grammar', () => {
    for (const path of [
      '/en-us',
      '/en-us/block-gallery',
      '/en-us/search?q=p/x',
      '/en-us/p/shoe-rs1',
      '/en-us/c/shoes-12',
    ]) {
      const context = ugcPathContext(path)
      expect(context.productId, path).toBeUndefined()
      expect(context.categoryId, path).toBeUndefined()
    }
  })
})

describe('UGC filter placeholders (CAT-045)', () => {
  it('CAT-045 fills {productId} and {category} from the path, every occurrence', () => {
    expect(
      fillUgcFilter('product:{productId},tag:{productId}', { productId: 'RS100001', customs: false }),
    ).toBe('product:RS100001,tag:RS100001')
    expect(fillUgcFilter('category:{category}', { categoryId: '1010', customs: false })).toBe('category:1010')
  })

  it('CAT-045 empties a placeholder the path does not fill and leaves other text alone', () => {
    expect(
      fillUgcFilter('product:{productId},category:{category}', { categoryId: '2010', customs: false }),
    ).toBe('product:,category:2010')
    expect(fillUgcFilter('stream:stream-trail', { productId: 'RS100001', customs: false })).toBe(
      'stream:stream-trail',
    )
    expect(fillUgcFilter('', { customs: false })).toBe('')
  })
})

describe('UGC gallery heading (CAT-044)', () => {
  const heading = (path: string) => showsUgcHeading(ugcPathContext(path))

  it('CAT-044 shows the heading on a category page and on other pages without a product', () => {
    expect(heading('/en-us/c/running-shoes-1010')).toBe(true)
    expect(heading('/en-us/block-gallery')).toBe(true)
    expect(heading('/en-us')).toBe(true)
  })

  it('CAT-044 hides it where a product is identified', () => {
    expect(heading('/en-us/p/tempo-trail-runner-RS100001')).toBe(false)
  })

  it('CAT-044 hides it on a customs page (decision 030: the /{locale}/customs pages)', () => {
    expect(isCustomsPath('/en-us/customs')).toBe(true)
    expect(isCustomsPath('/en-gb/customs/design?x=1')).toBe(true)
    expect(isCustomsPath('/en-us/c/customs-1010')).toBe(false)
    expect(heading('/en-us/customs')).toBe(false)
  })
})

describe('UGC widget (CAT-043, CAT-046) and social gallery timing (CONST-033)', () => {
  it('CAT-043 tags a product page with the master id (none until known) and a category page with its id', () => {
    const product = ugcPathContext('/en-us/p/tempo-trail-runner-RS100001')
    expect(ugcTag(product, 'M-RS100001')).toBe('M-RS100001')
    expect(ugcTag(product, undefined)).toBeNull()
    expect(ugcTag(product, null)).toBeNull()
    expect(ugcTag(ugcPathContext('/en-us/c/running-shoes-1010'), undefined)).toBe('1010')
  })

  it('CAT-046 builds the script URL from the configured URL plus the container id and the locale', () => {
    expect(ugcWidgetScriptUrl('https://widgets.example.com/ugc.js?v=2', 'ugc-plp widget', 'en-gb')).toBe(
      'https://widgets.example.com/ugc.js?v=2&containerId=ugc-plp+widget&locale=en-gb',
    )
  })

  it('CONST-033 the social-gallery widget create delay is 500 ms', () => {
    expect(SOCIAL_GALLERY_CREATE_DELAY_MS).toBe(500)
  })
})

describe('galleries of the same photos on one page (decision 030)', () => {
  const widget = (containerId: string, filter = 'product:{productId}') =>
    ({ provider: 'widget', containerId, filter }) as const
  const social = (containerId: string, filter = '') => ({ provider: 'social', containerId, filter }) as const

  it('CAT-043 a page’s widgets share its tag: every widget after the first repeats its photos', () => {
    const galleries = [widget('a'), widget('b', 'category:{category}'), social('c', 'tag:{productId}')]
    expect(repeatedUgcGalleries(galleries, ugcPathContext('/en-us/p/shoe-RS100001'))).toEqual(['b'])
    expect(repeatedUgcGalleries(galleries, ugcPathContext('/en-us/c/running-shoes-1010'))).toEqual(['b'])
  })

  it('CAT-049 CAT-053 social galleries repeat one another only with the same filled-in filter', () => {
    const galleries = [social('a', 'tag:{productId}'), social('b', 'tag:{productId}'), social('c', 'tag:x')]
    expect(repeatedUgcGalleries(galleries, ugcPathContext('/en-us/p/shoe-RS100001'))).toEqual(['b'])
    // On a category page, galleries without a filter show the category's media alike.
    const listing = [social('a'), social('b'), social('c', 'stream:stream-trail')]
    expect(repeatedUgcGalleries(listing, ugcPathContext('/en-us/c/running-shoes-1010'))).toEqual(['b'])
    expect(repeatedUgcGalleries([widget('w'), social('s')], ugcPathContext('/en-us'))).toEqual([])
  })
})
