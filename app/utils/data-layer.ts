import type { DataLayerEvent } from '#app/models/data-layer.ts'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/**
 * Appends a tracking event to `window.dataLayer` (browser only; a no-op on the server). The pushes are
 * local only: no tag manager or analytics script is loaded, so nothing leaves the page; the consent
 * gate belongs with the tag loader that will read this array.
 */
export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return
  window.dataLayer ??= []
  window.dataLayer.push(event)
}
