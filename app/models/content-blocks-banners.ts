import { z } from 'zod'
import {
  AlignmentSchema,
  CtaTargetSchema,
  GradientSchema,
  HERO_LAYOUTS,
  LinkTypeSchema,
  MediaSchema,
  PictureSchema,
  PromotionTrackingSchema,
  TargetSchema,
  blockBase,
  captionFields,
  gradientFields,
  perBreakpoint,
} from './content-block-fields.ts'

/** Banner and hero blocks (CMS-030..049). */

/** A small image placed on the media (badge) or over it (the product-overlay picture). */
const PlacedImageSchema = z.looseObject({ url: z.string(), alt: z.string().default('') })

export const HeroBannerSchema = z.looseObject({
  ...blockBase,
  type: z.literal('heroBanner'),
  name: z.string().optional(),
  title: z.string().optional(),
  /** Sanitised HTML, used instead of title when present (likewise subtitleHtml). */
  titleHtml: z.string().optional(),
  titleStyle: z.string().optional(),
  titleColor: z.string().optional(),
  subtitle: z.string().optional(),
  subtitleHtml: z.string().optional(),
  subtitleStyle: z.string().optional(),
  subtitleColor: z.string().optional(),
  eyebrowText: z.string().optional(),
  eyebrowTextColor: z.string().optional(),
  eyebrowLogoResponsive: perBreakpoint(PictureSchema).optional(),
  richText: z.string().optional(),
  richTextColor: z.string().optional(),
  richTextBelowTargets: z.string().optional(),
  richTextBelowTargetsColor: z.string().optional(),
  linkType: LinkTypeSchema,
  targets: z.array(CtaTargetSchema).default([]),
  mediaTarget: TargetSchema.optional(),
  media: z.array(MediaSchema).default([]),
  /** The same media under the name some CMS spaces use; read when `media` is empty. */
  mediaList: z.array(MediaSchema).default([]),
  responsiveLayout: perBreakpoint(
    z.looseObject({
      layout: z.enum(HERO_LAYOUTS).catch('overlay'),
      alignment: AlignmentSchema.catch('left'),
    }),
  ).default({}),
  caption: z.looseObject(captionFields).optional(),
  gradient: GradientSchema.optional(),
  backgroundColor: z.union([z.string(), perBreakpoint(z.string())]).optional(),
  /** A frosted box behind overlay text instead of the plain dark one. */
  backdrop: z.boolean().default(false),
  /** Width of the overlay text box. */
  overlayWidth: z.enum(['xs', 'sm', 'md', 'lg']).optional().catch(undefined),
  /** The product-overlay variant (CMS-044): a product picture over the media, CONST-037 sizes. */
  overlayPicture: PlacedImageSchema.optional(),
  badge: PlacedImageSchema.optional(),
  equalTargetSize: z.boolean().default(false),
  isFullWidth: z.boolean().default(true),
  promotionTracking: PromotionTrackingSchema.optional(),
})
export type HeroBannerBlock = z.infer<typeof HeroBannerSchema>

export const BANNER_VARIANTS = [
  'image',
  'overlay',
  'split',
  'thin',
  'below-text',
  'menu-tile',
  'espot',
] as const

export const BannerSchema = z.looseObject({
  ...blockBase,
  type: z.literal('banner'),
  variant: z.enum(BANNER_VARIANTS).default('image').catch('image'),
  media: MediaSchema.optional(),
  mediaTarget: TargetSchema.optional(),
  title: z.string().optional(),
  /** Sanitised HTML, used instead of title when present. */
  titleHtml: z.string().optional(),
  titleColor: z.string().optional(),
  titleStyle: z.string().optional(),
  hideTitle: z.boolean().default(false),
  subtitle: z.string().optional(),
  overline: z.string().optional(),
  eyebrowText: z.string().optional(),
  eyebrowLogoResponsive: perBreakpoint(PictureSchema).optional(),
  richText: z.string().optional(),
  richTextBelowTargets: z.string().optional(),
  ...captionFields,
  ...gradientFields,
  /** A frosted box behind overlay text instead of the plain dark one. */
  backdrop: z.boolean().default(false),
  backgroundColor: z.string().optional(),
  linkType: LinkTypeSchema,
  targets: z.array(CtaTargetSchema).default([]),
  equalTargetSize: z.boolean().default(false),
  /** Split banners: the image takes 60, 50 or 40 percent (CONST-028). */
  imageWidth: z.union([z.literal(60), z.literal(50), z.literal(40)]).default(50),
  /** Where the text block sits; textAlignmentSmall (sm, md) and textAlignmentLarge (lg) align its text. */
  alignment: AlignmentSchema.default('left'),
  textAlignmentSmall: AlignmentSchema.optional().catch(undefined),
  textAlignmentLarge: AlignmentSchema.optional().catch(undefined),
  /** Cinema mode: the media is a full-height banner of 50vh (CMS-041, CONST-031). */
  cinemaMode: z.boolean().default(false),
  promotionTracking: PromotionTrackingSchema.optional(),
})
export type BannerBlock = z.infer<typeof BannerSchema>
