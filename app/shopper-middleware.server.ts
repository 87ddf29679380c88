import { createShopperMiddleware } from './context.server.ts'
import { readConsent } from './features/consent/index.server.ts'
import { basketIdOf, cartOfSite, setBasketId } from './features/cart/index.server.ts'
import { fetchGuestToken, refreshAccessToken } from './features/identity/index.server.ts'

/**
 * The root's shopper middleware (context.server.ts) as the shop runs it, given what capabilities own:
 * the consent cookie, the basket id in the session and the site its cart belongs to, the identity service's token calls. The
 * request's modules stay below the features; this module, above both, puts them together.
 */
export const shopperMiddleware = createShopperMiddleware({
  readConsent,
  basketIdOf,
  setBasketId,
  cartOfSite,
  fetchGuestToken,
  refreshAccessToken,
})
