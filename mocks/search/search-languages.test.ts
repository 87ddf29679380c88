import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ProductSearchSchema } from '#app/domain/catalog/product.ts'
import { SearchHubSchema, SuggestResponseSchema } from '#app/domain/catalog/search-suggest.ts'
import { handlers as productHandlers } from '../catalog/products.ts'
import { handlers, POPULAR_SEARCHES, POPULAR_SEARCHES_IN } from './search-suggest.ts'

/** Search on the French and German sites: the catalogue read in the words the shopper reads and types. */

const BASE = 'http://emulator.test'

async function call(path: string) {
  const response = await getResponse([...handlers, ...productHandlers], new Request(`${BASE}${path}`))
  if (!response) throw new Error(`No handler for ${path}`)
  expect(response.status).toBe(200)
  return (await response.json()) as unknown
}

const search = async (q: string, locale: string) =>
  ProductSearchSchema.parse(
    await call(`/products/v2/search/productSearch?q=${encodeURIComponent(q)}&locale=${locale}`),
  )
const suggest = async (q: string, locale: string) =>
  SuggestResponseSchema.parse(
    await call(`/products/v2/search/autoSuggest?q=${encodeURIComponent(q)}&locale=${locale}`),
  )

describe('search in the shop language', () => {
  it('CAT-011 a German shopper’s "Zelt" finds the tents, named in German; "zelt" and "ZELT" alike', async () => {
    const found = await search('Zelt', 'de_DE')
    expect(found.products.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Storm Dome 3 Zelt', 'Featherweight 1 Zelt', 'Trailhead 2 Trekkingzelt']),
    )
    expect((await search('zelt', 'de_DE')).total).toBe(found.total)
    expect((await search('ZELT', 'de_DE')).total).toBe(found.total)
  })

  it('CAT-011 a French shopper finds with or without the accents, and the seed’s English still works', async () => {
    const accented = await search('randonnée', 'fr_FR')
    expect(accented.total).toBeGreaterThan(0)
    expect((await search('randonnee', 'fr_FR')).total).toBe(accented.total)
    const english = (await search('tent', 'en_GB')).products.map((p) => p.id)
    expect((await search('tent', 'fr_FR')).products.map((p) => p.id)).toEqual(expect.arrayContaining(english))
  })

  it('CAT-011 another language’s words find nothing on an English site', async () => {
    expect((await search('Zelt', 'en_US')).total).toBe(0)
    expect((await search('tente', 'en_GB')).total).toBe(0)
  })

  it('CAT-013 suggestions read German compounds: "jacke" suggests the Regenjacke, named in German', async () => {
    const result = await suggest('jacke', 'de_DE')
    expect(result.products.map((p) => p.name)).toContain('Cascade Regenjacke')
    expect(result.terms).toContainEqual({ term: 'Regenjacke' })
    expect(result.categories.map((c) => c.name)).toContain('Jacken')
  })

  it('CAT-013 suggestions on the French site: "tente" suggests the tents and the popular term', async () => {
    const result = await suggest('tente', 'fr_FR')
    expect(result.products.map((p) => p.name)).toContain('Tente Storm Dome 3')
    expect(result.terms).toEqual([{ term: 'tente' }])
  })
})

describe('the search hub in the shop language', () => {
  it('CAT-041 the popular searches are the site language’s, the English ones on an English site', async () => {
    const hub = async (locale: string) =>
      SearchHubSchema.parse(await call(`/fapi/components/search-hub?locale=${locale}`)).popularSearches.map(
        (s) => s.term,
      )
    expect(await hub('de_DE')).toEqual([...POPULAR_SEARCHES_IN.de])
    expect(await hub('fr_CA')).toEqual([...POPULAR_SEARCHES_IN.fr])
    expect(await hub('en_GB')).toEqual([...POPULAR_SEARCHES])
  })

  it.each([
    ['en_US', POPULAR_SEARCHES],
    ['fr_FR', POPULAR_SEARCHES_IN.fr],
    ['de_DE', POPULAR_SEARCHES_IN.de],
  ])('CAT-041 every popular search of %s finds products on its site', async (locale, terms) => {
    for (const term of terms) expect((await search(term, locale)).total, term).toBeGreaterThan(0)
  })
})
