/** The stores' public surface: the favourite store's stock of a product (the product page shows it). */
export { favoriteStoreStock } from './product-stores.server.ts'
