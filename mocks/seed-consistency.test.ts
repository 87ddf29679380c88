import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { ProductDetailsSchema, ProductSearchSchema, type ProductSearch } from '#app/domain/catalog/product.ts'
import { CATEGORIES, PRODUCTS, type SeedProduct } from './catalog/seed/catalog.ts'
import { PRODUCT_KINDS } from './catalog/seed/catalog-types.ts'
import { REVIEW_WORDING, seedReviews } from './reviews/seed/reviews.ts'
import { handlers as imageHandlers, silhouette } from './catalog/images.ts'
import { handlers as productHandlers } from './catalog/products.ts'
import { resetReviews } from './reviews/review-store.ts'
import { handlers as reviewHandlers } from './reviews/reviews.ts'

/**
 * The seed is the shop a new user sees first: its ratings, reviews, colour filters and pictures must
 * agree with one another the way a real shop's do.
 */

const BASE = 'http://emulator.test'
const handlers = [...productHandlers, ...reviewHandlers, ...imageHandlers]

async function json<T>(path: string): Promise<T> {
  const response = await getResponse(handlers, new Request(`${BASE}${path}`))
  if (!response) throw new Error(`No handler for ${path}`)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

async function search(query: string): Promise<ProductSearch> {
  return ProductSearchSchema.parse(await json(`/products/v2/search/productSearch?count=96&${query}`))
}

interface Summary {
  summary: { average: number; count: number }
}

beforeEach(() => resetReviews())

describe('ratings: the listing, the product page and the reviews tell one story', () => {
  it.each(PRODUCTS.map((p) => [p.id, p] as const))(
    'CAT-004 %s: the rating on its tile and page is what its reviews give',
    async (id, product) => {
      const { summary } = await json<Summary>(`/products/v1/products/${id}/reviews?pageSize=1`)
      const details = ProductDetailsSchema.parse(await json(`/products/v2/products/${id}/details`))
      const tile = (await search(`categoryId=${product.categoryId}`)).products.find((p) => p.id === id)!
      const rated = summary.count ? { score: summary.average, reviewsCount: summary.count } : undefined
      expect(details.rating).toEqual(rated)
      expect(tile.rating).toEqual(rated)
    },
  )
})

/** Words a shopper reads as praise or as a complaint, whatever the table of titles says. */
const PRAISE = /\b(love|great|excellent|perfect|worth|best|(?<!not )recommend|exceeded|happy)/i
const COMPLAINT =
  /\b(disappoint|poor|not for me|broke|returned|sent it back|would not|avoid|expected better)/i

describe('reviews: what a review says agrees with its stars', () => {
  it.each(PRODUCTS.map((p) => [p.id, p] as const))(
    '%s: low ratings complain, high ratings praise, in the words seeded for their stars',
    (_id, product) => {
      for (const review of seedReviews(product)) {
        const words = `${review.title}. ${review.text}`
        const context = `${review.id} (${review.rating}★): ${words}`
        if (review.rating <= 2) expect(words, context).not.toMatch(PRAISE)
        if (review.rating >= 4) expect(words, context).not.toMatch(COMPLAINT)
        if (review.language === 'en') {
          const wording = REVIEW_WORDING[review.rating as 1 | 2 | 3 | 4 | 5]
          expect(wording.titles, context).toContain(review.title)
          expect(wording.texts, context).toContain(review.text)
        } else {
          expect(review.rating, context).toBe(5)
        }
      }
    },
  )
})

describe('colour filters: a colour shows products in that colour', () => {
  const listings = [undefined, ...CATEGORIES.map((c) => c.id)]
  it.each(listings.map((id) => [id ?? 'every product', id] as const))(
    'CAT-012 %s: each colour value lists its products pictured and linked in that colour',
    async (_name, categoryId) => {
      const scope = categoryId ? `categoryId=${categoryId}` : ''
      const colours = (await search(scope)).facets.find((f) => f.id === 'color')!.values
      expect(colours.length).toBeGreaterThan(0)
      for (const colour of colours) {
        const result = await search(`${scope}&color=${encodeURIComponent(colour.value)}`)
        expect(result.total, colour.value).toBe(colour.count)
        for (const tile of result.products) {
          const product = PRODUCTS.find((p) => p.id === tile.id)!
          const code = /-(\d{3})-\d\.svg$/.exec(tile.image.url)?.[1]
          const pictured = product.colors.find((c) => c.code === code)
          expect(pictured?.name, `${tile.id} under ${colour.value}`).toBe(colour.value)
          expect(tile.image.alt).toContain(colour.value)
          if (pictured !== product.colors[0]) expect(tile.url).toMatch(new RegExp(`\\?color=${code}$`))
        }
      }
    },
  )
})

/** What a product is, read from its category and name as a shopper would. */
function expectedKind(product: SeedProduct): string {
  const name = product.name
  switch (product.categoryId) {
    case '1010':
      return 'shoe'
    case '1020':
      return /\b(low|approach)\b/i.test(name) ? 'shoe' : 'boot'
    case '2010':
    case '2020':
      if (/hoodie/i.test(name)) return 'hoodie'
      if (/vest/i.test(name)) return 'vest'
      if (/\btee\b/i.test(name)) return 'tee'
      if (/leggings|pants|trousers/i.test(name)) return 'leggings'
      if (/\b(crew|base)\b/i.test(name)) return 'top'
      return 'jacket'
    case '3010':
      return /tent/i.test(name) ? 'tent' : 'backpack'
    case '4010':
      return 'gift-card'
    default: {
      const kinds = ['bottle', 'headlamp', 'beanie', 'hat', 'gloves', 'poles', 'socks', 'mug', 'blanket']
      return kinds.find((kind) => new RegExp(`\\b${kind}\\b`, 'i').test(name)) ?? 'unknown'
    }
  }
}

describe('product images: every product is drawn as what it is', () => {
  it('draws each kind of product differently', () => {
    const drawings = PRODUCT_KINDS.map((kind) => silhouette(kind, '#777777'))
    expect(new Set(drawings).size).toBe(PRODUCT_KINDS.length)
  })

  it.each(PRODUCTS.map((p) => [p.id, p.name, p] as const))(
    '%s (%s): every colour is drawn as its kind, in its swatch, at 800 by 800',
    async (id, _name, product) => {
      const details = ProductDetailsSchema.parse(await json(`/products/v2/products/${id}/details`))
      for (const colour of product.colors) {
        const images = details.colors.find((c) => c.code === colour.code)!.images
        for (const image of images) {
          expect(image).toMatchObject({ width: 800, height: 800 })
          const response = await getResponse(handlers, new Request(image.url))
          const svg = await response!.text()
          expect(svg, image.url).toMatch(/<svg [^>]*width="800" height="800"/)
          expect(/<svg [^>]*data-kind="([^"]+)"/.exec(svg)?.[1], image.url).toBe(expectedKind(product))
          expect(svg).toMatch(new RegExp(`(fill|stroke)="${colour.swatch}"`))
        }
      }
    },
  )
})
