import { PERSONALISED_TYPES } from '#app/domain/tracking/segmentation.ts'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { toArticles } from '#app/domain/content/articles.ts'
import {
  ArticleSearchResponseSchema,
  ChildrenSchema,
  CmsPageSchema,
  FooterSchema,
  FragmentSchema,
  isKnownBlock,
  MenuSchema,
  ShowcaseSchema,
} from '#app/domain/content/content.ts'
import type { ProductCollectionBlock } from '#app/blocks/product-collection/schema.ts'
import { ErrorBodySchema } from '#app/domain/errors/error-body.ts'
import { handlers } from './content.ts'
import { CATEGORY_CONTENT, FRAGMENTS, PAGES } from './seed/index.ts'
import { DRAFT_PROMO_MESSAGE, launchAfter, WINTER_HERO, WINTER_LAUNCH } from './seed/preview.ts'
import { SHOWCASE_DOCUMENTS } from './seed/showcase.ts'
import { ARTICLES, JOURNAL_SLUG } from './seed/articles.ts'

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
      // Every seed block is one the storefront renders, or a personalised section it resolves.
      expect(
        page.components.filter((b) => !isKnownBlock(b) && !PERSONALISED_TYPES.has(b.type)).map((b) => b.type),
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

describe('content emulator: articles', () => {
  const search = async (query: string) =>
    ArticleSearchResponseSchema.parse(await json(`/caas/v1/canvas/search/us/article?${query}`))
  const ids = (body: { result: unknown[] }) => body.result.map((item) => (item as { id: string }).id)
  const tagsOf = (item: unknown) => (item as { tags: string[] }).tags

  it('CMS-073 answers a page of articles with the facets (id, label) and numFound', async () => {
    const body = await search('offset=0&limit=6')
    expect(body.result).toHaveLength(6)
    expect(body.numFound).toBe(ARTICLES.length)
    expect(ARTICLES.length).toBeGreaterThanOrEqual(12)
    expect(body.facets).toEqual([
      { id: 'running', label: 'Running' },
      { id: 'hiking', label: 'Hiking' },
      { id: 'camping', label: 'Camping' },
      { id: 'gear-care', label: 'Gear care' },
      { id: 'community', label: 'Community' },
    ])
    // Newest first, each mappable to a card with its picture on the emulator's origin.
    const cards = toArticles(body.result)
    expect(cards).toHaveLength(6)
    const dates = cards.map((card) => card.date ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
    expect(cards[0]?.picture?.url).toMatch(/^http:\/\/emulator\.test\/images\/content\/card-journal-/)
    expect(cards[0]?.url).toMatch(new RegExp(`^/${JOURNAL_SLUG}/`))
  })

  it('CMS-070 the offset advances through the articles page by page', async () => {
    const first = await search('offset=0&limit=6')
    const second = await search('offset=6&limit=6')
    const last = await search('offset=12&limit=6')
    expect(ids(second)).toHaveLength(6)
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false)
    expect(ids(last)).toHaveLength(ARTICLES.length - 12)
    expect([...ids(first), ...ids(second), ...ids(last)]).toEqual(ARTICLES.map((a) => a.id))
    expect((await search('offset=100&limit=6')).result).toEqual([])
  })

  it('CMS-071 CMS-072 filters by every repeated tagId (one of them is enough), and by none when none is sent', async () => {
    const running = await search('offset=0&limit=48&tagId=running')
    expect(running.result.every((item) => tagsOf(item).includes('running'))).toBe(true)
    expect(running.numFound).toBe(ARTICLES.filter((a) => a.tags?.includes('running')).length)
    const either = await search('offset=0&limit=48&tagId=running&tagId=camping')
    expect(either.numFound).toBe(
      ARTICLES.filter((a) => a.tags?.some((tag) => tag === 'running' || tag === 'camping')).length,
    )
    expect(either.numFound).toBeGreaterThan(running.numFound)
    expect(either.result.every((item) => tagsOf(item).some((t) => t === 'running' || t === 'camping'))).toBe(
      true,
    )
    // The facets stay the same while the shopper filters.
    expect(either.facets).toHaveLength(5)
    expect((await search('offset=0&limit=48')).numFound).toBe(ARTICLES.length)
  })

  it('matches the initial query, caps the limit, and refuses a bad offset', async () => {
    const jackets = await search('offset=0&limit=12&query=jacket')
    expect(jackets.numFound).toBeGreaterThan(0)
    expect(jackets.numFound).toBeLessThan(ARTICLES.length)
    expect(ids(await search('offset=0&limit=500'))).toHaveLength(ARTICLES.length)
    const bad = await get('/caas/v1/canvas/search/us/article?offset=-1&limit=6')
    expect(bad.status).toBe(400)
    expect(await json('/caas/v1/canvas/search/us/product?offset=0&limit=6')).toEqual({
      result: [],
      facets: [],
      numFound: 0,
    })
  })

  it('CMS-012 answers at most 4 children of the journal, as article cards', async () => {
    const children = ChildrenSchema.parse(await json(`/caas/v1/canvas/children/us/${JOURNAL_SLUG}?limit=4`))
    expect(children.items).toHaveLength(4)
    expect(
      ChildrenSchema.parse(await json(`/caas/v1/canvas/children/us/${JOURNAL_SLUG}?limit=50`)).items,
    ).toHaveLength(4)
    expect(
      ChildrenSchema.parse(await json(`/caas/v1/canvas/children/us/${JOURNAL_SLUG}?limit=2`)).items,
    ).toHaveLength(2)
    const cards = toArticles(children.items)
    expect(cards).toHaveLength(4)
    expect(cards.every((card) => card.picture?.url.startsWith('http://emulator.test/images/content/'))).toBe(
      true,
    )
    expect(cards.every((card) => card.url.startsWith(`/${JOURNAL_SLUG}/`) && card.date)).toBe(true)
  })

  it('serves the journal and each article page by path, each article a child of the journal', async () => {
    const journal = CmsPageSchema.parse(await json(`/caas/v1/canvas/page/us/${JOURNAL_SLUG}`))
    expect(journal.components.map((b) => b.type)).toContain('articleGrid')
    for (const article of ARTICLES) {
      const page = CmsPageSchema.parse(await json(`/caas/v1/canvas/page/us${encodeURI(article.url)}`))
      expect(page.parent).toBe(JOURNAL_SLUG)
      expect(page.title).toBe(article.title)
      expect(page.components.filter((b) => !isKnownBlock(b))).toEqual([])
      expect(page.components.map((b) => b.type)).toContain('relatedArticles')
    }
  })
})

describe('content emulator: preview', () => {
  async function page(path: string, headers: Record<string, string> = {}) {
    const url = new URL(path, ORIGIN)
    url.searchParams.set('locale', 'en_US')
    const response = await getResponse(
      handlers,
      new Request(url, { headers: { 'x-locale': 'en_US', ...headers } }),
    )
    expect(response?.status, path).toBe(200)
    return CmsPageSchema.parse(await response!.json())
  }
  const ids = (p: { components: unknown[] }) => p.components.map((b) => (b as { id?: string }).id)
  const promoText = (p: { components: unknown[] }) => JSON.stringify(p.components[0])
  const before = new Date(Date.parse(WINTER_LAUNCH) - 1000).toUTCString()
  const at = new Date(WINTER_LAUNCH).toUTCString()

  it('PLAT-036 the published page has none of the draft; under /pre the draft promo message shows', async () => {
    const published = await page('/live/caas/v1/canvas/page/us/home', { 'x-preview-date': at })
    expect(ids(published)).not.toContain(WINTER_HERO.id)
    expect(promoText(published)).not.toContain(DRAFT_PROMO_MESSAGE.id)
    const preview = await page('/pre/live/caas/v1/canvas/augmentedpage/us/home')
    expect(promoText(preview)).toContain('Free shipping on every order')
    // The other blocks are the published ones, in the same order.
    expect(ids(preview)).toEqual(ids(published))
  })

  it('PLAT-039 the scheduled winter hero shows only with a preview date at or after its visibleFrom', async () => {
    expect(Date.parse(WINTER_LAUNCH)).toBeGreaterThan(Date.now())
    const early = await page('/pre/live/caas/v1/canvas/page/us/home', { 'x-preview-date': before })
    expect(ids(early)).not.toContain(WINTER_HERO.id)
    const onTime = await page('/pre/live/caas/v1/canvas/page/us/home', { 'x-preview-date': at })
    const order = ids(onTime)
    expect(order.indexOf(WINTER_HERO.id)).toBe(order.indexOf('home-hero') - 1)
    const later = await page('/pre/caas/v1/canvas/page/us/home', {
      'x-preview-date': 'Fri, 01 Jan 2100 00:00:00 GMT',
    })
    expect(ids(later)).toContain(WINTER_HERO.id)
    // No preview date: the preview as of now, before the launch.
    expect(ids(await page('/pre/live/caas/v1/canvas/page/us/home'))).not.toContain(WINTER_HERO.id)
  })

  it('schedules the launch at midnight UTC two weeks ahead', () => {
    expect(launchAfter(new Date('2026-11-24T09:37:00Z'))).toBe('2026-12-08T00:00:00.000Z')
  })
})

describe('content emulator: showcase', () => {
  const showcase = async (query: string) => {
    const response = await get(`/live/caas/v1/canvas/showcase/us/${query}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('CMS-015 has sixty documents over several doc types and layout variants, each a valid preview result', () => {
    expect(SHOWCASE_DOCUMENTS).toHaveLength(60)
    expect(new Set(SHOWCASE_DOCUMENTS.map((d) => d.docType)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(SHOWCASE_DOCUMENTS.map((d) => d.id)).size).toBe(60)
    for (const d of SHOWCASE_DOCUMENTS) expect(ShowcaseSchema.parse({ items: [d] }).items[0]!.id).toBe(d.id)
  })

  it('CMS-015 pages a doc type by limit and page, filters by layout variant, and counts the matches', async () => {
    const first = ShowcaseSchema.parse((await showcase('heroBanner?limit=10&page=1')).body)
    expect(first.total).toBe(12)
    expect(first.items).toHaveLength(10)
    expect(Object.keys(first.items[0]!).sort()).toEqual(
      ['id', 'layoutVariant', 'modificationDate', 'name', 'path', 'referrersCount'].sort(),
    )
    const second = ShowcaseSchema.parse((await showcase('heroBanner?limit=10&page=2')).body)
    expect(second.items.map((i) => i.id)).toEqual(['heroBanner-011', 'heroBanner-012'])
    const overlays = ShowcaseSchema.parse((await showcase('heroBanner?layoutVariant=overlay')).body)
    expect(overlays.items.length).toBeGreaterThan(0)
    expect(overlays.items.every((i) => i.layoutVariant === 'overlay')).toBe(true)
    expect(overlays.total).toBe(overlays.items.length)
    expect(ShowcaseSchema.parse((await showcase('nothing')).body)).toEqual({ total: 0, items: [] })
  })

  it('refuses a limit other than 10, 20 or 50 and a page below 1', async () => {
    expect((await showcase('banner?limit=25')).status).toBe(400)
    expect((await showcase('banner?page=0')).status).toBe(400)
    expect((await get('/caas/v1/canvas/showcase/xx/banner')).status).toBe(404)
  })
})
