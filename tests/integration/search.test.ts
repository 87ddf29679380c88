import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { SearchHubLinks } from '#app/features/search/ui/search-hub.tsx'
import { SearchNoResults } from '#app/features/search/ui/search-no-results.tsx'
import { loader as searchLoader } from '#app/routes/search.tsx'
import { loader as suggestLoader } from '#app/routes/search-suggest.ts'
import type { SuggestData } from '#app/features/search/views.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { get, runRoute, withTiles } from '#tests/helpers/route.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { searchPath, searchSuggestPath } from '#app/domain/paths/paths.ts'

type SearchData = Awaited<ReturnType<typeof searchLoader>>

async function suggestions(path: string) {
  const result = await runRoute<Response>(suggestLoader, get(path), { locale: path.split('/')[1] })
  expect(result.status).toBe(200)
  expect(result.response?.headers.get('Content-Type')).toMatch(/application\/json/)
  return (await result.response!.json()) as SuggestData
}

async function searchPage(path: string) {
  const result = withTiles(
    await runRoute<SearchData>(searchLoader, get(path), { locale: path.split('/')[1] }),
  )
  expect(result.status).toBe(200)
  return result.data!
}

const html = (ui: Parameters<typeof renderWithProviders>[0]) =>
  renderWithProviders(ui).replaceAll('<!-- -->', '')

describe('search suggestions resource route', () => {
  it('CAT-013 answers JSON options for the typed prefix, products first, under the locale', async () => {
    const data = await suggestions('/en-gb/search/suggest?q=tempo')
    expect(data.q).toBe('tempo')
    expect(data.popular).toBe(false)
    expect(data.options[0]).toEqual({
      kind: 'product',
      label: 'Tempo Trail Runner',
      href: '/en-gb/p/tempo-trail-runner-RS100001',
    })
    const call = (await capturedRequests()).find((r) => r.path.endsWith('/products/v2/search/autoSuggest'))
    expect(call?.query).toMatchObject({ q: 'tempo', locale: 'en_GB' })
  })

  it('CAT-013 trims the query and cuts it to 100 characters before it goes upstream', async () => {
    await suggestions(`/en-us/search/suggest?q=${encodeURIComponent(`  ${'a'.repeat(150)}  `)}`)
    const call = (await capturedRequests()).find((r) => r.path.endsWith('/products/v2/search/autoSuggest'))
    expect(call?.query.q).toBe('a'.repeat(100))
  })

  it('CAT-041 an empty box gets the popular searches from the search hub', async () => {
    const data = await suggestions('/en-us/search/suggest?q=')
    expect(data.popular).toBe(true)
    expect(data.options[0]).toEqual({
      kind: 'term',
      label: 'rain jacket',
      href: '/en-us/search?q=rain+jacket',
    })
    const paths = (await capturedRequests()).map((r) => r.path)
    expect(paths.some((p) => p.endsWith('/fapi/components/search-hub'))).toBe(true)
    expect(paths.some((p) => p.endsWith('/autoSuggest'))).toBe(false)
  })

  it('CAT-013 a failing suggestion service answers an empty list, not an error', async () => {
    await injectFault({ path: 'autoSuggest', status: 503, errorId: 'GEN500' })
    const data = await suggestions('/en-us/search/suggest?q=tempo')
    expect(data.options).toEqual([])
  })
})

describe('search page', () => {
  it('CAT-041 without a query shows the hub: popular searches and trending categories as links', async () => {
    const data = await searchPage('/en-us/search')
    expect(data.search).toBeNull()
    expect(data.noResultsPage).toBeNull()
    expect(data.hub?.popularSearches.length).toBeGreaterThan(0)
    const page = html(createElement(SearchHubLinks, { hub: data.hub!, locale: 'en-us' }))
    expect(page).toContain('<h2 id="search-hub-popular" class="text-xl font-bold">Popular searches</h2>')
    expect(page).toContain('href="/en-us/search?q=rain+jacket"')
    expect(page).toContain('href="/en-us/c/running-shoes-1010"')
  })

  it('CAT-041 the hub failing leaves the search page working', async () => {
    await injectFault({ path: 'search-hub', status: 503, errorId: 'GEN500' })
    const data = await searchPage('/en-us/search')
    expect(data.hub).toBeNull()
  })

  it('CMS-004 no results: the message, things to try and the `search` content page', async () => {
    const data = await searchPage('/en-us/search?q=zzzzqqq')
    expect(data.search?.total).toBe(0)
    expect(data.noResultsPage?.slug).toBe('search')
    const page = html(
      createElement(SearchNoResults, { q: 'zzzzqqq', page: data.noResultsPage, locale: 'en-us' }),
    )
    expect(page).toContain('No results for “zzzzqqq”')
    expect(page).toContain('Things to try')
    // The CMS content, its site links under the locale.
    expect(page).toContain('href="/en-us/search?q=rain+jacket"')
    expect(page).toContain('Browse by category')
    const contentCalls = (await capturedRequests()).filter((r) => r.path.includes('/caas/v1/canvas/page/'))
    expect(contentCalls.map((r) => r.path.split('/').pop())).toEqual(['search'])
  })

  it('CMS-004 with results the content page is not sent to the browser', async () => {
    const data = await searchPage('/en-us/search?q=tempo')
    expect(data.search?.total).toBeGreaterThan(0)
    expect(data.noResultsPage).toBeNull()
    expect(data.hub).toBeNull()
  })

  it('no results without the content page still tells the shopper what happened', async () => {
    await injectFault({ path: '/caas/v1/canvas/page/', status: 503, errorId: 'GEN500' })
    const data = await searchPage('/en-us/search?q=zzzzqqq')
    expect(data.noResultsPage).toBeNull()
    const page = html(createElement(SearchNoResults, { q: 'zzzzqqq', page: null, locale: 'en-us' }))
    expect(page).toContain('No results for “zzzzqqq”')
  })
})

describe('search on the German and French sites', () => {
  it('CAT-041 CAT-011 the German hub offers German searches, and each of them lists products', async () => {
    const data = await searchPage(searchPath('de-de'))
    const terms = data.hub!.popularSearches.map((s) => s.term)
    expect(terms).toEqual(expect.arrayContaining(['Regenjacke', 'Zelt', 'Wanderstiefel']))
    for (const term of terms) {
      expect((await searchPage(searchPath('de-de', term))).search?.total, term).toBeGreaterThan(0)
    }
  })

  it('CAT-011 "Zelt" on the German site lists the tents under their German names', async () => {
    const data = await searchPage(searchPath('de-de', 'Zelt'))
    expect(data.search?.products.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Storm Dome 3 Zelt', 'Trailhead 2 Trekkingzelt']),
    )
  })

  it('CAT-013 a French shopper typing "tente" is offered the tents and the popular search', async () => {
    const data = await suggestions(searchSuggestPath('fr-fr', 'tente'))
    expect(data.options).toContainEqual(expect.objectContaining({ kind: 'term', label: 'tente' }))
    expect(data.options).toContainEqual(
      expect.objectContaining({ kind: 'product', label: 'Tente Storm Dome 3' }),
    )
  })
})
