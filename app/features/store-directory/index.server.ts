/**
 * The store directory (the stores API): store search, names, collection points and store stock. The
 * cart, checkout, orders, the associate's sale and the store locator read it, so it sits below them.
 */
export {
  getStoreInventory,
  listStores,
  searchCollectionPoints,
  searchStores,
  storeNames,
} from './api/stores.server.ts'
