import { z } from 'zod'
import { blockBase, TargetSchema } from '#app/domain/content/content-block-fields.ts'

/** The directions an icon-and-text item's icon may point (CMS-066). */
export const ICON_DIRECTIONS = ['right', 'down', 'left', 'up'] as const

export const IconAndTextSchema = z.looseObject({
  ...blockBase,
  type: z.literal('iconAndText'),
  title: z.string().optional(),
  iconAndText: z.array(
    z.looseObject({
      /** `direction` turns an arrow-like icon: right (as drawn), down, left or up. */
      icon: z.looseObject({
        name: z.string(),
        direction: z.enum(ICON_DIRECTIONS).optional().catch(undefined),
      }),
      richText: z.string(),
      target: TargetSchema.optional(),
      /** The item's own panel colours; text that would not read on its background is not used. */
      backgroundColor: z.string().optional(),
      textColor: z.string().optional(),
    }),
  ),
  iconSize: z.enum(['small', 'medium', 'large']).default('medium'),
  variant: z.enum(['icon-left', 'icon-above-text', 'one-column']).default('icon-above-text'),
})
export type IconAndTextBlock = z.infer<typeof IconAndTextSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { IconAndTextSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    iconAndText: typeof IconAndTextSchema
  }
}
