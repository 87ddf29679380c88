import type { ShopperSession, SiteCart } from '#app/sessions.server.ts'
import { basketIdOf, setBasketId } from './basket-id.server.ts'
import { forgetSessionCart } from './cart-session.server.ts'

/**
 * A cart belongs to the site it was made on: its prices are in that site's currency and do not change
 * (decision 048). The session records the site of its cart (`cartSite`), and every request is served
 * the cart of its own site, however the shopper came to it: the location selector, a link, a typed or
 * bookmarked address. A request on another site puts the current cart aside in the session
 * (`siteCarts`) and brings back the one the shopper had there, if any; coming back restores the first.
 * Languages of one site (en-ca, fr-ca) share its cart. Nothing is called upstream: the same request
 * again writes the same session.
 */

/**
 * At the start of a request on `siteId`: the session's cart is that site's. A cart recorded on another
 * site is put aside, and the one left on this site brought back (also when the session has no cart
 * now); a cart from before the site was recorded stays, as this site's.
 */
export function cartOfSite(session: ShopperSession, siteId: string) {
  const site = session.get('cartSite')
  if (basketIdOf(session)) {
    if (site === undefined) session.set('cartSite', siteId)
    else if (site !== siteId) changeCartSite(session, site, siteId)
  } else if (session.get('siteCarts')?.[siteId]) {
    changeCartSite(session, undefined, siteId)
  }
}

/** Puts the session's cart, if any, aside as `from`'s and brings back the one kept for `to`, if any. */
function changeCartSite(session: ShopperSession, from: string | undefined, to: string) {
  const carts: Record<string, SiteCart> = { ...session.get('siteCarts') }
  const basketId = basketIdOf(session)
  if (basketId && from !== undefined) {
    carts[from] = { basketId, cartCount: session.get('cartCount'), cartLines: session.get('cartLines') }
  } else if (from !== undefined) delete carts[from]
  const back = carts[to]
  delete carts[to]
  // The session forgets the cart left behind, and the next first add makes a new one (not it again).
  forgetSessionCart(session)
  if (back?.basketId) {
    setBasketId(session, back.basketId, to)
    session.set('cartCount', back.cartCount ?? 0)
    if (back.cartLines?.length) session.set('cartLines', back.cartLines)
  }
  if (Object.keys(carts).length) session.set('siteCarts', carts)
  else session.unset('siteCarts')
  // A checkout under way was for the cart left behind.
  session.unset('checkoutStep')
}
