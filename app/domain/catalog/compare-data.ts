import { z } from 'zod'

/**
 * GET /fapi/components/compare (CAT-038): the attributes worth comparing for the products' kinds, and
 * each product's values as display text. The spec names the call only; the shape is the emulator's
 * (mocks/README.md).
 */
export const CompareDataSchema = z.object({
  attributes: z.array(z.object({ id: z.string(), label: z.string() })).default([]),
  products: z
    .array(
      z.object({
        productId: z.string(),
        productType: z.string().optional(),
        values: z.record(z.string(), z.string()).default({}),
      }),
    )
    .default([]),
  unknownIds: z.array(z.string()).default([]),
})
export type CompareData = z.infer<typeof CompareDataSchema>
