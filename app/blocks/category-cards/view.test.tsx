import { describe, expect, it } from 'vitest'
import type { KnownBlockInput } from '#app/domain/content/content.ts'
import { LEAF_CATEGORIES } from '#mocks/content/seed/categories.ts'
import { HOME } from '#mocks/content/seed/home.ts'
import { parseBlocks, renderKnownBlocks } from '#tests/helpers/blocks.tsx'

const render = (components: ReadonlyArray<KnownBlockInput>) => renderKnownBlocks(parseBlocks(components))

/** A block of the home page fixture by its id. */
function homeBlock(id: string): KnownBlockInput {
  const block = HOME.components.find((b) => b.id === id)
  if (!block) throw new Error(`no home block ${id}`)
  return block as KnownBlockInput
}

/** Every opening `<a …>` tag, with its text. */
const anchors = (html: string) =>
  [...html.matchAll(/(<a\s[^>]*>)([\s\S]*?)<\/a>/g)].map(([, tag, text]) => ({ tag: tag!, text: text! }))

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
