import { queueBeacon } from '#app/platform/tracking/beacon.ts'

/**
 * PERS-040: listing tiles that became visible are reported to the storefront's beacon endpoint, which
 * tells the decision engine (decision 039). A tile counts once per page address. The type and fields
 * are those of the server's thumbnail-view handler (`THUMBNAIL_VIEW_BEACON`, `ThumbnailViewSchema`).
 */

const BEACON_TYPE = 'thumbnail-view'
/** The most tiles one beacon carries (the handler's limit). */
const MAX_PER_BEACON = 48

const seen = new Set<string>()
let observer: IntersectionObserver | undefined

function report(entries: IntersectionObserverEntry[]) {
  const products: { productId: string; position?: number }[] = []
  for (const entry of entries) {
    if (!entry.isIntersecting) continue
    const element = entry.target as HTMLElement
    observer?.unobserve(element)
    const productId = element.dataset.productId
    const key = `${location.pathname}${location.search}|${productId}`
    if (!productId || seen.has(key)) continue
    seen.add(key)
    const position = Number(element.dataset.position)
    products.push({ productId, ...(Number.isInteger(position) ? { position } : {}) })
  }
  for (let start = 0; start < products.length; start += MAX_PER_BEACON) {
    queueBeacon({
      type: BEACON_TYPE,
      products: products.slice(start, start + MAX_PER_BEACON),
      screen: { width: window.screen.width, height: window.screen.height },
    })
  }
}

/**
 * A ref for a listing tile carrying `data-product-id` (and `data-position`): watched until it is at
 * least half visible. Module-level, so React attaches it once per element.
 */
export function observeThumbnail(element: HTMLElement | null) {
  if (!element || typeof IntersectionObserver === 'undefined') return
  observer ??= new IntersectionObserver(report, { threshold: 0.5 })
  observer.observe(element)
  return () => observer?.unobserve(element)
}
