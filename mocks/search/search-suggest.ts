import { http, HttpResponse } from 'msw'
import type { SearchHub, SuggestResponse } from '#app/domain/catalog/search-suggest.ts'
import { categoryById, categoryUrl, CATEGORIES, PRODUCTS, productUrl } from '../catalog/seed/catalog.ts'
import { localized, shopLanguage, shopTextFor, type ShopLanguage } from '../i18n/index.ts'
import { searchTexts, searchWords, type ShopText } from './seed/catalog-search.ts'

/**
 * Search suggestions (GET /products/v2/search/autoSuggest, CAT-013) and the internal front-end
 * service's search hub (GET /fapi/components/search-hub, CAT-041), both from the seed catalogue.
 * The spec gives no payloads: the shapes are documented in mocks/README.md.
 */

/**
 * Searches shoppers run most, most popular first, in the words they type on each site's language: the
 * hub's list and the term suggestions' source. Each finds products on its own site (the tests search
 * every one).
 */
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

export const POPULAR_SEARCHES_IN: Readonly<Record<ShopLanguage, readonly string[]>> = {
  fr: [
    'veste de pluie',
    'chaussures de trail',
    'tente',
    'chaussures de randonnée',
    'polaire',
    'sac à dos',
    'première couche',
    'carte-cadeau',
  ],
  de: [
    'Regenjacke',
    'Trail-Laufschuh',
    'Zelt',
    'Wanderstiefel',
    'Fleece',
    'Rucksack',
    'Basisschicht',
    'Geschenkkarte',
  ],
}

const popularSearches = (language: ShopLanguage | null) =>
  language ? POPULAR_SEARCHES_IN[language] : POPULAR_SEARCHES

/** Category ids the hub shows as trending. */
export const TRENDING_CATEGORY_IDS = ['1010', '2010', '3010', '1020'] as const

const DEFAULT_COUNT = 5
const MAX_COUNT = 10

/**
 * Every query term starts one of the words (prefix match, so "temp" finds "Tempo"), or, from four
 * letters, is part of one: German joins words, and "jacke" is the end of "Regenjacke".
 */
function matchesAll(terms: string[], haystack: string[]): boolean {
  return terms.every((term) =>
    haystack.some((word) => word.startsWith(term) || (term.length >= 4 && word.includes(term))),
  )
}

function category(id: string) {
  const c = categoryById(id)!
  return { id: c.id, name: c.name, url: categoryUrl(c) }
}

/**
 * Suggestions for a query prefix: products by name (then brand and category), categories, terms. The
 * catalogue is read as the shopper reads it (`shopText`, their language) and as the seed writes it.
 */
export function suggest(
  query: string,
  count = DEFAULT_COUNT,
  shopText?: ShopText,
  language: ShopLanguage | null = null,
): SuggestResponse {
  const terms = searchWords(query)
  if (terms.length === 0) return { query, terms: [], categories: [], products: [] }
  const scored = PRODUCTS.map((product, order) => {
    const texts = searchTexts(product, shopText)
    const name = texts.names.flatMap(searchWords)
    const all = [...name, ...searchWords(texts.brand), ...texts.categories.flatMap(searchWords)]
    if (!matchesAll(terms, all)) return null
    const nameHits = terms.filter((term) => matchesAll([term], name)).length
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
  const categories = CATEGORIES.filter((c) =>
    matchesAll(terms, [...searchWords(c.name), ...searchWords(shopText?.(c.name) ?? c.name)]),
  ).map((c) => category(c.id))
  const suggestedTerms = popularSearches(language)
    .filter((term) => matchesAll(terms, searchWords(term)))
    .map((term) => ({ term }))
  return { query, terms: suggestedTerms, categories, products }
}

/** The hub: the site language's popular searches and the trending categories. */
export function searchHub(language: ShopLanguage | null): SearchHub {
  return {
    popularSearches: popularSearches(language).map((term) => ({ term })),
    trendingCategories: TRENDING_CATEGORY_IDS.map(category),
  }
}

export const handlers = [
  http.get('*/products/v2/search/autoSuggest', ({ request }) => {
    const params = new URL(request.url).searchParams
    const asked = Number(params.get('count') ?? DEFAULT_COUNT)
    const count = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_COUNT) : DEFAULT_COUNT
    const query = (params.get('q') ?? '').slice(0, 100)
    const found = suggest(query, count, shopTextFor(request), shopLanguage(request))
    return HttpResponse.json(localized(found, request))
  }),

  // The trending categories in the shop language; the popular searches are in it already.
  http.get('*/fapi/components/search-hub', ({ request }) =>
    HttpResponse.json(localized(searchHub(shopLanguage(request)), request)),
  ),
]
