import { DEFAULT_MAX_QTY, DEFAULT_QTY, type CartItem, type ShippingOption } from './cart.ts'

/** Cart lists and item rules (000 §3, §4): shipping codes, order and groups, delivery times, stock states. */

/** CART-011: the shipping method codes. */
export const SHIPPING_METHOD_CODES = ['pickup', 'pudo', 'sts', 'digital', 'customs', 'standard'] as const

/** Codes whose items the shopper collects at a store: they form the pickup group (CART-045). */
const PICKUP_CODES = new Set(['pickup', 'sts'])

/** Cart list settings; `bonusFirst` is the "if configured" of CART-047. */
export const CART_LIST_CONFIG = { bonusFirst: true }

type ListItem = Pick<CartItem, 'bonus' | 'selectedShippingOption' | 'shippingOptions'> & {
  isDigital?: boolean
}

/** CART-061: max quantity and quantity with the spec's defaults (999999 and 1) when unknown. */
export function normaliseItem<T extends { maxQty?: number; qty?: number }>(
  item: T,
): T & { maxQty: number; qty: number } {
  const maxQty = item.maxQty && item.maxQty > 0 ? item.maxQty : DEFAULT_MAX_QTY
  const qty = item.qty && item.qty > 0 ? item.qty : DEFAULT_QTY
  return { ...item, maxQty, qty }
}

/**
 * CART-012: the item's shipping options, or, when the server gives none, one selected, available option:
 * digital for a digital product, standard otherwise.
 */
export function defaultShippingOptions(item: {
  shippingOptions?: ShippingOption[]
  isDigital?: boolean
}): ShippingOption[] {
  if (item.shippingOptions?.length) return item.shippingOptions
  const code = item.isDigital ? 'digital' : 'standard'
  return [{ selected: true, available: true, shippingMethod: { code } }]
}

/** The code of the item's selected shipping method. */
export function selectedShippingCode(item: ListItem): string {
  if (item.selectedShippingOption) return item.selectedShippingOption
  const options = defaultShippingOptions(item)
  return (options.find((o) => o.selected) ?? options[0])!.shippingMethod.code
}

/** CART-045: true for an item collected at a store (pickup, ship to store). */
export function isPickupItem(item: ListItem): boolean {
  return PICKUP_CODES.has(selectedShippingCode(item))
}

/**
 * CART-046 / CART-047: home items first, pickup items last; within each, bonus items first when
 * configured. Otherwise the cart's order is kept (the sort is stable).
 */
export function sortCartItems<T extends ListItem>(
  items: readonly T[],
  { bonusFirst = CART_LIST_CONFIG.bonusFirst } = {},
) {
  const rank = (item: T) => (isPickupItem(item) ? 2 : 0) + (bonusFirst && item.bonus ? 0 : 1)
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item)
}

/** CART-045: the items grouped as home and pickup, each group sorted (CART-046, CART-047). */
export function groupCartItems<T extends ListItem>(
  items: readonly T[],
  options: { bonusFirst?: boolean } = {},
) {
  const sorted = sortCartItems(items, options)
  return {
    home: sorted.filter((item) => !isPickupItem(item)),
    pickup: sorted.filter((item) => isPickupItem(item)),
  }
}

/**
 * CART-048: days of a delivery time for sorting: 'same day' is 0, otherwise the first number of an
 * 'a-b days' range, and 1 when there is no number.
 */
export function deliveryDays(deliveryTime: string | undefined): number {
  if (!deliveryTime) return 1
  if (/same\s*day/i.test(deliveryTime)) return 0
  const first = /(\d+)/.exec(deliveryTime)
  return first ? Number(first[1]) : 1
}

/** Shipping methods or options sorted fastest first by their delivery time (CART-048); stable. */
export function sortByDeliveryTime<T extends { deliveryTime?: string }>(methods: readonly T[]): T[] {
  return methods
    .map((m, index) => ({ m, index }))
    .sort((a, b) => deliveryDays(a.m.deliveryTime) - deliveryDays(b.m.deliveryTime) || a.index - b.index)
    .map(({ m }) => m)
}

export type ItemStockState = 'partial-out-of-stock' | 'full-out-of-stock' | 'delivery-method-change'

const DELIVERY_CHANGES = new Set([
  'PickupToSthTransition',
  'PickupToStsTransition',
  'StsToSthTransition',
  'StsToPickupTransition',
  'STHToPickupTransition',
  'OrderShippingMethodDowngraded',
])

/** CART-051: the stock state a notification code stands for, if any. */
export function itemStockState(type: string): ItemStockState | undefined {
  if (type === 'ProductLineItemInventoryMissing') return 'partial-out-of-stock'
  if (type === 'ProductLineItemFullInventoryMissing' || type === 'ProductItemNotAvailable')
    return 'full-out-of-stock'
  if (DELIVERY_CHANGES.has(type)) return 'delivery-method-change'
  return undefined
}

/** CART-050: item notification types kept per item across cart refetches. */
export const CACHED_ITEM_NOTICE_TYPES = ['ChangedStoreId', 'StsToSthTransition'] as const

/**
 * CART-050: merges the per-item notice cache with the item notifications of a fresh cart. Returns the
 * new cache (keyed by item id, only items still in the cart) and each item's notifications.
 */
export function mergeNoticeCache(
  cache: Readonly<Record<string, string[]>>,
  items: readonly { id: string; customerNotifications: { type: string }[] }[],
) {
  const next: Record<string, string[]> = {}
  for (const item of items) {
    const fresh = item.customerNotifications
      .map((n) => n.type)
      .filter((t) => (CACHED_ITEM_NOTICE_TYPES as readonly string[]).includes(t))
    const kept = [...new Set([...(cache[item.id] ?? []), ...fresh])]
    if (kept.length) next[item.id] = kept
  }
  return next
}
