import type { Shopper } from '#app/context.server.ts'
import { liveInStoreContext, type InStoreContext, type InStoreSession } from '#app/domain/stores/in-store.ts'

/**
 * The associate's buy-in-store context in the session (INSTORE-002, INSTORE-004): it starts at the
 * associate login, ends with the associate's own end or a sign-out, and otherwise with the shift
 * (`ASSOCIATE_SESSION_MINUTES`, decision 067). Everything that acts for an associate reads it here, so
 * a context past its shift is no context anywhere.
 */

/**
 * The connected associate's context while the shift lasts; undefined otherwise. A context found over
 * is removed from the session, which this request's response then writes.
 */
export function connectedAssociate(shopper: Shopper, now = Date.now()): InStoreSession | undefined {
  const store = shopper.session.get('store')
  if (!store) return undefined
  const live = liveInStoreContext(store, now, shopper.env.ASSOCIATE_SESSION_MINUTES)
  if (!live) {
    shopper.session.unset('store')
    shopper.logger.info(
      { event: 'in-store-session-over', storeId: store.storeId },
      'in-store context past its shift (or without a connect time) removed',
    )
  }
  return live
}

/** Starts the in-store session: the four fields the spec names and the connect time, nothing else. */
export function startInStoreSession(shopper: Shopper, context: InStoreContext, now = Date.now()) {
  const { storeId, storeName, storeEmployeeId, storeEmployeeName } = context
  shopper.session.set('store', { storeId, storeName, storeEmployeeId, storeEmployeeName, connectedAt: now })
}

/** Ends the in-store session, whatever is left of the shift. */
export function clearInStoreContext(shopper: Shopper) {
  shopper.session.unset('store')
}
