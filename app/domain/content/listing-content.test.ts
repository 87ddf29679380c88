import { describe, expect, it } from 'vitest'
import { BlockSchema } from './content.ts'
import { listingContentParts } from './listing-content.ts'

const block = (input: Record<string, unknown>) => BlockSchema.parse(input)

describe('a category’s content around its listing (decision 059)', () => {
  it('keeps the introduction above the products and moves the photo galleries after them, each in its order', () => {
    const intro = block({ type: 'richText', richText: '<p>Light and grippy.</p>' })
    const widget = block({ type: 'ugcGallery', provider: 'widget', containerId: 'ugc-a' })
    const social = block({ type: 'ugcGallery', provider: 'social', containerId: 'ugc-b' })
    const banner = block({ type: 'richText', richText: '<p>Free returns.</p>' })

    expect(listingContentParts([widget, intro, social, banner])).toEqual({
      lead: [intro, banner],
      galleries: [widget, social],
    })
  })

  it('leaves content without a gallery, and blocks it does not know, where they were', () => {
    const unknown = block({ type: 'hologram', id: 'x' })
    const intro = block({ type: 'richText', richText: '<p>Boots.</p>' })
    expect(listingContentParts([unknown, intro])).toEqual({ lead: [unknown, intro], galleries: [] })
  })
})
