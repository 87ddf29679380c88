import { http, HttpResponse } from 'msw'
import type { ProductTile } from '#app/domain/catalog/product.ts'
import { findProduct, productTile } from '../catalog/seed/catalog.ts'
import { FOOTER } from './seed/index.ts'
import { UTILITY } from './seed/utility.ts'
import { localized } from '../i18n/index.ts'
import { apiError } from '../errors.ts'
import { currencyFromRequest, origin } from '../locale.ts'

/** At most this many products in one collections call. */
const COLLECTIONS_MAX = 48

/**
 * The internal front-end service's content feeds (CMS-018..020, decision 026): product tiles for
 * collections in content read without augmentation, the footer, and the utility bar, each in the
 * request's shop language.
 */
export const handlers = [
  http.get('*/fapi/components/collections', ({ request }) => {
    const ids = new URL(request.url).searchParams
      .getAll('ids')
      .flatMap((value) => value.split(','))
      .map((id) => id.trim())
      .filter(Boolean)
    if (ids.length === 0) return apiError(request, 400, 'API400', 'ids is required')
    if (ids.length > COLLECTIONS_MAX) {
      return apiError(request, 400, 'API400', `At most ${COLLECTIONS_MAX} products per call`)
    }
    const currency = currencyFromRequest(request)
    const products: ProductTile[] = []
    for (const id of new Set(ids)) {
      const product = findProduct(id)
      if (product) products.push(productTile(product, currency, origin(request)))
    }
    return HttpResponse.json(localized({ products }, request))
  }),

  http.get('*/fapi/components/footer', ({ request }) => HttpResponse.json(localized(FOOTER, request))),

  http.get('*/fapi/components/utility', ({ request }) => HttpResponse.json(localized(UTILITY, request))),
]
