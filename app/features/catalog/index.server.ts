/** The catalogue's server surface: the product calls other capabilities use. */
export { getInventory, getProductDetails, searchProducts } from './api/products.server.ts'
export { keptCatalogueRead, keptProductDetails } from './kept-reads.server.ts'
