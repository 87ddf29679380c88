/**
 * The associate's buy-in-store session (INSTORE-002, decision 067): not the shopper's identity, so a
 * feature of its own that sign-in, the cart, checkout, favourites and personalisation all read.
 */
export { clearInStoreContext, connectedAssociate, startInStoreSession } from './in-store-session.server.ts'
export {
  inStoreCheckoutView,
  inStoreSaleView,
  type InStoreCheckoutView,
  type InStoreSaleView,
} from './in-store-sale.server.ts'
