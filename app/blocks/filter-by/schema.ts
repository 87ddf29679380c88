import { z } from 'zod'
import { blockBase, TargetSchema } from '#app/domain/content/content-block-fields.ts'

/** Filter-by (CMS-060): a labelled row of links that each narrow what the shopper sees (a listing, a topic). */
export const FilterBySchema = z.looseObject({
  ...blockBase,
  type: z.literal('filterBy'),
  title: z.string().optional(),
  targets: z.array(TargetSchema).default([]),
})
export type FilterByBlock = z.infer<typeof FilterBySchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { FilterBySchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    filterBy: typeof FilterBySchema
  }
}
