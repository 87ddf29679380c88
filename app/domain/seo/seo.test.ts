import { describe, expect, it } from 'vitest'
import { alternates, canonicalUrl, headLinks, isCrawlerFile, isIndexable, sitePath } from './seo.ts'

const ORIGIN = 'https://shop.example'

describe('search engine rules', () => {
  it('indexes browse and content pages, not the shopper’s own pages or result lists', () => {
    for (const path of [
      '/en-us',
      '/de-de/p/tempo-trail-runner-RS100001',
      '/fr-fr/c/jackets-2010',
      '/en-gb/help/returns',
    ])
      expect(isIndexable(path), path).toBe(true)
    for (const path of [
      '/en-us/cart',
      '/en-us/checkout/shipping',
      '/de-de/account/orders',
      '/en-us/order-confirmation',
      '/en-us/sign-in',
      '/en-us/search',
      '/fr-fr/favorites',
      '/de-de/location',
      '/fr-ca/location',
      '/robots.txt',
      '/xx-yy/page',
    ])
      expect(isIndexable(path), path).toBe(false)
  })

  it('reads the locale and the path after it', () => {
    expect(sitePath('/en-us')).toEqual({ locale: 'en-us', rest: '' })
    expect(sitePath('/en-us/')).toEqual({ locale: 'en-us', rest: '' })
    expect(sitePath('/fr-ca/p/x-RS100001')).toEqual({ locale: 'fr-ca', rest: '/p/x-RS100001' })
    expect(sitePath('/cart')).toBeNull()
  })

  it('keeps only the page number in the canonical URL, and drops a trailing slash', () => {
    expect(canonicalUrl(ORIGIN, '/en-us/c/jackets-2010', '?sort=price&page=2&color=red')).toBe(
      `${ORIGIN}/en-us/c/jackets-2010?page=2`,
    )
    expect(canonicalUrl(ORIGIN, '/en-us/', '?utm_source=x')).toBe(`${ORIGIN}/en-us`)
  })

  it('lists the same page in every locale and the default locale as x-default', () => {
    const links = alternates(ORIGIN, '/de-de/p/tempo-trail-runner-RS100001')
    expect(links.map((l) => l.hreflang)).toEqual([
      'en-us',
      'en-ca',
      'fr-ca',
      'en-gb',
      'de-de',
      'fr-fr',
      'x-default',
    ])
    expect(links.find((l) => l.hreflang === 'fr-fr')?.href).toBe(
      `${ORIGIN}/fr-fr/p/tempo-trail-runner-RS100001`,
    )
    expect(links.at(-1)?.href).toBe(`${ORIGIN}/en-us/p/tempo-trail-runner-RS100001`)
    expect(alternates(ORIGIN, '/nowhere')).toEqual([])
  })

  it('knows the crawler files at the root', () => {
    expect(isCrawlerFile('/robots.txt')).toBe(true)
    expect(isCrawlerFile('/sitemap.xml')).toBe(true)
    expect(isCrawlerFile('/en-us/sitemap.xml')).toBe(false)
  })

  it('gives an indexed page its canonical and alternates, leaves products and listings their own canonical', () => {
    const home = headLinks(ORIGIN, new URL('http://internal/de-de?utm_source=x'))
    expect(home[0]).toEqual({ rel: 'canonical', href: `${ORIGIN}/de-de` })
    expect(home.filter((l) => l.rel === 'alternate')).toHaveLength(7)
    const product = headLinks(ORIGIN, new URL('http://internal/de-de/p/tempo-trail-runner-RS100001'))
    expect(product.some((l) => l.rel === 'canonical')).toBe(false)
    expect(product.find((l) => l.hrefLang === 'en-gb')?.href).toBe(
      `${ORIGIN}/en-gb/p/tempo-trail-runner-RS100001`,
    )
    expect(headLinks(ORIGIN, new URL('http://internal/de-de/checkout/shipping'))).toEqual([])
  })
})
