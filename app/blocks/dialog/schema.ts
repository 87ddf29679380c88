import { z } from 'zod'
import {
  blockBase,
  LinkTypeSchema,
  PictureSchema,
  TargetSchema,
} from '#app/domain/content/content-block-fields.ts'

/**
 * Dialog (CMS-059): content shown in a dialog that `#modal-<id>` targets open (CMS-024); `#modal`
 * opens a dialog block without an id.
 */
export const DialogBlockSchema = z.looseObject({
  ...blockBase,
  type: z.literal('dialog'),
  title: z.string().optional(),
  media: PictureSchema.optional(),
  richText: z.string().optional(),
  linkType: LinkTypeSchema,
  targets: z.array(TargetSchema).default([]),
})
export type DialogBlock = z.infer<typeof DialogBlockSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { DialogBlockSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    dialog: typeof DialogBlockSchema
  }
}
