import { getShopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { quantityOf, stockLevel } from '#app/domain/catalog/inventory.ts'
import { localizedSize } from '#app/domain/cart/line-attributes.ts'
import { productImage } from '#app/domain/catalog/images.ts'
import { PRODUCT_ID_PATTERN } from '#app/domain/catalog/product-rules.ts'
import { throwNotFound } from '#app/features/content/index.server.ts'
import { getInventory, keptProductDetails } from '#app/features/catalog/index.server.ts'
import type { QuickShopData } from '#app/features/product/views.ts'
import type { Route } from './+types/quickshop'

/**
 * What the quick-shop dialog needs (CAT-020): the product's first colour with its sizes and stock, as
 * JSON for the dialog's fetcher. Without JavaScript the product page serves the same purpose.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  if (!PRODUCT_ID_PATTERN.test(params.productId)) return throwNotFound(shopper)
  const [product, inventory] = await Promise.all([
    keptProductDetails(shopper, params.productId).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return throwNotFound(shopper)
      throw error
    }),
    getInventory(shopper.api, params.productId).catch(() => null),
  ])
  const color = product.colors[0]
  if (!color) return throwNotFound(shopper)
  const image = color.images[0]
  const data: QuickShopData = {
    id: product.id,
    name: product.name,
    url: product.url,
    price: product.price,
    color: { code: color.code, name: color.name },
    image: image ? { ...productImage(image.url, 240), alt: image.alt } : null,
    sizes: product.sizes.map((label) => {
      const variant = product.variants.find((v) => v.color === color.code && v.size === label)
      const quantity = variant ? quantityOf(inventory, variant.upc) : 0
      return {
        // Shown, never sent back: the size as the shop's language writes it (7,5 in French).
        label: localizedSize(label, shopper.locale.locale),
        upc: variant?.upc,
        available: Boolean(variant?.orderable) && stockLevel(quantity) !== 'out-of-stock',
      }
    }),
  }
  return Response.json(data, { headers: { 'Cache-Control': 'no-store' } })
}
