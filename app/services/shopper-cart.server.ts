import { isApiError } from '#app/models/api-error.ts'
import type { Cart } from '#app/models/cart.ts'
import type { Shopper } from '#app/context.server.ts'
import { addItems, createCart, getCart, type NewItem } from './cart.server.ts'

/**
 * The shopper's cart as the session knows it: the basket id and the badge count live in the
 * session, so pages that only show the badge make no cart call.
 */

/** Records the cart in the session after any call that returned it. */
export function rememberCart(shopper: Shopper, cart: Cart | null) {
  if (cart) {
    shopper.session.set('basketId', cart.id)
    shopper.session.set('cartCount', cart.totalItems)
  } else {
    shopper.session.unset('basketId')
    shopper.session.unset('cartCount')
  }
}

function isCartNotFound(error: unknown) {
  return isApiError(error) && (error.errorId === 'BSK404' || error.status === 404)
}

// Layout and page loaders of one request share one cart read.
const reads = new WeakMap<Shopper, Promise<Cart | null>>()

/** Reads the cart once per request; a cart the service no longer knows is forgotten (null). */
export function loadCart(shopper: Shopper): Promise<Cart | null> {
  let read = reads.get(shopper)
  if (!read) {
    read = readCart(shopper)
    reads.set(shopper, read)
  }
  return read
}

async function readCart(shopper: Shopper): Promise<Cart | null> {
  const basketId = shopper.session.get('basketId')
  if (!basketId) return null
  try {
    const cart = await getCart(shopper.api, basketId)
    rememberCart(shopper, cart)
    return cart
  } catch (error) {
    if (isCartNotFound(error)) {
      rememberCart(shopper, null)
      return null
    }
    throw error
  }
}

// The first add of a session creates the cart: concurrent first adds must not create two carts.
const firstAdds = new Map<string, Promise<Cart>>()

/** Adds items, creating the cart on the first add (POST /cart/v1/cart, then POST /cart/v1/item). */
export async function addToCart(shopper: Shopper, items: NewItem[]): Promise<Cart> {
  const sid = shopper.session.get('sid') ?? ''
  const pending = firstAdds.get(sid)
  if (pending) await pending.catch(() => undefined)
  let basketId = shopper.session.get('basketId')
  if (!basketId) {
    const creating = createCart(shopper.api)
    firstAdds.set(sid, creating)
    try {
      basketId = (await creating).id
      shopper.session.set('basketId', basketId)
    } finally {
      firstAdds.delete(sid)
    }
  }
  try {
    const cart = await addItems(shopper.api, basketId, items)
    rememberCart(shopper, cart)
    return cart
  } catch (error) {
    if (!isCartNotFound(error)) throw error
    // The cart expired upstream: start a new one holding the items.
    const cart = await createCart(shopper.api)
    const filled = await addItems(shopper.api, cart.id, items)
    rememberCart(shopper, filled)
    return filled
  }
}
