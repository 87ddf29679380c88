import { z } from 'zod'
import {
  BlockSchema,
  KnownBlockSchema,
  perBreakpoint,
  PictureSchema,
  TargetSchema,
} from './content-blocks.ts'

/**
 * Content entities as the content service returns them (001 §3): pages, fragments, related articles,
 * the mega menu and the footer. Objects are loose: fields the storefront does not read yet are kept.
 * The emulator's seed is typed against these same schemas.
 */

export * from './content-blocks.ts'

const cmsPageFields = {
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The locale-less site path when it is not `/{slug}`, e.g. `/help/contact-us`. */
  path: z.string().optional(),
  /** Slug of the parent page, for the related-articles call. */
  parent: z.string().optional(),
  meta: z.looseObject({ title: z.string(), description: z.string() }),
}

/** A CMS page; also used for category content, fixed pages (error-4xx, cart…) and product content. */
export const CmsPageSchema = z.looseObject({ ...cmsPageFields, components: z.array(BlockSchema) })
export type CmsPage = z.infer<typeof CmsPageSchema>

/** Seed pages are checked strictly: known fields only, and only blocks the storefront renders. */
export const CmsPageSeedSchema = z.object({ ...cmsPageFields, components: z.array(KnownBlockSchema) })
export type CmsPageInput = z.input<typeof CmsPageSeedSchema>

export const FragmentSchema = z.looseObject({ id: z.string(), components: z.array(BlockSchema) })
export type Fragment = z.infer<typeof FragmentSchema>

/** GET children/{siteId}/{parent}: related articles (at most 4, CONST-011). */
export const ChildrenSchema = z.looseObject({
  parent: z.string(),
  items: z.array(
    z.looseObject({
      id: z.string(),
      slug: z.string(),
      title: z.string(),
      url: z.string(),
      description: z.string(),
    }),
  ),
})
export type Children = z.infer<typeof ChildrenSchema>

export const PopupListSchema = z.looseObject({ popups: z.array(z.looseObject({ name: z.string() })) })

/** Menu level 3: a link. */
export const MenuLinkSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  target: TargetSchema,
  menuIcon: z.string().optional(),
})
export type MenuLink = z.infer<typeof MenuLinkSchema>

/** Menu level 2: a group shown as a column on desktop and an accordion on mobile. */
export const MenuColumnSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  target: TargetSchema.optional(),
  children: z.array(MenuLinkSchema).default([]),
})
export type MenuColumn = z.infer<typeof MenuColumnSchema>

export const VisualSelectorSchema = z.looseObject({
  title: z.string(),
  target: TargetSchema,
  mediaObject: z.looseObject({
    url: z.string(),
    alt: z.string().default(''),
    seoTitle: z.string().optional(),
  }),
})

/** Menu level 1: a top category (CMS-115). */
export const MenuNodeSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  title: z.string(),
  titleHtml: z.string().optional(),
  target: TargetSchema,
  menuStyle: z.string().optional(),
  menuIcon: z.string().optional(),
  columns: z.array(MenuColumnSchema).default([]),
  menuBanner: z
    .looseObject({
      title: z.string(),
      media: PictureSchema,
      target: TargetSchema,
      subtitle: z.string().optional(),
    })
    .optional(),
  visualSelectors: z.array(VisualSelectorSchema).default([]),
  visualSelectorsTitle: z.string().optional(),
  hideShopAll: perBreakpoint(z.boolean()).default({}),
  overrideShopAll: z.string().optional(),
  delocalizedTracking: z.string().optional(),
})
export type MenuNode = z.infer<typeof MenuNodeSchema>

export const MenuSchema = z.looseObject({ id: z.string(), items: z.array(MenuNodeSchema) })
export type Menu = z.infer<typeof MenuSchema>
export type MenuInput = z.input<typeof MenuSchema>

export const FooterLinkSchema = z.looseObject({
  text: z.string(),
  url: z.string(),
  targetAttribute: z.enum(['_self', '_blank']).optional(),
})
export type FooterLink = z.infer<typeof FooterLinkSchema>

export const FooterSchema = z.looseObject({
  id: z.string(),
  groups: z.array(z.looseObject({ id: z.string(), title: z.string(), links: z.array(FooterLinkSchema) })),
  legalLinks: z.array(FooterLinkSchema).default([]),
  social: z.array(z.looseObject({ id: z.string(), name: z.string(), url: z.string() })).default([]),
  copyright: z.string(),
})
export type Footer = z.infer<typeof FooterSchema>
export type FooterInput = z.input<typeof FooterSchema>
