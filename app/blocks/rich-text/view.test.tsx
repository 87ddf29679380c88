import { describe, expect, it } from 'vitest'
import type { KnownBlockInput } from '#app/domain/content/content.ts'
import { HOME } from '#mocks/content/seed/home.ts'
import { parseBlocks, renderBlocks, renderKnownBlocks } from '#tests/helpers/blocks.tsx'

const render = (components: ReadonlyArray<KnownBlockInput>) => renderKnownBlocks(parseBlocks(components))

/** A block of the home page fixture by its id. */
function homeBlock(id: string): KnownBlockInput {
  const block = HOME.components.find((b) => b.id === id)
  if (!block) throw new Error(`no home block ${id}`)
  return block as KnownBlockInput
}

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

  it('CMS-050 its title is smaller as a page’s h2 than as its h1: never larger than the page’s own title', () => {
    const block = parseBlocks([
      { type: 'richText', title: 'Why create an account?', richText: '<p>Faster checkout.</p>' },
    ])
    const asH1 = renderBlocks(block)
    const asH2 = renderBlocks(block, { firstHeadingLevel: 2 })
    expect(asH1).toMatch(/<h1 class="[^"]*text-3xl[^"]*">Why create an account\?<\/h1>/)
    expect(asH2).toMatch(/<h2 class="[^"]*text-2xl[^"]*">Why create an account\?<\/h2>/)
  })
})
