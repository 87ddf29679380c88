/**
 * The cart's public surface: what other features use of it. A feature imports the cart from here only
 * (lint keeps it); the modules behind it are the cart's own to arrange. The basket id in the session
 * is read and set through it alone.
 */
export { basketIdOf, setBasketId } from './basket-id.server.ts'
export { cartOfSite } from './site-cart.server.ts'
export { cartErrorMessage, miniCartView } from './cart-action.server.ts'
export { isInvalidCustomer, rememberCart } from './cart-session.server.ts'
export { addToCart, loadCart, refreshCart, updateCartItem } from './shopper-cart.server.ts'
/** The add-to-cart form's schema, which an express purchase from the product page extends. */
export { AddToCartSchema } from './schemas/cart-intents.ts'
// The cart API's calls (commerce spec §7 Cart: the basket, its addresses, payment instruments and the
// order) for the capabilities built on the basket: checkout, payments, payment methods, help, wishlists.
export { createCart, removeItem, updateItem } from './api/cart.server.ts'
export {
  addCardInstrument,
  addGiftCardInstrument,
  checkGiftCardBalance,
  createPaymentSession,
  getPaymentMethods,
  placeOrder,
  prepareOrder,
  removePaymentInstrument,
  sendDeviceFingerprint,
  setBillingAddress,
  setShippingAddress,
} from './api/checkout.server.ts'
