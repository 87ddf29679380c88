import { describe, expect, it } from 'vitest'
import { type Block, type KnownBlockInput } from '#app/domain/content/content.ts'
import { parseBlocks, renderKnownBlocks } from '#tests/helpers/blocks.tsx'

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length

const render = (blocks: Block[], path = '/en-us') => renderKnownBlocks(blocks, { path })

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
