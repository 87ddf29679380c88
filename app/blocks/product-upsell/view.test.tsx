import { describe, expect, it } from 'vitest'
import { type KnownBlockInput } from '#app/domain/content/content.ts'
import type { ProductUpsellBlock } from './schema.ts'
import { MEDIA_GALLERY } from '#mocks/content/seed/gallery-media.ts'
import { visibleUpsellItems } from '#app/domain/content/upsell.ts'
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

describe('product upsell block', () => {
  it('CMS-084 shows the first stackedCount items in stock, hiding the out-of-stock one', () => {
    const html = render([fixture('gallery-upsell-look')])
    expect(html).toMatch(/<h1[^>]*>Complete the look<\/h1>/)
    expect(html).toContain('alt="A hiker in a shell jacket and beanie in light rain"')
    expect(html).toMatch(/href="\/en-us\/p\/stormbreak-3l-shell-JK100001"[^>]*>Stormbreak 3L Shell<\/a>/)
    expect(html).toContain('Merino 200 Crew')
    expect(html).toContain('Merino Cuff Beanie')
    expect(html).not.toContain('Heritage Wool Blanket')
    // Fourth in stock: beyond stackedCount 3.
    expect(html).not.toContain('Granite Peak Mid WP')
    expect(count(html, /<li /g)).toBe(3)
    expect(html).toContain('$299.95')
  })

  it('CMS-084 CONST-024 defaults stackedCount to 3 and hides the block when nothing is in stock', () => {
    const [block] = parseBlocks([
      {
        type: 'productUpsell',
        items: ['A', 'B', 'C', 'D'].map((id) => ({
          id,
          name: id,
          url: `/p/${id}`,
          image: { url: `/i/${id}.svg` },
          price: 10,
          currency: 'USD',
        })),
      },
    ]) as [ProductUpsellBlock]
    expect(block.stackedCount).toBe(3)
    expect(visibleUpsellItems(block).map((item) => item.id)).toEqual(['A', 'B', 'C'])
    const soldOut = {
      ...block,
      items: block.items.map((item) => ({ ...item, productInventoryState: 'OutOfStock' as const })),
    }
    expect(visibleUpsellItems(soldOut)).toEqual([])
    expect(render([soldOut as KnownBlockInput])).toMatch(EMPTY_LIST)
  })

  it('is hidden while the server has not filled a widget upsell', () => {
    expect(render([fixture('gallery-upsell-widget')])).toMatch(EMPTY_LIST)
  })
})
