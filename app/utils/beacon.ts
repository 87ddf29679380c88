/** An event the browser reports to the storefront's beacon endpoint; `type` names its handler. */
export interface BeaconEvent {
  type: string
  [field: string]: unknown
}

/** Queues an event for the beacon endpoint. Nothing is sent until the endpoint exists. */
export function queueBeacon(_event: BeaconEvent): void {}
