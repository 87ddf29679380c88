import { describe, expect, it } from 'vitest'
import {
  clearRefinements,
  hasRefinements,
  listingHref,
  pageCount,
  parseListingQuery,
  reconcile,
  splitFacetValues,
  toggleRefinement,
  upstreamQuery,
  withPage,
  withSort,
  type FacetLike,
} from './listing.ts'
import { buildListingView } from './listing-view.ts'
import { pageLinks } from '#app/domain/paths/page-links.ts'

const PATH = '/en-us/c/running-shoes-1010'
const href = (query: string) => listingHref(PATH, parseListingQuery(query))

describe('parseListingQuery', () => {
  it.each([
    ['no query', '', ''],
    ['keeps refinements in canonical order', 'size=9&color=Black&q=boots', '?q=boots&color=Black&size=9'],
    [
      'repeated facet values, duplicates dropped',
      'color=Black&color=black&color=Navy',
      '?color=Black&color=Navy',
    ],
    ['a valid sort', 'sort=price-asc', '?sort=price-asc'],
    ['the default sort stays out of the URL', 'sort=relevance', ''],
    ['an unknown sort is ignored', 'sort=cheapest', ''],
    ['page 2', 'page=2', '?page=2'],
    ['page 1 stays out of the URL', 'page=1', ''],
    ['a page that is not a positive integer is ignored', 'page=0&page=x', ''],
    ['a fractional page is ignored', 'page=2.5', ''],
    ['a negative page is ignored', 'page=-3', ''],
    ['a huge page is ignored', 'page=99999999', ''],
    ['a price range', 'price=25-49.99', '?price=25-49.99'],
    ['an open-ended price range', 'price=200-', '?price=200-'],
    ['one price range only', 'price=0-24.99&price=25-49.99', '?price=0-24.99'],
    ['a malformed price is ignored', 'price=cheap&price=1e9-', ''],
    ['values with markup are ignored', 'color=%3Cscript%3E&brand=Tern', '?brand=Tern'],
    ['an over-long value is ignored', `color=${'a'.repeat(61)}`, ''],
    ['unknown parameters are dropped', 'utm_source=x&colour=Black', ''],
    ['the phrase is trimmed', 'q=%20%20tent%20', '?q=tent'],
  ])('CAT-012 %s', (_name, query, expected) => {
    expect(href(query)).toBe(`${PATH}${expected}`)
  })

  it('CAT-012 cuts the search phrase at 100 characters', () => {
    expect(parseListingQuery(`q=${'x'.repeat(150)}`).q).toHaveLength(100)
  })
})

describe('URL building', () => {
  const state = parseListingQuery('q=jacket&color=Black&sort=price-asc&page=3')
  it.each([
    [
      'adds a value and goes back to page 1',
      toggleRefinement(state, 'color', 'Navy'),
      '?q=jacket&color=Black&color=Navy&sort=price-asc',
    ],
    [
      'removes a selected value (whatever its case)',
      toggleRefinement(state, 'color', 'BLACK'),
      '?q=jacket&sort=price-asc',
    ],
    [
      'adds a value of another facet',
      toggleRefinement(state, 'size', '9'),
      '?q=jacket&color=Black&size=9&sort=price-asc',
    ],
    [
      'replaces the price range',
      toggleRefinement(parseListingQuery('price=0-24.99'), 'price', '25-49.99'),
      '?price=25-49.99',
    ],
    ['clears refinements but keeps phrase and sort', clearRefinements(state), '?q=jacket&sort=price-asc'],
    [
      'changes the sort and goes back to page 1',
      withSort(state, 'newest'),
      '?q=jacket&color=Black&sort=newest',
    ],
    ['moves to a page, keeping the rest', withPage(state, 4), '?q=jacket&color=Black&sort=price-asc&page=4'],
    ['page 1 has no page parameter', withPage(state, 1), '?q=jacket&color=Black&sort=price-asc'],
  ])('CAT-010 %s', (_name, next, expected) => {
    expect(listingHref('/en-us/search', next)).toBe(`/en-us/search${expected}`)
  })

  it('CAT-010 knows when refinements are applied', () => {
    expect(hasRefinements(state)).toBe(true)
    expect(hasRefinements(clearRefinements(state))).toBe(false)
  })
})

describe('upstreamQuery', () => {
  it.each([
    ['page 1', 'color=Black', { start: 0, count: 12, color: ['Black'], sort: 'relevance' }],
    ['page 3', 'page=3&sort=newest', { start: 24, count: 12, sort: 'newest' }],
    ['a closed price range', 'price=25-49.99', { priceMin: '25', priceMax: '49.99' }],
    ['an open price range', 'price=200-', { priceMin: '200', priceMax: undefined }],
    ['a search phrase', 'q=tent', { q: 'tent' }],
  ])('CAT-012 maps %s to productSearch start/count and refinements', (_name, query, expected) => {
    expect(upstreamQuery(parseListingQuery(query))).toMatchObject(expected)
  })
})

describe('reconcile', () => {
  const facets: FacetLike[] = [
    { id: 'color', label: 'Colour', values: [{ value: 'Black', label: 'Black', count: 4, selected: true }] },
    { id: 'price', label: 'Price', values: [{ value: '25-49.99', label: '$25 - $50', count: 2 }] },
  ]
  it.each([
    [
      'known values become chips with the service labels',
      'color=black&price=25-49.99',
      30,
      false,
      2,
      '?color=black&price=25-49.99',
    ],
    [
      'values no facet offers are dropped',
      'color=Black&color=Mauve&brand=Nobody',
      30,
      true,
      1,
      '?color=Black',
    ],
    ['a page past the last goes to the last page', 'page=9', 30, true, 0, '?page=3'],
    ['no results at all go to page 1', 'page=2', 0, true, 0, ''],
    ['a page in range is kept', 'page=3', 30, false, 0, '?page=3'],
  ])('CAT-010 %s', (_name, query, total, changed, chips, expected) => {
    const result = reconcile(parseListingQuery(query), facets, total)
    expect(result.changed).toBe(changed)
    expect(result.applied).toHaveLength(chips)
    expect(listingHref(PATH, result.state)).toBe(`${PATH}${expected}`)
  })

  it('CAT-010 labels a chip with its facet', () => {
    const { applied } = reconcile(parseListingQuery('price=25-49.99'), facets, 3)
    expect(applied).toEqual([{ facet: 'price', facetLabel: 'Price', value: '25-49.99', label: '$25 - $50' }])
  })
})

describe('pages', () => {
  it.each([
    [0, 1],
    [12, 1],
    [13, 2],
    [63, 6],
  ])('CAT-010 %i results make %i pages of 12', (total, pages) => {
    expect(pageCount(total)).toBe(pages)
  })

  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, null, 10]],
    [6, 12, [1, null, 4, 5, 6, 7, 8, null, 12]],
    [12, 12, [1, null, 10, 11, 12]],
  ])('CAT-010 page %i of %i links %j', (current, pages, links) => {
    expect(pageLinks(current, pages)).toEqual(links)
  })
})

describe('splitFacetValues', () => {
  const values = (n: number) => Array.from({ length: n }, (_, i) => i)
  it.each([
    [3, { inline: 3, fromMd: 0, fromLg: 0, rest: 0 }, { sm: 0, md: 0, lg: 0 }],
    [4, { inline: 4, fromMd: 0, fromLg: 0, rest: 0 }, { sm: 0, md: 0, lg: 0 }],
    [5, { inline: 4, fromMd: 1, fromLg: 0, rest: 0 }, { sm: 1, md: 0, lg: 0 }],
    [10, { inline: 4, fromMd: 6, fromLg: 0, rest: 0 }, { sm: 6, md: 0, lg: 0 }],
    [11, { inline: 4, fromMd: 6, fromLg: 1, rest: 0 }, { sm: 7, md: 1, lg: 0 }],
    [20, { inline: 4, fromMd: 6, fromLg: 10, rest: 0 }, { sm: 16, md: 10, lg: 0 }],
    [35, { inline: 4, fromMd: 6, fromLg: 10, rest: 15 }, { sm: 31, md: 25, lg: 15 }],
  ])('CONST-023 %i values show 4 (sm), 10 (md), 20 (lg) before "show more"', (n, sizes, more) => {
    const split = splitFacetValues(values(n))
    expect({
      inline: split.inline.length,
      fromMd: split.fromMd.length,
      fromLg: split.fromLg.length,
      rest: split.rest.length,
    }).toEqual(sizes)
    expect(split.more).toEqual(more)
    expect([...split.inline, ...split.fromMd, ...split.fromLg, ...split.rest]).toEqual(values(n))
  })
})

describe('buildListingView', () => {
  const facets: FacetLike[] = [
    {
      id: 'color',
      label: 'Colour',
      values: [
        { value: 'Black', label: 'Black', count: 4 },
        { value: 'Navy', label: 'Navy', count: 2 },
      ],
    },
    { id: 'activity', label: 'Activity', values: [{ value: 'Running', label: 'Running', count: 3 }] },
  ]
  const sortOptions = [
    { id: 'relevance', label: 'Relevance' },
    { id: 'price-asc', label: 'Price: low to high' },
    { id: 'bestsellers', label: 'Best sellers' },
  ]
  const state = parseListingQuery('color=Black&sort=price-asc&page=2')
  const { applied } = reconcile(state, facets, 30)
  const view = buildListingView(PATH, state, { total: 30, facets, sortOptions }, applied, [['cms', 'qa']])

  it('CAT-010 builds toggle links per facet value, only for facets the URL can carry', () => {
    expect(view.facets.map((f) => f.id)).toEqual(['color'])
    expect(view.facets[0]!.values.map((v) => [v.selected, v.href])).toEqual([
      [true, `${PATH}?sort=price-asc&cms=qa`],
      [false, `${PATH}?color=Black&color=Navy&sort=price-asc&cms=qa`],
    ])
  })

  it('CAT-010 builds chips, clear-all, sort fields and page links', () => {
    expect(view.applied).toEqual([
      { key: 'color:Black', facetLabel: 'Colour', label: 'Black', href: `${PATH}?sort=price-asc&cms=qa` },
    ])
    expect(view.clearHref).toBe(`${PATH}?sort=price-asc&cms=qa`)
    expect(view.sort).toEqual({
      selected: 'price-asc',
      options: sortOptions.slice(0, 2),
      hidden: [
        ['color', 'Black'],
        ['cms', 'qa'],
      ],
    })
    expect(view).toMatchObject({
      href: `${PATH}?color=Black&sort=price-asc&page=2&cms=qa`,
      page: 2,
      pages: 3,
      prevHref: `${PATH}?color=Black&sort=price-asc&cms=qa`,
      nextHref: `${PATH}?color=Black&sort=price-asc&page=3&cms=qa`,
    })
    expect(view.pageLinks.map((l) => l?.page)).toEqual([1, 2, 3])
  })
})
