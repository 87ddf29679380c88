import { z } from 'zod'
import { blockBase } from '#app/domain/content/content-block-fields.ts'

export const RichTextSchema = z.looseObject({
  ...blockBase,
  type: z.literal('richText'),
  title: z.string().optional(),
  /** HTML, sanitised by the content service before it reaches a component. */
  richText: z.string(),
})
export type RichTextBlock = z.infer<typeof RichTextSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { RichTextSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    richText: typeof RichTextSchema
  }
}
