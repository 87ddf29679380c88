import type { TFunction } from 'i18next'
import type { Shopper } from '#app/context.server.ts'
import { type Cart } from '#app/domain/cart/cart.ts'
import { selectedShippingCode } from '#app/domain/cart/cart-items.ts'
import { storeInventoryLookups, storeStockIssues, type PickupLine } from '#app/domain/cart/store-stock.ts'
import { getStoreInventory } from '#app/features/store-directory/index.server.ts'
import type { CartNotice } from './views.ts'

/**
 * CART-030: the cart's pickup lines checked against their stores with the store inventory lookup; a
 * store that can no longer fill a line gives that line a notice. The lookup is allowed to fail: the
 * cart shows without these notices then.
 */
export async function storeStockNotices(
  shopper: Shopper,
  cart: Cart,
  t: TFunction,
): Promise<Map<string, CartNotice>> {
  const lines: PickupLine[] = cart.items.flatMap((item) => {
    if (item.bonus || selectedShippingCode(item) !== 'pickup') return []
    const storeId = item.shippingOptions?.find((o) => o.selected)?.storeInfo?.id ?? item.storeId
    return storeId ? [{ id: item.id, productId: item.productId, upc: item.upc, qty: item.qty, storeId }] : []
  })
  const notices = new Map<string, CartNotice>()
  if (!lines.length) return notices
  const inventories = await Promise.all(
    storeInventoryLookups(lines).map((lookup) =>
      getStoreInventory(shopper.api, shopper.env.STORE_INVENTORY_PATH, lookup).catch((error: unknown) => {
        shopper.logger.warn({ err: error, productId: lookup.productId }, 'store inventory lookup failed')
        return null
      }),
    ),
  )
  const answered = inventories.filter((inventory) => inventory !== null)
  for (const issue of storeStockIssues(lines, answered)) {
    const store = issue.storeName ?? issue.storeId
    notices.set(issue.itemId, {
      tone: 'warning',
      message:
        issue.available > 0
          ? t('cart:storeStock.short', { count: issue.available, store })
          : t('cart:storeStock.gone', { store }),
    })
  }
  return notices
}
