import { describe, expect, it } from 'vitest'
import { type Article, type Block, type KnownBlockInput } from '#app/domain/content/content.ts'
import { parseBlocks, renderKnownBlocks } from '#tests/helpers/blocks.tsx'

function article(n: number): Article {
  return {
    id: `a${n}`,
    url: `/journal/story-${n}`,
    title: `Story ${n}`,
    eyebrow: 'Hiking',
    date: '2025-03-28',
    displayDate: 'Mar 28, 2025',
    picture: {
      url: `http://emulator.test/images/content/card-story-${n}.svg`,
      alt: `Scene ${n}`,
      width: 600,
      height: 600,
    },
  }
}

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length

const render = (blocks: Block[], path = '/en-us/journal') => renderKnownBlocks(blocks, { path })

describe('related articles', () => {
  const related = (articles: Article[] | undefined): KnownBlockInput => ({
    type: 'relatedArticles',
    title: 'More from the Journal',
    parentPageSlug: 'journal',
    ...(articles ? { articles } : {}),
  })

  it('CMS-012 lists at most four children as article cards', () => {
    const html = render(parseBlocks([related([1, 2, 3, 4, 5].map(article))]))
    expect(html).toMatch(/<section[^>]*aria-labelledby="related-title"/)
    expect(html).toMatch(/<h1[^>]*id="related-title"[^>]*>More from the Journal<\/h1>/)
    expect(count(html, /<article /g)).toBe(4)
    expect(html).toContain('href="/en-us/journal/story-4"')
    expect(html).not.toContain('story-5')
  })

  it('renders nothing, and takes no heading, without children', () => {
    for (const articles of [undefined, []]) {
      const html = render(
        parseBlocks([related(articles), { type: 'richText', title: 'Story', richText: '<p>x</p>' }]),
      )
      expect(html).not.toContain('More from the Journal')
      expect(html).toMatch(/<h1[^>]*>Story<\/h1>/)
    }
  })
})
