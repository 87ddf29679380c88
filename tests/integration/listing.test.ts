import { describe, expect, it } from 'vitest'
import { loader as plpLoader } from '#app/routes/plp.tsx'
import { loader as searchLoader } from '#app/routes/search.tsx'
import { PRODUCTS, productsInCategory } from '#mocks/catalog/seed/catalog.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { get, runRoute, withTiles } from '#tests/helpers/route.ts'

type PlpData = Awaited<ReturnType<typeof plpLoader>>
type SearchData = Awaited<ReturnType<typeof searchLoader>>

// The results with their tiles as the document renders them (decision 100).
async function plp(path: string) {
  const slugId = new URL(path, 'http://x').pathname.split('/').at(-1)
  return withTiles(await runRoute<PlpData>(plpLoader, get(path), { locale: 'en-us', slugId }))
}
async function search(path: string) {
  return withTiles(await runRoute<SearchData>(searchLoader, get(path), { locale: 'en-us' }))
}
const location = (result: { response?: Response }) => result.response?.headers.get('Location')

describe('category listing (PLP)', () => {
  it('CAT-010 reads the catalog branch, category content and the first page in parallel (CMS-006, CAT-012)', async () => {
    const result = await plp('/en-us/c/footwear-1000')
    const data = result.data!
    expect(data.search.total).toBe(productsInCategory('1000').length)
    expect(data.search.products).toHaveLength(12)
    expect(data.subcategories.map((c) => [c.name, c.productCount])).toEqual([
      ['Running Shoes', 9],
      ['Hiking Boots', 9],
    ])
    expect(data.blocks.length).toBeGreaterThan(0)
    const calls = (await capturedRequests()).map((c) => c.path)
    expect(calls).toContain('/products/v2/catalog')
    expect(calls).toContain('/live/caas/v1/canvas/category/us/1000')
    expect(calls.filter((p) => p === '/products/v2/search/productSearch')).toHaveLength(1)
    const query = (await capturedRequests()).find(
      (c) => c.path === '/products/v2/search/productSearch',
    )!.query
    expect(query).toMatchObject({ categoryId: '1000', start: '0', count: '12' })
  })

  it('CAT-010 hands the browser each tile as it is shown: no master id, slug, photo size or swatch', async () => {
    const tiles = (await plp('/en-us/c/footwear-1000')).data!.search.products
    expect(tiles).toHaveLength(12)
    for (const tile of tiles) {
      expect(Object.keys(tile).sort()).toEqual(
        expect.arrayContaining(['brand', 'colors', 'id', 'image', 'name', 'price', 'url']),
      )
      expect(tile).not.toHaveProperty('masterId')
      expect(tile).not.toHaveProperty('slug')
      expect(Object.keys(tile.image).sort()).toEqual(['alt', 'url'])
      for (const color of tile.colors) expect(Object.keys(color).sort()).toEqual(['code', 'name'])
    }
  })

  it('CAT-010 offers facets with counts as links, and a colour link filters the listing', async () => {
    const page = await plp('/en-us/c/running-shoes-1010')
    const first = page.data!
    // The refinements are the document's markup, their version alone in its data (decision 086).
    expect(Object.keys(first.view.facets!)).toEqual(['version'])
    const facets = page.documentValue(first.view.facets)!
    const color = facets.find((f) => f.id === 'color')!
    const black = color.values.find((v) => v.value === 'Black')!
    const withBlack = productsInCategory('1010').filter((p) => p.colors.some((c) => c.name === 'Black'))
    expect(black).toMatchObject({ count: withBlack.length, selected: false })
    expect(black.href).toBe('/en-us/c/running-shoes-1010?color=Black')
    expect(facets.map((f) => f.id)).toEqual(['color', 'size', 'price', 'brand'])
    // The page's data carries the facets, sort options and breadcrumbs once: in the view and the crumbs.
    expect(Object.keys(first.search).sort()).toEqual(['category', 'products', 'start', 'total'])

    const filteredPage = await plp(black.href)
    const filtered = filteredPage.data!
    expect(filtered.search.total).toBe(withBlack.length)
    // Every tile is pictured in black, even a shoe whose first colour is another (Fellrunner Grip: teal).
    expect(filtered.search.products.map((p) => p.image.alt)).toEqual(
      filtered.search.products.map((p) => `${p.name}, Black`),
    )
    expect(filtered.search.products.find((p) => p.id === 'RS100005')?.url).toBe(
      '/p/fellrunner-grip-RS100005?color=001',
    )
    expect(filtered.view.applied).toEqual([
      { key: 'color:Black', facetLabel: 'Color', label: 'Black', href: '/en-us/c/running-shoes-1010' },
    ])
    expect(filtered.view.clearHref).toBe('/en-us/c/running-shoes-1010')
    const selected = filteredPage
      .documentValue(filtered.view.facets)!
      .find((f) => f.id === 'color')!
      .values.find((v) => v.selected)
    expect(selected?.href).toBe('/en-us/c/running-shoes-1010')
  })

  it('CAT-010 sorts by price and keeps refinements in the sort form', async () => {
    const data = (await plp('/en-us/c/footwear-1000?color=Black&sort=price-asc')).data!
    const prices = data.search.products.map((p) => p.price.lowCurrent)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(data.view.sort.selected).toBe('price-asc')
    expect(data.view.sort.hidden).toEqual([['color', 'Black']])
    expect(data.view.sort.options.map((o) => o.id)).toContain('price-desc')
  })

  it('CAT-010 pages with links; page 2 continues where page 1 ended and is canonical', async () => {
    const one = (await plp('/en-us/c/footwear-1000?sort=newest')).data!
    expect(one.view).toMatchObject({ page: 1, pages: 2, prevHref: null })
    expect(one.view.nextHref).toBe('/en-us/c/footwear-1000?sort=newest&page=2')
    const two = (await plp(one.view.nextHref!)).data!
    expect(two.search.start).toBe(12)
    expect(two.search.products).toHaveLength(6)
    expect(two.search.products.map((p) => p.id)).not.toContain(one.search.products[0]!.id)
    expect(two.view).toMatchObject({
      page: 2,
      nextHref: null,
      prevHref: '/en-us/c/footwear-1000?sort=newest',
    })
    expect(two.meta.canonical).toBe('http://localhost:3000/en-us/c/footwear-1000?page=2')
    // Its own title, the shop's name last as on every page.
    expect(two.meta.title).toBe('Footwear – page 2 | Trailhead Outfitters')
    expect(one.meta.canonical).toBe('http://localhost:3000/en-us/c/footwear-1000')
  })

  it('CAT-010 gives breadcrumbs as BreadcrumbList JSON-LD with absolute URLs', async () => {
    const result = await plp('/en-us/c/running-shoes-1010')
    expect(JSON.parse(result.documentValue(result.data!.jsonLd)!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/en-us' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Footwear',
          item: 'http://localhost:3000/en-us/c/footwear-1000',
        },
        { '@type': 'ListItem', position: 3, name: 'Running Shoes' },
      ],
    })
  })

  it.each([
    ['an unknown sort and a bad page', '?sort=cheapest&page=abc', 200, undefined],
    ['a malformed price', '?price=cheap', 200, undefined],
    [
      'a colour the category does not offer',
      '?color=Mauve&color=Black',
      302,
      '/en-us/c/running-shoes-1010?color=Black',
    ],
    ['a page past the last', '?page=40', 302, '/en-us/c/running-shoes-1010'],
    ['an unknown brand', '?brand=Nobody', 302, '/en-us/c/running-shoes-1010'],
  ])('CAT-010 ignores %s, never a 500', async (_name, query, status, redirect) => {
    const result = await plp(`/en-us/c/running-shoes-1010${query}`)
    expect(result.status).toBe(status)
    expect(location(result) ?? undefined).toBe(redirect)
    if (status === 200) expect(result.data?.search.total).toBe(productsInCategory('1010').length)
  })

  it('PLAT-034 listing links and corrected URLs keep the carried parameters', async () => {
    const result = await plp('/en-us/c/running-shoes-1010?page=40&cms=qa')
    expect(location(result)).toBe('/en-us/c/running-shoes-1010?cms=qa')
    const carried = await plp('/en-us/c/running-shoes-1010?cms=qa')
    const view = carried.data!.view
    expect(carried.documentValue(view.facets)![0]!.values[0]!.href).toMatch(
      /^\/en-us\/c\/running-shoes-1010\?color=\w+&cms=qa$/,
    )
    expect(view.sort.hidden).toEqual([['cms', 'qa']])
  })

  it('CAT-010 shows an empty state when filters match nothing, with a way back', async () => {
    const data = (await plp('/en-us/c/running-shoes-1010?color=Black&price=0-24.99')).data!
    expect(data.search.total).toBe(0)
    expect(data.view.applied.map((a) => a.label)).toEqual(['Black', 'Under $25'])
    expect(data.view.clearHref).toBe('/en-us/c/running-shoes-1010')
  })

  it('CAT-010 answers 404 with the error-4xx content for an unknown category', async () => {
    const result = await plp('/en-us/c/nothing-9999')
    expect(result.status).toBe(404)
    const body = (await result.response!.json()) as { page: { slug: string } | null }
    expect(body.page?.slug).toBe('error-4xx')
  })

  it('CAT-010 redirects a wrong slug to the category URL, keeping the query', async () => {
    const result = await plp('/en-us/c/shoes-1010?color=Black')
    expect(result.status).toBe(301)
    expect(location(result)).toBe('/en-us/c/running-shoes-1010?color=Black')
  })

  it('CAT-010 still lists when the catalog branch fails', async () => {
    await injectFault({ path: '/products/v2/catalog', status: 503, errorId: 'GEN500' })
    const result = await plp('/en-us/c/running-shoes-1010')
    expect(result.status).toBe(200)
    expect(result.data?.subcategories).toEqual([])
    expect(result.data?.search.total).toBe(9)
  })
})

describe('search results', () => {
  it('CAT-012 searches the phrase with facets and paging', async () => {
    const result = await search('/en-us/search?q=black')
    const data = result.data!
    const matching = PRODUCTS.filter((p) => p.colors.some((c) => c.name === 'Black')).length
    expect(data.search!.total).toBeGreaterThanOrEqual(matching)
    expect(data.search!.products).toHaveLength(12)
    expect(data.view!.nextHref).toBe('/en-us/search?q=black&page=2')
    // The facets reach the page through the view only, not a second time with the search.
    expect(Object.keys(data.search!).sort()).toEqual(['products', 'start', 'total'])
    const brand = result.documentValue(data.view!.facets)!.find((f) => f.id === 'brand')!.values[0]!
    expect(brand.href).toBe(
      `/en-us/search?q=black&brand=${encodeURIComponent(brand.value).replace(/%20/g, '+')}`,
    )
    const query = (await capturedRequests()).find(
      (c) => c.path === '/products/v2/search/productSearch',
    )!.query
    expect(query).toMatchObject({ q: 'black', start: '0', count: '12' })
  })

  it('CAT-012 filters search results and keeps the phrase in every link', async () => {
    const data = (await search('/en-us/search?q=jacket&price=100-199.99&sort=price-desc')).data!
    for (const product of data.search!.products) {
      expect(product.price.lowCurrent).toBeGreaterThanOrEqual(100)
      expect(product.price.lowCurrent).toBeLessThanOrEqual(199.99)
    }
    const prices = data.search!.products.map((p) => p.price.lowCurrent)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    expect(data.view!.clearHref).toBe('/en-us/search?q=jacket&sort=price-desc')
    expect(data.view!.sort.hidden).toEqual([
      ['q', 'jacket'],
      ['price', '100-199.99'],
    ])
  })

  it('CAT-012 has no results for an unknown phrase, and no call without one', async () => {
    const none = (await search('/en-us/search?q=zzzznotathing')).data!
    expect(none.search!.total).toBe(0)
    expect(none.view!.clearHref).toBeNull()
    const empty = await search('/en-us/search?q=%20%20')
    expect(empty.data).toMatchObject({ q: '', search: null })
    const calls = (await capturedRequests()).filter((c) => c.path === '/products/v2/search/productSearch')
    expect(calls).toHaveLength(1)
  })

  it('CAT-012 ignores invalid parameters on search too', async () => {
    const result = await search('/en-us/search?q=tent&sort=%3Cx%3E&page=-1&size=%3Cb%3E')
    expect(result.status).toBe(200)
    expect(result.data?.view?.page).toBe(1)
    expect(result.data?.view?.applied).toEqual([])
  })
})
