import type { Shopper } from '#app/context.server.ts'
import { basketIdOf, rememberCart, setBasketId } from '#app/features/cart/index.server.ts'
import { siteForLocale } from '#app/domain/market/site.ts'
import type { SiteCart } from '#app/sessions.server.ts'

/**
 * A cart belongs to the site it was made on: its prices are in that site's currency and do not change
 * (decision 048). Switching to another site puts the current cart aside in the session and brings
 * back the one the shopper had on the new site, if any; switching back restores the first. Nothing is
 * called upstream: a repeated switch writes the same session.
 */
export function switchSiteCart(shopper: Shopper, target: string) {
  const { session } = shopper
  const from = shopper.locale.site.id
  const to = siteForLocale(target).id
  if (from === to) return
  const carts: Record<string, SiteCart> = { ...session.get('siteCarts') }
  const basketId = basketIdOf(session)
  if (basketId) {
    carts[from] = { basketId, cartCount: session.get('cartCount'), cartLines: session.get('cartLines') }
  } else delete carts[from]
  const back = carts[to]
  delete carts[to]
  // The session forgets this site's cart, and the next first add makes a new one (not this one again).
  rememberCart(shopper, null)
  if (back?.basketId) {
    setBasketId(session, back.basketId)
    session.set('cartCount', back.cartCount ?? 0)
    if (back.cartLines?.length) session.set('cartLines', back.cartLines)
  }
  if (Object.keys(carts).length) session.set('siteCarts', carts)
  else session.unset('siteCarts')
  // A checkout under way was for the cart left behind.
  session.unset('checkoutStep')
}
