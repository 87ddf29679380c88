import { z } from 'zod'
import { blockBase } from '#app/domain/content/content-block-fields.ts'
import { PriceSchema } from '#app/domain/catalog/product.ts'

/** A recommended product (001 §3): the server fills these in; blocks never fetch. */
export const RecommendedProductCardSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  image: z.looseObject({ src: z.string(), alt: z.string().default('') }),
  rating: z.looseObject({ score: z.number(), showScore: z.boolean().default(true) }).optional(),
  price: z.union([PriceSchema, z.number()]),
  currency: z.string().optional(),
  /** Sent back with a click by the personalisation feature (attribution). */
  recToken: z.string().optional(),
})
export type RecommendedProductCard = z.infer<typeof RecommendedProductCardSchema>

/** Card widths of a recommendations grid: cards per row on large screens (CONST-025). */
export const RECOMMENDATION_CARD_WIDTHS = ['3-cards', '5-cards', '6-cards'] as const

/** Product recommendations (CMS-083): the widget's products, filled in by the server; hidden when empty. */
export const ProductRecommendationsSchema = z.looseObject({
  ...blockBase,
  type: z.literal('productRecommendations'),
  title: z.string().optional(),
  /** The recommendation widget (placement) the server asks for. */
  widgetId: z.string().optional(),
  cardWidth: z.enum(RECOMMENDATION_CARD_WIDTHS).default('5-cards').catch('5-cards'),
  showRating: z.boolean().default(true),
  products: z.array(RecommendedProductCardSchema).default([]),
})
export type ProductRecommendationsBlock = z.infer<typeof ProductRecommendationsSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { ProductRecommendationsSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    productRecommendations: typeof ProductRecommendationsSchema
  }
}
