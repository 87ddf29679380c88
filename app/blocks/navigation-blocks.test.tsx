import { describe, expect, it } from 'vitest'
import { type Block, KnownBlockSchema } from '#app/domain/content/content.ts'
import { ARTICLES_GALLERY } from '#mocks/content/seed/gallery-articles.ts'
import { parseBlocks, renderKnownBlocks } from '#tests/helpers/blocks.tsx'

const render = (blocks: Block[], path = '/en-us') => renderKnownBlocks(blocks, { path })

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
