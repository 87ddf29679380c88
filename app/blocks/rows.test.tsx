import { describe, expect, it } from 'vitest'
import type { KnownBlockInput } from '#app/models/content.ts'
import { LEAF_CATEGORIES } from '#mocks/data/content/categories.ts'
import { FIXED_PAGES } from '#mocks/data/content/fixed-pages.ts'
import { BANNERS_GALLERY } from '#mocks/data/content/gallery-banners.ts'
import { BASICS_GALLERY } from '#mocks/data/content/gallery-basics.ts'
import { COLLECTIONS_GALLERY } from '#mocks/data/content/gallery-collections.ts'
import { HOME } from '#mocks/data/content/home.ts'
import { galleryBlock, parseBlocks, renderBlocks, renderKnownBlocks } from '#tests/helpers/blocks.tsx'

const render = (components: ReadonlyArray<KnownBlockInput>) => renderKnownBlocks(parseBlocks(components))

/** A block of the home page fixture by its id. */
function homeBlock(id: string): KnownBlockInput {
  const block = HOME.components.find((b) => b.id === id)
  if (!block) throw new Error(`no home block ${id}`)
  return block as KnownBlockInput
}

/** The first block of a type on a fixed page fixture. */
function fixedPageBlock(slug: string, type: string): KnownBlockInput {
  const block = FIXED_PAGES.find((p) => p.slug === slug)?.components.find((b) => b.type === type)
  if (!block) throw new Error(`no ${type} block on ${slug}`)
  return block as KnownBlockInput
}

/** Every opening `<a …>` tag, with its text. */
const anchors = (html: string) =>
  [...html.matchAll(/(<a\s[^>]*>)([\s\S]*?)<\/a>/g)].map(([, tag, text]) => ({ tag: tag!, text: text! }))

const anchor = (html: string, text: string) => {
  const found = anchors(html).find((a) => a.text === text)
  if (!found) throw new Error(`no link ${text}`)
  return found.tag
}

describe('button targets', () => {
  it('CMS-023 a target object renders as <a href=url> with its target attribute', () => {
    const banner = galleryBlock(BANNERS_GALLERY, 'gallery-banner-image')
    const html = render([
      {
        ...banner,
        targets: [
          { url: '/c/hiking-boots-1020', text: 'Shop boots', targetAttribute: '_self' },
          { url: 'https://example.org/trail-news', text: 'Trail news', targetAttribute: '_blank' },
          { url: '/basecamp', text: 'Stories', targetAttribute: '_blank' },
          { url: '/c/fleece-base-layers-2020', text: 'Shop layers' },
        ],
      } as KnownBlockInput,
    ])
    const self = anchor(html, 'Shop boots')
    expect(self).toContain('href="/en-us/c/hiking-boots-1020"')
    // _self is the browser's default: same tab, with or without the attribute.
    expect(self).toMatch(/^(?:(?!target=)[\s\S])*$|target="_self"/)
    const external = anchor(html, 'Trail news')
    expect(external).toContain('href="https://example.org/trail-news"')
    expect(external).toContain('target="_blank"')
    expect(external).toContain('rel="noopener noreferrer"')
    const internalNewTab = anchor(html, 'Stories')
    expect(internalNewTab).toContain('href="/en-us/basecamp"')
    expect(internalNewTab).toContain('target="_blank"')
    const plain = anchor(html, 'Shop layers')
    expect(plain).toContain('href="/en-us/c/fleece-base-layers-2020"')
    expect(plain).not.toContain('target=')

    // The CTA-button collection fixture: every item an object with a url, _self kept in the same tab.
    const buttons = render([galleryBlock(COLLECTIONS_GALLERY, 'gallery-collection-buttons-grid')])
    const xplr = anchor(buttons, 'XPLR Pass')
    expect(xplr).toContain('href="/en-us/xplr-pass"')
    expect(xplr).not.toContain('target="_blank"')
  })

  it('CMS-023 a target that is not an object with a url makes the block invalid: it renders nothing', () => {
    const unknown: string[] = []
    const banner = galleryBlock(BANNERS_GALLERY, 'gallery-banner-image')
    const html = renderBlocks(
      parseBlocks([
        { ...banner, targets: ['/c/hiking-boots-1020'] } as unknown as KnownBlockInput,
        { ...banner, id: 'no-url', targets: [{ text: 'Shop boots' }] } as unknown as KnownBlockInput,
      ]),
      { onUnknown: (type) => unknown.push(type) },
    )
    expect(unknown).toHaveLength(2)
    expect(html).not.toContain('Spring into the hills')
  })
})

describe('rich text block', () => {
  it('CMS-050 renders the fixture HTML in a prose container, site links localised, its title the heading', () => {
    const html = render([homeBlock('home-story')])
    expect(html).toMatch(
      /<div class="prose"><h2>Made for the miles<\/h2><p>We test every shoe, shell and tent on real trails/,
    )
    expect(html).toContain('<a href="/en-us/about">about us</a>')
    expect(html).toContain('<a href="/en-us/basecamp">Basecamp stories</a>')
    const titled = renderKnownBlocks(
      parseBlocks([
        { type: 'richText', title: 'Delivery', richText: '<p>Ships in <strong>2 days</strong>.</p>' },
      ]),
      { locale: 'en-gb' },
    )
    expect(titled).toMatch(
      /<section[^>]*><h1[^>]*>Delivery<\/h1><div class="prose"><p>Ships in <strong>2 days<\/strong>\.<\/p><\/div><\/section>/,
    )
  })
})

describe('category cards block', () => {
  it('CMS-053 renders the fixture: a titled grid of cards, each one link holding its image and title', () => {
    const block = homeBlock('home-categories')
    const html = render([block])
    expect(html).toMatch(/<h1[^>]*>Shop by category<\/h1>/)
    const items = html.match(/<li>[\s\S]*?<\/li>/g) ?? []
    expect(items).toHaveLength(LEAF_CATEGORIES.length)
    LEAF_CATEGORIES.forEach((category, index) => {
      const item = items[index] ?? ''
      expect(anchors(item)).toHaveLength(1)
      expect(item).toMatch(
        new RegExp(
          `^<li><a[^>]*href="/en-us/c/${category.slug}-${category.id}"[^>]*>[\\s\\S]*<img[^>]*alt=""[^>]*>[\\s\\S]*<h2[^>]*>${category.name.replace('&', '&amp;')}</h2></a></li>$`,
        ),
      )
    })
    // The first card's picture is the page's likely LCP; the others load lazily.
    expect(items[0]).toMatch(/fetchPriority="high"/i)
    expect(items[1]).toContain('loading="lazy"')
    expect(html).toMatch(/<ul class="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">/)
  })

  it('CMS-053 without cards the block renders nothing', () => {
    const html = render([{ type: 'categoryCards', title: 'Shop by category', cards: [] }])
    expect(html).not.toContain('Shop by category')
    expect(html).not.toContain('<ul')
  })
})

describe('spacer block', () => {
  it('CMS-065 renders its bottom margins per breakpoint and its background colour', () => {
    const html = render([
      {
        type: 'spacer',
        backgroundColor: '#f3f4f6',
        bottomMargins: { sm: 'small', md: 'medium', lg: 'large' },
      },
    ])
    expect(html).toContain(
      '<div aria-hidden="true" class="h-4 md:h-8 lg:h-16" style="background-color:#f3f4f6">',
    )
  })

  it('CMS-065 a missing breakpoint takes the next smaller one, and no colour means no background', () => {
    const fromSmall = render([{ type: 'spacer', bottomMargins: { sm: 'large' } }])
    expect(fromSmall).toContain('<div aria-hidden="true" class="h-16 md:h-16 lg:h-16">')
    const none = render([{ type: 'spacer', bottomMargins: { sm: 'none', lg: 'small' } }])
    expect(none).toContain('<div aria-hidden="true" class="h-0 md:h-0 lg:h-4">')
    const unset = render([{ type: 'spacer' }])
    expect(unset).toContain('<div aria-hidden="true" class="h-8 md:h-8 lg:h-8">')
    expect(none + fromSmall + unset).not.toContain('background-color')
  })
})

describe('icon-and-text collection layout', () => {
  const gridOf = (html: string) => html.match(/<ul class="grid gap-6 ([^"]*)">/)?.[1]
  const iconSizes = (html: string) =>
    [...html.matchAll(/<svg[^>]*class="(text-[a-z0-9]+) size-\[1em\]/g)].map((m) => m[1])

  it('CMS-067 CONST-038 CONST-039 four items are a 2-column grid at most 30rem wide; small icons are the md size', () => {
    const block = fixedPageBlock('cart', 'iconAndText')
    const html = render([block])
    expect(gridOf(html)?.split(' ')).toEqual([
      'grid-cols-1',
      'sm:grid-cols-2',
      'md:mx-auto',
      'md:max-w-[30rem]',
    ])
    expect(gridOf(html)).not.toContain('grid-cols-3')
    expect(iconSizes(html)).toEqual(['text-base', 'text-base', 'text-base', 'text-base'])
  })

  it('CMS-067 CONST-038 CONST-039 three items take a third of the width each; medium icons are lg and large icons 3xl', () => {
    const block = homeBlock('home-benefits')
    const html = render([block])
    expect(gridOf(html)?.split(' ')).toEqual(['grid-cols-1', 'md:grid-cols-3'])
    expect(iconSizes(html)).toEqual(['text-lg', 'text-lg', 'text-lg'])
    const large = render([{ ...block, iconSize: 'large' } as KnownBlockInput])
    expect(iconSizes(large)).toEqual(['text-3xl', 'text-3xl', 'text-3xl'])
    // Five items are not four: thirds again, no 30rem cap.
    const five = render([
      {
        ...block,
        iconAndText: [
          ...(block as { iconAndText: unknown[] }).iconAndText,
          ...(block as { iconAndText: unknown[] }).iconAndText.slice(0, 2),
        ],
      } as KnownBlockInput,
    ])
    expect(gridOf(five)?.split(' ')).toEqual(['grid-cols-1', 'md:grid-cols-3'])
  })
})

describe('icon-and-text items', () => {
  const html = renderKnownBlocks(parseBlocks([galleryBlock(BASICS_GALLERY, 'gallery-icons-coloured')]))
  const items = html.match(/<li[^>]*>[\s\S]*?<\/li>/g) ?? []

  it('CMS-066 an item takes its background and a text colour that reads on it, else white or ink', () => {
    expect(items).toHaveLength(3)
    // Sand with the brand green: readable, so kept.
    expect(items[0]).toMatch(/style="background-color:#f5efe6;color:#14532d"/)
    // Dark grey on dark green is not readable: white instead.
    expect(items[1]).toMatch(/style="background-color:#14532d;color:#ffffff"/)
    // No colours: no style, no panel.
    expect(items[2]).not.toMatch(/style=/)
    expect(items[2]).not.toContain('rounded-md p-4')
  })

  it('CMS-066 an icon points the way its direction says', () => {
    expect(items[0]).not.toMatch(/<svg[^>]*rotate/)
    expect(items[1]).toMatch(/<svg[^>]*class="[^"]*\brotate-90\b/)
    expect(items[2]).toMatch(/<svg[^>]*class="[^"]*-rotate-90\b/)
  })

  it('CMS-066 an unknown direction is dropped, and the item still renders', () => {
    const [block] = parseBlocks([
      {
        type: 'iconAndText',
        iconAndText: [{ icon: { name: 'arrow', direction: 'sideways' }, richText: '<p>Still here</p>' }],
      },
    ])
    expect(block?.type).toBe('iconAndText')
    expect(renderKnownBlocks([block!])).toContain('Still here')
  })
})
