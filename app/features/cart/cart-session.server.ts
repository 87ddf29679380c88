import { isApiError } from '#app/domain/errors/api-error.ts'
import type { Cart } from '#app/domain/cart/cart.ts'
import { resolveErrorId } from '#app/domain/errors/errors.ts'
import type { Shopper } from '#app/context.server.ts'
import { clearSignedInData, type ShopperSession } from '#app/sessions.server.ts'
import {
  addItems,
  createCart,
  createCartWithItems,
  type NewItem,
} from '#app/features/cart/api/cart.server.ts'
import { forgetOnce, runOnce } from '#app/platform/state/run-once.server.ts'
import { basketIdOf, forgetBasketId, setBasketId } from './basket-id.server.ts'

/**
 * What the session remembers of the shopper's cart (CART-060) and how a lost cart comes back
 * (000 §4 Cart recovery): the basket id, the badge count and the lines live in the session, so a cart
 * that is not found is rebuilt from them, and an invalid customer is signed out and given a guest cart.
 */

/** What recovery happened during this request, for the page to tell the shopper. */
export type CartRecovery = 'rebuilt' | 'expired' | 'invalid-customer'

// Only this many lines are kept for a rebuild: the session cookie has a size limit.
const MAX_REMEMBERED_LINES = 30

const recoveries = new WeakMap<Shopper, CartRecovery>()

/** The recovery that ran during this request, if any. */
export function cartRecovery(shopper: Shopper): CartRecovery | undefined {
  return recoveries.get(shopper)
}

/** Records the cart in the session after any call that returned it. */
export function rememberCart(shopper: Shopper, cart: Cart | null) {
  if (cart) {
    setBasketId(shopper.session, cart.id, shopper.locale.site.id)
    shopper.session.set('cartCount', cart.totalItems)
    const lines = cart.items
      .filter((item) => !item.bonus)
      .slice(0, MAX_REMEMBERED_LINES)
      .map((item) => `${item.productId}|${item.upc}|${item.qty}`)
    if (lines.length) shopper.session.set('cartLines', lines)
    else shopper.session.unset('cartLines')
  } else {
    forgetSessionCart(shopper.session)
  }
}

/**
 * The session keeps nothing of a cart (an order was placed, the cart dropped, another site's cart is
 * brought back): the next first add of this session makes a new cart.
 */
export function forgetSessionCart(session: ShopperSession) {
  forgetBasketId(session)
  session.unset('cartCount')
  session.unset('cartLines')
  const sid = session.get('sid')
  if (sid) void forgetOnce(firstCartKey(sid))
}

/** The lines the session remembers, as items to re-add. */
export function rememberedItems(shopper: Shopper): NewItem[] {
  return (shopper.session.get('cartLines') ?? []).flatMap((line) => {
    const [productId, upc, qty] = line.split('|')
    const n = Number(qty)
    return productId && upc && Number.isInteger(n) && n > 0 ? [{ productId, upc, qty: n }] : []
  })
}

/** True for cart-not-found (BSK404 / CART_NOT_FOUND). */
export function isCartNotFound(error: unknown) {
  return (
    isApiError(error) && (resolveErrorId(error.errorId ?? '') === 'CART_NOT_FOUND' || error.status === 404)
  )
}

/** True for invalid customer (AUT498 / INVALID_CUSTOMER). */
export function isInvalidCustomer(error: unknown) {
  return isApiError(error) && resolveErrorId(error.errorId ?? '') === 'INVALID_CUSTOMER'
}

/** Signs the shopper out: tokens, cart, favorites and profile keys go; the next call gets a guest token. */
export function signOutShopper(shopper: Shopper) {
  clearSignedInData(shopper.session)
  shopper.resetToken()
}

/**
 * CART-057 / CART-058: a new cart holding the remaining items. When re-adding fails the new, empty
 * cart is kept and the recovery is 'expired' (the cart-expired message).
 */
export async function rebuildCart(shopper: Shopper, items = rememberedItems(shopper)): Promise<Cart> {
  const fresh = await createCart(shopper.api)
  rememberCart(shopper, fresh)
  if (!items.length) return fresh
  try {
    const filled = await addItems(shopper.api, fresh.id, items)
    rememberCart(shopper, filled)
    recoveries.set(shopper, 'rebuilt')
    return filled
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.info({ err: error }, 'cart rebuild failed; the cart has expired')
    recoveries.set(shopper, 'expired')
    return fresh
  }
}

/** CART-055 / CART-056: sign out, rebuild the cart as a guest from the remembered lines. */
export async function recoverInvalidCustomer(shopper: Shopper): Promise<Cart> {
  const items = rememberedItems(shopper)
  signOutShopper(shopper)
  const cart = await rebuildCart(shopper, items)
  recoveries.set(shopper, 'invalid-customer')
  return cart
}

/**
 * Runs a change on the session's cart and remembers the cart it answers. Cart not found, or no cart
 * yet: a new cart with the remembered lines, then `retry` on it, by default the same change (CART-053,
 * CART-054, CART-057). Invalid customer: the shopper is signed out with a guest cart (CART-055) and the
 * error goes on, so the caller can tell the shopper.
 */
export async function changeWholeCart(
  shopper: Shopper,
  change: (basketId: string) => Promise<Cart>,
  retry: (rebuilt: Cart) => Promise<Cart> = (rebuilt) => change(rebuilt.id),
): Promise<Cart> {
  const basketId = basketIdOf(shopper.session)
  try {
    if (!basketId) throw new Error('no cart')
    const cart = await change(basketId)
    rememberCart(shopper, cart)
    return cart
  } catch (error) {
    if (isInvalidCustomer(error)) {
      await recoverInvalidCustomer(shopper)
      throw error
    }
    if (basketId && !isCartNotFound(error)) throw error
    const cart = await retry(await rebuildCart(shopper))
    rememberCart(shopper, cart)
    return cart
  }
}

// The first add of a session creates the cart: concurrent first adds, on any instance, must share that
// one cart. Requests that left with the same (cart-less) cookie find it for a while (decision 044).
const FIRST_CART_MEMORY_MS = 60_000
const FIRST_CART_LEASE_MS = 30_000

const firstCartKey = (sid: string) => `first-cart:${sid}`

/** The session's first cart, and whether it was created holding this request's items. */
export interface FirstCart {
  cart: Cart
  holdsItems: boolean
}

/**
 * The session's first cart: created once, however many first adds arrive together. The add that
 * creates it creates it holding its items (`create`; by default POST /cart/v1/cartWithItem, CART-014);
 * the others get that cart (`holdsItems` false) and add theirs to it.
 */
export async function firstCartOf(
  shopper: Shopper,
  items: NewItem[],
  create: () => Promise<Cart> = () => createCartWithItems(shopper.api, items),
): Promise<FirstCart> {
  const sid = shopper.session.get('sid')
  if (!sid) return { cart: await create(), holdsItems: true }
  for (let attempt = 1; ; attempt += 1) {
    let ran = false
    try {
      // Fails open: without the shared store each instance still creates one cart per session.
      const cart = await runOnce(
        firstCartKey(sid),
        { rememberMs: FIRST_CART_MEMORY_MS, leaseMs: FIRST_CART_LEASE_MS, onStoreError: 'open' },
        () => {
          ran = true
          return create()
        },
      )
      return { cart, holdsItems: ran }
    } catch (error) {
      // Another add's items were refused (out of stock, say): nothing was created, so this add
      // creates the cart with its own items instead. A failure is never remembered.
      if (ran || attempt > 1 || !isApiError(error)) throw error
    }
  }
}
