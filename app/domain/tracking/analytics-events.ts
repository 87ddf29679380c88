import {
  analyticsFromCartItem,
  analyticsFromTile,
  filledProduct,
  sentProduct,
  type AnalyticsProduct,
  type ListPlacement,
  type SentProduct,
} from './analytics-product.ts'
import type { Cart } from '../cart/cart.ts'
import type { DataLayerEvent } from './data-layer.ts'
import type { StockLevel } from '../catalog/inventory.ts'
import type { OrderDetails } from '../orders/order-details.ts'
import type { ShownTile } from '../catalog/product.ts'

/**
 * The ecommerce events of `window.dataLayer` (001 §3, §7; decision 042), built by loaders and actions
 * from what the page already read, so the browser only pushes them. Each carries analytics product
 * records (PERS-043) under `ecommerce.items`.
 */

/**
 * The events a page pushes once it is shown, and the key that says when it is another showing: the
 * same key again (a revalidation after a form post, a size picked) pushes nothing.
 */
export interface PageTracking {
  key: string
  events: DataLayerEvent[]
}

const round2 = (amount: number) => Math.round(amount * 100) / 100

const ecommerce = (
  event: string,
  fields: Record<string, string | number>,
  items: readonly (AnalyticsProduct | SentProduct)[],
) => ({
  event,
  ecommerce: { ...fields, items },
})

/** The records of a listing's tiles: the list's name, its category, positions from `start` (0-based). */
export function listedProducts(
  tiles: readonly ShownTile[],
  list: Omit<ListPlacement, 'position'> & { start: number },
): AnalyticsProduct[] {
  return tiles.map((tile, index) =>
    analyticsFromTile(tile, { list: list.list, category: list.category, position: list.start + index + 1 }),
  )
}

/**
 * A listing's view: the showing's key and the list's name and category. The server builds the
 * `view_item_list` of the tiles the page shows with it (`listingViewOf`); the tiles themselves are the
 * document's markup, not in the page's data (decision 100).
 */
export interface ListingTracking {
  key: string
  list: string
  category?: string
}

/** The view of a listing's tiles, from their first position (`start`, 0-based): what the browser pushes. */
export function listingViewOf(
  tracking: ListingTracking,
  tiles: readonly ShownTile[],
  start: number,
): PageTracking {
  const items = listedProducts(tiles, { list: tracking.list, category: tracking.category, start })
  // A listing's records go without their null fields: the browser fills them in (`filledEvent`).
  return { key: tracking.key, events: [productListViewEvent(tracking.list, items.map(sentProduct))] }
}

/**
 * An event of a page's data as the data layer gets it: each of its product records whole again
 * (PERS-043), whatever the data left out.
 */
export function filledEvent(event: DataLayerEvent): DataLayerEvent {
  const { ecommerce: fields } = event
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return event
  const { items } = fields as { items?: unknown }
  if (!Array.isArray(items)) return event
  return { ...event, ecommerce: { ...fields, items: (items as SentProduct[]).map(filledProduct) } }
}

/** A listing shown: every tile of the page. */
export function productListViewEvent(
  list: string,
  items: readonly (AnalyticsProduct | SentProduct)[],
): DataLayerEvent {
  return ecommerce('view_item_list', { item_list_name: list }, items)
}

/** A tile chosen from a listing (pushed by the click listener from the tile's attribute). */
export function productSelectEvent(item: AnalyticsProduct): DataLayerEvent {
  return ecommerce('select_item', { item_list_name: item.list ?? '' }, [item])
}

/**
 * The selection of a listed tile, from the record the listing's view (`view_item_list`) gave it: the
 * browser builds it, so no page carries one copy of every tile's record per tile. Nothing when the
 * page's tracking lists no such product.
 */
export function listedSelectEvent(
  tracking: PageTracking | undefined,
  productId: string,
): DataLayerEvent | undefined {
  for (const event of tracking?.events ?? []) {
    if (event.event !== 'view_item_list') continue
    const { items = [] } = (event.ecommerce ?? {}) as { items?: AnalyticsProduct[] }
    const item = items.find((listed) => listed.id === productId)
    if (item) return productSelectEvent(item)
  }
  return undefined
}

/** A product page shown. */
export function productViewEvent(item: AnalyticsProduct, currency: string): DataLayerEvent {
  return ecommerce('view_item', { currency, value: item.price }, [item])
}

/** Lines added to the cart: the cart's own line for each sku added, with the quantity added. */
export function addToCartEvent(cart: Cart, added: readonly { upc: string; qty: number }[]): DataLayerEvent {
  const items = added.flatMap(({ upc, qty }) => {
    const line = cart.items.find((item) => item.upc === upc && !item.bonus)
    return line ? [{ ...analyticsFromCartItem(line), quantity: qty }] : []
  })
  const value = round2(items.reduce((sum, item) => sum + item.price * (item.quantity ?? 1), 0))
  return ecommerce('add_to_cart', { currency: cart.currency, value }, items)
}

/** The cart page shown, with every line (a gift-with-purchase line as a Free Gift). */
export function cartViewEvent(cart: Cart): DataLayerEvent {
  return ecommerce(
    'view_cart',
    { currency: cart.currency, value: cart.totals.total },
    cart.items.map((item) => analyticsFromCartItem(item)),
  )
}

/** The checkout entered. */
export function beginCheckoutEvent(cart: Cart): DataLayerEvent {
  const coupon = cart.couponItems.map((c) => c.code).join(',')
  return ecommerce(
    'begin_checkout',
    { currency: cart.currency, value: cart.totals.total, ...(coupon ? { coupon } : {}) },
    cart.items.map((item) => analyticsFromCartItem(item)),
  )
}

/** An order placed: its number, totals and lines, pushed once on its confirmation. */
export function purchaseEvent(
  order: Pick<OrderDetails, 'orderNumber' | 'items' | 'totals' | 'currency'>,
  fallbackCurrency: string,
): DataLayerEvent {
  return ecommerce(
    'purchase',
    {
      transaction_id: order.orderNumber,
      currency: order.currency ?? fallbackCurrency,
      value: order.totals?.total ?? 0,
      shipping: order.totals?.shipping ?? 0,
      tax: order.totals?.tax ?? order.totals?.taxAmount ?? 0,
    },
    order.items.map((item) => analyticsFromCartItem(item)),
  )
}

/** The chosen colour's stock on a product page: the chosen size's, else in stock when any size is. */
export function chosenStock(
  sizes: readonly { level: StockLevel; available: boolean }[],
  selected: { level: StockLevel } | null,
): StockLevel {
  if (selected) return selected.level
  if (sizes.some((size) => size.available)) return 'in-stock'
  return sizes.some((size) => size.level === 'unknown') ? 'unknown' : 'out-of-stock'
}
