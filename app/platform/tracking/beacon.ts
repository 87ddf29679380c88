import type { BeaconEvent } from '#app/domain/tracking/beacon-queue.ts'
import { pageAllows } from '#app/domain/tracking/consent-attribute.ts'

export type { BeaconEvent }

/**
 * The browser's way to the storefront's beacon endpoint. No page needs the queue to render, so its code
 * (`beacon-sender.ts`) loads when the first event comes; the events keep their order.
 */
const sender = () => import('./beacon-sender.ts')

/**
 * Every event the endpoint takes (recommendation impressions and clicks, tiles seen, experiment events)
 * is tracking for personalisation, which needs targeting consent (PERS-001, decision 037). Without it
 * nothing is sent at all: the server would drop it, but the visitor said no to it leaving the browser.
 */
const allowed = () => pageAllows('targeting')

/** Queues an event for the beacon endpoint (browser only; a no-op on the server or without targeting consent). */
export function queueBeacon(event: BeaconEvent): void {
  if (typeof window === 'undefined' || !allowed()) return
  void sender().then((queue) => queue.queueBeacon(event))
}

/** Sends again what earlier pages could not deliver (PERS-069). */
export function resendPendingBeacons(): void {
  if (typeof window === 'undefined' || !allowed()) return
  void sender().then((queue) => queue.resendPendingBeacons())
}
