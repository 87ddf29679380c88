import { href } from '../paths/paths.ts'

/**
 * The browser's queue of events for the storefront's beacon endpoint (PERS-068, PERS-069): events are
 * sent in batches; those the endpoint did not accept wait in a pending store in localStorage, at most
 * 100 (CONST-053, the oldest go first), and are sent again on a later page. Pure helpers; the queue
 * itself is `app/platform/tracking/beacon.ts`.
 */

/**
 * PERS-068: the beacon endpoint the browser reports events to (here rather than in paths.ts, which
 * every page loads: only pages that report events need it).
 */
export const beaconPath = (locale: string): string => href('/:locale/api/beacon', { locale })

/** An event the browser reports to the beacon endpoint; `type` names its handler. */
export interface BeaconEvent {
  type: string
  [field: string]: unknown
}

/** An event waiting in the pending store, with an id so that it is removed once accepted. */
export interface PendingEvent {
  id: string
  event: BeaconEvent
}

/** CONST-053: the pending store holds up to 100 events. */
export const MAX_PENDING_EVENTS = 100
/** A batch is sent at 10 events (CONST-060's batch size)… */
export const BEACON_BATCH_SIZE = 10
/** …or 1000 ms after its first event (the browser's flush interval, A4). */
export const BEACON_FLUSH_MS = 1000
/** The localStorage key of the pending store. */
export const PENDING_STORE_KEY = 'beacon.pending'

/** The store with `entries` added (an entry already there is not doubled); past the limit the oldest go. */
export function addPending(
  store: readonly PendingEvent[],
  entries: readonly PendingEvent[],
  max = MAX_PENDING_EVENTS,
): PendingEvent[] {
  const adding = new Set(entries.map((entry) => entry.id))
  const merged = [...store.filter((entry) => !adding.has(entry.id)), ...entries]
  return merged.slice(Math.max(0, merged.length - max))
}

/** The store without the entries of `ids` (accepted by the endpoint). */
export function removePending(store: readonly PendingEvent[], ids: readonly string[]): PendingEvent[] {
  const accepted = new Set(ids)
  return store.filter((entry) => !accepted.has(entry.id))
}

function isPendingEvent(value: unknown): value is PendingEvent {
  if (typeof value !== 'object' || value === null) return false
  const { id, event } = value as { id?: unknown; event?: unknown }
  return (
    typeof id === 'string' &&
    typeof event === 'object' &&
    event !== null &&
    typeof (event as { type?: unknown }).type === 'string'
  )
}

/** The pending store as stored; anything unreadable counts as empty. */
export function parsePending(raw: string | null): PendingEvent[] {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter(isPendingEvent).slice(-MAX_PENDING_EVENTS) : []
  } catch {
    return []
  }
}
