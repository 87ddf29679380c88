import { describe, expect, it } from 'vitest'
import { type Block } from '#app/domain/content/content.ts'
import { parseBlocks, renderKnownBlocks } from '#tests/helpers/blocks.tsx'

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length

const render = (blocks: Block[], path = '/en-us') => renderKnownBlocks(blocks, { path })

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
