import { describe, expect, it } from 'vitest'
import { type Block } from '#app/domain/content/content.ts'
import { parseBlocks, renderKnownBlocks } from '#tests/helpers/blocks.tsx'

const render = (blocks: Block[], path = '/en-us') => renderKnownBlocks(blocks, { path })

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
