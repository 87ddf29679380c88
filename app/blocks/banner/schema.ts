import { z } from 'zod'
import {
  AlignmentSchema,
  blockBase,
  captionFields,
  CtaTargetSchema,
  gradientFields,
  LinkTypeSchema,
  MediaSchema,
  PictureSchema,
  perBreakpoint,
  PromotionTrackingSchema,
  TargetSchema,
} from '#app/domain/content/content-block-fields.ts'

export const BANNER_VARIANTS = [
  'image',
  'overlay',
  'split',
  'thin',
  'below-text',
  'menu-tile',
  'espot',
] as const

/** Banner (CMS-030..049): media, title, text and buttons in one of the banner variants. */
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

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { BannerSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    banner: typeof BannerSchema
  }
}
