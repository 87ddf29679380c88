import { z } from 'zod'
import type { Shopper } from '#app/context.server.ts'
import { personalisationAllowed } from '#app/features/consent/index.server.ts'
import {
  clickBody,
  impressionBody,
  MAX_IMPRESSION_PRODUCTS,
  REC_CLICK,
  REC_IMPRESSION,
  recImpression,
  type RecClick,
  type RecImpression,
} from '#app/domain/tracking/recommendation-events.ts'
import { postRecommendationEvent } from '#app/features/recommendations/api/recommendations.server.ts'

/**
 * Recommendation events (CAT-029, CAT-030, decision 041): impressions and clicks forwarded to the
 * personalisation service, only when personalisation is allowed (PERS-001). They never fail what the
 * shopper is doing: a failed call is logged.
 */

const Id = z.string().trim().min(1).max(64)

/** An impression the browser reports through the beacon endpoint; more than 24 products are cut to 24. */
export const RecImpressionEventSchema = z.object({
  type: z.literal(REC_IMPRESSION),
  widgetId: Id,
  productIds: z
    .array(Id)
    .min(1)
    .max(200)
    .transform((ids) => ids.slice(0, MAX_IMPRESSION_PRODUCTS)),
  decision: z.string().max(64).optional(),
}) satisfies z.ZodType<RecImpression, unknown>

/** A click the browser reports through the beacon endpoint. */
export const RecClickEventSchema = z.object({
  type: z.literal(REC_CLICK),
  widgetId: Id.optional(),
  productId: Id,
  recToken: z.string().trim().min(1).max(512),
}) satisfies z.ZodType<RecClick, unknown>

async function forward(shopper: Shopper, body: unknown, what: string) {
  try {
    // Inside the try: it runs in the background of a page, where nothing may throw.
    if (!personalisationAllowed(shopper)) return
    await postRecommendationEvent(shopper.api, shopper.env.RECOMMENDATION_EVENTS_PATH, body)
  } catch (error) {
    shopper.logger.warn({ err: error }, `recommendation ${what} not sent`)
  }
}

/**
 * Sends the impression of a widget's answer (CAT-029): at most 24 products, none when the decision is
 * Control or nothing was shown, nothing without personalisation consent.
 */
export async function sendRecImpression(
  shopper: Shopper,
  widget: { widgetId: string; decision?: string; productIds: string[] },
): Promise<void> {
  const event = recImpression(widget)
  if (event) await forward(shopper, impressionBody(event), 'impression')
}

/** Sends a click on a recommended product with its recToken (CAT-030, recClicks). */
export async function sendRecClick(shopper: Shopper, click: Omit<RecClick, 'type'>): Promise<void> {
  await forward(shopper, clickBody(click), 'click')
}

/** The beacon endpoint's handler of `rec-impression` events (the browser's recommendation section). */
export const recImpressionHandler = {
  type: REC_IMPRESSION,
  schema: RecImpressionEventSchema,
  handle: (shopper: Shopper, event: RecImpression) => sendRecImpression(shopper, event),
}

/** The beacon endpoint's handler of `rec-click` events. */
export const recClickHandler = {
  type: REC_CLICK,
  schema: RecClickEventSchema,
  handle: (shopper: Shopper, event: RecClick) => sendRecClick(shopper, event),
}
