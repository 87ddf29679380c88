import { describe, expect, it } from 'vitest'
import type { KnownBlockInput } from '#app/domain/content/content.ts'
import { parseBlocks, renderKnownBlocks } from '#tests/helpers/blocks.tsx'

const render = (components: ReadonlyArray<KnownBlockInput>) => renderKnownBlocks(parseBlocks(components))

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
