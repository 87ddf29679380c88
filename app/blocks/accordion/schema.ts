import { z } from 'zod'
import { blockBase } from '#app/domain/content/content-block-fields.ts'

/** The accordion's open/close indicator (CMS-051): a plus that turns into a minus, or a chevron. */
export const ACCORDION_ICON_STYLES = ['plus', 'chevron'] as const

export const AccordionSchema = z.looseObject({
  ...blockBase,
  type: z.literal('accordion'),
  title: z.string().optional(),
  accordions: z.array(
    z.looseObject({
      title: z.string(),
      icon: z.string().optional(),
      open: z.boolean().default(false),
      richText: z.string(),
    }),
  ),
  /** An item's `icon` names a line icon drawn before its title; iconsStyle picks the open/close indicator. */
  iconsStyle: z.enum(ACCORDION_ICON_STYLES).catch('plus').default('plus'),
  bottomDivider: z.boolean().default(true),
})
export type AccordionBlock = z.infer<typeof AccordionSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { AccordionSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    accordion: typeof AccordionSchema
  }
}
