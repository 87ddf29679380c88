import { recClick, recImpression } from '#app/domain/tracking/recommendation-events.ts'
import { queueBeacon } from '#app/platform/tracking/beacon.ts'

/**
 * The browser's recommendation events (CAT-029, CAT-030, decision 041), queued for the beacon endpoint.
 * Loaded on first use by the product page's section and by the block list: it is never part of a
 * page's first load.
 */

/** Queues the impression of what a widget showed; nothing when the decision is Control. */
export function trackImpression(widget: { widgetId: string; decision?: string; productIds: string[] }) {
  const event = recImpression(widget)
  if (event) queueBeacon(event)
}

/** Queues the click on a recommended product with its recToken; nothing without a token. */
export function trackClick(item: { id: string; token?: string }, widgetId?: string) {
  const event = recClick(item, widgetId)
  if (event) queueBeacon(event)
}

/**
 * The click event of a recommendation block's card, from the data the server wrote on it
 * (`data-rec-token`, `data-rec-product`, and `data-rec-widget` on the block); null without a token.
 */
export function cardClick(card: DOMStringMap, block: DOMStringMap | undefined) {
  if (!card.recProduct) return null
  return recClick({ id: card.recProduct, token: card.recToken }, block?.recWidget)
}

/** Queues the click on a recommendation block's card (see cardClick). */
export function trackCardClick(card: DOMStringMap, block: DOMStringMap | undefined) {
  const event = cardClick(card, block)
  if (event) queueBeacon(event)
}
