import { z } from 'zod'
import {
  BlockSchema,
  FooterLinkSchema,
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
import { ExperienceSchema, SegmentationSchema } from '../tracking/segmentation.ts'

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

/**
 * Seed pages are checked strictly: known fields only, and only blocks the storefront renders or the
 * personalised sections it resolves on the server (segmentation, experience).
 */
export const SeedBlockSchema = z.union([KnownBlockSchema, SegmentationSchema, ExperienceSchema])
export type SeedBlockInput = z.input<typeof SeedBlockSchema>
export const CmsPageSeedSchema = z.object({ ...cmsPageFields, components: z.array(SeedBlockSchema) })
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

/**
 * GET search/{siteId}/article (CMS-073): a page of articles, the facets and the total. Items stay
 * unknown here: `toArticles`/`toFacets` (articles.ts) drop a malformed one instead of failing the grid.
 */
export const ArticleSearchResponseSchema = z.looseObject({
  result: z.array(z.unknown()).default([]),
  facets: z.array(z.unknown()).default([]),
  numFound: z.number().int().nonnegative().catch(0),
})

/** A pop-up (001 §3 Pop-up, CMS-100); `toPopupView` (popup-rules.ts) maps it for the component. */
export const PopupSchema = z.looseObject({
  name: z.string().min(1),
  /** Milliseconds before it appears; CONST-032 (2000) when missing. */
  delay: z.number().int().nonnegative().optional().catch(undefined),
  title: z.string().optional(),
  minimizedTitle: z.string().optional(),
  maximizedTitle: z.string().optional(),
  logo: PictureSchema.optional().catch(undefined),
  logoSize: z.enum(['small', 'default', 'large']).default('default').catch('default'),
  /** HTML, sanitised by the content service. */
  disclaimer: z.string().optional(),
  disclaimerColor: z.string().optional(),
  targets: z.array(TargetSchema).default([]),
  backgroundColor: z.string().optional(),
  titleColor: z.string().optional(),
})
export type Popup = z.infer<typeof PopupSchema>
export type PopupInput = z.input<typeof PopupSchema>

/** GET popups/{siteId} (CMS-013): a malformed pop-up is dropped, never the whole list. */
export const PopupListSchema = z.looseObject({
  popups: z.array(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      const parsed = PopupSchema.safeParse(item)
      return parsed.success ? [parsed.data] : []
    }),
  ),
})

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
  /** An icon URL, shown at 26x26 (CMS-119). */
  menuIcon: z.string().optional(),
  /** With an icon: 'title+icon' (the default) or 'icon' alone, the title then kept as its accessible name. */
  titleVisibility: z.enum(['title+icon', 'icon']).optional().catch(undefined),
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

export const FooterSchema = z.looseObject({
  id: z.string(),
  groups: z.array(z.looseObject({ id: z.string(), title: z.string(), links: z.array(FooterLinkSchema) })),
  legalLinks: z.array(FooterLinkSchema).default([]),
  social: z.array(z.looseObject({ id: z.string(), name: z.string(), url: z.string() })).default([]),
  copyright: z.string(),
  /** FORM-009: the footer's newsletter sign-up, when the content has one (its title and text). */
  newsletter: z
    .looseObject({
      title: z.string().optional(),
      text: z.string().optional(),
      campaignName: z.string().trim().min(1).max(200).optional(),
    })
    .optional(),
})
export type Footer = z.infer<typeof FooterSchema>
export type FooterInput = z.input<typeof FooterSchema>

/** A preview result item (001 §3): one document of the showcase call (CMS-154). */
export const ShowcaseItemSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  referrersCount: z.number().int().nonnegative(),
  /** An ISO date-time. */
  modificationDate: z.string(),
  layoutVariant: z.string().optional(),
  /** The locale-less site path where the document shows, when the service names one (emulator extension). */
  path: z.string().optional(),
  /**
   * An ISO date-time: when a scheduled document first shows, for one not yet live (emulator extension).
   * The tool previews it at that moment.
   */
  visibleFrom: z.string().optional(),
})
export type ShowcaseItem = z.infer<typeof ShowcaseItemSchema>

/** GET {mode}/caas/v1/canvas/showcase/{siteId}/{docType}: one page of documents for the preview tool (CMS-015). */
export const ShowcaseSchema = z.looseObject({
  items: z.array(ShowcaseItemSchema),
  /** Documents matching the query over all pages, when the service counts them. */
  total: z.number().int().nonnegative().optional(),
})
export type Showcase = z.infer<typeof ShowcaseSchema>
