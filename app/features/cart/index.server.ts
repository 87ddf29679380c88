/**
 * The cart's public surface: what other features use of it. A feature imports the cart from here only
 * (lint keeps it); the modules behind it are the cart's own to arrange. The basket id in the session
 * is read and set through it alone.
 */
export { basketIdOf, setBasketId } from './basket-id.server.ts'
export { cartErrorMessage, miniCartView } from './cart-action.server.ts'
export { isInvalidCustomer, rememberCart } from './cart-session.server.ts'
export { addToCart, loadCart, refreshCart, updateCartItem } from './shopper-cart.server.ts'
