import type { BeaconEvent } from '#app/models/beacon-queue.ts'

export type { BeaconEvent }

/**
 * The browser's way to the storefront's beacon endpoint. No page needs the queue to render, so its code
 * (`beacon-sender.ts`) loads when the first event comes; the events keep their order.
 */
const sender = () => import('./beacon-sender.ts')

/** Queues an event for the beacon endpoint (browser only; a no-op on the server). */
export function queueBeacon(event: BeaconEvent): void {
  if (typeof window === 'undefined') return
  void sender().then((queue) => queue.queueBeacon(event))
}

/** Sends again what earlier pages could not deliver (PERS-069). */
export function resendPendingBeacons(): void {
  if (typeof window === 'undefined') return
  void sender().then((queue) => queue.resendPendingBeacons())
}
