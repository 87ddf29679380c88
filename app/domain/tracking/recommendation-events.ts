/**
 * Recommendation events (CAT-029, CAT-030, decision 041): what the browser reports through the beacon
 * endpoint and what the storefront forwards to the personalisation service. No imports: the browser's
 * recommendation section builds its events with these.
 */

/** Where the events go when `RECOMMENDATION_EVENTS_PATH` is not set: the spec shows no path (A17). */
export const DEFAULT_RECOMMENDATION_EVENTS_PATH = '/personalization/v1/recommendations/events'

/** The most products one impression names (CONST-025). */
export const MAX_IMPRESSION_PRODUCTS = 24

/** The decision of a recommendation answer that sends no impression (CAT-029). */
export const CONTROL = 'Control'

/** Beacon event types, one handler each on the server. */
export const REC_IMPRESSION = 'rec-impression'
export const REC_CLICK = 'rec-click'

// Type aliases, not interfaces: they are beacon events (an open record of fields).
/** A widget's products seen by the shopper, the first 24 of them. */
export type RecImpression = {
  type: typeof REC_IMPRESSION
  widgetId: string
  productIds: string[]
  decision?: string
}

/** A click on a recommended product, carrying the token the widget gave it. */
export type RecClick = {
  type: typeof REC_CLICK
  widgetId?: string
  productId: string
  recToken: string
}

/**
 * The impression of a widget's answer, or null when none is due: the decision is Control or nothing
 * was shown. At most 24 products, in the order shown, each once.
 */
export function recImpression(widget: {
  widgetId: string
  decision?: string
  productIds: string[]
}): RecImpression | null {
  if (widget.decision === CONTROL) return null
  const productIds = [...new Set(widget.productIds)].slice(0, MAX_IMPRESSION_PRODUCTS)
  if (productIds.length === 0) return null
  return {
    type: REC_IMPRESSION,
    widgetId: widget.widgetId,
    productIds,
    ...(widget.decision ? { decision: widget.decision } : {}),
  }
}

/** The click event of a recommended product, or null when the widget gave it no token. */
export function recClick(item: { id: string; token?: string }, widgetId?: string): RecClick | null {
  if (!item.token) return null
  return { type: REC_CLICK, productId: item.id, recToken: item.token, ...(widgetId ? { widgetId } : {}) }
}

/** Event names of the personalisation service's recommendation-event call (001 §7). */
export const UPSTREAM_EVENT = { impression: 'impressions', click: 'recClicks' } as const

/** The body of the upstream call for an impression. */
export function impressionBody(event: Omit<RecImpression, 'type'>, page?: string) {
  return {
    event: UPSTREAM_EVENT.impression,
    widgetId: event.widgetId,
    products: event.productIds.slice(0, MAX_IMPRESSION_PRODUCTS).map((id) => ({ id })),
    ...(event.decision ? { decision: event.decision } : {}),
    ...(page ? { page } : {}),
  }
}

/** The body of the upstream call for a click (recClicks with the item's recToken). */
export function clickBody(event: Omit<RecClick, 'type'>) {
  return {
    event: UPSTREAM_EVENT.click,
    recToken: event.recToken,
    productId: event.productId,
    ...(event.widgetId ? { widgetId: event.widgetId } : {}),
  }
}
