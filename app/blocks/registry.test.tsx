import { describe, expect, it, vi } from 'vitest'
import { type Block, type KnownBlockInput } from '#app/domain/content/content.ts'
import type { ProductTile } from '#app/domain/catalog/product.ts'
import { hasInteractiveBlock, headingLevels } from './registry.tsx'
import { parseBlocks, renderBlocks } from '#tests/helpers/blocks.tsx'

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length

const tile: ProductTile = {
  id: 'JK100001',
  masterId: 'JK100001',
  name: 'Ridge Shell Jacket',
  slug: 'ridge-shell-jacket',
  brand: 'Trailhead',
  url: '/p/ridge-shell-jacket-JK100001',
  image: { url: 'http://emulator.test/images/products/JK100001.svg', alt: 'Ridge Shell Jacket' },
  price: { currency: 'USD', lowCurrent: 150, highCurrent: 150, lowOriginal: 200, highOriginal: 200 },
  colors: [
    { code: '001', name: 'Black', swatch: '#000' },
    { code: '002', name: 'Moss', swatch: '#4a5' },
  ],
  rating: { score: 4.5, reviewsCount: 12 },
}

const hero: KnownBlockInput = {
  type: 'heroBanner',
  title: 'Go further this spring',
  subtitle: 'Trail-tested gear',
  media: [
    { url: 'http://emulator.test/images/content/hero-home.svg', alt: 'A ridge', width: 1600, height: 700 },
  ],
  responsiveLayout: {
    sm: { layout: 'below-1media', alignment: 'left' },
    lg: { layout: 'overlay', alignment: 'left' },
  },
  targets: [
    { url: '/c/footwear-1000', text: 'Shop footwear' },
    { url: '/c/apparel-2000', text: 'Shop apparel' },
  ],
}

const render = (
  blocks: Block[],
  options: { onUnknown?: (type: string) => void; firstHeadingLevel?: 1 | 2 } = {},
) => renderBlocks(blocks, options)
describe('BlockList', () => {
  it('renders the content of known blocks', () => {
    const html = render(
      parseBlocks([
        {
          type: 'promoBar',
          messages: [
            { id: 'a', richText: '<p>Free shipping</p>' },
            { id: 'b', richText: '<p>Join XPLR</p>' },
          ],
        },
        hero,
        { type: 'richText', richText: '<p>Made for the <strong>miles</strong></p>' },
        {
          type: 'categoryCards',
          title: 'Shop by category',
          cards: [
            {
              title: 'Jackets',
              image: { url: '/i/card.svg', width: 600, height: 600 },
              target: { url: '/c/jackets-2010' },
            },
          ],
        },
        { type: 'productCollection', title: 'New arrivals', productIds: ['JK100001'], products: [tile] },
        {
          type: 'accordion',
          accordions: [{ title: 'Shipping', open: true, richText: '<p>3 to 5 days</p>' }],
        },
        { type: 'spacer', bottomMargins: { sm: 'small', lg: 'large' } },
      ]),
    )
    // Both promo messages are in the page, so the second is reachable without JavaScript.
    expect(html).toContain('Free shipping')
    expect(html).toContain('Join XPLR')
    expect(html).toContain('Go further this spring')
    expect(html).toContain('Made for the <strong>miles</strong>')
    expect(html).toMatch(/<a[^>]*href="\/en-us\/c\/jackets-2010"[^>]*>.*Jackets/)
    expect(html).toContain('Ridge Shell Jacket')
    expect(html).toMatch(/<s[^>]*><span class="sr-only">Original price <\/span>\$200\.00<\/s>/)
    expect(html).toContain('2 colors')
    expect(html).toMatch(/<details open=""[ >]/)
  })

  it('renders nothing for an unknown block type and reports it', () => {
    const onUnknown = vi.fn()
    const blocks = parseBlocks([
      { type: 'mysteryWidget', title: 'Should not show' },
      { type: 'heroBanner', media: 'not-an-array' },
      { type: 'richText', richText: '<p>Still here</p>' },
    ])
    const html = render(blocks, { onUnknown })
    expect(html).not.toContain('Should not show')
    expect(html).toContain('Still here')
    expect(onUnknown).toHaveBeenCalledWith('mysteryWidget')
    // A known type with invalid fields is skipped under its own name, never rendered half-broken.
    expect(onUnknown).toHaveBeenCalledWith('invalid:heroBanner')
  })

  it('gives exactly one h1, to the first block with a title (A21)', () => {
    const html = render(
      parseBlocks([
        { type: 'promoBar', messages: [{ id: 'a', richText: '<p>Promo</p>' }] },
        hero,
        { type: 'richText', title: 'Our story', richText: '<p>Text</p>' },
      ]),
    )
    expect(count(html, /<h1[\s>]/g)).toBe(1)
    expect(html).toMatch(/<h1[^>]*>Go further this spring<\/h1>/)
    expect(html).toMatch(/<h2[^>]*>Our story<\/h2>/)
  })

  it('lets a later titleH1 take the h1 and demotes the first block', () => {
    const blocks = parseBlocks([hero, { type: 'banner', title: 'Spring sale', titleH1: true }])
    expect(headingLevels(blocks)).toEqual([2, 1])
    const html = render(blocks)
    expect(count(html, /<h1[\s>]/g)).toBe(1)
    expect(html).toMatch(/<h1[^>]*>Spring sale<\/h1>/)
    expect(html).toMatch(/<h2[^>]*>Go further this spring<\/h2>/)
  })

  it('renders no h1 when the page has its own', () => {
    const html = render(parseBlocks([hero, { type: 'banner', title: 'Sale', titleH1: true }]), {
      firstHeadingLevel: 2,
    })
    expect(count(html, /<h1[\s>]/g)).toBe(0)
  })

  it('prefixes the locale to site links only', () => {
    const html = render(
      parseBlocks([
        {
          type: 'banner',
          title: 'Links',
          targets: [
            { url: '/c/running-shoes-1010', text: 'Running' },
            { url: '/en-us/help/contact-us', text: 'Contact' },
            { url: 'https://example.com/story', text: 'Story', targetAttribute: '_blank' },
          ],
        },
        {
          type: 'richText',
          richText: '<p><a href="/help/contact-us">Help</a> <a href="https://example.com">Ext</a></p>',
        },
      ]),
    )
    expect(html).toContain('href="/en-us/c/running-shoes-1010"')
    expect(html).toContain('href="/en-us/help/contact-us"')
    expect(html).not.toContain('/en-us/en-us/')
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/example\.com\/story"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/,
    )
    expect(html).toContain('<a href="/en-us/help/contact-us">Help</a>')
    expect(html).toContain('<a href="https://example.com">Ext</a>')
  })

  it('loads the first media block eagerly at high priority and the rest lazily', () => {
    const html = render(
      parseBlocks([
        { type: 'promoBar', messages: [{ id: 'a', richText: '<p>Promo</p>' }] },
        hero,
        { type: 'banner', title: 'Second', media: { url: '/i/second.svg', width: 1200, height: 600 } },
      ]),
    )
    const heroImg = html.match(/<img[^>]*hero-home\.svg[^>]*>/)?.[0] ?? ''
    expect(heroImg).toMatch(/fetchPriority="high"/i)
    expect(heroImg).not.toContain('loading="lazy"')
    expect(heroImg).toContain('width="1600"')
    expect(heroImg).toContain('height="700"')
    const secondImg = html.match(/<img[^>]*second\.svg[^>]*>/)?.[0] ?? ''
    expect(secondImg).toContain('loading="lazy"')
    expect(secondImg).not.toMatch(/fetchPriority/i)
  })

  it('hides CTA buttons when linkType is No-CTA', () => {
    const html = render(parseBlocks([{ ...hero, linkType: 'No-CTA' } as KnownBlockInput]))
    expect(html).not.toContain('Shop footwear')
  })

  it('renders a carousel as a focusable, labelled scroll region', () => {
    const html = render(
      parseBlocks([
        {
          type: 'productCollection',
          title: 'Trail-ready gear',
          products: [tile],
          breakpoints: { sm: { type: 'carousel' } },
        },
      ]),
    )
    expect(html).toMatch(/role="region"[^>]*aria-label="Trail-ready gear, scrollable list"[^>]*tabindex="0"/)
    expect(html).toContain('carousel-scroll-sm')
  })
})

describe('hasInteractiveBlock', () => {
  it('CMS-016 is false for text and pictures, whose markup a page keeps, and true once a block has behaviour', () => {
    const still = parseBlocks([
      hero,
      { type: 'richText', richText: '<p>Your payment details are encrypted.</p>' },
    ])
    expect(hasInteractiveBlock(still)).toBe(false)
    const carousel = parseBlocks([
      { type: 'richText', richText: '<p>Text</p>' },
      { type: 'productCollection', title: 'Trail add-ons', products: [tile] },
    ])
    expect(hasInteractiveBlock(carousel)).toBe(true)
    expect(hasInteractiveBlock([])).toBe(false)
    // A page without the content (the service failed, or the editors left it empty) has nothing to hydrate.
    expect(hasInteractiveBlock(null)).toBe(false)
    expect(hasInteractiveBlock(undefined)).toBe(false)
  })

  it('CMS-016 leaves out a block type the storefront does not render', () => {
    expect(hasInteractiveBlock([{ type: 'hologram' } as Block])).toBe(false)
  })
})
