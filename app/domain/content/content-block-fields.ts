import { z } from 'zod'

/**
 * What CMS blocks share (001 §2, §3): breakpoints, targets, pictures, media, buttons, gradients, the
 * fields of every block, and the articles and footer links more than one block or call shows. A block's
 * own schema is in its folder (`app/blocks/<block>/schema.ts`).
 */

export type Breakpoint = 'sm' | 'md' | 'lg'

/** A value per breakpoint; any may be missing and falls back to the next smaller one. */
export function perBreakpoint<T extends z.ZodType>(value: T) {
  return z.looseObject({ sm: value.optional(), md: value.optional(), lg: value.optional() })
}

/** A button or link target (CMS-023): url plus the anchor's target attribute. */
export const TargetSchema = z.looseObject({
  url: z.string(),
  text: z.string().optional(),
  targetAttribute: z.enum(['_self', '_blank']).optional(),
  style: z.enum(['primary', 'secondary', 'link']).optional(),
  icon: z.string().optional(),
  size: z.string().optional(),
})
export type Target = z.infer<typeof TargetSchema>

/** Picture (CMS-064): url, alt, width and height. An empty alt marks a decorative image. */
export const PictureSchema = z.looseObject({
  url: z.string(),
  alt: z.string().default(''),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export type Picture = z.infer<typeof PictureSchema>

/** Hero/banner media: an image or a video, with optional per-breakpoint variants (CMS-048). */
export const MediaSchema = PictureSchema.extend({
  type: z.enum(['image', 'video']).default('image'),
  breakpoints: perBreakpoint(PictureSchema.omit({ alt: true })).optional(),
  /** A video's still image: shown before it plays, when paused, and when motion is reduced. */
  poster: z.looseObject({ url: z.string() }).optional(),
})
export type Media = z.infer<typeof MediaSchema>

export const LinkTypeSchema = z.enum(['CTA', 'No-CTA']).default('CTA')
export const AlignmentSchema = z.enum(['left', 'center', 'right'])
export type Alignment = z.infer<typeof AlignmentSchema>

export const PromotionTrackingSchema = z.looseObject({
  creativeName: z.string().optional(),
  promotionId: z.string().optional(),
  promotionName: z.string().optional(),
})

/** Fields every block may carry: anchorName makes it a scroll target (CMS-052); titleH1 (A21). */
export const blockBase = {
  id: z.string().optional(),
  anchorName: z.string().optional(),
  titleH1: z.boolean().optional(),
  hideOnBreakpoint: perBreakpoint(z.boolean()).optional(),
}

export const HERO_LAYOUTS = [
  'below-1media',
  'below-2media',
  'overlay',
  'overlay-top',
  'overlay-bottom',
  'overlay-middle',
  'center-overlay',
  'standardHero',
] as const
export type HeroLayout = (typeof HERO_LAYOUTS)[number]

// Banner and hero presentation (CMS-037, CMS-045). A look the storefront does not know falls back to
// the default instead of failing the block; colours are checked for contrast where they are drawn.
export const ButtonStyleSchema = z.enum(['primary', 'secondary', 'link'])
export type ButtonStyle = z.infer<typeof ButtonStyleSchema>
export const ButtonSizeSchema = z.enum(['small', 'medium', 'large'])
export type ButtonSize = z.infer<typeof ButtonSizeSchema>

/** A banner or hero button: a target whose style may differ per breakpoint, with an icon and a size. */
export const CtaTargetSchema = TargetSchema.extend({
  style: z
    .union([ButtonStyleSchema, perBreakpoint(ButtonStyleSchema)])
    .optional()
    .catch(undefined),
  size: ButtonSizeSchema.optional().catch(undefined),
})
export type CtaTarget = z.infer<typeof CtaTargetSchema>

/** `off` hides the caption (CMS-047); corners put it over the media, `below` under it. */
export const CAPTION_POSITIONS = [
  'off',
  'below',
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
] as const
export type CaptionPosition = (typeof CAPTION_POSITIONS)[number]
export const captionFields = {
  captionText: z.string().optional(),
  captionPosition: z.enum(CAPTION_POSITIONS).optional().catch('below'),
  captionStyle: z.string().optional(),
  captionColor: z.string().optional(),
}

/** Gradient under overlay text (CMS-040, CMS-047): `off` draws none; no breakpoint list means all. */
export const gradientFields = {
  gradientStyle: z.enum(['off', 'full', 'focused']).optional().catch('off'),
  gradientTone: z.enum(['dark', 'light']).optional().catch('dark'),
  gradientBreakpoints: z
    .array(z.enum(['sm', 'md', 'lg']))
    .optional()
    .catch(undefined),
}
export const GradientSchema = z.looseObject(gradientFields)
export type GradientSettings = z.infer<typeof GradientSchema>

/** An article card (CMS-074): the article search's items and related articles, mapped in `articles.ts`. */
export const ArticleSchema = z.looseObject({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  picture: PictureSchema.optional(),
  eyebrow: z.string().optional(),
  /** The page date, YYYY-MM-DD. */
  date: z.string().optional(),
  /** The page date as the shopper reads it, formatted on the server (date-fns stays out of the browser). */
  displayDate: z.string().optional(),
  description: z.string().optional(),
})
export type Article = z.infer<typeof ArticleSchema>

/** A filter of the article grid (CMS-074): a tag id and its label. */
export const ArticleFacetSchema = z.looseObject({ id: z.string(), label: z.string() })
export type ArticleFacet = z.infer<typeof ArticleFacetSchema>

/** A footer link: text, url and target attribute (the footer call's links and the footer-items block). */
export const FooterLinkSchema = z.looseObject({
  text: z.string(),
  url: z.string(),
  targetAttribute: z.enum(['_self', '_blank']).optional(),
})
export type FooterLink = z.infer<typeof FooterLinkSchema>
