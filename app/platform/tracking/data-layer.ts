import { dataLayerCategory, type DataLayerEvent } from '#app/domain/tracking/data-layer.ts'
import { CONSENT_ATTRIBUTE } from '#app/domain/tracking/consent-attribute.ts'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/**
 * Appends a tracking event to `window.dataLayer` (browser only; a no-op on the server) when the visitor
 * allows the event's consent category (`dataLayerCategory`). The server writes the allowed categories
 * on the document element (root loader); a page without them (an error page) pushes nothing.
 */
export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return
  const allowed = document.documentElement.getAttribute(CONSENT_ATTRIBUTE)?.split(' ') ?? []
  if (!allowed.includes(dataLayerCategory(event))) return
  window.dataLayer ??= []
  window.dataLayer.push(event)
}
