import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  InventorySchema,
  PRODUCT_ID_PATTERN,
  ProductDetailsSchema,
  ProductSearchSchema,
  ProductTileSchema,
  type ProductSearch,
} from '#app/domain/catalog/product.ts'
import { upcCheckDigit } from './seed/catalog-build.ts'
import {
  CATEGORIES,
  findProduct,
  findVariant,
  priceFor,
  productDetails,
  productImageUrl,
  PRODUCTS,
  productsInCategory,
  productTile,
} from './seed/catalog.ts'
import { handlers as imageHandlers } from './images.ts'
import { CURRENCIES, currencyFromRequest } from '../locale.ts'
import { handlers } from './products.ts'
import { decrementStock, getStock, resetStock } from './stock.ts'

const BASE = 'http://emulator.test'
const LEAVES = CATEGORIES.filter((c) => c.parentId)
const PREFIX: Record<string, string> = {
  '1010': 'RS',
  '1020': 'HB',
  '2010': 'JK',
  '2020': 'FL',
  '3010': 'TP',
  '3020': 'AC',
  '4010': 'GC',
}

async function call(path: string, init?: RequestInit) {
  const response = await getResponse([...handlers, ...imageHandlers], new Request(`${BASE}${path}`, init))
  if (!response) throw new Error(`No handler for ${path}`)
  return response
}

async function search(query: string): Promise<ProductSearch> {
  const response = await call(`/products/v2/search/productSearch?${query}`)
  expect(response.status).toBe(200)
  return ProductSearchSchema.parse(await response.json())
}

const ids = (result: ProductSearch) => result.products.map((p) => p.id)
const facet = (result: ProductSearch, id: string) => result.facets.find((f) => f.id === id)!

function upcOf(productId: string, color: string, size: string): string {
  const variant = findProduct(productId)?.variants.find((v) => v.color === color && v.size === size)
  if (!variant) throw new Error(`No variant ${productId} ${color}/${size}`)
  return variant.upc
}

beforeEach(() => resetStock())

describe('catalogue seed', () => {
  it('has at least 63 products, nine or more in every leaf category, with A3 ids', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(63)
    for (const leaf of LEAVES) expect(productsInCategory(leaf.id).length, leaf.slug).toBeGreaterThanOrEqual(9)
    for (const product of PRODUCTS) {
      expect(product.id).toMatch(/^[A-Z]{2}\d{6}$/)
      expect(product.id).toMatch(PRODUCT_ID_PATTERN)
      expect(product.id.slice(0, 2)).toBe(PREFIX[product.categoryId])
    }
    expect(new Set(PRODUCTS.map((p) => p.id)).size).toBe(PRODUCTS.length)
    expect(productsInCategory('1000')).toHaveLength(
      productsInCategory('1010').length + productsInCategory('1020').length,
    )
  })

  it('gives every variant a unique, valid UPC-A', () => {
    const upcs = PRODUCTS.flatMap((p) => p.variants.map((v) => v.upc))
    expect(new Set(upcs).size).toBe(upcs.length)
    for (const upc of upcs) {
      expect(upc).toMatch(/^\d{12}$/)
      expect(Number(upc[11])).toBe(upcCheckDigit(upc.slice(0, 11)))
      expect(findVariant(upc)?.variant.upc).toBe(upc)
    }
  })

  it('prices about a quarter of products on sale, below the original in every currency', () => {
    const onSale = PRODUCTS.filter((p) => p.salePrices)
    expect(onSale.length / PRODUCTS.length).toBeGreaterThan(0.2)
    expect(onSale.length / PRODUCTS.length).toBeLessThan(0.35)
    for (const product of onSale) {
      for (const currency of CURRENCIES) {
        const price = priceFor(product, currency)
        expect(price.lowCurrent, `${product.id} ${currency}`).toBeLessThan(price.lowOriginal)
        expect(price.historicBestPrice).toBeDefined()
        expect(price.percentagePriceDiscount).toBe(
          Math.round(((price.lowOriginal - price.lowCurrent) / price.lowOriginal) * 1000) / 10,
        )
      }
    }
  })

  it('sells digital gift cards at their amounts', () => {
    const cards = productsInCategory('4010')
    for (const card of cards) {
      expect(card).toMatchObject({
        isDigital: true,
        productType: 'giftcard',
        sizes: ['25', '50', '100', '150'],
      })
      expect(card.colors).toEqual([expect.objectContaining({ code: '000', name: 'Digital' })])
      expect(priceFor(card, 'GBP')).toMatchObject({ lowCurrent: 25, highCurrent: 150, lowOriginal: 25 })
    }
  })

  it('builds tiles and details that parse with the storefront schemas in every currency', () => {
    for (const product of PRODUCTS) {
      for (const currency of CURRENCIES) {
        const tile = ProductTileSchema.parse(productTile(product, currency, BASE))
        expect(tile.url).toBe(`/p/${product.slug}-${product.id}`)
        const details = ProductDetailsSchema.parse(productDetails(product, currency, BASE))
        expect(details.price.currency).toBe(currency)
        expect(details.variants).toHaveLength(product.colors.length * product.sizes.length)
      }
    }
  })
})

describe('GET /products/v2/search/productSearch', () => {
  it('lists a leaf category with its category and breadcrumbs', async () => {
    const result = await search('categoryId=1010')
    expect(result.total).toBe(productsInCategory('1010').length)
    expect(result.category).toEqual({
      id: '1010',
      name: 'Running Shoes',
      slug: 'running-shoes',
      url: '/c/running-shoes-1010',
    })
    expect(result.breadcrumbs.map((b) => b.id)).toEqual(['1000', '1010'])
    expect(ids(result)[0]).toBe('RS100001')
    expect(result.sortOptions.map((o) => o.id)).toEqual([
      'relevance',
      'price-asc',
      'price-desc',
      'newest',
      'rating',
    ])
  })

  it('includes the children of a top-level category', async () => {
    const result = await search('categoryId=1000&count=96')
    expect(result.total).toBe(18)
    expect(new Set(result.products.map((p) => p.id.slice(0, 2)))).toEqual(new Set(['RS', 'HB']))
  })

  it('answers 404 API404 for an unknown category', async () => {
    const response = await call('/products/v2/search/productSearch?categoryId=9999')
    expect(response.status).toBe(404)
    const body = (await response.json()) as { errorDetails: { errorId: string }[] }
    expect(body.errorDetails[0]?.errorId).toBe('API404')
  })

  it('ranks name hits first and matches category and colour names', async () => {
    const tempo = await search('q=TEMPO')
    expect(ids(tempo).slice(0, 2).sort()).toEqual(['RS100001', 'RS100008'])
    // Every jacket matches through its category name; those named "jacket" come first.
    const jackets = await search('q=jacket&count=96')
    expect(jackets.total).toBeGreaterThanOrEqual(9)
    const named = jackets.products.filter((p) => /jacket/i.test(p.name)).length
    expect(named).toBeGreaterThan(0)
    expect(jackets.products.slice(0, named).every((p) => /jacket/i.test(p.name))).toBe(true)
    const plum = await search('q=plum')
    for (const id of ids(plum)) expect(findProduct(id)?.colors.some((c) => c.name === 'Plum')).toBe(true)
    expect((await search('q=zzzznotathing')).total).toBe(0)
  })

  it('sorts by price, newest and rating', async () => {
    const asc = (await search('count=96&sort=price-asc')).products.map((p) => p.price.lowCurrent)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const desc = (await search('count=96&sort=price-desc')).products.map((p) => p.price.lowCurrent)
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
    const newest = (await search('count=96&sort=newest')).products.map((p) => findProduct(p.id)!.released)
    expect(newest).toEqual([...newest].sort().reverse())
    const rated = (await search('count=96&sort=rating')).products.map((p) => p.rating?.score ?? -1)
    expect(rated).toEqual([...rated].sort((a, b) => b - a))
  })

  it('pages with start and count, 24 by default and at most 96', async () => {
    const first = await search('')
    expect(first).toMatchObject({ start: 0, count: 24, total: PRODUCTS.length })
    const second = await search('start=5&count=5')
    expect(second).toMatchObject({ start: 5, count: 5 })
    expect(ids(second)).toEqual(ids(first).slice(5, 10))
    expect((await search('count=500')).count).toBe(Math.min(96, PRODUCTS.length))
    expect((await search('start=1000')).products).toEqual([])
  })

  it('filters by colour, size and price, and counts facets over the matching set', async () => {
    const all = await search('categoryId=1010')
    const black = facet(all, 'color').values.find((v) => v.value === 'Black')!
    const withBlack = productsInCategory('1010').filter((p) => p.colors.some((c) => c.name === 'Black'))
    expect(black.count).toBe(withBlack.length)

    const filtered = await search('categoryId=1010&color=Black&color=Navy')
    const expected = productsInCategory('1010').filter((p) =>
      p.colors.some((c) => ['Black', 'Navy'].includes(c.name)),
    )
    expect(filtered.total).toBe(expected.length)
    expect(
      facet(filtered, 'color')
        .values.filter((v) => v.selected)
        .map((v) => v.value)
        .sort(),
    ).toEqual(['Black', 'Navy'])
    const size9 = facet(filtered, 'size').values.find((v) => v.value === '9')!
    expect(size9.count).toBe(expected.filter((p) => p.sizes.includes('9')).length)

    // A French or German shopper reads a half size in their notation; its value stays the catalogue's.
    const french = await search('categoryId=1020&size=7.5&locale=fr_FR')
    const half = facet(french, 'size').values.find((v) => v.value === '7.5')!
    expect(half).toMatchObject({ label: '7,5', selected: true })
    const bySize = await search('categoryId=1020&size=7.5')
    for (const id of ids(bySize)) expect(findProduct(id)?.sizes).toContain('7.5')
    expect(facet(bySize, 'size').values.find((v) => v.value === '7.5')?.label).toBe('7.5')

    const cheap = await search('count=96&priceMin=25&priceMax=49.99')
    expect(cheap.total).toBeGreaterThan(0)
    for (const p of cheap.products) expect(p.price.lowCurrent).toBeGreaterThanOrEqual(25)
    for (const p of cheap.products) expect(p.price.lowCurrent).toBeLessThanOrEqual(49.99)
    const range = facet(cheap, 'price').values.find((v) => v.value === '25-49.99')!
    expect(range).toMatchObject({ selected: true, count: cheap.total })
    expect(facet(all, 'brand').values.reduce((sum, v) => sum + v.count, 0)).toBe(all.total)
  })

  it('prices listings in the currency of the locale', async () => {
    const gb = await search('categoryId=1010&locale=en_GB')
    expect(gb.products[0]?.price.currency).toBe('GBP')
    const de = await call('/products/v2/search/productSearch?count=1', { headers: { 'x-locale': 'de-DE' } })
    expect(ProductSearchSchema.parse(await de.json()).products[0]?.price.currency).toBe('EUR')
  })
})

describe('product details, inventory and catalog', () => {
  it('returns details with breadcrumbs and three images per colour', async () => {
    const response = await call('/products/v2/products/RS100001/details?locale=en_CA')
    const details = ProductDetailsSchema.parse(await response.json())
    expect(details).toMatchObject({ id: 'RS100001', primaryCategoryId: '1010', productType: 'shoes' })
    expect(details.price.currency).toBe('CAD')
    expect(details.breadcrumbs.map((b) => b.url)).toEqual(['/c/footwear-1000', '/c/running-shoes-1010'])
    expect(details.colors.length).toBeGreaterThanOrEqual(2)
    for (const color of details.colors) expect(color.images).toHaveLength(3)
    expect(details.colors[0]?.images[0]?.url).toBe(productImageUrl(BASE, 'RS100001', '001', 1))
  })

  it('answers 404 API404 for an unknown product', async () => {
    for (const path of [
      '/products/v2/products/ZZ999999/details',
      '/products/v2/products/ZZ999999/inventory',
    ]) {
      const response = await call(path)
      expect(response.status).toBe(404)
      const body = (await response.json()) as { errorDetails: { errorId: string }[] }
      expect(body.errorDetails[0]?.errorId).toBe('API404')
    }
  })

  it('reports the pinned RS100001 stock levels', async () => {
    const inventory = InventorySchema.parse(
      await (await call('/products/v2/products/RS100001/inventory')).json(),
    )
    const qty = (size: string) => inventory.variants[upcOf('RS100001', '001', size)]?.quantity
    expect(qty('9')).toBe(25)
    expect(qty('10')).toBe(2)
    expect(qty('11')).toBe(0)
    for (const size of findProduct('RS100001')!.sizes.filter((s) => !['10', '11'].includes(s))) {
      expect(qty(size), size).toBeGreaterThanOrEqual(10)
    }
  })

  it('seeds AC100009 sold out and most variants between 5 and 60', () => {
    for (const v of findProduct('AC100009')!.variants) expect(getStock(v.upc)).toBe(0)
    const physical = PRODUCTS.filter((p) => !p.isDigital).flatMap((p) =>
      p.variants.map((v) => getStock(v.upc)),
    )
    const normal = physical.filter((q) => q >= 5 && q <= 60).length
    expect(normal / physical.length).toBeGreaterThan(0.75)
    expect(physical.some((q) => q >= 1 && q <= 3)).toBe(true)
  })

  it('takes stock only when enough is left, and resets to the seed', async () => {
    const upc = upcOf('RS100001', '001', '9')
    expect(decrementStock(upc, 5)).toBe(true)
    expect(getStock(upc)).toBe(20)
    expect(decrementStock(upc, 21)).toBe(false)
    expect(getStock(upc)).toBe(20)
    expect(decrementStock('000000000000', 1)).toBe(false)
    const inventory = InventorySchema.parse(
      await (await call('/products/v2/products/RS100001/inventory')).json(),
    )
    expect(inventory.variants[upc]?.quantity).toBe(20)
    resetStock()
    expect(getStock(upc)).toBe(25)
  })

  it('serves the category tree', async () => {
    const body = (await (await call('/products/v2/catalog')).json()) as {
      categories: { id: string; url: string; children: { id: string }[] }[]
    }
    expect(body.categories.map((c) => c.id)).toEqual(['1000', '2000', '3000', '4000'])
    expect(body.categories[0]?.children.map((c) => c.id)).toEqual(['1010', '1020'])
    expect(body.categories[3]?.url).toBe('/c/gift-cards-4000')
  })
})

describe('currencyFromRequest', () => {
  const request = (locale: string, where: 'query' | 'header') =>
    where === 'query'
      ? new Request(`${BASE}/x?locale=${locale}`)
      : new Request(`${BASE}/x`, { headers: { 'x-locale': locale } })

  it.each([
    ['en_US', 'USD'],
    ['en-us', 'USD'],
    ['en_CA', 'CAD'],
    ['fr-ca', 'CAD'],
    ['en_GB', 'GBP'],
    ['de_DE', 'EUR'],
    ['fr-fr', 'EUR'],
    ['xx', 'USD'],
  ])('%s → %s', (locale, currency) => {
    expect(currencyFromRequest(request(locale, 'query'))).toBe(currency)
    expect(currencyFromRequest(request(locale, 'header'))).toBe(currency)
  })

  it('prefers the query over the header and defaults to USD', () => {
    const both = new Request(`${BASE}/x?locale=en_GB`, { headers: { 'x-locale': 'de_DE' } })
    expect(currencyFromRequest(both)).toBe('GBP')
    expect(currencyFromRequest(new Request(`${BASE}/x`))).toBe('USD')
  })
})

describe('GET /images/products/:file', () => {
  it('answers an immutable SVG titled with the product and colour, ignoring resize params', async () => {
    const response = await call(
      '/images/products/RS100001-001-1.svg?wid=600&hei=600&qlt=50&op_sharpen=60&dpr=2.0',
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const svg = await response.text()
    expect(svg).toContain('viewBox="0 0 800 800"')
    expect(svg).toContain('<title>Tempo Trail Runner, Black</title>')
    expect(svg).toContain(findProduct('RS100001')!.colors[0]!.swatch)
  })

  it('draws each colour and view differently', async () => {
    const [black, navy, side] = await Promise.all(
      ['RS100001-001-1.svg', 'RS100001-002-1.svg', 'RS100001-001-2.svg'].map(async (f) =>
        (await call(`/images/products/${f}`)).text(),
      ),
    )
    expect(new Set([black, navy, side]).size).toBe(3)
  })

  it('serves every image URL a payload links to', async () => {
    for (const leaf of LEAVES) {
      const product = productsInCategory(leaf.id)[0]!
      for (const color of productDetails(product, 'USD', BASE).colors) {
        for (const image of color.images) {
          expect((await call(new URL(image.url).pathname)).status, image.url).toBe(200)
        }
      }
    }
  })

  it('answers 404 for an unknown product, colour or file name', async () => {
    for (const file of ['ZZ999999-001-1.svg', 'RS100001-099-1.svg', 'RS100001-001.svg', 'nonsense.png']) {
      expect((await call(`/images/products/${file}`)).status, file).toBe(404)
    }
  })
})
