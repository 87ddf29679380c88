import { z } from 'zod'
import {
  blockBase,
  PictureSchema,
  PromotionTrackingSchema,
  TargetSchema,
} from '#app/domain/content/content-block-fields.ts'

export const CategoryCardSchema = z.looseObject({
  id: z.string().optional(),
  title: z.string(),
  image: PictureSchema,
  target: TargetSchema,
})
export type CategoryCard = z.infer<typeof CategoryCardSchema>

export const CategoryCardsSchema = z.looseObject({
  ...blockBase,
  type: z.literal('categoryCards'),
  title: z.string().optional(),
  cards: z.array(CategoryCardSchema),
  /** PERS-047: what its clicks report, as on banners (decision 042). */
  promotionTracking: PromotionTrackingSchema.optional(),
})
export type CategoryCardsBlock = z.infer<typeof CategoryCardsSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { CategoryCardsSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    categoryCards: typeof CategoryCardsSchema
  }
}
