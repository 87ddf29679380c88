import type { cartAction } from './cart-action.server.ts'
import type { giftAction } from './gift-options.server.ts'

/**
 * The answers of the cart's actions, inferred, for the fetchers of components that the posting route
 * renders itself (a cart line, the gift option form): `useFetcher<CartAction>()` is the cart route's
 * `useFetcher<typeof action>()` without the component importing the route that imports it (a cycle).
 * Types only, like page-data.ts.
 */
export type CartAction = typeof cartAction
export type GiftAction = typeof giftAction
