/**
 * Buy in store (000 §1, §3, §4, §6; INSTORE-001..INSTORE-011): an associate connects to a store with a
 * store id and an employee id and buys on behalf of a shopper. The context lives in the server session
 * (the spec keeps it in session storage; a server session serves the same purpose without JavaScript).
 */

export interface InStoreContext {
  storeId: string
  storeName: string
  storeEmployeeId: string
  storeEmployeeName: string
}

/** INSTORE-003: an associate counts as connected when both the store id and the employee id are set. */
export function isConnectedAssociate<T extends { storeId?: string; storeEmployeeId?: string }>(
  store: T | undefined,
): store is T & { storeId: string; storeEmployeeId: string } {
  return Boolean(store?.storeId && store.storeEmployeeId)
}

/** INSTORE-007: what an order carries while an associate is connected (none otherwise). */
export function inStoreSalesInfo(
  store: { storeId?: string; storeEmployeeId?: string } | undefined,
): { storeId: string; storeEmployeeId: string } | undefined {
  return isConnectedAssociate(store)
    ? { storeId: store.storeId, storeEmployeeId: store.storeEmployeeId }
    : undefined
}
