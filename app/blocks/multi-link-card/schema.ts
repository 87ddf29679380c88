import { z } from 'zod'
import {
  AlignmentSchema,
  blockBase,
  PictureSchema,
  PromotionTrackingSchema,
  TargetSchema,
} from '#app/domain/content/content-block-fields.ts'

/** Multi-link card (CMS-063): media, a title linked by titleTarget, a list of links, an alignment. */
export const MultiLinkCardSchema = z.looseObject({
  ...blockBase,
  type: z.literal('multiLinkCard'),
  media: PictureSchema.optional(),
  title: z.string().optional(),
  titleTarget: TargetSchema.optional(),
  targets: z.array(TargetSchema).default([]),
  alignment: AlignmentSchema.default('left'),
  /** PERS-047: what its clicks report, as on banners (decision 042). */
  promotionTracking: PromotionTrackingSchema.optional(),
})
export type MultiLinkCardBlock = z.infer<typeof MultiLinkCardSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { MultiLinkCardSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    multiLinkCard: typeof MultiLinkCardSchema
  }
}
