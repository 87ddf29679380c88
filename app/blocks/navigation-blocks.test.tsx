import { describe, expect, it } from 'vitest'
import { INTERACTIVE_BLOCK_TYPES } from '#app/models/block-types.ts'
import { type Block, KnownBlockSchema, type KnownBlockInput } from '#app/models/content.ts'
import type { SecondaryNavigationBlock } from '#app/blocks/secondary-navigation/schema.ts'
import { ARTICLES_GALLERY } from '#mocks/data/content/gallery-articles.ts'
import { parseBlocks, renderKnownBlocks } from '#tests/helpers/blocks.tsx'

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length

const journalNav: KnownBlockInput = {
  type: 'secondaryNavigation',
  title: 'Journal',
  alignment: 'right',
  divider: true,
  colors: { textColor: '#ffffff', backgroundColor: '#14532d', dividerColor: '#86efac' },
  targets: [
    { url: '/journal', text: 'All stories' },
    { url: '/journal/saturday-run-club', text: 'Run club' },
    { url: 'https://status.example.com', text: 'Status', targetAttribute: '_blank' },
  ],
}

const render = (blocks: Block[], path = '/en-us') => renderKnownBlocks(blocks, { path })
describe('secondary navigation', () => {
  it('CMS-120 has title, targets (text, url, targetAttribute), alignment, divider and colors', () => {
    const [nav] = parseBlocks([journalNav]) as [SecondaryNavigationBlock]
    expect(nav.title).toBe('Journal')
    expect(nav.targets.map((t) => [t.text, t.url, t.targetAttribute])).toEqual([
      ['All stories', '/journal', undefined],
      ['Run club', '/journal/saturday-run-club', undefined],
      ['Status', 'https://status.example.com', '_blank'],
    ])
    expect([nav.alignment, nav.divider]).toEqual(['right', true])
    expect(nav.colors).toEqual({ textColor: '#ffffff', backgroundColor: '#14532d', dividerColor: '#86efac' })
    // Defaults, and a setting the storefront cannot use falls back instead of dropping the block.
    const [plain] = parseBlocks([
      {
        type: 'secondaryNavigation',
        alignment: 'diagonal',
        colors: { textColor: 'red;background:url(x)' },
        targets: [{ url: '/a', text: 'A' }],
      },
    ]) as [SecondaryNavigationBlock]
    expect(plain.type).toBe('secondaryNavigation')
    expect([plain.alignment, plain.divider, plain.colors.textColor]).toEqual(['left', false, undefined])
  })

  it('CMS-121 shows the title and a link list on large screens, with the divider and right alignment', () => {
    const html = render(parseBlocks([journalNav]), '/en-us/journal/saturday-run-club')
    const large =
      html.match(/<nav aria-label="Journal" class="[^"]*hidden[^"]*lg:flex[^"]*">[\s\S]*?<\/nav>/)?.[0] ?? ''
    expect(large).toContain('<p class="shrink-0 font-bold">Journal</p>')
    expect(large).toMatch(/<span aria-hidden="true"[^>]*border-l/)
    expect(large).toMatch(/<ul class="[^"]*ml-auto justify-end/)
    expect(count(large, /<a /g)).toBe(3)
    expect(large).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/en-us\/journal\/saturday-run-club"/)
    expect(large).toMatch(
      /href="https:\/\/status\.example\.com"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/,
    )
    // The colours reach the bar; the title is a label, not a heading.
    expect(html).toMatch(/style="color:#ffffff;background-color:#14532d;border-color:#86efac"/)
    expect(count(html, /<h[1-6][\s>]/g)).toBe(0)
  })

  it('marks one link current: the one naming the page and its query, else the one naming the page', () => {
    const nav = parseBlocks([
      {
        type: 'secondaryNavigation',
        title: 'Journal',
        targets: [
          { url: '/journal', text: 'All stories' },
          { url: '/journal?tags=running', text: 'Running' },
        ],
      },
    ])
    const currentOf = (path: string) =>
      [...render(nav, path).matchAll(/aria-current="page"[^>]*>([^<]+)</g)].map((m) => m[1])
    // Once per rendering (large and small screens).
    expect(currentOf('/en-us/journal?tags=running')).toEqual(['Running', 'Running'])
    expect(currentOf('/en-us/journal?shown=6')).toEqual(['All stories', 'All stories'])
    expect(currentOf('/en-us/help')).toEqual([])
  })

  it('leaves the divider out and the links left when the editor says so', () => {
    const html = render(
      parseBlocks([{ ...journalNav, alignment: 'left', divider: false } as KnownBlockInput]),
    )
    expect(html).not.toMatch(/<span aria-hidden="true"[^>]*border-l/)
    expect(html).not.toContain('ml-auto justify-end')
  })

  it('CMS-122 is a collapsible list on small screens, closed until opened, that closes on a link click', () => {
    const html = render(parseBlocks([journalNav]))
    const small = html.match(/<nav aria-label="Journal" class="lg:hidden">[\s\S]*?<\/nav>/)?.[0] ?? ''
    expect(small).toMatch(/^<nav[^>]*><details class="group"><summary[^>]*>Journal<svg/)
    expect(small).not.toContain('open=""')
    expect(count(small, /<a /g)).toBe(3)
    // Closing on a click is the block's one client behaviour, so the browser hydrates it.
    expect(INTERACTIVE_BLOCK_TYPES.has('secondaryNavigation')).toBe(true)
  })

  it('names an untitled navigation "In this section" and renders nothing without links', () => {
    const html = render(
      parseBlocks([{ type: 'secondaryNavigation', targets: [{ url: '/c/gear-3000', text: 'Gear' }] }]),
    )
    expect(count(html, /<nav aria-label="In this section"/g)).toBe(2)
    expect(html).toMatch(/<summary[^>]*>In this section<svg/)
    expect(render(parseBlocks([{ type: 'secondaryNavigation', targets: [{ url: '/x' }] }]))).not.toContain(
      '<nav',
    )
  })
})

describe('CMS-052 anchors', () => {
  it('makes a block named by anchorName a scroll target that in-page links reach', () => {
    const html = render(
      parseBlocks([
        {
          type: 'secondaryNavigation',
          title: 'On this page',
          targets: [{ url: '#care-faq', text: 'Care questions' }],
        },
        {
          type: 'accordion',
          anchorName: 'care-faq',
          title: 'Gear care questions',
          accordions: [{ title: 'Can I tumble-dry down?', richText: '<p>Yes, on low heat.</p>' }],
        },
      ]),
    )
    expect(html).toMatch(
      /<div [^>]*id="care-faq"[^>]*>(?:<!--\$-->)?<section[^>]*><h1[^>]*>Gear care questions<\/h1>/,
    )
    expect(html).toMatch(/<a href="#care-faq"[^>]*>Care questions<\/a>/)
  })
})

describe('CMS-060 filter-by', () => {
  const filterBy: KnownBlockInput = {
    type: 'filterBy',
    id: 'activity',
    title: 'Filter by activity',
    targets: [
      { url: '/c/running-shoes-1010', text: 'Trail running' },
      { url: '/c/hiking-boots-1020', text: 'Hiking' },
      { url: '/c/tents-packs-3010' },
    ],
  }

  it('renders its label and a link per filter, the current one marked', () => {
    const html = render(parseBlocks([filterBy]), '/en-us/c/hiking-boots-1020')
    expect(html).toMatch(
      /<nav aria-labelledby="filter-by-activity"[^>]*><p id="filter-by-activity"[^>]*>Filter by activity<\/p>/,
    )
    expect(count(html, /<a /g)).toBe(2)
    expect(html).toMatch(/<a[^>]*href="\/en-us\/c\/running-shoes-1010"[^>]*>Trail running<\/a>/)
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/en-us\/c\/hiking-boots-1020"[^>]*>Hiking<\/a>/,
    )
    expect(html).not.toMatch(/aria-current="page"[^>]*running-shoes/)
    expect(count(html, /<h[1-6][\s>]/g)).toBe(0)
  })

  it('reads "Filter by" without a title', () => {
    const html = render(parseBlocks([{ type: 'filterBy', targets: [{ url: '/c/gear-3000', text: 'Gear' }] }]))
    expect(html).toMatch(/<p id="filter-by-label"[^>]*>Filter by<\/p>/)
  })
})

describe('CMS-061 footer items', () => {
  it('renders groups of footer links with their titles as headings', () => {
    const html = render(
      parseBlocks([
        {
          type: 'footerItems',
          title: 'Explore Trailhead',
          groups: [
            { id: 'journal', title: 'Journal', links: [{ text: 'Latest stories', url: '/journal' }] },
            {
              id: 'social',
              title: 'Follow us',
              links: [
                { text: 'Instagram', url: 'https://instagram.com/trailhead', targetAttribute: '_blank' },
              ],
            },
            { id: 'empty', title: 'Nothing here', links: [] },
          ],
        },
      ]),
    )
    expect(html).toMatch(/<nav aria-label="Explore Trailhead"/)
    expect(html).toMatch(/<h1[^>]*>Explore Trailhead<\/h1>/)
    expect(html).toMatch(
      /<h2[^>]*>Journal<\/h2><ul[^>]*><li><a[^>]*href="\/en-us\/journal"[^>]*>Latest stories<\/a>/,
    )
    expect(html).toMatch(
      /href="https:\/\/instagram\.com\/trailhead"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/,
    )
    expect(html).not.toContain('Nothing here')
  })
})

describe('CMS-051 accordion', () => {
  it('draws item icons, the chosen indicator, and starts open items expanded', () => {
    const html = render(
      parseBlocks([
        {
          type: 'accordion',
          iconsStyle: 'chevron',
          accordions: [
            { title: 'Delivery times', icon: 'truck', open: true, richText: '<p>3 to 5 days</p>' },
            { title: 'Returns', icon: 'no-such-icon', richText: '<p>60 days</p>' },
          ],
        },
      ]),
    )
    expect(count(html, /<details /g)).toBe(2)
    expect(html).toMatch(
      /<details open="" class="group"><summary[^>]*><span[^>]*><svg[^>]*>.*?<\/svg>Delivery times<\/span>/,
    )
    // An unknown icon name draws none.
    expect(html).toMatch(/<details class="group"><summary[^>]*><span[^>]*>Returns<\/span>/)
    // The chevron indicator turns when open.
    expect(count(html, /group-open:rotate-180/g)).toBe(2)
  })

  it('shows a plus that loses its upright when open by default, and falls back to it for an unknown style', () => {
    for (const iconsStyle of [undefined, 'sparkles']) {
      const [block] = parseBlocks([
        {
          type: 'accordion',
          iconsStyle,
          accordions: [{ title: 'Sizing', richText: '<p>Half a size up</p>' }],
        },
      ])
      expect(block?.type).toBe('accordion')
      const html = render([block!])
      expect(html).toContain('<path d="M12 5v14" class="group-open:hidden"></path>')
      expect(html).not.toContain('rotate-180')
    }
  })
})

describe('gallery fixtures', () => {
  it('are all valid blocks of these types, and render', () => {
    const types = new Set<string>()
    for (const block of ARTICLES_GALLERY) {
      const parsed = KnownBlockSchema.safeParse(block)
      expect(parsed.success, JSON.stringify(block).slice(0, 80)).toBe(true)
      types.add(block.type)
    }
    expect([...types].sort()).toEqual(
      [
        'accordion',
        'articleGrid',
        'filterBy',
        'footerItems',
        'relatedArticles',
        'secondaryNavigation',
      ].sort(),
    )
    const html = render(parseBlocks(ARTICLES_GALLERY))
    expect(html).toContain('Filter by activity')
    expect(html).toContain('id="care-faq"')
    expect(html).toContain('Explore Trailhead')
  })
})
