/** The stores' public surface: the favourite store's stock of a product (the product page shows it). */
export { favoriteStoreStock } from './product-stores.server.ts'
/** The names of the stores a cart or an order collects at (never a store id on a page). */
export { storeNames } from './store-names.server.ts'
