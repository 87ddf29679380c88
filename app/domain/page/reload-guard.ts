/**
 * CONST-015: an automatic reload (the invalid-customer recovery, CART-056) is not repeated within
 * 10000 ms of the last one, so a page that keeps answering the same way cannot reload in a loop.
 */
export const RELOAD_GUARD_MS = 10_000

/** True when the last automatic reload, at `lastReloadAt` (ms, 0 for none), is old enough for another. */
export function reloadAllowed(lastReloadAt: number, now: number): boolean {
  // A stored time that is not a number (tampered, another version's) must not block reloads for good.
  return !Number.isFinite(lastReloadAt) || now - lastReloadAt >= RELOAD_GUARD_MS
}

/** CONST-012: after an invalid customer (CART-056) the page tells the shopper and reloads 4 s later. */
export const INVALID_CUSTOMER_RELOAD_MS = 4000

/**
 * Calls `reload` once, `delayMs` from now, unless the guard refuses because the last automatic reload
 * (at `lastReloadAt`, ms) is too recent. Returns what cancels it (an effect's cleanup).
 */
export function scheduleReload(delayMs: number, lastReloadAt: number, reload: () => void): () => void {
  if (!reloadAllowed(lastReloadAt, Date.now())) return () => {}
  const timer = setTimeout(reload, delayMs)
  return () => clearTimeout(timer)
}
