import type { ProductUpsellBlock, UpsellItem } from '#app/blocks/product-upsell/schema.ts'
import type { Price } from '../catalog/product.ts'
import type { RecommendationView } from '../catalog/recommendations.ts'

/** CMS-084, CONST-024: the items on show are the first `stackedCount` that are not out of stock. */
export function visibleUpsellItems(block: Pick<ProductUpsellBlock, 'items' | 'stackedCount'>): UpsellItem[] {
  return block.items
    .filter((item) => item.productInventoryState !== 'OutOfStock')
    .slice(0, block.stackedCount)
}

/**
 * An upsell item (CAT-032: id, sku, name, url, image, price, productInventoryState) from a widget's
 * recommended product. In stock until its inventory says otherwise (CAT-033).
 */
export function upsellItemFrom(item: RecommendationView, sku?: string): UpsellItem {
  const price: Price = item.price
  return {
    id: item.id,
    ...(sku ? { sku } : {}),
    name: item.name,
    url: item.url,
    image: { url: item.image.src, alt: item.image.alt },
    price,
    currency: price.currency,
    productInventoryState: 'InStock',
  }
}

/**
 * An upsell item's state from its product's inventory (CAT-033; `variants[sku].quantity`): with a sku,
 * that variant's units; without, any variant's. No unit left is OutOfStock.
 */
export function upsellInventoryState(
  inventory: { variants: Record<string, { quantity: number } | undefined> },
  sku: string | undefined,
): UpsellItem['productInventoryState'] {
  const units = (variant: { quantity: number } | undefined) =>
    typeof variant?.quantity === 'number' && variant.quantity > 0
  const inStock = sku ? units(inventory.variants[sku]) : Object.values(inventory.variants).some(units)
  return inStock ? 'InStock' : 'OutOfStock'
}
