import {
  InventorySchema,
  ProductDetailsSchema,
  ProductSearchSchema,
  type Inventory,
  type ProductDetails,
  type ProductSearch,
} from '#app/models/product.ts'
import type { ApiClient } from './api.server.ts'

export interface SearchParams {
  categoryId?: string
  q?: string
  start?: number
  count?: number
  sort?: string
  color?: string[]
  size?: string[]
  brand?: string[]
  priceMin?: string
  priceMax?: string
}

/** GET /products/v2/search/productSearch — listing pages and search results. */
export function searchProducts(api: ApiClient, params: SearchParams): Promise<ProductSearch> {
  return api.request({
    path: '/products/v2/search/productSearch',
    query: { ...params },
    schema: ProductSearchSchema,
  })
}

/** Query options of a product details call; the gallery's lookup passes none (CAT-043). */
export type ProductDetailsOptions = Record<string, string | undefined>

/** GET /products/v2/products/{productId}/details */
export function getProductDetails(
  api: ApiClient,
  productId: string,
  options: ProductDetailsOptions = {},
): Promise<ProductDetails> {
  return api.request({
    path: `/products/v2/products/${encodeURIComponent(productId)}/details`,
    query: options,
    schema: ProductDetailsSchema,
  })
}

/** GET /products/v2/products/{productId}/inventory — `variants[sku].quantity`. */
export function getInventory(api: ApiClient, productId: string): Promise<Inventory> {
  return api.request({
    path: `/products/v2/products/${encodeURIComponent(productId)}/inventory`,
    schema: InventorySchema,
  })
}
