/**
 * The cart's public surface: what other features use of it. A feature imports the cart from here only
 * (lint keeps it); the modules behind it are the cart's own to arrange.
 */
export { basketIdOf, forgetBasketId, setBasketId } from './basket-id.server.ts'
export { rememberCart } from './cart-session.server.ts'
