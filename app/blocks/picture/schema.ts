import { z } from 'zod'
import { blockBase, PictureSchema } from '#app/domain/content/content-block-fields.ts'

export const PictureBlockSchema = PictureSchema.extend({ ...blockBase, type: z.literal('picture') })
export type PictureBlock = z.infer<typeof PictureBlockSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { PictureBlockSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    picture: typeof PictureBlockSchema
  }
}
