import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { SearchHubSchema, SuggestResponseSchema } from '#app/domain/catalog/search-suggest.ts'
import { handlers, POPULAR_SEARCHES } from './search-suggest.ts'

const BASE = 'http://emulator.test'

async function call(path: string) {
  const response = await getResponse(handlers, new Request(`${BASE}${path}`))
  if (!response) throw new Error(`No handler for ${path}`)
  expect(response.status).toBe(200)
  return (await response.json()) as unknown
}

const suggest = async (query: string) =>
  SuggestResponseSchema.parse(await call(`/products/v2/search/autoSuggest?${query}`))

describe('autoSuggest', () => {
  it('CAT-013 suggests products whose name starts a word with the prefix, seed order on a tie', async () => {
    const result = await suggest('q=tempo&locale=en_US')
    expect(result.query).toBe('tempo')
    expect(result.products.map((p) => p.name)).toEqual(['Tempo Trail Runner', 'Tempo Trail Runner 2 Women'])
    expect(result.products[0]).toMatchObject({ id: 'RS100001', url: '/p/tempo-trail-runner-RS100001' })
  })

  it('CAT-013 matches prefixes of every word typed, case-insensitively', async () => {
    const result = await suggest('q=TEMP%20wom')
    expect(result.products.map((p) => p.name)).toEqual(['Tempo Trail Runner 2 Women'])
  })

  it('CAT-013 suggests categories and popular terms', async () => {
    const result = await suggest('q=run')
    expect(result.categories).toContainEqual({
      id: '1010',
      name: 'Running Shoes',
      url: '/c/running-shoes-1010',
    })
    expect(result.terms).toContainEqual({ term: 'trail running shoes' })
    expect(result.products.length).toBeGreaterThan(0)
  })

  it('CAT-013 caps the products at count (at most 10) and answers empty lists for no match', async () => {
    expect((await suggest('q=t&count=3')).products).toHaveLength(3)
    expect((await suggest('q=t&count=50')).products).toHaveLength(10)
    expect(await suggest('q=zzzz')).toEqual({ query: 'zzzz', terms: [], categories: [], products: [] })
    expect(await suggest('q=')).toEqual({ query: '', terms: [], categories: [], products: [] })
  })
})

describe('search hub', () => {
  it('CAT-041 gives the popular searches and trending categories', async () => {
    const hub = SearchHubSchema.parse(await call('/fapi/components/search-hub?locale=en_US'))
    expect(hub.popularSearches.map((s) => s.term)).toEqual([...POPULAR_SEARCHES])
    expect(hub.trendingCategories[0]).toEqual({
      id: '1010',
      name: 'Running Shoes',
      url: '/c/running-shoes-1010',
    })
  })
})
