import type { Shopper } from '#app/context.server.ts'
import {
  beginCheckoutEvent,
  cartViewEvent,
  chosenStock,
  listingViewOf,
  productViewEvent,
  purchaseEvent,
  type ListingTracking,
  type PageTracking,
} from '#app/domain/tracking/analytics-events.ts'
import { analyticsFromProduct } from '#app/domain/tracking/analytics-product.ts'
import { allows } from '#app/domain/tracking/consent.ts'
import { dataLayerCategory } from '#app/domain/tracking/data-layer.ts'
import type { Cart } from '#app/domain/cart/cart.ts'
import type { SizeOption } from '#app/domain/catalog/inventory.ts'
import type { OrderDetails } from '#app/domain/orders/order-details.ts'
import type { ListedSearch, ProductColor, ProductDetails } from '#app/domain/catalog/product.ts'

/**
 * The page events of decision 042, from what each loader already read: the browser pushes them as
 * they are (`app/platform/tracking/page-tracking.ts`), once per showing, which the key tells.
 */

/**
 * A page's events as its data carries them: those the visitor's consent lets the browser push
 * (`pushDataLayer` asks the same of each, PERS-001). A visitor who has not allowed them, as every EU
 * visitor until they answer the banner, is not sent them: a listing's view, every tile's record, was
 * 2 to 3 kB of each page's data that the browser dropped. The key stays: it names the showing.
 */
function allowed(shopper: Shopper, tracking: PageTracking): PageTracking {
  const events = tracking.events.filter((event) => allows(shopper.consent, dataLayerCategory(event)))
  return events.length === tracking.events.length ? tracking : { key: tracking.key, events }
}

/** A product page: the product in its chosen colour; another colour is another view. */
export function productPageTracking(
  shopper: Shopper,
  product: ProductDetails,
  chosen: { color: ProductColor; sizes: SizeOption[]; selected: SizeOption | null },
): PageTracking {
  const item = analyticsFromProduct(product, {
    color: chosen.color,
    size: chosen.selected?.label ?? null,
    stock: chosenStock(chosen.sizes, chosen.selected),
  })
  return allowed(shopper, {
    key: `${product.id}:${chosen.color.code}`,
    events: [productViewEvent(item, shopper.locale.site.currency)],
  })
}

/**
 * A listing page (category or search): the view of its tiles (`listingViewOf`); a click on a tile
 * pushes its selection, built in the browser from that view's record of it (`listedSelectEvent`).
 * Another page, filter or sort is another view. Built here, as the tiles are the document's markup
 * and not in the page's data (decision 100).
 */
export function listingTracking(
  shopper: Shopper,
  list: { name: string; category?: string; href: string },
  search: ListedSearch,
): { tracking: PageTracking } {
  const view: ListingTracking = {
    key: list.href,
    list: list.name,
    ...(list.category ? { category: list.category } : {}),
  }
  return { tracking: allowed(shopper, listingViewOf(view, search.products, search.start)) }
}

/** The list name of search results in analytics. */
export const SEARCH_LIST = 'Search Results'

/** The cart page: shown once per visit, not again when a line changes. */
export function cartTracking(shopper: Shopper, cart: Cart | null): PageTracking | undefined {
  return cart && cart.items.length > 0
    ? allowed(shopper, { key: 'cart', events: [cartViewEvent(cart)] })
    : undefined
}

/** The checkout: begun when the shopper enters it, not again from step to step. */
export function checkoutTracking(shopper: Shopper, cart: Cart): PageTracking {
  return allowed(shopper, { key: 'checkout', events: [beginCheckoutEvent(cart)] })
}

/**
 * The order confirmation: the purchase is pushed only on the first showing after the order was
 * placed (the session's one-time mark), never on a reload.
 */
export function purchaseTracking(
  shopper: Shopper,
  order: OrderDetails | undefined,
): PageTracking | undefined {
  const placed = shopper.session.get('purchaseToTrack')
  if (!order || placed !== order.orderNumber) return undefined
  return allowed(shopper, {
    key: order.orderNumber,
    events: [purchaseEvent(order, shopper.locale.site.currency)],
  })
}
