import { describe, expect, it } from 'vitest'
import type { KnownBlockInput } from '#app/domain/content/content.ts'
import { FIXED_PAGES } from '#mocks/content/seed/fixed-pages.ts'
import { BASICS_GALLERY } from '#mocks/content/seed/gallery-basics.ts'
import { HOME } from '#mocks/content/seed/home.ts'
import { galleryBlock, parseBlocks, renderKnownBlocks } from '#tests/helpers/blocks.tsx'

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
