import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { type KnownBlockInput } from '#app/domain/content/content.ts'
import type { ProductTile } from '#app/domain/catalog/product.ts'
import { COLLECTIONS_GALLERY } from '#mocks/content/seed/gallery-collections.ts'
import { BlockList } from '../registry.tsx'
import { carouselSlides, parseBlocks, renderBlocks } from '#tests/helpers/blocks.tsx'

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length

function tile(id: string, name: string): ProductTile {
  return {
    id,
    masterId: id,
    name,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    brand: 'Trailhead',
    url: `/p/${name.toLowerCase().replaceAll(' ', '-')}-${id}`,
    image: { url: `http://emulator.test/images/products/${id}.svg`, alt: name },
    price: { currency: 'USD', lowCurrent: 120, highCurrent: 120, lowOriginal: 120, highOriginal: 120 },
    colors: [],
  }
}

const products = [
  tile('HB100001', 'Summit Hiking Boot'),
  tile('TP100001', 'Basecamp Two Tent'),
  tile('JK100001', 'Ridge Shell Jacket'),
  tile('FL100001', 'Canyon Fleece'),
  tile('AC100001', 'Trail Daypack'),
]

const render = (components: KnownBlockInput[]) => renderBlocks(parseBlocks(components))
describe('ProductCollection', () => {
  it('CMS-054 renders the standard collection as a grid with its title and textLink', () => {
    const html = render([
      {
        type: 'productCollection',
        title: 'New arrivals',
        products,
        breakpoints: { sm: { type: 'grid' } },
        textLink: { url: '/c/footwear-1000', text: 'Shop all footwear' },
      },
    ])
    expect(html).toMatch(/<h1[^>]*>New arrivals<\/h1>/)
    expect(html).toMatch(/<a[^>]*href="\/en-us\/c\/footwear-1000"[^>]*>Shop all footwear<\/a>/)
    for (const product of products) expect(html).toContain(product.name)
    expect(html).toContain('grid-cols-2 md:grid-cols-3 lg:grid-cols-4')
    // A grid scrolls with the page: no focusable scroll region, no carousel controls.
    expect(html).not.toContain('role="region"')
    expect(html).not.toContain('tabindex="0"')
    expect(html).not.toContain('<button type="button"')
  })

  it('CMS-057 renders a carousel as a scroll-snap strip with every slide and no script-only controls', () => {
    const html = render([
      {
        type: 'productCollection',
        title: 'Trail-ready gear',
        products,
        breakpoints: {
          sm: {
            type: 'carousel',
            slideWidth: 70,
            margin: 16,
            showArrows: true,
            showIndicators: true,
            showProgress: true,
            autoplay: true,
            autorotateTime: 4,
          },
          lg: { type: 'grid' },
        },
      },
    ])
    expect(html).toMatch(/role="region"[^>]*aria-label="Trail-ready gear, scrollable list"[^>]*tabindex="0"/)
    expect(html).toMatch(
      /class="carousel-strip carousel-scroll-sm md:carousel-scroll-md lg:carousel-scroll-none"/,
    )
    expect(html).toContain('carousel-list-sm')
    // Every slide is in the page, so swiping, scrolling and Tab reach each one without JavaScript.
    expect(carouselSlides(html)).toBe(products.length)
    for (const product of products) expect(html).toContain(product.name)
    // The layout's numbers per breakpoint: 70% of the strip between 16px margins on small screens.
    expect(html).toContain('--carousel-width-sm:calc((100cqi - 32px) * 0.7)')
    expect(html).toContain('--carousel-margin-sm:16px')
    // A grid from lg up.
    expect(html).toContain('lg:carousel-grid-list')
    expect(html).toContain('lg:carousel-scroll-none')
    // Arrows, dots, progress and the pause button need JavaScript: not in the server HTML.
    expect(html).not.toContain('Previous slide')
    expect(html).not.toContain('Go to slide')
    expect(html).not.toContain('automatic rotation')
    expect(html).not.toContain('<button type="button"')
  })

  it('CMS-055 renders the vertical list as one column of product rows', () => {
    const html = render([
      {
        type: 'productCollection',
        variant: 'vertical-list',
        title: 'Best sellers',
        products: products.slice(0, 3),
      },
    ])
    expect(html).toMatch(/<ul class="flex flex-col divide-y/)
    expect(count(html, /<h2[^>]*><a[^>]*href="\/en-us\/p\//g)).toBe(3)
    expect(html).toMatch(/<a[^>]*href="\/en-us\/p\/summit-hiking-boot-HB100001"[^>]*>Summit Hiking Boot<\/a>/)
    expect(html).toContain('$120.00')
    expect(html).not.toContain('snap-x')
  })

  it('CMS-056 renders the call-to-action button collection, skipping buttons without text', () => {
    const html = render([
      {
        type: 'productCollection',
        variant: 'cta-buttons',
        title: 'Shop by activity',
        items: [
          { url: '/c/running-1010', text: 'Trail running', style: 'primary' },
          { url: '/c/hiking-1020', text: 'Hiking' },
          { url: '/c/nothing-1030' },
          { url: 'https://example.com/guides', text: 'Guides', targetAttribute: '_blank' },
        ],
        breakpoints: { sm: { type: 'carousel' }, md: { type: 'grid' } },
      },
    ])
    expect(html).toMatch(
      /<a(?=[^>]*href="\/en-us\/c\/running-1010")(?=[^>]*class="btn-primary )[^>]*>Trail running<\/a>/,
    )
    expect(html).toMatch(
      /<a(?=[^>]*href="\/en-us\/c\/hiking-1020")(?=[^>]*class="btn-secondary )[^>]*>Hiking<\/a>/,
    )
    expect(html).toMatch(
      /<a(?=[^>]*href="https:\/\/example.com\/guides")(?=[^>]*target="_blank" rel="noopener noreferrer")/,
    )
    expect(html).not.toContain('nothing-1030')
    expect(carouselSlides(html)).toBe(3)
  })

  it('renders nothing, and takes no heading, when there is nothing to show', () => {
    const html = render([
      { type: 'productCollection', title: 'Empty picks', products: [] },
      { type: 'productCollection', variant: 'cta-buttons', title: 'No buttons', items: [{ url: '/c/a' }] },
      { type: 'richText', title: 'Our story', richText: '<p>Text</p>' },
    ])
    expect(html).not.toContain('Empty picks')
    expect(html).not.toContain('No buttons')
    expect(html).toMatch(/<h1[^>]*>Our story<\/h1>/)
  })

  it('parses and renders every gallery fixture', () => {
    const blocks = parseBlocks(
      COLLECTIONS_GALLERY.map((block) =>
        // The emulator inlines the products of productIds; here the tiles stand in for them.
        block.type === 'productCollection' && block.variant !== 'cta-buttons'
          ? { ...block, products }
          : block,
      ),
    )
    expect(blocks.map((block) => block.type).filter((type) => type.startsWith('invalid:'))).toEqual([])
    const html = renderWithProviders(<BlockList blocks={blocks} locale="en-us" />)
    for (const block of COLLECTIONS_GALLERY) {
      if ('title' in block && typeof block.title === 'string') expect(html).toContain(block.title)
    }
    expect(html).toContain('Snow sports')
  })
})
