/**
 * Buy in store (000 §1, §3, §4, §6; INSTORE-001..INSTORE-011): an associate connects to a store with a
 * store id and an employee id and buys on behalf of a shopper. The context lives in the server session
 * (the spec keeps it in session storage; a server session serves the same purpose without JavaScript).
 * Session storage ends with the tab; a session cookie lasts 30 days. So the context carries its connect
 * time and ends with the associate's shift (`ASSOCIATE_SESSION_MINUTES`, decision 067).
 */

export interface InStoreContext {
  storeId: string
  storeName: string
  storeEmployeeId: string
  storeEmployeeName: string
}

/** The in-store context as the session keeps it: with when the associate connected (epoch ms). */
export interface InStoreSession extends InStoreContext {
  connectedAt: number
}

/**
 * How long an associate stays connected unless configured: long enough for a long assisted sale, short
 * enough that a till left signed in does not keep an associate's powers (price adjustments) for a day.
 */
export const DEFAULT_ASSOCIATE_SESSION_MINUTES = 120

// Instances' clocks differ a little: a connect time this far ahead of ours is still believed.
const CLOCK_SKEW_MS = 60_000

/**
 * True when the shift that began at `connectedAt` is over at `now`: at `connectedAt + shift` exactly it
 * is. A context without a connect time (sealed before contexts had one) or one implausibly far in the
 * future has no known end, and counts as over.
 */
export function isShiftOver(connectedAt: unknown, now: number, shiftMinutes: number): boolean {
  if (typeof connectedAt !== 'number' || !Number.isFinite(connectedAt)) return true
  if (connectedAt - now > CLOCK_SKEW_MS) return true
  return now >= connectedAt + shiftMinutes * 60_000
}

/** INSTORE-003: an associate counts as connected when both the store id and the employee id are set. */
export function isConnectedAssociate<T extends { storeId?: string; storeEmployeeId?: string }>(
  store: T | undefined,
): store is T & { storeId: string; storeEmployeeId: string } {
  return Boolean(store?.storeId && store.storeEmployeeId)
}

/** The session's in-store context while its associate is connected and within the shift; else undefined. */
export function liveInStoreContext<
  T extends { storeId?: string; storeEmployeeId?: string; connectedAt?: unknown },
>(
  store: T | undefined,
  now: number,
  shiftMinutes: number,
): (T & { storeId: string; storeEmployeeId: string }) | undefined {
  return isConnectedAssociate(store) && !isShiftOver(store.connectedAt, now, shiftMinutes) ? store : undefined
}

/** INSTORE-007: the in-store sales info an order carries. */
export interface InStoreSalesInfo {
  storeId: string
  storeEmployeeId: string
}

/** INSTORE-007: what an order carries while an associate is connected (none otherwise). */
export function inStoreSalesInfo(
  store: { storeId?: string; storeEmployeeId?: string } | undefined,
): InStoreSalesInfo | undefined {
  return isConnectedAssociate(store)
    ? { storeId: store.storeId, storeEmployeeId: store.storeEmployeeId }
    : undefined
}

/**
 * INSTORE-010: what may be asked for a store's employee list. The spec does not give the store id's
 * form; the stores' ids are short words of letters, digits, `-` and `_`, and anything else (paths,
 * markup, blanks, long strings) is no store, so it is never sent upstream.
 */
export function isStoreIdFormat(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/.test(value)
}
