import { filledEvent, listedSelectEvent, type PageTracking } from '#app/domain/tracking/analytics-events.ts'
import { TRACK_CLICK_ATTRIBUTE, clickEventOf, type DataLayerEvent } from '#app/domain/tracking/data-layer.ts'
import { LISTED_PAGE_EVENT } from '#app/domain/tracking/listed-page.ts'
import { pushDataLayer } from './data-layer.ts'

/**
 * The browser's half of the ecommerce and promotion tracking (decision 042), loaded after hydration:
 * it pushes the events the matched routes' loaders computed, once per showing of a page, and the
 * events that elements rendered by the server attach to their links' clicks.
 */

/** Per matched route id, the key of the page events already pushed. */
let pushed = new Map<string, string>()
let listening = false
/** The views of the listing shown: its route's, then each page appended in place ("load more"). */
let listings: PageTracking[] = []

function isEvent(value: unknown): value is DataLayerEvent {
  return (
    typeof value === 'object' && value !== null && typeof (value as { event?: unknown }).event === 'string'
  )
}

/**
 * A route's page events, as its loader computed them (`tracking: { key, events }`), with their
 * product records whole (a listing's data leaves out their null fields).
 */
function trackingOf(data: unknown): PageTracking | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { tracking } = data as { tracking?: unknown }
  if (typeof tracking !== 'object' || tracking === null) return undefined
  const { key, events } = tracking as Partial<PageTracking>
  return typeof key === 'string' && Array.isArray(events)
    ? { key, events: events.filter(isEvent).map(filledEvent) }
    : undefined
}

/**
 * A click on a link inside a listing's tile (`[data-product-id][data-position]`) pushes the tile's
 * selection; inside an element carrying `data-track-click` (a promotion), that element's event. On the
 * document, in the capture phase: static islands are never hydrated and React stops events aimed at
 * them at its root (decision 025).
 */
function onClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return
  const link = event.target.closest('a[href]')
  const tile = link?.closest('[data-product-id][data-position]')
  if (tile) return pushListed(tile.getAttribute('data-product-id') ?? '')
  const value = link?.closest(`[${TRACK_CLICK_ATTRIBUTE}]`)?.getAttribute(TRACK_CLICK_ATTRIBUTE)
  const clicked = value ? clickEventOf(value) : null
  if (clicked) pushDataLayer(clicked)
}

/** A listing's tile chosen: its selection, from the view that listed it (PERS-043). */
function pushListed(productId: string) {
  for (const tracking of listings) {
    const selected = listedSelectEvent(tracking, productId)
    if (selected) return pushDataLayer(selected)
  }
}

/** A page a listing appended in place: its tiles join the listing's. */
function onListedPage(event: Event) {
  const tracking = trackingOf((event as CustomEvent<unknown>).detail)
  if (tracking) listings.push(tracking)
}

/**
 * Called with the route matches after every render that changed them: a route's `tracking` (loader
 * data) is pushed when the route appears or its key changes; a route left forgets its key, so coming
 * back is another showing.
 */
export default function trackPage(matches: readonly { id: string; data: unknown }[]) {
  if (!listening) {
    document.addEventListener('click', onClick, true)
    document.addEventListener(LISTED_PAGE_EVENT, onListedPage)
    listening = true
  }
  const next = new Map<string, string>()
  const shown: PageTracking[] = []
  for (const match of matches) {
    const tracking = trackingOf(match.data)
    if (!tracking) continue
    next.set(match.id, tracking.key)
    shown.push(tracking)
    if (pushed.get(match.id) !== tracking.key) for (const event of tracking.events) pushDataLayer(event)
  }
  // Another showing (another listing, page, filter or sort) drops the pages appended to the last one.
  // The same showing again (its data revalidated) keeps them, and takes its routes' views as they come
  // now: what the tiles show may have changed (a sign-in's prices), and a view the server held back
  // (tracking not allowed when the page came) may come with them.
  const again = [...next].every(([id, key]) => pushed.get(id) === key) && next.size === pushed.size
  listings = again ? [...shown, ...listings.slice(shown.length)] : shown
  pushed = next
  // The page says tracking is on (its events pushed, clicks listened to), as enhanced blocks mark themselves.
  document.documentElement.dataset.tracking = 'on'
}
