import type { ProductUpsellBlock, UpsellItem } from './content.ts'

/** CMS-084, CONST-024: the items on show are the first `stackedCount` that are not out of stock. */
export function visibleUpsellItems(block: Pick<ProductUpsellBlock, 'items' | 'stackedCount'>): UpsellItem[] {
  return block.items
    .filter((item) => item.productInventoryState !== 'OutOfStock')
    .slice(0, block.stackedCount)
}
