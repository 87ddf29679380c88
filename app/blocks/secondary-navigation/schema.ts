import { z } from 'zod'
import { AlignmentSchema, blockBase, TargetSchema } from '#app/domain/content/content-block-fields.ts'

/** A CMS colour: a hex value or a colour name; anything else is dropped (it reaches a style attribute). */
const CssColorSchema = z
  .string()
  .regex(/^(#[\da-f]{3,8}|[a-z]+)$/i)
  .optional()
  .catch(undefined)

/** Secondary navigation (CMS-120..122): a title and links; a list that collapses on small screens. */
export const SecondaryNavigationSchema = z.looseObject({
  ...blockBase,
  type: z.literal('secondaryNavigation'),
  title: z.string().optional(),
  targets: z.array(TargetSchema).default([]),
  alignment: AlignmentSchema.catch('left').default('left'),
  /** A rule between the title and the links (large screens) and under the bar. */
  divider: z.boolean().default(false),
  colors: z
    .looseObject({
      textColor: CssColorSchema,
      backgroundColor: CssColorSchema,
      dividerColor: CssColorSchema,
    })
    .default({}),
})
export type SecondaryNavigationBlock = z.infer<typeof SecondaryNavigationSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { SecondaryNavigationSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    secondaryNavigation: typeof SecondaryNavigationSchema
  }
}
