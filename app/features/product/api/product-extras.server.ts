import {
  FootSizesSchema,
  NotificationResultSchema,
  ProductSetSchema,
  ProductSetsSchema,
  SizeChartSchema,
  type FootSizes,
  type ProductSet,
  type SizeChart,
} from '#app/domain/catalog/product-extras.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'
import { CALL_TEMPLATES, callPath } from '#app/platform/api/call-templates.ts'

/**
 * GET /products/v2/products/{productId}/productSets — the sets a product belongs to (CAT-007). The
 * page can do without them: the short deadline of the recommendations, with their circuit.
 */
export async function getProductSets(api: ApiClient, productId: string) {
  const result = await api.request({
    path: callPath(CALL_TEMPLATES.productSets, { productId }),
    schema: ProductSetsSchema,
    group: 'recommendations',
  })
  return result.productSets
}

/** GET /products/v2/products/{productSetId}/productSet — one set with its members (CAT-008). */
export function getProductSet(api: ApiClient, productSetId: string): Promise<ProductSet> {
  return api.request({
    path: `/products/v2/products/${encodeURIComponent(productSetId)}/productSet`,
    schema: ProductSetSchema,
    group: 'recommendations',
  })
}

/** GET /fapi/components/size-chart/{productType} (CAT-040). */
export function getSizeChart(api: ApiClient, productType: string): Promise<SizeChart> {
  return api.request({
    path: `/fapi/components/size-chart/${encodeURIComponent(productType)}`,
    schema: SizeChartSchema,
  })
}

/** GET /fapi/components/foot-sizes (CAT-039). */
export function getFootSizes(api: ApiClient): Promise<FootSizes> {
  return api.request({ path: '/fapi/components/foot-sizes', schema: FootSizesSchema })
}

export interface NotificationRequest {
  productId: string
  upc: string
  email: string
  locale: string
}

/**
 * PUT /products/v1/notifications (CAT-011): a back-in-stock registration. The spec gives no body;
 * ours is `{ type: 'BackInStock', productId, upc, email, locale }` (see mocks/README.md).
 */
export function registerNotification(api: ApiClient, request: NotificationRequest) {
  return api.request({
    method: 'PUT',
    path: '/products/v1/notifications',
    body: { type: 'BackInStock', ...request },
    schema: NotificationResultSchema,
  })
}
