import { describe, expect, it } from 'vitest'
import { type KnownBlockInput } from '#app/domain/content/content.ts'
import type { RecommendedProductCard } from './schema.ts'
import { MEDIA_GALLERY } from '#mocks/content/seed/gallery-media.ts'
import { cardClick } from '#app/components/recommendation-tracking.ts'
import { headingLevels } from '../registry.tsx'
import { galleryBlock, parseBlocks, renderBlocks } from '#tests/helpers/blocks.tsx'

/**
 * A block list whose only block rendered nothing: its wrapper is empty (and hidden by CSS); the
 * Suspense markers inside are comments.
 */
const EMPTY_LIST =
  /^<div class="flex flex-col gap-10"><div data-block="[^"]+"[^>]*>(?:<!--\$--><!--\/\$-->)?<\/div><\/div>$/

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length

const render = (components: KnownBlockInput[]) => renderBlocks(parseBlocks(components))
const fixture = (id: string) => galleryBlock(MEDIA_GALLERY, id)

/** What the server fills in (resolveRecommendationBlocks): the widget's recommended products. */
const shell: RecommendedProductCard = {
  id: 'JK100001',
  title: 'Stormbreak 3L Shell',
  url: '/p/stormbreak-3l-shell-JK100001',
  image: { src: 'http://emulator.test/images/products/JK100001-005-1.svg', alt: 'Stormbreak 3L Shell' },
  rating: { score: 4.7, showScore: true },
  price: {
    currency: 'USD',
    lowCurrent: 299.95,
    highCurrent: 299.95,
    lowOriginal: 299.95,
    highOriginal: 299.95,
  },
  currency: 'USD',
  recToken: 'home-top-rated:top:1:JK100001',
}
const crew: RecommendedProductCard = {
  id: 'FL100002',
  title: 'Merino 200 Crew',
  url: '/p/merino-200-crew-FL100002',
  image: { src: 'http://emulator.test/images/products/FL100002-001-1.svg', alt: '' },
  rating: { score: 0, showScore: false },
  price: 59.95,
  currency: 'USD',
}

function filled(id: string, products: RecommendedProductCard[]): KnownBlockInput {
  return { ...fixture(id), products } as KnownBlockInput
}

describe('product recommendations block', () => {
  it('CMS-083 renders the recommended products as linked cards with price and rating', () => {
    const html = render([filled('gallery-recs-5', [shell, crew])])
    expect(html).toMatch(/<h1[^>]*>Top rated by hikers<\/h1>/)
    expect(html).toMatch(
      /<h2[^>]*><a [^>]*href="\/en-us\/p\/stormbreak-3l-shell-JK100001"[^>]*>Stormbreak 3L Shell<\/a><\/h2>/,
    )
    expect(html).toContain('src="http://emulator.test/images/products/JK100001-005-1.svg"')
    expect(html).toContain('$299.95')
    // A plain amount with its currency (the spec's price + currency) shows as a price too.
    expect(html).toContain('$59.95')
    expect(html).toContain('Rated 4.7 out of 5')
    // showScore false: no rating for the crew.
    expect(count(html, /Rated [\d.]+ out of 5/g)).toBe(1)
    expect(html).toContain('data-rec-token="home-top-rated:top:1:JK100001"')
  })

  it('CMS-083 CONST-026 lays out 3, 5 or 6 cards per row on large screens, a strip that swipes on a phone', () => {
    expect(render([filled('gallery-recs-3', [shell])])).toContain(
      '<ul class="rec-block-list md:grid-cols-3">',
    )
    expect(render([filled('gallery-recs-5', [shell])])).toContain('md:grid-cols-3 lg:grid-cols-5')
    expect(render([filled('gallery-recs-6', [shell])])).toContain('md:grid-cols-4 lg:grid-cols-6')
  })

  it('CMS-083 hides ratings when the block turns them off, and names an untitled block', () => {
    expect(render([filled('gallery-recs-3', [shell])])).not.toContain('out of 5')
    expect(render([filled('gallery-recs-6', [shell])])).toMatch(/<section aria-label="Recommended products"/)
  })

  it('CMS-083 is hidden when the server found no products, and then takes no heading', () => {
    expect(render([fixture('gallery-recs-5')])).toMatch(EMPTY_LIST)
    const blocks = parseBlocks([
      fixture('gallery-recs-5'),
      { type: 'richText', title: 'Our story', richText: '<p>x</p>' },
    ])
    expect(headingLevels(blocks)).toEqual([2, 1])
  })

  it('CAT-027 a card shows a rating only when the block asks for it and a score exists', () => {
    const unscored = { ...shell, id: 'P1', rating: undefined }
    // gallery-recs-5 asks for ratings, gallery-recs-3 does not.
    expect(count(render([filled('gallery-recs-5', [shell, unscored])]), /out of 5/g)).toBe(1)
    expect(render([filled('gallery-recs-5', [unscored, crew])])).not.toContain('out of 5')
    expect(render([filled('gallery-recs-3', [shell])])).not.toContain('out of 5')
  })

  it('CAT-028 an empty recommendations block renders nothing', () => {
    expect(render([filled('gallery-recs-6', [])])).toMatch(EMPTY_LIST)
  })

  it('CAT-030 a card carries what its click reports: recToken, product and widget', () => {
    const html = render([filled('gallery-recs-5', [shell, crew])])
    expect(html).toMatch(/<section [^>]*data-rec-widget="home-top-rated"/)
    expect(html).toMatch(
      /<li [^>]*data-rec-token="home-top-rated:top:1:JK100001" data-rec-product="JK100001"/,
    )
    // The block list reads those attributes (as a dataset) when a card's link is clicked.
    const card = { recToken: 'home-top-rated:top:1:JK100001', recProduct: 'JK100001' }
    expect(cardClick(card, { recWidget: 'home-top-rated' })).toEqual({
      type: 'rec-click',
      widgetId: 'home-top-rated',
      productId: 'JK100001',
      recToken: 'home-top-rated:top:1:JK100001',
    })
    // The crew came without a token: nothing to report.
    expect(html).toMatch(/<li [^>]*data-rec-product="FL100002"/)
    expect(cardClick({ recProduct: 'FL100002' }, { recWidget: 'home-top-rated' })).toBeNull()
  })

  it('shows at most 24 products (CONST-025)', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...shell, id: `P${i}`, url: `/p/p-${i}` }))
    expect(count(render([filled('gallery-recs-6', many)]), /<li /g)).toBe(24)
  })
})
