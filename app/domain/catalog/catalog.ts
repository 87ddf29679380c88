import { z } from 'zod'

/** A category node of GET /products/v2/catalog: the tree, or one branch with `?categoryId=`. */
export const CategoryNodeSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  parentId: z.string().optional(),
  productCount: z.number().optional(),
  children: z
    .array(
      z.looseObject({
        id: z.string(),
        name: z.string(),
        url: z.string(),
        productCount: z.number().optional(),
      }),
    )
    .default([]),
})
export type CategoryNode = z.infer<typeof CategoryNodeSchema>

export const CatalogSchema = z.looseObject({ categories: z.array(CategoryNodeSchema) })
