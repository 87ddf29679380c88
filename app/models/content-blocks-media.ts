import { z } from 'zod'
import { PriceSchema } from './product.ts'
import {
  LinkTypeSchema,
  PictureSchema,
  TargetSchema,
  blockBase,
  perBreakpoint,
} from './content-block-fields.ts'

/** Video, dialog, recommendation and upsell blocks. */

/** One breakpoint's video (CMS-086): the file (or a YouTube link), its size and its poster image. */
export const VideoSourceSchema = z.looseObject({
  url: z.string(),
  mimeType: z.string().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  poster: PictureSchema.optional(),
})
export type VideoSource = z.infer<typeof VideoSourceSchema>

/** A text track (CMS-086): kind `transcripts` (captions) or `chapters`. */
export const VideoTrackSchema = z.looseObject({
  src: z.string(),
  label: z.string(),
  srclang: z.string(),
  kind: z.string().default('transcripts'),
})
export type VideoTrack = z.infer<typeof VideoTrackSchema>

/** Video player (CMS-086..090). Unset player settings take the defaults of `video.ts` (CONST-040). */
export const VideoPlayerSchema = z.looseObject({
  ...blockBase,
  type: z.literal('videoPlayer'),
  media: perBreakpoint(VideoSourceSchema).default({}),
  backgroundColor: z.string().optional(),
  isFullWidth: z.boolean().default(false),
  /** Space above and below the player per breakpoint. */
  paddings: perBreakpoint(z.enum(['none', 'small', 'medium', 'large']).catch('none')).default({}),
  playerSettings: z
    .looseObject({
      autoplay: z.boolean().optional(),
      hideControls: z.boolean().optional(),
      loop: z.boolean().optional(),
      muted: z.boolean().optional(),
    })
    .default({}),
  cloudinaryAsset: z.looseObject({ cloudName: z.string(), publicId: z.string() }).optional(),
  /** CMS-088: the Cloudinary asset is played only with this flag (set by the editor or the site). */
  enableCloudinaryVideoPlayer: z.boolean().default(false),
  tracks: z.array(VideoTrackSchema).default([]),
  seoTitle: z.string().optional(),
  seoDescription: z.string().optional(),
})
export type VideoPlayerBlock = z.infer<typeof VideoPlayerSchema>

/**
 * Dialog (CMS-059): content shown in a dialog that `#modal-<id>` targets open (CMS-024); `#modal`
 * opens a dialog block without an id.
 */
export const DialogBlockSchema = z.looseObject({
  ...blockBase,
  type: z.literal('dialog'),
  title: z.string().optional(),
  media: PictureSchema.optional(),
  richText: z.string().optional(),
  linkType: LinkTypeSchema,
  targets: z.array(TargetSchema).default([]),
})
export type DialogBlock = z.infer<typeof DialogBlockSchema>

/** A recommended product (001 §3): the server fills these in; blocks never fetch. */
export const RecommendedProductCardSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  image: z.looseObject({ src: z.string(), alt: z.string().default('') }),
  rating: z.looseObject({ score: z.number(), showScore: z.boolean().default(true) }).optional(),
  price: z.union([PriceSchema, z.number()]),
  currency: z.string().optional(),
  /** Sent back with a click by the personalisation feature (attribution). */
  recToken: z.string().optional(),
})
export type RecommendedProductCard = z.infer<typeof RecommendedProductCardSchema>

/** Card widths of a recommendations grid: cards per row on large screens (CONST-025). */
export const RECOMMENDATION_CARD_WIDTHS = ['3-cards', '5-cards', '6-cards'] as const

/** Product recommendations (CMS-083): the widget's products, filled in by the server; hidden when empty. */
export const ProductRecommendationsSchema = z.looseObject({
  ...blockBase,
  type: z.literal('productRecommendations'),
  title: z.string().optional(),
  /** The recommendation widget (placement) the server asks for. */
  widgetId: z.string().optional(),
  cardWidth: z.enum(RECOMMENDATION_CARD_WIDTHS).default('5-cards').catch('5-cards'),
  showRating: z.boolean().default(true),
  products: z.array(RecommendedProductCardSchema).default([]),
})
export type ProductRecommendationsBlock = z.infer<typeof ProductRecommendationsSchema>

/** An upsell item (001 §3); out-of-stock ones are hidden. */
export const UpsellItemSchema = z.looseObject({
  id: z.string(),
  sku: z.string().optional(),
  name: z.string(),
  url: z.string(),
  image: z.looseObject({ url: z.string(), alt: z.string().default('') }),
  price: z.union([PriceSchema, z.number()]),
  currency: z.string().optional(),
  productInventoryState: z.enum(['InStock', 'OutOfStock']).default('InStock'),
})
export type UpsellItem = z.infer<typeof UpsellItemSchema>

/** Product upsell, "complete the look" (CMS-084): the first `stackedCount` items in stock (CONST-024). */
export const ProductUpsellSchema = z.looseObject({
  ...blockBase,
  type: z.literal('productUpsell'),
  title: z.string().optional(),
  /** The look itself, shown beside the items. */
  media: PictureSchema.optional(),
  /** A recommendation widget the server fills `items` from when the page carries none. */
  widgetId: z.string().optional(),
  stackedCount: z.number().int().positive().catch(3).default(3),
  items: z.array(UpsellItemSchema).default([]),
})
export type ProductUpsellBlock = z.infer<typeof ProductUpsellSchema>
