import type { ShopperSession } from '#app/sessions.server.ts'

/**
 * The shopper's cart id (the spec's basketId) as the session keeps it. This module alone reads, sets
 * and forgets the session's `basketId` (lint keeps it so): the cart of a request is the one named here,
 * whoever asks — the cart, checkout, payments, sign-in, the site switch or the root middleware.
 * It takes the session, not the `Shopper`, so that the root middleware can use it too.
 */

/** The id of the shopper's cart, if the session has one. */
export function basketIdOf(session: ShopperSession): string | undefined {
  return session.get('basketId')
}

/**
 * The session's cart is now `basketId` (a cart made, rebuilt, merged at sign-in or brought back), the
 * cart of site `siteId`: the site it belongs to is recorded with it (decision 095).
 */
export function setBasketId(session: ShopperSession, basketId: string, siteId: string) {
  session.set('basketId', basketId)
  session.set('cartSite', siteId)
}

/** The session has no cart any more (an order placed, a site switched, the cart dropped), nor its site. */
export function forgetBasketId(session: ShopperSession) {
  session.unset('basketId')
  session.unset('cartSite')
}
