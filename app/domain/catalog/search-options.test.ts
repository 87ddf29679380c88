import { describe, expect, it } from 'vitest'
import {
  popularSearchOptions,
  searchHref,
  suggestionOptions,
  SUGGESTION_LIMITS,
  trendingCategoryOptions,
} from './search-options.ts'
import { SearchHubSchema, SuggestResponseSchema } from './search-suggest.ts'

const product = (n: number) => ({ id: `RS10000${n}`, name: `Runner ${n}`, url: `/p/runner-${n}-RS10000${n}` })

describe('suggestion options', () => {
  it('CAT-013 lists products, then categories, then terms, each under the locale', () => {
    const response = SuggestResponseSchema.parse({
      query: 'tent',
      terms: [{ term: 'tent' }],
      categories: [{ id: '3010', name: 'Tents & Packs', url: '/c/tents-packs-3010' }],
      products: [{ id: 'TP100001', name: 'Ridge Tent', url: '/p/ridge-tent-TP100001' }],
    })
    expect(suggestionOptions(response, 'en-gb')).toEqual([
      { kind: 'product', label: 'Ridge Tent', href: '/en-gb/p/ridge-tent-TP100001' },
      { kind: 'category', label: 'Tents & Packs', href: '/en-gb/c/tents-packs-3010' },
      { kind: 'term', label: 'tent', href: '/en-gb/search?q=tent' },
    ])
  })

  it('CAT-013 keeps to the limits per kind and drops repeated terms', () => {
    const response = SuggestResponseSchema.parse({
      query: 'r',
      products: [1, 2, 3, 4, 5, 6].map(product),
      terms: [{ term: 'rain jacket' }, { term: 'Rain Jacket ' }, { term: 'runner' }, { term: ' ' }],
    })
    const options = suggestionOptions(response, 'en-us')
    expect(options.filter((o) => o.kind === 'product')).toHaveLength(SUGGESTION_LIMITS.product)
    expect(options.filter((o) => o.kind === 'term').map((o) => o.label)).toEqual(['rain jacket', 'runner'])
  })

  it('never links off the site, whatever the upstream URL says', () => {
    const response = SuggestResponseSchema.parse({
      query: 'x',
      products: [
        { id: 'A', name: 'Elsewhere', url: 'https://evil.example/p/x' },
        { id: 'B', name: 'Protocol-relative', url: '//evil.example/p/x' },
        { id: 'C', name: 'Backslash', url: '/\\evil.example' },
        { id: 'D', name: 'Ours', url: '/p/ours-AB123456' },
      ],
    })
    expect(suggestionOptions(response, 'en-us').map((o) => o.label)).toEqual(['Ours'])
  })

  it('CAT-013 a missing list in the payload is an empty list', () => {
    expect(suggestionOptions(SuggestResponseSchema.parse({ query: 'zzz' }), 'en-us')).toEqual([])
  })

  it('encodes the term in the search URL', () => {
    expect(searchHref('en-us', 'rain & wind')).toBe('/en-us/search?q=rain+%26+wind')
  })
})

describe('search hub options', () => {
  it('CAT-041 popular searches become search links, trending categories listing links', () => {
    const hub = SearchHubSchema.parse({
      popularSearches: [{ term: 'tent' }, { term: 'fleece' }],
      trendingCategories: [{ id: '1010', name: 'Running Shoes', url: '/c/running-shoes-1010' }],
    })
    expect(popularSearchOptions(hub, 'en-us')).toEqual([
      { kind: 'term', label: 'tent', href: '/en-us/search?q=tent' },
      { kind: 'term', label: 'fleece', href: '/en-us/search?q=fleece' },
    ])
    expect(trendingCategoryOptions(hub, 'en-us')).toEqual([
      { kind: 'category', label: 'Running Shoes', href: '/en-us/c/running-shoes-1010' },
    ])
    expect(popularSearchOptions(hub, 'en-us', 1)).toHaveLength(1)
  })
})
