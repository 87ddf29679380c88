import {
  InventorySchema,
  ProductDetailsSchema,
  ProductSearchSchema,
  type Inventory,
  type ProductDetails,
  type ProductSearch,
} from '#app/domain/catalog/product.ts'
import { categoryKey, productKey, variantKey } from '#app/platform/cache/surrogate-keys.ts'
import { API_CONTRACTS } from '#app/platform/api/api-contracts.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'
import { addSurrogateKeys } from '../../../platform/cache/surrogate-keys.server.ts'
import { CALL_TEMPLATES, callPath } from '#app/platform/api/call-templates.ts'

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
export async function searchProducts(api: ApiClient, params: SearchParams): Promise<ProductSearch> {
  const found = await api.request({
    path: '/products/v2/search/productSearch',
    query: { ...params },
    schema: ProductSearchSchema,
    contract: API_CONTRACTS.productSearch,
  })
  // The page shows these tiles and this category (decision 069); the category first: it matters most.
  const category = params.categoryId ?? found.category?.id
  addSurrogateKeys(
    ...(category ? [categoryKey(category)] : []),
    ...found.products.flatMap((tile) => [productKey(tile.masterId), productKey(tile.id)]),
  )
  return found
}

/** Query options of a product details call; the gallery's lookup passes none (CAT-043). */
export type ProductDetailsOptions = Record<string, string | undefined>

/** GET /products/v2/products/{productId}/details */
export async function getProductDetails(
  api: ApiClient,
  productId: string,
  options: ProductDetailsOptions = {},
): Promise<ProductDetails> {
  const product = await api.request({
    path: callPath(CALL_TEMPLATES.productDetails, { productId }),
    query: options,
    schema: ProductDetailsSchema,
    contract: API_CONTRACTS.productDetails,
  })
  addSurrogateKeys(
    productKey(product.masterId),
    productKey(product.id),
    ...product.variants.map((variant) => variantKey(variant.upc)),
  )
  return product
}

/** GET /products/v2/products/{productId}/inventory — `variants[sku].quantity`. */
export async function getInventory(api: ApiClient, productId: string): Promise<Inventory> {
  const inventory = await api.request({
    path: callPath(CALL_TEMPLATES.productInventory, { productId }),
    schema: InventorySchema,
  })
  addSurrogateKeys(productKey(productId), ...Object.keys(inventory.variants).map(variantKey))
  return inventory
}
