import { http, HttpResponse } from 'msw'
import { localized } from '../i18n/index.ts'
import { findProduct, productDetails, type SeedProduct } from './seed/catalog.ts'
import { apiError } from '../errors.ts'
import { currencyFromRequest, origin } from '../locale.ts'

/**
 * Product sets (CAT-007, CAT-008): products sold together. The sets of a product, then one set with
 * its members in full (colours, sizes, variants and price), so a page can add any of them to a cart.
 */

export const PRODUCT_SETS = [
  {
    id: 'PS100001',
    name: 'Backpacking Starter Set',
    description: 'A two-person tent, a daypack for side trips and a headlamp for the evenings.',
    productIds: ['TP100002', 'TP100001', 'AC100002'],
  },
  {
    id: 'PS100002',
    name: 'Trail Running Kit',
    description: 'Our everyday trail shoe with the socks and bottle we run in.',
    productIds: ['RS100001', 'AC100006', 'AC100001'],
  },
]

export const handlers = [
  http.get('*/products/v2/products/:productId/productSets', ({ request, params }) => {
    const id = String(params.productId)
    if (!findProduct(id)) return apiError(request, 404, 'API404', 'Product not found')
    const sets = PRODUCT_SETS.filter((s) => s.productIds.includes(id))
    const body = { productId: id, productSets: sets.map(({ id: setId, name }) => ({ id: setId, name })) }
    return HttpResponse.json(localized(body, request))
  }),

  http.get('*/products/v2/products/:productSetId/productSet', ({ request, params }) => {
    const set = PRODUCT_SETS.find((s) => s.id === String(params.productSetId))
    if (!set) return apiError(request, 404, 'API404', 'Product set not found')
    const currency = currencyFromRequest(request)
    const at = origin(request)
    const products = set.productIds
      .map((id) => findProduct(id))
      .filter((p): p is SeedProduct => Boolean(p))
      .map((p) => productDetails(p, currency, at))
    const body = { id: set.id, name: set.name, description: set.description, products }
    return HttpResponse.json(localized(body, request))
  }),
]
