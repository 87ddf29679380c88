import { http, HttpResponse } from 'msw'
import type { SearchHub, SuggestResponse } from '#app/domain/catalog/search-suggest.ts'
import {
  categoryById,
  categoryPath,
  categoryUrl,
  CATEGORIES,
  PRODUCTS,
  productUrl,
} from '../catalog/seed/catalog.ts'
import { localized } from '../i18n/index.ts'

/**
 * Search suggestions (GET /products/v2/search/autoSuggest, CAT-013) and the internal front-end
 * service's search hub (GET /fapi/components/search-hub, CAT-041), both from the seed catalogue.
 * The spec gives no payloads: the shapes are documented in mocks/README.md.
 */

/** Searches shoppers run most, most popular first: the hub's list and the term suggestions' source. */
export const POPULAR_SEARCHES = [
  'rain jacket',
  'trail running shoes',
  'tent',
  'hiking boots',
  'fleece',
  'backpack',
  'base layer',
  'gift card',
] as const

/** Category ids the hub shows as trending. */
export const TRENDING_CATEGORY_IDS = ['1010', '2010', '3010', '1020'] as const

const DEFAULT_COUNT = 5
const MAX_COUNT = 10

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/** Every query term starts one of the words (prefix match, so "temp" finds "Tempo"). */
function matchesAll(terms: string[], haystack: string[]): boolean {
  return terms.every((term) => haystack.some((word) => word.startsWith(term)))
}

function category(id: string) {
  const c = categoryById(id)!
  return { id: c.id, name: c.name, url: categoryUrl(c) }
}

/** Suggestions for a query prefix: products by name (then brand and category), categories, terms. */
export function suggest(query: string, count = DEFAULT_COUNT): SuggestResponse {
  const terms = words(query)
  if (terms.length === 0) return { query, terms: [], categories: [], products: [] }
  const scored = PRODUCTS.map((product, order) => {
    const name = words(product.name)
    const all = [
      ...name,
      ...words(product.brand),
      ...categoryPath(product.categoryId).flatMap((c) => words(c.name)),
    ]
    if (!matchesAll(terms, all)) return null
    const nameHits = terms.filter((term) => name.some((word) => word.startsWith(term))).length
    return { product, order, nameHits }
  }).filter((s) => s !== null)
  // Name matches first; the seed order breaks ties, so results are stable.
  scored.sort((a, b) => b.nameHits - a.nameHits || a.order - b.order)
  const products = scored.slice(0, count).map(({ product }) => ({
    id: product.id,
    name: product.name,
    brand: product.brand,
    url: productUrl(product),
  }))
  const categories = CATEGORIES.filter((c) => matchesAll(terms, words(c.name))).map((c) => category(c.id))
  const suggestedTerms = POPULAR_SEARCHES.filter((term) => matchesAll(terms, words(term))).map((term) => ({
    term,
  }))
  return { query, terms: suggestedTerms, categories, products }
}

export const SEARCH_HUB: SearchHub = {
  popularSearches: POPULAR_SEARCHES.map((term) => ({ term })),
  trendingCategories: TRENDING_CATEGORY_IDS.map(category),
}

export const handlers = [
  http.get('*/products/v2/search/autoSuggest', ({ request }) => {
    const params = new URL(request.url).searchParams
    const asked = Number(params.get('count') ?? DEFAULT_COUNT)
    const count = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_COUNT) : DEFAULT_COUNT
    return HttpResponse.json(localized(suggest((params.get('q') ?? '').slice(0, 100), count), request))
  }),

  // The trending categories in the shop language; the popular searches stay the terms shoppers type.
  http.get('*/fapi/components/search-hub', ({ request }) =>
    HttpResponse.json(localized(SEARCH_HUB, request)),
  ),
]
