import { z } from 'zod'
import { blockBase, PictureSchema } from '#app/domain/content/content-block-fields.ts'
import { PriceSchema } from '#app/domain/catalog/product.ts'

/** An upsell item (001 §3); out-of-stock ones are hidden. */
export const UpsellItemSchema = z.looseObject({
  id: z.string(),
  sku: z.string().optional(),
  name: z.string(),
  url: z.string(),
  image: z.looseObject({ url: z.string(), alt: z.string().default('') }),
  price: z.union([PriceSchema, z.number()]),
  currency: z.string().optional(),
  productInventoryState: z.enum(['InStock', 'OutOfStock']).default('InStock'),
})
export type UpsellItem = z.infer<typeof UpsellItemSchema>

/** Product upsell, "complete the look" (CMS-084): the first `stackedCount` items in stock (CONST-024). */
export const ProductUpsellSchema = z.looseObject({
  ...blockBase,
  type: z.literal('productUpsell'),
  title: z.string().optional(),
  /** The look itself, shown beside the items. */
  media: PictureSchema.optional(),
  /** A recommendation widget the server fills `items` from when the page carries none. */
  widgetId: z.string().optional(),
  stackedCount: z.number().int().positive().catch(3).default(3),
  items: z.array(UpsellItemSchema).default([]),
})
export type ProductUpsellBlock = z.infer<typeof ProductUpsellSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { ProductUpsellSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    productUpsell: typeof ProductUpsellSchema
  }
}
