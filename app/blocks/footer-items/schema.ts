import { z } from 'zod'
import { blockBase, FooterLinkSchema } from '#app/domain/content/content-block-fields.ts'

/** Footer items (CMS-061): groups of footer links placed on a page as a block. */
export const FooterItemsSchema = z.looseObject({
  ...blockBase,
  type: z.literal('footerItems'),
  title: z.string().optional(),
  groups: z.array(
    z.looseObject({ id: z.string().optional(), title: z.string(), links: z.array(FooterLinkSchema) }),
  ),
})
export type FooterItemsBlock = z.infer<typeof FooterItemsSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { FooterItemsSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    footerItems: typeof FooterItemsSchema
  }
}
