import { z } from 'zod'
import { PriceSchema, type Price } from './product.ts'

/**
 * Recommendations (001 §3). Two shapes reach us: the recommended product of the widget call (CAT-025:
 * id, title, url, image {src, alt}, rating {score, showScore}, price, currency, recToken) and the
 * recommendation card variant (CAT-026: productId, image, title or name, review_average, reviews_count,
 * price {highCurrent, lowCurrent, lowOriginal, highOriginal}, url, recommendationId). Both map to one card.
 */

const ImageSchema = z.union([z.string(), z.looseObject({ src: z.string(), alt: z.string().optional() })])

export const RecommendedProductSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  image: z.looseObject({ src: z.string(), alt: z.string().optional() }),
  rating: z.looseObject({ score: z.number(), showScore: z.boolean().optional() }).optional(),
  price: z.union([PriceSchema, z.number()]),
  currency: z.string().optional(),
  recToken: z.string().optional(),
})

export const RecommendationCardSchema = z.looseObject({
  productId: z.string(),
  image: ImageSchema,
  title: z.string().optional(),
  name: z.string().optional(),
  review_average: z.number().optional(),
  reviews_count: z.number().optional(),
  price: z.looseObject({
    highCurrent: z.number().optional(),
    lowCurrent: z.number(),
    lowOriginal: z.number().optional(),
    highOriginal: z.number().optional(),
  }),
  url: z.string(),
  recommendationId: z.string().optional(),
})

export const WidgetRecommendationsSchema = z.looseObject({
  widgetId: z.string().optional(),
  title: z.string().optional(),
  /**
   * The decision the engine took for this visitor: `Control` for the control group of the widget's
   * experiment, else the strategy shown (decision 041). No impression is sent for Control (CAT-029).
   */
  decision: z.string().optional(),
  recommendations: z.array(z.unknown()).default([]),
})

/** What a recommendation card shows, whichever shape it came in. */
export interface RecommendationView {
  id: string
  name: string
  url: string
  image: { src: string; alt: string }
  price: Price
  rating: { score: number; count?: number } | null
  /** Sent back with a click so the personalisation service can attribute it (CAT-030). */
  token?: string
}

function priceOf(price: z.infer<typeof RecommendedProductSchema>['price'], currency: string): Price {
  if (typeof price !== 'number') return price
  return { currency, lowCurrent: price, highCurrent: price, lowOriginal: price, highOriginal: price }
}

/**
 * One card from either shape (CAT-025, CAT-026); null for an entry that is neither. The rating shows
 * only when the caller asks for it and a score exists (CAT-027).
 */
export function toRecommendation(
  entry: unknown,
  { showRating = true, currency }: { showRating?: boolean; currency: string },
): RecommendationView | null {
  const product = RecommendedProductSchema.safeParse(entry)
  if (product.success) {
    const p = product.data
    const score = p.rating?.score
    return {
      id: p.id,
      name: p.title,
      url: p.url,
      image: { src: p.image.src, alt: p.image.alt ?? '' },
      price: priceOf(p.price, p.currency ?? currency),
      rating: showRating && p.rating?.showScore !== false && score ? { score } : null,
      token: p.recToken,
    }
  }
  const card = RecommendationCardSchema.safeParse(entry)
  if (!card.success) return null
  const c = card.data
  const name = c.title ?? c.name
  if (!name) return null
  const image =
    typeof c.image === 'string' ? { src: c.image, alt: '' } : { src: c.image.src, alt: c.image.alt ?? '' }
  return {
    id: c.productId,
    name,
    url: c.url,
    image,
    price: {
      currency,
      lowCurrent: c.price.lowCurrent,
      highCurrent: c.price.highCurrent ?? c.price.lowCurrent,
      lowOriginal: c.price.lowOriginal ?? c.price.lowCurrent,
      highOriginal: c.price.highOriginal ?? c.price.highCurrent ?? c.price.lowCurrent,
    },
    rating: showRating && c.review_average ? { score: c.review_average, count: c.reviews_count } : null,
    token: c.recommendationId,
  }
}

/** The cards of a widget answer, skipping entries of neither shape. */
export function recommendationsFrom(
  entries: unknown[],
  options: { showRating?: boolean; currency: string },
): RecommendationView[] {
  return entries.flatMap((entry) => {
    const card = toRecommendation(entry, options)
    return card ? [card] : []
  })
}
