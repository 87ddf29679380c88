import { z } from 'zod'
import { blockBase, TargetSchema } from '#app/domain/content/content-block-fields.ts'

// A setting the storefront cannot use is dropped (and falls back), never fails the whole bar.
const optionalNumber = z.number().optional().catch(undefined)

export const PromoMessageSchema = z.looseObject({
  id: z.string(),
  richText: z.string(),
  clickable: z.boolean().default(false),
  targets: z.array(TargetSchema).default([]),
  textColor: z.string().optional(),
  hoverLinkColor: z.string().optional(),
  background: z.string().optional(),
})
export type PromoMessage = z.infer<typeof PromoMessageSchema>

export const PromoBarSchema = z.looseObject({
  ...blockBase,
  type: z.literal('promoBar'),
  messages: z.array(PromoMessageSchema),
  /** Seconds between messages (CMS-058: times 1000); 5 when not set. */
  autorotateTime: optionalNumber,
  closable: z.boolean().default(false),
  /**
   * At most this many messages show (CMS-109, CONST-045: the value is configuration, not in the spec);
   * 3 when not set (`DEFAULT_MAX_PROMO_MESSAGES` in `app/domain/content/carousel-rules.ts`).
   */
  maxMessages: z.number().int().positive().optional().catch(undefined),
})
export type PromoBarBlock = z.infer<typeof PromoBarSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { PromoBarSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    promoBar: typeof PromoBarSchema
  }
}
