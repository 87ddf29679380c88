import { z } from 'zod'
import {
  blockBase,
  PictureSchema,
  PromotionTrackingSchema,
  TargetSchema,
} from '#app/domain/content/content-block-fields.ts'

/** Linked card (CMS-062): media, title and text, the whole card one link to `target`. */
export const LinkedCardSchema = z.looseObject({
  ...blockBase,
  type: z.literal('linkedCard'),
  media: PictureSchema.optional(),
  title: z.string().optional(),
  text: z.string().optional(),
  target: TargetSchema,
  promotionTracking: PromotionTrackingSchema.optional(),
})
export type LinkedCardBlock = z.infer<typeof LinkedCardSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { LinkedCardSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    linkedCard: typeof LinkedCardSchema
  }
}
