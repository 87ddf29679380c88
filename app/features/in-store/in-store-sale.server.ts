import type { Shopper } from '#app/context.server.ts'
import type { Cart } from '#app/domain/cart/cart.ts'
import { inStoreSalesInfo, type InStoreSalesInfo } from '#app/domain/stores/in-store.ts'
import { formatMoney } from '#app/domain/market/site.ts'
import { storeNames } from '#app/features/store-directory/index.server.ts'
import { connectedAssociate } from './in-store-session.server.ts'

/**
 * What the checkout and the confirmation show of an in-store sale (INSTORE-001, INSTORE-007): the store
 * by its name from the store list (the associate reads "Ridgeline Portland Pearl District", never the
 * store's id), the associate, and on the checkout the price adjustments made (CART-027).
 */
export interface InStoreSaleView {
  /** The store's name; null when neither the store list nor the associate's login names it. */
  store: string | null
  employeeId: string
  /** The associate's name, while the associate who made the sale is still the one connected. */
  employeeName: string | null
}

export interface InStoreCheckoutView extends InStoreSaleView {
  adjustments: { id: string; item: string; off: string; reason: string }[]
}

/**
 * The names of a sale's store and associate. The store list names the store (one read, as the cart
 * names its pickup stores); the associate's login names it when the list cannot. A name that is only
 * the id again is no name.
 */
export async function inStoreSaleView(shopper: Shopper, sale: InStoreSalesInfo): Promise<InStoreSaleView> {
  const live = connectedAssociate(shopper)
  const names = await storeNames(shopper.api, [sale.storeId])
  const loginName = live?.storeId === sale.storeId ? live.storeName : undefined
  const store = names[sale.storeId] ?? (loginName && loginName !== sale.storeId ? loginName : null)
  const employeeName =
    live?.storeEmployeeId === sale.storeEmployeeId && live.storeEmployeeName !== sale.storeEmployeeId
      ? live.storeEmployeeName || null
      : null
  return { store, employeeId: sale.storeEmployeeId, employeeName }
}

/** The checkout's in-store panel while an associate is connected (within the shift); null otherwise. */
export async function inStoreCheckoutView(
  shopper: Shopper,
  cart: Pick<Cart, 'items' | 'priceAdjustments' | 'currency'>,
): Promise<InStoreCheckoutView | null> {
  const sale = inStoreSalesInfo(connectedAssociate(shopper))
  if (!sale) return null
  const locale = shopper.locale.locale
  const adjustments = cart.priceAdjustments.map((adjustment) => ({
    id: adjustment.id,
    item: cart.items.find((item) => item.id === adjustment.itemId)?.name ?? '',
    off:
      adjustment.type === 'percent'
        ? `${adjustment.value}%`
        : formatMoney(adjustment.value, cart.currency, locale),
    reason: adjustment.reason,
  }))
  return { ...(await inStoreSaleView(shopper, sale)), adjustments }
}
