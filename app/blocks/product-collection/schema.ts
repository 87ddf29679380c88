import { z } from 'zod'
import { blockBase, perBreakpoint, TargetSchema } from '#app/domain/content/content-block-fields.ts'
import { ProductTileSchema, shownTile } from '#app/domain/catalog/product.ts'

// A setting the storefront cannot use is dropped (and falls back), never fails the whole collection.
const optionalNumber = z.number().optional().catch(undefined)
const optionalFlag = z.boolean().optional().catch(undefined)

/**
 * One breakpoint's collection layout (CMS-057). Every field is optional: a missing one comes from the
 * nearest breakpoint that sets it, then a default (`resolveSlideLayouts` in `app/domain/content/carousel-rules.ts`).
 */
export const CollectionLayoutSchema = z.looseObject({
  type: z.enum(['grid', 'carousel']).optional().catch(undefined),
  /** Slide width in percent of the strip, e.g. 80 for one slide and a peek of the next. */
  slideWidth: optionalNumber,
  /** Largest slide width, px. */
  slideMaxWidth: optionalNumber,
  /** Space inside each slide, px. */
  slidePadding: optionalNumber,
  /** Space between the strip's edges and its first and last slides, px. */
  margin: optionalNumber,
  showArrows: optionalFlag,
  showIndicators: optionalFlag,
  showProgress: optionalFlag,
  autoplay: optionalFlag,
  /** Seconds between slides (CMS-058: times 1000). */
  autorotateTime: optionalNumber,
  loop: optionalFlag,
})

/** Standard (product tiles), vertical list (CMS-055) and call-to-action buttons (CMS-056). */
export const COLLECTION_VARIANTS = ['standard', 'vertical-list', 'cta-buttons'] as const

export const ProductCollectionSchema = z.looseObject({
  ...blockBase,
  type: z.literal('productCollection'),
  title: z.string().optional(),
  variant: z.enum(COLLECTION_VARIANTS).default('standard').catch('standard'),
  /** What the editor picked; the augmented page also inlines them as `products`, kept as the tiles show them. */
  productIds: z.array(z.string()).default([]),
  products: z.array(ProductTileSchema.transform(shownTile)).default([]),
  /** The buttons of a `cta-buttons` collection; one without text is not shown. */
  items: z.array(TargetSchema).default([]),
  breakpoints: perBreakpoint(CollectionLayoutSchema).default({}),
  textLink: TargetSchema.optional(),
})
export type ProductCollectionBlock = z.infer<typeof ProductCollectionSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { ProductCollectionSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    productCollection: typeof ProductCollectionSchema
  }
}
