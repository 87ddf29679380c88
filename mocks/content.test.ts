import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  ChildrenSchema,
  CmsPageSchema,
  FooterSchema,
  FragmentSchema,
  isKnownBlock,
  MenuSchema,
  type ProductCollectionBlock,
} from '#app/models/content.ts'
import { ErrorBodySchema } from '#app/models/error-body.ts'
import { handlers } from './content.ts'
import { CATEGORY_CONTENT, FRAGMENTS, PAGES } from './data/content/index.ts'

const ORIGIN = 'http://emulator.test'
const FIXED_PAGES = [
  'account',
  'account-profile',
  'basecamp',
  'cart',
  'checkout',
  'contact-us',
  'error-4xx',
  'gift-card',
  'loyalty-modal',
  'order-confirmation',
  'promotions',
  'search',
  'sign-in-modal',
  'sign-up',
  'sign-up-modal',
  'store-locator',
  'westend',
]
const LEGAL_PAGES = [
  'privacy',
  'brand-terms',
  'sale-terms',
  'loyalty-terms',
  'sms-terms',
  'associate-discount-terms',
  'xplr-pass',
  'shipping-terms',
]

async function get(path: string, locale = 'en_US') {
  const url = new URL(path, ORIGIN)
  url.searchParams.set('locale', locale)
  const response = await getResponse(handlers, new Request(url, { headers: { 'x-locale': locale } }))
  if (!response) throw new Error(`No handler for ${path}`)
  return response
}

async function json(path: string, locale?: string): Promise<unknown> {
  const response = await get(path, locale)
  expect(response.status, path).toBe(200)
  return response.json()
}

describe('content emulator', () => {
  it('serves every seed page, fixed and legal page, and each parses with the page schema', async () => {
    const slugs = new Set([
      ...PAGES.map((p) => p.slug),
      ...FIXED_PAGES,
      ...LEGAL_PAGES,
      'home',
      'about',
      'help',
    ])
    for (const slug of slugs) {
      const page = CmsPageSchema.parse(await json(`/caas/v1/canvas/page/us/${slug}`))
      expect(page.slug).toBe(slug)
      // Every seed block is one the storefront renders.
      expect(
        page.components.filter((b) => !isKnownBlock(b)).map((b) => b.type),
        slug,
      ).toEqual([])
    }
  })

  it('serves category content for every seeded category', async () => {
    for (const id of Object.keys(CATEGORY_CONTENT)) {
      const page = CmsPageSchema.parse(await json(`/caas/v1/canvas/category/us/${id}`))
      expect(page.components.length).toBeGreaterThan(0)
    }
    const footwear = CmsPageSchema.parse(await json('/caas/v1/canvas/category/us/1000'))
    expect(footwear.components.map((b) => b.type)).toEqual(['banner', 'richText'])
  })

  it('inlines the collection products as tiles in the request currency on the augmented page', async () => {
    const page = CmsPageSchema.parse(await json('/caas/v1/canvas/augmentedpage/us/home'))
    const collections = page.components.filter(
      (b): b is ProductCollectionBlock => b.type === 'productCollection',
    )
    expect(collections.map((c) => c.title)).toEqual(['New arrivals', 'Trail-ready gear'])
    const arrivals = collections[0]!
    expect(arrivals.products.map((p) => p.id)).toEqual(arrivals.productIds)
    expect(arrivals.products.every((p) => p.price.currency === 'USD')).toBe(true)

    const gb = CmsPageSchema.parse(await json('/caas/v1/canvas/augmentedpage/gb/home', 'en_GB'))
    const gbTiles = gb.components.flatMap((b) =>
      b.type === 'productCollection' ? (b as ProductCollectionBlock).products : [],
    )
    expect(gbTiles.every((p) => p.price.currency === 'GBP')).toBe(true)

    // The plain page keeps only the ids.
    const plain = CmsPageSchema.parse(await json('/caas/v1/canvas/page/us/home'))
    const plainArrivals = plain.components.find(
      (b) => b.type === 'productCollection',
    ) as ProductCollectionBlock
    expect(plainArrivals.products).toEqual([])
  })

  it('answers 404 with the error body for an unknown slug', async () => {
    const response = await get('/caas/v1/canvas/page/us/no-such-page')
    expect(response.status).toBe(404)
    const body = ErrorBodySchema.parse(await response.json())
    expect(body.errorDetails[0]?.errorId).toBe('API404')
  })

  it('matches the {mode} segment and the /pre preview prefix, and pages by path', async () => {
    const page = CmsPageSchema.parse(await json('/pre/live/caas/v1/canvas/page/us/help%2Fcontact-us'))
    expect(page.slug).toBe('contact-us')
    const byPath = CmsPageSchema.parse(await json('/live/caas/v1/canvas/page/us/policies/shipping-terms'))
    expect(byPath.slug).toBe('shipping-terms')
  })

  it('has the error-4xx page that the storefront classes as Error', async () => {
    const page = CmsPageSchema.parse(await json('/caas/v1/canvas/page/us/error-4xx'))
    expect(page.meta.description).toBe('This page is not available')
    expect(JSON.stringify(page.components)).toContain("We can't find that page")
  })

  it('serves a three-level menu over the category tree', async () => {
    const menu = MenuSchema.parse(await json('/caas/v1/canvas/menu/us'))
    expect(menu.items.map((n) => [n.title, n.target.url])).toEqual([
      ['Footwear', '/c/footwear-1000'],
      ['Apparel', '/c/apparel-2000'],
      ['Gear', '/c/gear-3000'],
      ['Gift Cards', '/c/gift-cards-4000'],
    ])
    for (const node of menu.items) {
      expect(node.columns.length).toBeGreaterThanOrEqual(2)
      expect(node.columns.every((c) => c.children.length > 0)).toBe(true)
      expect(node.menuBanner?.media.url).toMatch(/^http:\/\/emulator\.test\/images\/content\//)
    }
    const leaves = menu.items.flatMap((n) => n.columns[0]!.children.map((l) => l.target.url))
    expect(leaves).toEqual([
      '/c/running-shoes-1010',
      '/c/hiking-boots-1020',
      '/c/jackets-2010',
      '/c/fleece-base-layers-2020',
      '/c/tents-packs-3010',
      '/c/accessories-3020',
      '/c/digital-gift-cards-4010',
    ])
  })

  it('serves the footer, fragments, pop-ups, product content and related articles', async () => {
    const footer = FooterSchema.parse(await json('/caas/v1/canvas/footer/us'))
    expect(footer.groups.map((g) => g.title)).toEqual(['Help', 'About', 'Legal'])
    expect(footer.legalLinks.map((l) => l.url)).toContain('/policies/shipping-terms')
    for (const id of Object.keys(FRAGMENTS))
      FragmentSchema.parse(await json(`/caas/v1/canvas/fragment/${id}`))
    expect(await json('/caas/v1/canvas/popups/us')).toEqual({ popups: [] })
    const product = CmsPageSchema.parse(await json('/caas/v1/canvas/product/us/JK100001'))
    expect(product.components).toEqual([])
    const children = ChildrenSchema.parse(await json('/caas/v1/canvas/children/us/legal?limit=10'))
    expect(children.items).toHaveLength(4)
  })

  it('serves generated content images with a long cache lifetime', async () => {
    const response = await get('/images/content/hero-home-spring.svg')
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(await response.text()).toContain('width="1600" height="700"')
    expect((await get('/images/content/nope.png')).status).toBe(404)
  })
})
