import type { Facet } from '#app/domain/catalog/product.ts'
import type { Currency } from '../../locale.ts'
import { categoryPath, priceFor, PRODUCTS, type SeedProduct } from '../../catalog/seed/catalog.ts'

/**
 * Search over the catalogue for the productSearch call: relevance, filters, facets and sort orders.
 * Request parsing stays with the handler in `mocks/catalog/products.ts`.
 */

export const SORT_OPTIONS = [
  { id: 'relevance', label: 'Relevance' },
  { id: 'price-asc', label: 'Price: low to high' },
  { id: 'price-desc', label: 'Price: high to low' },
  { id: 'newest', label: 'Newest' },
  { id: 'rating', label: 'Top rated' },
] as const

/** Inclusive bounds; the upper ends stop a cent short so a price falls in exactly one range. */
export const PRICE_RANGES: readonly (readonly [min: number, max: number | undefined])[] = [
  [0, 24.99],
  [25, 49.99],
  [50, 99.99],
  [100, 199.99],
  [200, undefined],
]

const APPAREL_ORDER = ['XS', 'S', 'M', 'L', 'XL', 'XXL']

/** A colour facet value shows the swatch of the first product seeded in that colour. */
const SWATCH_BY_NAME = new Map<string, string>()
for (const color of PRODUCTS.flatMap((p) => p.colors)) {
  if (!SWATCH_BY_NAME.has(color.name)) SWATCH_BY_NAME.set(color.name, color.swatch)
}

export interface Filters {
  color: string[]
  size: string[]
  brand: string[]
  priceMin?: number
  priceMax?: number
}

export type FilterKey = 'color' | 'size' | 'brand' | 'price'

export const lower = (values: string[]) => values.map((v) => v.trim().toLowerCase()).filter(Boolean)

/** A text as a search compares it: lower case, accents off ("Légère" and "legere" are the same word). */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** A text's words, folded: letters and digits of any script ("Größe", "randonnée"), the rest splits. */
export const searchWords = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/**
 * An English seed text in the shop language of the request (the dictionary's French or German, a US
 * spelling), or as it is: what the shopper reads, and so what they type.
 */
export type ShopText = (english: string) => string

/** A product's texts a search reads, folded: as the seed writes them and as the shopper reads them. */
export interface SearchTexts {
  names: string[]
  categories: string[]
  colors: string[]
  brand: string
  text: string
}

export function searchTexts(product: SeedProduct, shopText?: ShopText): SearchTexts {
  const both = (english: string) => {
    const shown = shopText?.(english) ?? english
    return shown === english ? [fold(english)] : [fold(english), fold(shown)]
  }
  const texts = [product.description, ...product.features]
  return {
    names: both(product.name),
    categories: categoryPath(product.categoryId).flatMap((c) => both(c.name)),
    colors: product.colors.flatMap((c) => both(c.name)),
    brand: fold(product.brand),
    text: texts.flatMap(both).join(' '),
  }
}

/**
 * Relevance of a product to the query terms; 0 when a term matches nowhere (every term must match).
 * Name hits outweigh category and colour hits, which outweigh the description. A term is read in the
 * seed's English and in the shop language (`shopText`): a German shopper's "Zelt" finds the tents.
 */
export function relevance(product: SeedProduct, terms: string[], shopText?: ShopText): number {
  const { names, categories, colors, brand, text } = searchTexts(product, shopText)
  let score = 0
  for (const term of terms.map(fold)) {
    let termScore = 0
    if (names.some((name) => name.includes(term))) {
      const startsWord = names.some((name) => searchWords(name).some((w) => w.startsWith(term)))
      termScore += startsWord ? 15 : 10
    }
    if (categories.some((c) => c.includes(term))) termScore += 5
    if (colors.some((c) => c.includes(term))) termScore += 4
    if (brand.includes(term)) termScore += 3
    if (text.includes(term)) termScore += 1
    if (termScore === 0) return 0
    score += termScore
  }
  return score
}

export function matches(
  product: SeedProduct,
  filters: Filters,
  currency: Currency,
  skip?: FilterKey,
): boolean {
  if (skip !== 'color' && filters.color.length) {
    if (!product.colors.some((c) => filters.color.includes(c.name.toLowerCase()))) return false
  }
  if (skip !== 'size' && filters.size.length) {
    if (!product.sizes.some((s) => filters.size.includes(s.toLowerCase()))) return false
  }
  if (skip !== 'brand' && filters.brand.length && !filters.brand.includes(product.brand.toLowerCase())) {
    return false
  }
  if (skip !== 'price') {
    const price = priceFor(product, currency).lowCurrent
    if (filters.priceMin !== undefined && price < filters.priceMin) return false
    if (filters.priceMax !== undefined && price > filters.priceMax) return false
  }
  return true
}

function sizeRank(size: string): [number, number, string] {
  const numeric = Number(size)
  if (Number.isFinite(numeric)) return [0, numeric, size]
  const apparel = APPAREL_ORDER.indexOf(size)
  return apparel >= 0 ? [1, apparel, size] : [2, 0, size]
}

function compareSizes(a: string, b: string): number {
  const [ga, na, sa] = sizeRank(a)
  const [gb, nb, sb] = sizeRank(b)
  return ga - gb || na - nb || sa.localeCompare(sb)
}

/**
 * Counts per value: each product counts once per value it carries. A selected value the base set
 * carries stays listed at 0 when the other filters leave no product with it, so it can be removed.
 */
function tally(
  products: SeedProduct[],
  valuesOf: (p: SeedProduct) => string[],
  base: SeedProduct[] = [],
  selected: string[] = [],
): Map<string, number> {
  const counts = new Map<string, number>()
  for (const product of products) {
    for (const value of new Set(valuesOf(product))) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  if (selected.length) {
    for (const value of new Set(base.flatMap(valuesOf))) {
      if (!counts.has(value) && selected.includes(value.toLowerCase())) counts.set(value, 0)
    }
  }
  return counts
}

/** A whole amount as the shop shows money: Canadian dollars by their code (CAT-024), "CAD 100". */
function moneyLabel(value: number, currency: Currency, locale = 'en'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'CAD' ? 'code' : 'symbol',
    maximumFractionDigits: 0,
  }).format(value)
}

/** How a price range reads in a language: its Intl locale and the words around the amounts. */
export interface PriceRangeWords {
  locale: string
  over: (min: string) => string
  under: (max: string) => string
  between: (min: string, max: string) => string
}

const ENGLISH_RANGES: PriceRangeWords = {
  locale: 'en',
  over: (min) => `${min} and over`,
  under: (max) => `Under ${max}`,
  between: (min, max) => `${min} - ${max}`,
}

/** A price facet value's label ("$200 and over"); the emulator's French and German read it in theirs. */
export function priceRangeLabel(
  [min, max]: readonly [number, number | undefined],
  currency: Currency,
  words: PriceRangeWords = ENGLISH_RANGES,
): string {
  const money = (value: number) => moneyLabel(value, currency, words.locale)
  if (max === undefined) return words.over(money(min))
  return min === 0 ? words.under(money(max + 0.01)) : words.between(money(min), money(max + 0.01))
}

/**
 * Facets over the matching set before paging. Each facet is counted with every other facet's filter
 * applied but not its own, so the values of a facet stay selectable alongside each other (OR within a
 * facet, AND across facets).
 */
export function facets(base: SeedProduct[], filters: Filters, currency: Currency): Facet[] {
  const without = (key: FilterKey) => base.filter((p) => matches(p, filters, currency, key))

  const colorCounts = tally(without('color'), (p) => p.colors.map((c) => c.name), base, filters.color)
  const colorValues = [...colorCounts]
    .sort(([a, ca], [b, cb]) => cb - ca || a.localeCompare(b))
    .map(([name, count]) => {
      const selected = filters.color.includes(name.toLowerCase())
      return { value: name, label: name, count, selected, swatch: SWATCH_BY_NAME.get(name) }
    })

  const sizeCounts = tally(without('size'), (p) => p.sizes, base, filters.size)
  const sizeValues = [...sizeCounts]
    .sort(([a], [b]) => compareSizes(a, b))
    .map(([size, count]) => ({
      value: size,
      label: size,
      count,
      selected: filters.size.includes(size.toLowerCase()),
    }))

  const brandCounts = tally(without('brand'), (p) => [p.brand], base, filters.brand)
  const brandValues = [...brandCounts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([brand, count]) => ({
      value: brand,
      label: brand,
      count,
      selected: filters.brand.includes(brand.toLowerCase()),
    }))

  const priced = without('price').map((p) => priceFor(p, currency).lowCurrent)
  const priceValues = PRICE_RANGES.map(([min, max]) => {
    const count = priced.filter((price) => price >= min && (max === undefined || price <= max)).length
    const selected = filters.priceMin === min && filters.priceMax === max
    const label = priceRangeLabel([min, max], currency)
    return { value: max === undefined ? `${min}-` : `${min}-${max}`, label, count, selected, min, max }
  }).filter((v) => v.count > 0 || v.selected)

  return [
    { id: 'color', label: 'Colour', values: colorValues },
    { id: 'size', label: 'Size', values: sizeValues },
    { id: 'price', label: 'Price', values: priceValues },
    { id: 'brand', label: 'Brand', values: brandValues },
  ]
}

export function sortProducts(
  products: SeedProduct[],
  sort: string,
  currency: Currency,
  scores: Map<string, number>,
) {
  const order = new Map(PRODUCTS.map((p, i) => [p.id, i]))
  const seed = (a: SeedProduct, b: SeedProduct) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)
  const price = (p: SeedProduct) => priceFor(p, currency).lowCurrent
  const compare: Record<string, (a: SeedProduct, b: SeedProduct) => number> = {
    'price-asc': (a, b) => price(a) - price(b) || seed(a, b),
    'price-desc': (a, b) => price(b) - price(a) || seed(a, b),
    newest: (a, b) => b.released.localeCompare(a.released) || seed(a, b),
    rating: (a, b) =>
      (b.rating?.score ?? -1) - (a.rating?.score ?? -1) ||
      (b.rating?.reviewsCount ?? 0) - (a.rating?.reviewsCount ?? 0) ||
      seed(a, b),
    relevance: (a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || seed(a, b),
  }
  return [...products].sort(compare[sort] ?? compare.relevance)
}
