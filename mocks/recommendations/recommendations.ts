import { http, HttpResponse } from 'msw'
import { localized } from '../i18n/index.ts'
import { z } from 'zod'
import {
  CONTROL,
  DEFAULT_RECOMMENDATION_EVENTS_PATH,
  MAX_IMPRESSION_PRODUCTS,
  UPSTREAM_EVENT,
} from '#app/domain/tracking/recommendation-events.ts'
import {
  categoryById,
  findProduct,
  PRODUCTS,
  productTile,
  type SeedProduct,
} from '../catalog/seed/catalog.ts'
import { apiError, readJson } from '../errors.ts'
import { currencyFromRequest, origin } from '../locale.ts'

/**
 * Widget recommendations (CAT-017): `GET /products/v1/widgetRecommendations?widgetId=&productId=&count=`.
 * Products of the same category as `productId` first, then of its parent category, never the product
 * itself, `count` of them (8 by default, at most 24). Each is a recommended product of the spec
 * (CAT-025: id, title, url, image {src, alt}, rating {score, showScore}, price, currency, recToken).
 * Without a productId the widget answers the best-rated products. An unknown product is a 404.
 * The answer's `decision` is the engine's: `Control` for the widgets in CONTROL_WIDGETS (the control
 * group of their experiment: no impression is sent, CAT-029), else `Recommended`.
 *
 * Recommendation events (CAT-029, CAT-030; path not shown by the spec, decision 041): POST
 * `/personalization/v1/recommendations/events` with `{ event: 'impressions', widgetId, products: [{id}]
 * (1..24) }` or `{ event: 'recClicks', recToken, productId }`; 202, or 400 EVT400 for another body.
 * The capture log (`/__emulator/requests`) is the record of what was sent.
 */

const DEFAULT_COUNT = 8
const MAX_COUNT = 24

/** Widgets whose visitors are all in the control group. */
export const CONTROL_WIDGETS: ReadonlySet<string> = new Set(['home-for-you'])

const Id = z.string().min(1)
const RecommendationEventSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal(UPSTREAM_EVENT.impression),
    widgetId: Id,
    products: z
      .array(z.object({ id: Id }))
      .min(1)
      .max(MAX_IMPRESSION_PRODUCTS),
    decision: z
      .string()
      .refine((d) => d !== CONTROL, 'no impression for Control')
      .optional(),
  }),
  z.object({ event: z.literal(UPSTREAM_EVENT.click), recToken: Id, productId: Id, widgetId: Id.optional() }),
])

function candidates(product: SeedProduct | undefined): SeedProduct[] {
  if (!product) return [...PRODUCTS].sort((a, b) => (b.rating?.score ?? 0) - (a.rating?.score ?? 0))
  const parent = categoryById(product.categoryId)?.parentId
  const others = PRODUCTS.filter((p) => p.id !== product.id && !p.isDigital)
  return [
    ...others.filter((p) => p.categoryId === product.categoryId),
    ...others.filter(
      (p) => p.categoryId !== product.categoryId && categoryById(p.categoryId)?.parentId === parent,
    ),
  ]
}

export const handlers = [
  http.get('*/products/v1/widgetRecommendations', ({ request }) => {
    const url = new URL(request.url)
    const widgetId = url.searchParams.get('widgetId') ?? 'pdp-similar'
    const productId = url.searchParams.get('productId') ?? undefined
    const product = productId ? findProduct(productId) : undefined
    if (productId && !product) return apiError(request, 404, 'API404', 'Product not found')
    const asked = Number(url.searchParams.get('count') ?? DEFAULT_COUNT)
    const count = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_COUNT) : DEFAULT_COUNT
    const currency = currencyFromRequest(request)
    const at = origin(request)
    const recommendations = candidates(product)
      .slice(0, count)
      .map((p, index) => {
        const tile = productTile(p, currency, at)
        return {
          id: p.id,
          title: p.name,
          url: tile.url,
          image: { src: tile.image.url, alt: tile.image.alt },
          rating: {
            score: tile.rating?.score ?? 0,
            showScore: Boolean(tile.rating && tile.rating.reviewsCount > 0),
          },
          price: tile.price,
          currency,
          recToken: `${widgetId}:${productId ?? 'top'}:${index + 1}:${p.id}`,
        }
      })
    const decision = CONTROL_WIDGETS.has(widgetId) ? CONTROL : 'Recommended'
    const body = { widgetId, title: 'You may also like', decision, recommendations }
    return HttpResponse.json(localized(body, request))
  }),

  http.post(`*${DEFAULT_RECOMMENDATION_EVENTS_PATH}`, async ({ request }) => {
    const event = RecommendationEventSchema.safeParse(await readJson(request))
    if (!event.success) return apiError(request, 400, 'EVT400', 'Invalid recommendation event')
    return HttpResponse.json({ accepted: true }, { status: 202 })
  }),
]
