import { describe, expect, it, vi } from 'vitest'
import { getShopper } from '#app/context.server.ts'
import {
  resolveArticleBlocks,
  resolveArticleGrids,
  resolveRelatedArticles,
} from '#app/features/content/articles.server.ts'
import { getPage } from '#app/features/content/content.server.ts'
import type { CmsPage, KnownBlockInput } from '#app/domain/content/content.ts'
import type { ArticleGridBlock } from '#app/blocks/article-grid/schema.ts'
import type { RelatedArticlesBlock } from '#app/blocks/related-articles/schema.ts'
import { CmsPageSchema } from '#app/domain/content/content.ts'
import { ARTICLES } from '#mocks/content/seed/articles.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { get, runRoute } from '#tests/helpers/route.ts'

type Context = Parameters<typeof getShopper>[0]
type Shopper = ReturnType<typeof getShopper>

/** Runs `fn` with the shopper of a request to `path`, the way a loader would. */
async function withShopper<T>(path: string, fn: (shopper: Shopper, url: URL) => Promise<T>) {
  const result = await runRoute<T>(
    ({ context, request }: { context: Context; request: Request }) =>
      fn(getShopper(context), new URL(request.url)),
    get(path),
    { locale: 'en-us' },
  )
  return result.data as T
}

function page(components: KnownBlockInput[], extra: Partial<CmsPage> = {}): CmsPage {
  return CmsPageSchema.parse({
    id: 'p',
    slug: 'p',
    title: 'P',
    meta: { title: 'P', description: 'P' },
    components,
    ...extra,
  })
}

const gridOf = (resolved: CmsPage) =>
  resolved.components.find((b) => b.type === 'articleGrid') as ArticleGridBlock

async function searchCalls() {
  return (await capturedRequests()).filter((r) => r.path.endsWith('/caas/v1/canvas/search/us/article'))
}

describe('article grid data (resolveArticleGrids)', () => {
  it('CMS-073 CMS-075 asks the article search for the first rowsToLoad × columns articles', async () => {
    const resolved = await withShopper('/en-us/journal', async (shopper, url) =>
      resolveArticleGrids(shopper, await getPage(shopper, 'journal'), url),
    )
    const grid = gridOf(resolved)
    expect(grid.articles?.limit).toBe(6)
    expect(grid.articles?.result).toHaveLength(6)
    expect(grid.articles?.numFound).toBe(ARTICLES.length)
    expect(grid.articles?.facets.map((f) => f.label)).toEqual([
      'Running',
      'Hiking',
      'Camping',
      'Gear care',
      'Community',
    ])
    // The page date reaches the page as text for the locale.
    expect(grid.articles?.result[0]).toMatchObject({ date: '2025-03-28', displayDate: 'Mar 28, 2025' })
    const calls = await searchCalls()
    expect(calls.map((c) => [c.query.offset, c.query.limit, c.query.tagId])).toEqual([['0', '6', undefined]])
  })

  it('CMS-070 a URL that read more twice shows three pages, each asked for at its own offset', async () => {
    const resolved = await withShopper('/en-us/journal?shown=18', async (shopper, url) =>
      resolveArticleGrids(shopper, await getPage(shopper, 'journal'), url),
    )
    const grid = gridOf(resolved)
    expect(grid.articles?.offset).toBe(12)
    expect(grid.articles?.result.map((a) => a.id)).toEqual(ARTICLES.map((a) => a.id))
    const offsets = (await searchCalls()).map((c) => c.query.offset).sort()
    expect(offsets).toEqual(['0', '12', '6'])
  })

  it('CMS-071 filters send every tag as a repeated tagId, from offset 0', async () => {
    const resolved = await withShopper(
      '/en-us/journal?tags=&tags=running&tags=camping',
      async (shopper, url) => resolveArticleGrids(shopper, await getPage(shopper, 'journal'), url),
    )
    expect(gridOf(resolved).articles?.selectedTags).toEqual(['running', 'camping'])
    const calls = await searchCalls()
    expect(calls).toHaveLength(1)
    expect(calls[0]?.query).toMatchObject({ offset: '0', limit: '6', tagId: ['running', 'camping'] })
  })

  it('CMS-072 without tags in the URL (as after "clear all") the initial tags and query are sent', async () => {
    const editorial = page([
      { type: 'articleGrid', initialTags: ['hiking', 'camping'], query: 'trail', rowsToLoad: 1, columns: 4 },
    ])
    const resolved = await withShopper('/en-us/trips', (shopper, url) =>
      resolveArticleGrids(shopper, editorial, url),
    )
    expect(gridOf(resolved).articles?.selectedTags).toEqual(['hiking', 'camping'])
    const calls = await searchCalls()
    expect(calls[0]?.query).toMatchObject({
      offset: '0',
      limit: '4',
      tagId: ['hiking', 'camping'],
      query: 'trail',
    })
  })

  it('CMS-073 a failed search is logged only: that grid renders nothing, the rest of the page stays', async () => {
    await injectFault({ path: '/caas/v1/canvas/search/', status: 503 })
    const editorial = page([
      { type: 'richText', richText: '<p>Intro</p>' },
      { type: 'articleGrid', id: 'journal', title: 'Latest stories' },
    ])
    const warn = vi.fn()
    const resolved = await withShopper('/en-us/journal', (shopper, url) => {
      vi.spyOn(shopper.logger, 'warn').mockImplementation(warn)
      return resolveArticleGrids(shopper, editorial, url)
    })
    expect(gridOf(resolved).articles).toBeUndefined()
    expect(resolved.components[0]).toEqual(editorial.components[0])
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ block: 'journal' }), 'article search failed')
  })

  it('returns a page without article grids as it is, with no call', async () => {
    const plain = page([{ type: 'richText', richText: '<p>Hello</p>' }])
    const resolved = await withShopper('/en-us/about', (shopper, url) =>
      resolveArticleGrids(shopper, plain, url),
    )
    expect(resolved).toBe(plain)
    expect(await searchCalls()).toEqual([])
  })
})

describe('related articles data (resolveRelatedArticles)', () => {
  const related = (resolved: CmsPage) =>
    resolved.components.find((b) => b.type === 'relatedArticles') as RelatedArticlesBlock

  it('CMS-012 CONST-011 fills the block with up to 4 children of the parent, asked with limit 4', async () => {
    const resolved = await withShopper('/en-us/journal/saturday-run-club', async (shopper) =>
      resolveRelatedArticles(shopper, await getPage(shopper, 'journal/saturday-run-club')),
    )
    const articles = related(resolved).articles ?? []
    expect(articles).toHaveLength(4)
    expect(articles.every((a) => a.url.startsWith('/journal/') && a.picture && a.displayDate)).toBe(true)
    const calls = (await capturedRequests()).filter((r) => r.path.includes('/caas/v1/canvas/children/'))
    expect(calls.map((c) => [c.path.split('/').at(-1), c.query.limit])).toEqual([['journal', '4']])
  })

  it('leaves the page itself out of its related articles', async () => {
    const newest = ARTICLES[0]!.url
    const resolved = await withShopper(`/en-us${newest}`, async (shopper) =>
      resolveRelatedArticles(shopper, await getPage(shopper, newest.slice(1))),
    )
    const articles = related(resolved).articles ?? []
    expect(articles).toHaveLength(3)
    expect(articles.map((a) => a.url)).not.toContain(newest)
  })

  it('fills grids and related articles together for a loader', async () => {
    const both = page(
      [
        { type: 'articleGrid', rowsToLoad: 1 },
        { type: 'relatedArticles', title: 'More from the Journal' },
      ],
      { slug: 'p', parent: 'journal' },
    )
    const resolved = await withShopper('/en-us/p', (shopper, url) => resolveArticleBlocks(shopper, both, url))
    expect(gridOf(resolved).articles?.result).toHaveLength(3)
    expect(related(resolved).articles).toHaveLength(4)
  })
})
