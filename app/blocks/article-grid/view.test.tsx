import { describe, expect, it } from 'vitest'
import { type Article, type Block, type KnownBlockInput } from '#app/domain/content/content.ts'
import type { ArticleGridResult } from './schema.ts'
import { parseBlocks, renderKnownBlocks } from '#tests/helpers/blocks.tsx'

const decode = (html: string) => html.replaceAll('&amp;', '&')

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

const FACETS = [
  'Running',
  'Hiking',
  'Camping',
  'Gear care',
  'Community',
  'Climbing',
  'Paddling',
  'Skiing',
  'Cycling',
  'Travel',
  'Food',
  'Kids',
].map((label) => ({ id: label.toLowerCase().replace(' ', '-'), label }))

function grid(articles: Partial<ArticleGridResult> | undefined, extra: Partial<KnownBlockInput> = {}) {
  return {
    type: 'articleGrid',
    id: 'journal',
    title: 'Latest stories',
    initialTags: ['hiking'],
    rowsToLoad: 2,
    columns: 3,
    ...(articles
      ? {
          articles: {
            result: [1, 2, 3, 4, 5, 6].map(article),
            facets: FACETS.slice(0, 5),
            numFound: 14,
            offset: 0,
            limit: 6,
            selectedTags: ['hiking'],
            ...articles,
          },
        }
      : {}),
    ...extra,
  } as KnownBlockInput
}

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length

const render = (blocks: Block[], path = '/en-us/journal') => renderKnownBlocks(blocks, { path })

describe('article grid', () => {
  it('CMS-068 shows a filter bar (a GET form of facets) and a "read more" link', () => {
    const html = render(parseBlocks([grid({})]))
    expect(html).toMatch(/<h1[^>]*id="articles-journal-title"[^>]*>Latest stories<\/h1>/)
    const form = html.match(/<form[^>]*>/)?.[0] ?? ''
    expect(form).toContain('method="get"')
    expect(form).toContain('action="/en-us/journal"')
    expect(html).toContain('<legend class="mb-2 text-sm font-semibold">Filter articles</legend>')
    expect(count(html, /type="checkbox"[^>]*name="tags"/g)).toBe(5)
    expect(html).toMatch(/<input type="checkbox"[^>]*name="tags" checked="" value="hiking"/)
    expect(html).toMatch(/<input type="checkbox"[^>]*name="tags" value="running"/)
    expect(html).toMatch(/<button type="submit"[^>]*>Apply filters<\/button>/)
    expect(html).toContain('Showing 6 of 14 articles')
    expect(decode(html)).toMatch(
      /<a[^>]*href="\/en-us\/journal\?shown=12#articles-journal-7"[^>]*>Read more<\/a>/,
    )
  })

  it('CMS-074 renders each article as a card: picture, eyebrow, title link and page date', () => {
    const html = render(parseBlocks([grid({})]))
    expect(count(html, /<article /g)).toBe(6)
    expect(html).toMatch(/<li id="articles-journal-1"[^>]*><article/)
    const img = html.match(/<img[^>]*card-story-1\.svg[^>]*>/)?.[0] ?? ''
    expect(img).toContain('alt="Scene 1"')
    expect(img).toContain('width="600"')
    expect(img).toContain('height="600"')
    expect(img).toContain('loading="lazy"')
    expect(html).toMatch(
      /<p[^>]*>Hiking<\/p><h2[^>]*><a[^>]*href="\/en-us\/journal\/story-1"[^>]*>Story 1<\/a><\/h2>/,
    )
    expect(html).toMatch(/<time dateTime="2025-03-28"[^>]*>Mar 28, 2025<\/time>/)
  })

  it('CMS-070 "read more" asks for the next page, keeping the tags in force and the page’s parameters', () => {
    const html = decode(
      render(
        parseBlocks([
          grid({
            offset: 6,
            selectedTags: ['running'],
            result: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(article),
          }),
        ]),
        '/en-us/journal?preview=true&tags=running&shown=12',
      ),
    )
    expect(html).toMatch(
      /href="\/en-us\/journal\?preview=true&tags=running&shown=18#articles-journal-13"[^>]*>Read more/,
    )
    expect(html).toContain('Showing 12 of 14 articles')
    // Once every article shows there is nothing more to read.
    const all = render(parseBlocks([grid({ offset: 12, result: [], numFound: 14 })]))
    expect(all).not.toContain('Read more')
  })

  it('CMS-071 the filter form starts again from offset 0 and keeps the page’s other parameters', () => {
    const html = render(parseBlocks([grid({ offset: 6 })]), '/en-us/journal?preview=true&shown=12')
    const form = html.match(/<form[\s\S]*?<\/form>/)?.[0] ?? ''
    // No shown field: whatever is ticked comes back as the first page.
    expect(form).not.toContain('name="shown"')
    expect(form).toContain('<input type="hidden" name="preview" value="true"/>')
    // Always sent, so an empty choice means "no filter", not "the initial tags".
    expect(form).toContain('<input type="hidden" name="tags" value=""/>')
  })

  it('CMS-072 "clear all" links back to the initial tags, and only shows once they changed', () => {
    const filtered = decode(
      render(
        parseBlocks([grid({ selectedTags: ['running', 'camping'] })]),
        '/en-us/journal?cms=qa&tags=running&tags=camping',
      ),
    )
    expect(filtered).toMatch(/<a[^>]*href="\/en-us\/journal\?cms=qa"[^>]*>Clear all<\/a>/)
    const initial = render(parseBlocks([grid({})]))
    expect(initial).not.toContain('Clear all')
  })

  it('CMS-075 shows 4 facets on small screens, 10 on medium and 20 on large, the rest behind "all filters"', () => {
    const html = render(parseBlocks([grid({ facets: FACETS, selectedTags: [] }, { initialTags: [] })]))
    const items = [...html.matchAll(/<li class="([^"]*)"><label/g)].map((m) => m[1] ?? '')
    expect(items).toHaveLength(12)
    const shownOn = (hide: string) => items.filter((cls) => !cls.split(' ').includes(hide)).length
    expect(shownOn('max-md:hidden')).toBe(4)
    expect(shownOn('md:max-lg:hidden')).toBe(10)
    expect(shownOn('lg:hidden')).toBe(12)
    // The toggle shows where facets are hidden (small and medium), not on large screens.
    expect(html).toMatch(
      /<details class="group mt-2 lg:hidden"><summary[^>]*><span[^>]*>All filters \(12\)<\/span>/,
    )
  })

  it('shows a selected facet even past the visible count', () => {
    const html = render(parseBlocks([grid({ facets: FACETS, selectedTags: ['kids'] }, { initialTags: [] })]))
    expect(html).toMatch(/<li class="group-has-\S+"><label[^>]*><input [^>]*checked="" value="kids"/)
  })

  it('says so when no article matches, with the way back to the initial tags', () => {
    const html = render(parseBlocks([grid({ result: [], numFound: 0, selectedTags: ['community'] })]))
    expect(html).toContain('No articles match these filters.')
    expect(html).toContain('Clear all')
    expect(html).not.toContain('Read more')
  })

  it('CMS-073 renders nothing, and takes no heading, when the search failed or has not run', () => {
    const html = render(
      parseBlocks([grid(undefined), { type: 'richText', title: 'Our story', richText: '<p>Text</p>' }]),
    )
    expect(html).not.toContain('Latest stories')
    expect(html).toMatch(/<h1[^>]*>Our story<\/h1>/)
  })

  it('gives card titles the level under the grid title, and lays out the editor’s columns on large screens', () => {
    const html = render(
      parseBlocks([{ type: 'richText', title: 'Journal', richText: '<p>x</p>' }, grid({}, { columns: 4 })]),
    )
    expect(html).toMatch(/<h2[^>]*>Latest stories<\/h2>/)
    expect(html).toMatch(/<h3[^>]*><a[^>]*>Story 1<\/a><\/h3>/)
    expect(html).toContain('lg:grid-cols-4')
  })
})
