import { http, HttpResponse } from 'msw'
import type { Inventory, ProductSearch } from '#app/domain/catalog/product.ts'
import {
  categoryBreadcrumbs,
  categoryById,
  categoryUrl,
  CATEGORIES,
  findProduct,
  productDetails,
  PRODUCTS,
  productsInCategory,
  productTile,
  type SeedCategory,
} from './seed/catalog.ts'
import {
  facets,
  lower,
  matches,
  relevance,
  SORT_OPTIONS,
  sortProducts,
  type Filters,
} from '../search/seed/catalog-search.ts'
import { apiError } from '../errors.ts'
import { currencyFromRequest, origin } from '../locale.ts'
import { getStock } from './stock.ts'
import { localized, shopLanguage, shopTextFor, type ShopLanguage } from '../i18n/index.ts'
import type { Facet } from '#app/domain/catalog/product.ts'

/** Products service (001 §7 Products): search and listings, details, inventory, the category tree. */

const DEFAULT_COUNT = 24
const MAX_COUNT = 96

function nonNegativeInt(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined
  const n = Number(value)
  return Number.isInteger(n) && n >= 0 ? n : undefined
}

function amount(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined
  const n = Number(value)
  return Number.isFinite(n) ? n : undefined
}

/**
 * The size facet's labels as the shop language writes them (9.5 reads 9,5 in French and German); the
 * values, which a listing's URL and the next search carry, stay the catalogue's.
 */
function sizesWritten(list: Facet[], language: ShopLanguage | null): Facet[] {
  if (!language) return list
  return list.map((facet) =>
    facet.id === 'size'
      ? { ...facet, values: facet.values.map((v) => ({ ...v, label: v.label.replace('.', ',') })) }
      : facet,
  )
}

function search(request: Request): Response {
  const url = new URL(request.url)
  const params = url.searchParams
  const currency = currencyFromRequest(request)
  const categoryId = params.get('categoryId')?.trim() || undefined
  const category = categoryId ? categoryById(categoryId) : undefined
  if (categoryId && !category) return apiError(request, 404, 'API404', 'Category not found')

  const q = params.get('q')?.trim() ?? ''
  const terms = lower(q.split(/[\s,]+/))
  const sort = SORT_OPTIONS.some((o) => o.id === params.get('sort')) ? params.get('sort')! : 'relevance'
  const start = nonNegativeInt(params.get('start')) ?? 0
  const count = Math.min(nonNegativeInt(params.get('count')) ?? DEFAULT_COUNT, MAX_COUNT)
  const filters: Filters = {
    color: lower(params.getAll('color')),
    size: lower(params.getAll('size')),
    brand: lower(params.getAll('brand')),
    priceMin: amount(params.get('priceMin')),
    priceMax: amount(params.get('priceMax')),
  }

  const scores = new Map<string, number>()
  let base = category ? productsInCategory(category.id) : PRODUCTS
  if (terms.length) {
    const shopText = shopTextFor(request)
    for (const product of base) scores.set(product.id, relevance(product, terms, shopText))
    base = base.filter((p) => (scores.get(p.id) ?? 0) > 0)
  }
  const matching = sortProducts(
    base.filter((p) => matches(p, filters, currency)),
    sort,
    currency,
    scores,
  )
  const page = matching.slice(start, start + count)
  const at = origin(request)
  const body: ProductSearch = {
    products: page.map((p) => productTile(p, currency, at, filters.color)),
    total: matching.length,
    start,
    count: page.length,
    facets: sizesWritten(facets(base, filters, currency), shopLanguage(request)),
    sortOptions: SORT_OPTIONS.map((o) => ({ ...o, selected: o.id === sort })),
    breadcrumbs: category ? categoryBreadcrumbs(category.id) : [],
  }
  if (category)
    body.category = { id: category.id, name: category.name, slug: category.slug, url: categoryUrl(category) }
  if (q) body.q = q
  return HttpResponse.json(localized(body, request))
}

interface CategoryNode {
  id: string
  name: string
  slug: string
  url: string
  parentId?: string
  productCount: number
  children: CategoryNode[]
}

function categoryNode(category: SeedCategory): CategoryNode {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    url: categoryUrl(category),
    ...(category.parentId ? { parentId: category.parentId } : {}),
    productCount: productsInCategory(category.id).length,
    children: CATEGORIES.filter((c) => c.parentId === category.id).map(categoryNode),
  }
}

export const handlers = [
  http.get('*/products/v2/search/productSearch', ({ request }) => search(request)),

  http.get('*/products/v2/products/:productId/details', ({ request, params }) => {
    const product = findProduct(String(params.productId))
    if (!product) return apiError(request, 404, 'API404', 'Product not found')
    return HttpResponse.json(
      localized(productDetails(product, currencyFromRequest(request), origin(request)), request),
    )
  }),

  http.get('*/products/v2/products/:productId/inventory', ({ request, params }) => {
    const product = findProduct(String(params.productId))
    if (!product) return apiError(request, 404, 'API404', 'Product not found')
    const body: Inventory = {
      productId: product.id,
      variants: Object.fromEntries(product.variants.map((v) => [v.upc, { quantity: getStock(v.upc) }])),
    }
    return HttpResponse.json(body)
  }),

  // The whole tree, or one branch with ?categoryId=.
  http.get('*/products/v2/catalog', ({ request }) => {
    const categoryId = new URL(request.url).searchParams.get('categoryId')?.trim()
    if (categoryId) {
      const category = categoryById(categoryId)
      if (!category) return apiError(request, 404, 'API404', 'Category not found')
      return HttpResponse.json(localized({ categories: [categoryNode(category)] }, request))
    }
    return HttpResponse.json(
      localized({ categories: CATEGORIES.filter((c) => !c.parentId).map(categoryNode) }, request),
    )
  }),
]
