import {
  addPending,
  BEACON_BATCH_SIZE,
  BEACON_FLUSH_MS,
  parsePending,
  PENDING_STORE_KEY,
  removePending,
  type BeaconEvent,
  beaconPath,
  type PendingEvent,
} from '#app/domain/tracking/beacon-queue.ts'
import { sameOriginFetch } from '../http/same-origin-fetch.ts'

export type { BeaconEvent }

/**
 * The browser's queue to the storefront's beacon endpoint (PERS-068, PERS-069): events go in batches
 * of 10 or after 1 s by `fetch` with keepalive; when the page is hidden or left, what is queued goes by
 * `navigator.sendBeacon`. A batch the endpoint does not accept waits in localStorage (up to 100) and is
 * sent again when a later page first uses the queue; it is removed once accepted. Loaded on first use
 * through `beacon.ts`.
 */

const queue: PendingEvent[] = []
let timer: ReturnType<typeof setTimeout> | undefined
let started = false
let counter = 0

function endpoint(): string {
  return beaconPath(window.location.pathname.split('/')[1] ?? '')
}

function readStore(): PendingEvent[] {
  try {
    return parsePending(window.localStorage.getItem(PENDING_STORE_KEY))
  } catch {
    return []
  }
}

function writeStore(store: PendingEvent[]) {
  try {
    if (store.length) window.localStorage.setItem(PENDING_STORE_KEY, JSON.stringify(store))
    else window.localStorage.removeItem(PENDING_STORE_KEY)
  } catch {
    // Storage full or refused: the events are lost, the page is not.
  }
}

function body(entries: readonly PendingEvent[]): string {
  return JSON.stringify({ events: entries.map((entry) => entry.event) })
}

/** Posts a batch; accepted ones leave the pending store, refused ones join it. */
function send(entries: PendingEvent[]) {
  if (!entries.length) return
  void sameOriginFetch(endpoint(), {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: body(entries),
  })
    .then((response) => response.ok)
    .catch(() => false)
    .then((accepted) => {
      const ids = entries.map((entry) => entry.id)
      writeStore(accepted ? removePending(readStore(), ids) : addPending(readStore(), entries))
    })
}

function flush() {
  clearTimeout(timer)
  timer = undefined
  send(queue.splice(0))
}

/** PERS-068: the page is going away: what is queued leaves by beacon (kept for later if refused). */
function flushClosing() {
  clearTimeout(timer)
  timer = undefined
  const entries = queue.splice(0)
  if (!entries.length) return
  // text/plain keeps the beacon a simple request; the endpoint reads the body as JSON whatever its type.
  const sent =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(endpoint(), new Blob([body(entries)], { type: 'text/plain;charset=UTF-8' }))
  if (!sent) writeStore(addPending(readStore(), entries))
}

function start() {
  if (started) return
  started = true
  window.addEventListener('pagehide', flushClosing)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushClosing()
  })
  // PERS-069: what an earlier page could not deliver goes again now.
  send(readStore())
}

/** Sends again what earlier pages could not deliver (and starts the queue). */
export function resendPendingBeacons(): void {
  if (typeof window === 'undefined') return
  start()
}

/** Queues an event for the beacon endpoint (browser only; a no-op on the server). */
export function queueBeacon(event: BeaconEvent): void {
  if (typeof window === 'undefined') return
  start()
  counter += 1
  queue.push({ id: `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`, event })
  if (queue.length >= BEACON_BATCH_SIZE) flush()
  else timer ??= setTimeout(flush, BEACON_FLUSH_MS)
}
