import { z } from 'zod'
import { ProductDetailsSchema } from './product.ts'

/** Product sets, size charts, foot sizes and notifications: the PDP's secondary calls. */

/** GET /products/v2/products/{productId}/productSets (CAT-007). */
export const ProductSetsSchema = z.looseObject({
  productSets: z.array(z.looseObject({ id: z.string(), name: z.string() })).default([]),
})

/** GET /products/v2/products/{productSetId}/productSet (CAT-008): the set's members in full. */
export const ProductSetSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  products: z.array(ProductDetailsSchema).default([]),
})
export type ProductSet = z.infer<typeof ProductSetSchema>

const SizeTableSchema = z.looseObject({
  caption: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
})

/** GET /fapi/components/size-chart/{productType} (CAT-040). */
export const SizeChartSchema = z.looseObject({
  productType: z.string(),
  title: z.string(),
  notes: z.array(z.string()).default([]),
  tables: z.array(SizeTableSchema),
})
export type SizeChart = z.infer<typeof SizeChartSchema>

/** GET /fapi/components/foot-sizes (CAT-039). */
export const FootSizesSchema = z.looseObject({
  unit: z.string().default('cm'),
  sizes: z.array(z.looseObject({ footLengthCm: z.number(), us: z.string(), uk: z.string(), eu: z.string() })),
})
export type FootSizes = z.infer<typeof FootSizesSchema>

/** PUT /products/v1/notifications (CAT-011) answer. */
export const NotificationResultSchema = z.looseObject({ id: z.string().optional() })
