import type { Cart, GiftOptions } from '#app/domain/cart/cart.ts'
import type { Shopper } from '#app/context.server.ts'
import {
  addItems,
  getCart,
  removeItem,
  reserveWithItem,
  updateItem,
  type CartReadQuery,
  type LineDelivery,
  type NewItem,
} from '#app/features/cart/api/cart.server.ts'
import {
  changeWholeCart,
  firstCartOf,
  isCartNotFound,
  isInvalidCustomer,
  rebuildCart,
  recoverInvalidCustomer,
  rememberCart,
} from '#app/features/cart/cart-session.server.ts'
import { basketIdOf, setBasketId } from './basket-id.server.ts'

/**
 * The shopper's cart as the session knows it: the basket id, the badge count and the lines live in the
 * session (CART-060), so pages that only show the badge make no cart call, and a lost cart can be rebuilt.
 *
 * Recovery (000 §4 Cart recovery):
 * - cart not found (BSK404) on a read, a quantity update or a removal: a new cart is created, the
 *   remaining items are re-added, and the call is retried (CART-053, CART-054, CART-057); when re-adding
 *   fails the shopper is told the cart expired (CART-058);
 * - invalid customer (AUT498): the shopper is signed out, the cart is rebuilt as a guest cart and an
 *   error is shown; the page reloads after 4 s (CART-055, CART-056, A11).
 */

// Layout and page loaders of one request share one cart read.
const reads = new WeakMap<Shopper, Promise<Cart | null>>()

/** What a page asks of its cart read besides the favourite store (CART-015). */
export type CartReadChecks = Pick<CartReadQuery, 'isPatchRequired' | 'inventorySupplyCheck'>

/**
 * Reads the cart once per request, recovering from a lost cart or an invalid customer. The read sends
 * the shopper's favourite store as favStoreId (CART-015); `checks` apply to the request's first read.
 */
export function loadCart(shopper: Shopper, checks: CartReadChecks = {}): Promise<Cart | null> {
  let read = reads.get(shopper)
  if (!read) {
    read = readCart(shopper, checks)
    reads.set(shopper, read)
  }
  return read
}

/** Reads the cart again even if this request read it already (the cart changed upstream, ERR-121). */
export function refreshCart(shopper: Shopper): Promise<Cart | null> {
  reads.delete(shopper)
  return loadCart(shopper)
}

async function readCart(shopper: Shopper, checks: CartReadChecks): Promise<Cart | null> {
  const basketId = basketIdOf(shopper.session)
  if (!basketId) return null
  // A favourite store of another country (another site's) is no pick-up option here.
  const favorite = shopper.session.get('favoriteStore')
  const favStoreId = favorite?.country === shopper.locale.site.country ? favorite.id : undefined
  const query: CartReadQuery = { favStoreId, ...checks }
  try {
    const cart = await getCart(shopper.api, basketId, query)
    rememberCart(shopper, cart)
    return cart
  } catch (error) {
    if (isInvalidCustomer(error)) return recoverInvalidCustomer(shopper)
    if (!isCartNotFound(error)) throw error
    // CART-053: a new cart (with the remaining items), then the read again.
    const rebuilt = await rebuildCart(shopper)
    const cart = await getCart(shopper.api, rebuilt.id, query)
    rememberCart(shopper, cart)
    return cart
  }
}

/**
 * Runs a change on a line of the shopper's cart (changeWholeCart's recovery); on a rebuilt cart the
 * line is found again by its upc, as item ids are the old cart's, and without it the change is moot.
 */
function changeCart(
  shopper: Shopper,
  upc: string,
  change: (basketId: string, itemId: string | undefined) => Promise<Cart>,
  itemId: string,
): Promise<Cart> {
  return changeWholeCart(
    shopper,
    (basketId) => change(basketId, itemId),
    async (rebuilt) => {
      const line = rebuilt.items.find((item) => item.upc === upc && !item.bonus)
      return line ? change(rebuilt.id, line.id) : rebuilt
    },
  )
}

/** PUT /cart/v1/cart/{basketId}/item with recovery (CART-054); quantity 0 removes the line. */
export function updateCartItem(
  shopper: Shopper,
  item: {
    itemId: string
    productId: string
    upc: string
    qty: number
    maxQty?: number
    giftOptions?: GiftOptions
  },
  delivery?: LineDelivery,
) {
  return changeCart(
    shopper,
    item.upc,
    (basketId, itemId) =>
      item.qty === 0
        ? removeItem(shopper.api, basketId, { itemId: itemId ?? item.itemId, upc: item.upc })
        : updateItem(shopper.api, basketId, { ...item, itemId: itemId ?? item.itemId }, delivery),
    item.itemId,
  )
}

/** DELETE /cart/v1/item with recovery (CART-054). */
export function removeCartItem(shopper: Shopper, item: { itemId: string; upc: string }) {
  return changeCart(
    shopper,
    item.upc,
    (basketId, itemId) => removeItem(shopper.api, basketId, { itemId: itemId ?? item.itemId, upc: item.upc }),
    item.itemId,
  )
}

/**
 * Adds items. The first add of a session creates the cart holding them in one call (POST
 * /cart/v1/cartWithItem, CART-014), or, for one item to pick up at `pickupAt`, reserved at that store
 * (POST /cart/v1/reserveWithItem, CART-026); any other add is POST /cart/v1/item.
 */
export async function addToCart(
  shopper: Shopper,
  items: NewItem[],
  { pickupAt }: { pickupAt?: string } = {},
): Promise<Cart> {
  if (!basketIdOf(shopper.session)) {
    const [only] = items
    const first = await firstCartOf(
      shopper,
      items,
      pickupAt && only && items.length === 1 ? () => reserveWithItem(shopper.api, pickupAt, only) : undefined,
    )
    if (first.holdsItems) {
      rememberCart(shopper, first.cart)
      return first.cart
    }
    setBasketId(shopper.session, first.cart.id, shopper.locale.site.id)
  }
  return changeWholeCart(shopper, (basketId) => addItems(shopper.api, basketId, items))
}
