import { describe, expect, it } from 'vitest'
import { linkedPaths, robotsTxt, sitemapIndexXml, sitemapUrls, urlsetXml } from './sitemap.ts'

const ORIGIN = 'https://shop.example'

describe('sitemaps', () => {
  it('finds the site paths content links to, and nothing else', () => {
    const menu = {
      nodes: [
        { name: 'Men', target: { url: '/c/men-3000' }, children: [{ url: '/en-us/help/returns?x=1' }] },
        { url: 'https://elsewhere.example/x' },
        { href: '//cdn.example/y' },
        { title: '/not-a-link' },
      ],
    }
    expect(linkedPaths(menu).sort()).toEqual(['/c/men-3000', '/en-us/help/returns?x=1'])
  })

  it('puts each indexed path under the locale once, without its query, and leaves other locales out', () => {
    const urls = sitemapUrls(ORIGIN, 'de-de', [
      '/c/jackets-2010',
      '/c/jackets-2010?page=2',
      '/de-de/help/returns',
      '/en-us/help/returns',
      '/cart',
      '/account/orders',
    ])
    expect(urls).toEqual([
      `${ORIGIN}/de-de`,
      `${ORIGIN}/de-de/c/jackets-2010`,
      `${ORIGIN}/de-de/help/returns`,
    ])
  })

  it('lists a page content links to under another name where it lands, not the redirect', () => {
    expect(
      sitemapUrls(ORIGIN, 'fr-fr', ['/store-locator', '/fr-fr/store-locator?q=75001', '/stores']),
    ).toEqual([`${ORIGIN}/fr-fr`, `${ORIGIN}/fr-fr/stores`])
  })

  it('writes a sitemap index and a url set, escaping what XML needs escaped', () => {
    expect(sitemapIndexXml([`${ORIGIN}/en-us/sitemap.xml`])).toContain(
      `<sitemap><loc>${ORIGIN}/en-us/sitemap.xml</loc></sitemap>`,
    )
    const set = urlsetXml([`${ORIGIN}/en-us/c/a&b-1010`])
    expect(set).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    expect(set).toContain('<loc>https://shop.example/en-us/c/a&amp;b-1010</loc>')
  })

  it('tells crawlers where the sitemap index is and keeps them off the shopper’s own pages', () => {
    const robots = robotsTxt(ORIGIN)
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    expect(robots).toContain('Disallow: /*/checkout')
    expect(robots).toContain('Disallow: /*/cart')
  })
})
