import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { Shopper } from '#app/context.server.ts'
import { personalisationAllowed } from '#app/features/consent/index.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import {
  cartLinesEvent,
  contextEvents,
  customVariablesEvent,
  decisionBody,
  decisionRequestEvent,
  pageViewEvent,
  productDetailViewEvent,
  purchaseEvent,
  searchViewEvent,
  thumbnailViewEvents,
  visitorStateEvent,
  type ContextInput,
  type DecisionEvent,
} from '#app/domain/tracking/decision-events.ts'
import type { Breadcrumb } from '#app/domain/catalog/product.ts'
import { channelOf } from '#app/domain/identity/webview.ts'
import { decide } from '#app/features/personalisation/api/decision-engine.server.ts'
import { inBackground } from '#app/platform/process/background.server.ts'
import { replayForCopies } from './recorder.server.ts'
import { getPersonalisationProfile, getVisitorState } from './visitor.server.ts'

/**
 * What each page tells the decision engine (PERS-030…040, decision 039). A loader calls one of these
 * once its critical data is there; the call leaves in the background and the loader never waits for
 * it: it neither holds nor fails the page, and has its own short deadline (DECISION_TIMEOUT_MS).
 * Nothing is sent unless personalisation is allowed for this visitor (PERS-001).
 */

interface PageSignal {
  /** PERS-032: the page's breadcrumbs and categories, when it belongs to the catalogue. */
  trail?: { breadcrumbs?: readonly { name: string }[]; categories?: readonly string[] }
  /** The page's own events; a promise when they need a read of their own (the profile). */
  events?: () => DecisionEvent[] | Promise<DecisionEvent[]>
}

/** The customer the engine decides for: the consumer number, or the session's anonymous id for a guest. */
function customerIdOf(shopper: Shopper): string {
  const consumerNo = shopper.session.get('consumerNo')
  if (shopper.session.get('tokenType') === 'Registered' && consumerNo) return consumerNo
  return shopper.session.get('sid') ?? shopper.requestId
}

/** The visitor's state (PERS-041) and context (PERS-034) that every decide body carries. */
async function visitorEvents(shopper: Shopper, context: ContextInput): Promise<DecisionEvent[]> {
  const visitor = await getVisitorState(shopper)
  return [visitorStateEvent(visitor), ...contextEvents(context)]
}

/** Sends one decide body; a failure or a missed deadline is logged, never thrown. */
async function post(shopper: Shopper, events: DecisionEvent[]): Promise<void> {
  const body = decisionBody({
    id: randomUUID(),
    customerId: customerIdOf(shopper),
    channel: channelOf(shopper.session.get('webview')),
    events,
  })
  try {
    const answer = await decide(
      shopper.api,
      shopper.env.DECISION_BRAND,
      body,
      shopper.env.DECISION_TIMEOUT_MS,
    )
    shopper.logger.debug({ decisions: answer.decisions.length }, 'decision engine answered')
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.info({ status: error.status, errorId: error.errorId }, 'decision engine unavailable')
  }
}

function contextOf(shopper: Shopper, request: Request): ContextInput {
  return {
    language: shopper.locale.locale,
    userAgent: request.headers.get('user-agent'),
    referrer: request.headers.get('referer'),
  }
}

/** Starts the page's decide call in the background (when allowed) and returns at once. */
function sendForPage(shopper: Shopper, request: Request, signal: PageSignal = {}): void {
  // A copy of this page given to another first visitor sends their page view (decision 065).
  replayForCopies(shopper, (other, otherRequest) => sendForPage(other, otherRequest, signal))
  if (!personalisationAllowed(shopper)) return
  const url = new URL(request.url)
  const context = contextOf(shopper, request)
  const run = async () => {
    const [own, visitor] = await Promise.all([signal.events?.() ?? [], visitorEvents(shopper, context)])
    await post(shopper, [pageViewEvent(url, signal.trail), ...own, decisionRequestEvent(url), ...visitor])
  }
  inBackground(
    run().catch((error: unknown) => shopper.logger.warn({ err: error }, 'decision events not sent')),
  )
}

/** Home and other content pages: the page view (PERS-032). */
export function sendPageDecision(shopper: Shopper, request: Request): void {
  sendForPage(shopper, request)
}

/** A category listing (PERS-032): the page view with its breadcrumbs and category ids. */
export function sendListingDecision(
  shopper: Shopper,
  request: Request,
  listing: { category?: { id: string }; breadcrumbs: readonly Breadcrumb[] },
): void {
  const categories = [...listing.breadcrumbs.map((crumb) => crumb.id), listing.category?.id ?? '']
  sendForPage(shopper, request, {
    trail: { breadcrumbs: listing.breadcrumbs, categories: categories.filter(Boolean) },
  })
}

/** A product page: the page view in the product's categories and the product detail view (PERS-035). */
export function sendProductDecision(
  shopper: Shopper,
  request: Request,
  product: { primaryCategoryId: string; breadcrumbs: readonly Breadcrumb[] },
  colorCode: string | null,
): void {
  const detail = productDetailViewEvent(new URL(request.url), colorCode)
  sendForPage(shopper, request, {
    trail: {
      breadcrumbs: product.breadcrumbs,
      categories: [...product.breadcrumbs.map((crumb) => crumb.id), product.primaryCategoryId],
    },
    events: () => (detail ? [detail] : []),
  })
}

/** A search page with a phrase: the search view (PERS-036). */
export function sendSearchDecision(
  shopper: Shopper,
  request: Request,
  query: string,
  result: { total: number } | null,
): void {
  sendForPage(shopper, request, {
    events: () => (query ? [searchViewEvent(query, result?.total ?? 0)] : []),
  })
}

type Lines = Parameters<typeof cartLinesEvent>[0]

/** The cart page: its lines (PERS-037) and the custom variables (PERS-038). */
export function sendCartDecision(
  shopper: Shopper,
  request: Request,
  cart: { items: Lines; totals: Parameters<typeof customVariablesEvent>[1] } | null,
): void {
  sendForPage(shopper, request, {
    events: async () => {
      const profile = await getPersonalisationProfile(shopper)
      // No cart yet: no lines, and totals of nothing.
      const totals = cart?.totals ?? { total: 0, itemTotal: 0 }
      return [
        cartLinesEvent(cart?.items ?? []),
        customVariablesEvent(profile?.preferences?.interests, totals),
      ]
    },
  })
}

/**
 * The order confirmation: the purchase (PERS-039), once per order: a reload of the confirmation
 * sends the page view alone.
 */
export function sendPurchaseDecision(
  shopper: Shopper,
  request: Request,
  order: { orderNumber: string; items: Lines } | null,
): void {
  const account = shopper.session.get('tokenType') === 'Registered' ? shopper.session.get('consumerNo') : null
  let events: DecisionEvent[] = []
  if (
    order &&
    shopper.session.get('decidedPurchase') !== order.orderNumber &&
    personalisationAllowed(shopper)
  ) {
    shopper.session.set('decidedPurchase', order.orderNumber)
    events = [purchaseEvent(account, order.orderNumber, order.items)]
  }
  sendForPage(shopper, request, { events: () => events })
}

/** What the browser reports of listing tiles that became visible (PERS-040). */
export const ThumbnailViewSchema = z.object({
  products: z
    .array(
      z.object({
        productId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
        position: z.number().int().min(0).max(10_000).optional(),
      }),
    )
    .min(1)
    .max(48),
  screen: z
    .object({ width: z.number().int().min(1).max(20_000), height: z.number().int().min(1).max(20_000) })
    .optional(),
})
export type ThumbnailView = z.infer<typeof ThumbnailViewSchema>

/** The beacon type of thumbnail views, as the browser queues it. */
export const THUMBNAIL_VIEW_BEACON = 'thumbnail-view'

/**
 * PERS-040: the beacon's thumbnail views become product thumbnail view events, with the screen size the
 * browser knows (PERS-034). A failed call is logged; the beacon's answer does not depend on it. A
 * `BeaconHandler` by shape: `beacon.server.ts` lists it (importing its type here would be a cycle).
 */
export const thumbnailViewHandler = {
  type: THUMBNAIL_VIEW_BEACON,
  schema: ThumbnailViewSchema,
  async handle(shopper: Shopper, event: ThumbnailView): Promise<void> {
    if (!personalisationAllowed(shopper)) return
    const visitor = await visitorEvents(shopper, { language: shopper.locale.locale, screen: event.screen })
    await post(shopper, [...thumbnailViewEvents(event.products), ...visitor])
  },
}
