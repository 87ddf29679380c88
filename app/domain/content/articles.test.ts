import { describe, expect, it } from 'vitest'
import {
  allFacetsFitOn,
  articlePageSize,
  changeFilters,
  clearAll,
  facetHiddenOn,
  gridSearch,
  initialGridState,
  MAX_GRID_PAGES,
  otherParams,
  pageOffsets,
  readGridState,
  readMore,
  toArticle,
  toArticles,
  toFacets,
  VISIBLE_FACETS,
} from './articles.ts'

describe('CMS-074 article and facet mapper', () => {
  it('maps id, url, picture {url, alt}, eyebrow and page date, and the title', () => {
    expect(
      toArticle({
        id: 'a1',
        url: '/journal/dawn-patrol',
        title: 'Dawn patrol',
        picture: { url: 'http://cdn.test/a1.svg', alt: 'Runners at sunrise', width: 600, height: 400 },
        eyebrow: 'Running',
        pageDate: '2025-03-28T08:00:00Z',
        description: 'Soft ground, slow miles.',
        tags: ['running'],
      }),
    ).toEqual({
      id: 'a1',
      url: '/journal/dawn-patrol',
      title: 'Dawn patrol',
      picture: { url: 'http://cdn.test/a1.svg', alt: 'Runners at sunrise', width: 600, height: 400 },
      eyebrow: 'Running',
      date: '2025-03-28',
      description: 'Soft ground, slow miles.',
    })
  })

  it('gives a picture without a size the square card size and a missing alt an empty one', () => {
    const article = toArticle({ id: 'a', url: '/a', title: 'A', picture: { url: '/a.svg' } })
    expect(article?.picture).toEqual({ url: '/a.svg', alt: '', width: 600, height: 600 })
  })

  it('names an untitled article by its picture alt, and drops one with no id, url or name', () => {
    expect(toArticle({ id: 'a', url: '/a', picture: { url: '/a.svg', alt: 'A tent' } })?.title).toBe('A tent')
    expect(toArticle({ url: '/a', title: 'A' })).toBeUndefined()
    expect(toArticle({ id: 'a', title: 'A' })).toBeUndefined()
    expect(toArticle({ id: 'a', url: '/a' })).toBeUndefined()
    expect(toArticle('not an article')).toBeUndefined()
    // A date that is not a day is left out, not shown as it came.
    expect(toArticle({ id: 'a', url: '/a', title: 'A', pageDate: 'last week' })?.date).toBeUndefined()
  })

  it('drops malformed and repeated articles and facets', () => {
    expect(
      toArticles([
        { id: 'a', url: '/a', title: 'A' },
        { id: 'a', url: '/a2', title: 'A again' },
        null,
        { id: 'b', url: '/b', title: 'B' },
      ]).map((a) => a.url),
    ).toEqual(['/a', '/b'])
    expect(
      toFacets([
        { id: 'running', label: 'Running' },
        { id: 'running', label: 'Running' },
        { id: 'hiking' },
        { label: 'Camping' },
        { id: 'gear-care', label: 'Gear care', count: 4 },
      ]),
    ).toEqual([
      { id: 'running', label: 'Running' },
      { id: 'gear-care', label: 'Gear care' },
    ])
  })
})

describe('CMS-075 grid size and visible facets', () => {
  it('starts with rowsToLoad × columns articles, columns defaulting to 3 (CONST-022)', () => {
    expect(articlePageSize()).toBe(3)
    expect(articlePageSize(2)).toBe(6)
    expect(articlePageSize(2, 4)).toBe(8)
    expect(articlePageSize(3, 2)).toBe(6)
    expect(articlePageSize(0, 0)).toBe(3)
    expect(articlePageSize(1.5, -2)).toBe(3)
  })

  it('shows 4 facets on small screens, 10 on medium and 20 on large (CONST-023)', () => {
    const visible = (count: number, bp: 'sm' | 'md' | 'lg') =>
      Array.from({ length: count }, (_, index) => facetHiddenOn(index)).filter(
        (hidden) => !hidden.includes(bp),
      ).length
    expect(VISIBLE_FACETS).toEqual({ sm: 4, md: 10, lg: 20 })
    expect([visible(30, 'sm'), visible(30, 'md'), visible(30, 'lg')]).toEqual([4, 10, 20])
    expect([visible(6, 'sm'), visible(6, 'md'), visible(6, 'lg')]).toEqual([4, 6, 6])
    expect(facetHiddenOn(3)).toEqual([])
    expect(facetHiddenOn(4)).toEqual(['sm'])
    expect(facetHiddenOn(10)).toEqual(['sm', 'md'])
    expect(facetHiddenOn(20)).toEqual(['sm', 'md', 'lg'])
  })

  it('always shows a selected facet, and offers "all filters" only where some are hidden', () => {
    expect(facetHiddenOn(25, true)).toEqual([])
    expect(allFacetsFitOn(4)).toEqual(['sm', 'md', 'lg'])
    expect(allFacetsFitOn(5)).toEqual(['md', 'lg'])
    expect(allFacetsFitOn(15)).toEqual(['lg'])
    expect(allFacetsFitOn(21)).toEqual([])
  })
})

describe('article grid state', () => {
  const initial = ['hiking', 'camping']

  it('CMS-070 read more appends the next page: the offset advances by a page', () => {
    const first = initialGridState(initial)
    expect(first).toEqual({ tags: initial, offset: 0 })
    const second = readMore(first, 6)
    expect(second).toEqual({ tags: initial, offset: 6 })
    expect(readMore(second, 6).offset).toBe(12)
    // The page shows every page up to the last one loaded, in order.
    expect(pageOffsets(readMore(second, 6), 6)).toEqual([0, 6, 12])
    expect(pageOffsets(first, 6)).toEqual([0])
  })

  it('CMS-071 a filter change resets the offset to 0', () => {
    const deep = readMore(readMore(initialGridState(initial), 3), 3)
    expect(changeFilters(deep, ['running'])).toEqual({ tags: ['running'], offset: 0 })
    expect(changeFilters(deep, [])).toEqual({ tags: [], offset: 0 })
  })

  it('CMS-072 clear all restores the initial tags', () => {
    expect(clearAll(initial)).toEqual({ tags: ['hiking', 'camping'], offset: 0 })
  })

  it('reads tags and shown from the page URL, the initial tags when it names none', () => {
    expect(readGridState(new URLSearchParams(''), initial, 6)).toEqual({ tags: initial, offset: 0 })
    expect(readGridState(new URLSearchParams('tags=running&tags=hiking&shown=12'), initial, 6)).toEqual({
      tags: ['running', 'hiking'],
      offset: 6,
    })
    // The filter form always sends an empty tags field: nothing ticked means no filter.
    expect(readGridState(new URLSearchParams('tags='), initial, 6)).toEqual({ tags: [], offset: 0 })
    expect(readGridState(new URLSearchParams('tags=&tags=running&tags=running'), initial, 6).tags).toEqual([
      'running',
    ])
    // shown rounds up to whole pages; nonsense reads as the first page; a huge one is capped.
    expect(readGridState(new URLSearchParams('shown=7'), initial, 6).offset).toBe(6)
    expect(readGridState(new URLSearchParams('shown=abc'), initial, 6).offset).toBe(0)
    expect(readGridState(new URLSearchParams('shown=-12'), initial, 6).offset).toBe(0)
    expect(readGridState(new URLSearchParams('shown=100000'), initial, 6).offset).toBe(
      (MAX_GRID_PAGES - 1) * 6,
    )
  })

  it('writes the state back, keeping the page’s other parameters; the initial state is the bare page', () => {
    const current = 'preview=true&tags=running&shown=12'
    expect(gridSearch(current, clearAll(initial), initial, 6)).toBe('?preview=true')
    expect(gridSearch('', clearAll(initial), initial, 6)).toBe('')
    expect(gridSearch(current, readMore({ tags: ['running'], offset: 6 }, 6), initial, 6)).toBe(
      '?preview=true&tags=running&shown=18',
    )
    // The initial tags in another order are still the initial state.
    expect(gridSearch('', { tags: ['camping', 'hiking'], offset: 0 }, initial, 6)).toBe('')
    expect(gridSearch('', changeFilters({ tags: initial, offset: 6 }, []), initial, 6)).toBe('?tags=')
    // What is written reads back as the same state.
    const state = { tags: ['running', 'gear-care'], offset: 12 }
    const search = gridSearch('cms=qa', state, initial, 6)
    expect(readGridState(new URLSearchParams(search), initial, 6)).toEqual(state)
    expect(otherParams(current)).toEqual([['preview', 'true']])
  })
})
