import { z } from 'zod'
import {
  AlignmentSchema,
  blockBase,
  captionFields,
  CtaTargetSchema,
  GradientSchema,
  HERO_LAYOUTS,
  LinkTypeSchema,
  MediaSchema,
  PictureSchema,
  perBreakpoint,
  PromotionTrackingSchema,
  TargetSchema,
} from '#app/domain/content/content-block-fields.ts'

/** A small image placed on the media (badge) or over it (the product-overlay picture). */
const PlacedImageSchema = z.looseObject({ url: z.string(), alt: z.string().default('') })

/** Hero banner (CMS-030..049): media, title, text and buttons in one of the hero layouts. */
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

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { HeroBannerSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    heroBanner: typeof HeroBannerSchema
  }
}
