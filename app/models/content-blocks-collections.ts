import { z } from 'zod'
import { ProductTileSchema } from './product.ts'
import {
  AlignmentSchema,
  MediaSchema,
  PictureSchema,
  PromotionTrackingSchema,
  TargetSchema,
  blockBase,
  perBreakpoint,
} from './content-block-fields.ts'

/** Rich text, collections and carousels, category cards, the promo and benefit bars. */

export const RichTextSchema = z.looseObject({
  ...blockBase,
  type: z.literal('richText'),
  title: z.string().optional(),
  /** HTML, sanitised by the content service before it reaches a component. */
  richText: z.string(),
})
export type RichTextBlock = z.infer<typeof RichTextSchema>

// A setting the storefront cannot use is dropped (and falls back), never fails the whole collection.
const optionalNumber = z.number().optional().catch(undefined)
const optionalFlag = z.boolean().optional().catch(undefined)

/**
 * One breakpoint's collection layout (CMS-057). Every field is optional: a missing one comes from the
 * nearest breakpoint that sets it, then a default (`resolveSlideLayouts` in `carousel.ts`).
 */
export const CollectionLayoutSchema = z.looseObject({
  type: z.enum(['grid', 'carousel']).optional().catch(undefined),
  /** Slide width in percent of the strip, e.g. 80 for one slide and a peek of the next. */
  slideWidth: optionalNumber,
  /** Largest slide width, px. */
  slideMaxWidth: optionalNumber,
  /** Space inside each slide, px. */
  slidePadding: optionalNumber,
  /** Space between the strip's edges and its first and last slides, px. */
  margin: optionalNumber,
  showArrows: optionalFlag,
  showIndicators: optionalFlag,
  showProgress: optionalFlag,
  autoplay: optionalFlag,
  /** Seconds between slides (CMS-058: times 1000). */
  autorotateTime: optionalNumber,
  loop: optionalFlag,
})

/** Standard (product tiles), vertical list (CMS-055) and call-to-action buttons (CMS-056). */
export const COLLECTION_VARIANTS = ['standard', 'vertical-list', 'cta-buttons'] as const

export const ProductCollectionSchema = z.looseObject({
  ...blockBase,
  type: z.literal('productCollection'),
  title: z.string().optional(),
  variant: z.enum(COLLECTION_VARIANTS).default('standard').catch('standard'),
  /** What the editor picked; the augmented page also inlines them as `products`. */
  productIds: z.array(z.string()).default([]),
  products: z.array(ProductTileSchema).default([]),
  /** The buttons of a `cta-buttons` collection; one without text is not shown. */
  items: z.array(TargetSchema).default([]),
  breakpoints: perBreakpoint(CollectionLayoutSchema).default({}),
  textLink: TargetSchema.optional(),
})
export type ProductCollectionBlock = z.infer<typeof ProductCollectionSchema>

export const CategoryCardSchema = z.looseObject({
  id: z.string().optional(),
  title: z.string(),
  image: PictureSchema,
  target: TargetSchema,
})
export type CategoryCard = z.infer<typeof CategoryCardSchema>

export const CategoryCardsSchema = z.looseObject({
  ...blockBase,
  type: z.literal('categoryCards'),
  title: z.string().optional(),
  cards: z.array(CategoryCardSchema),
  /** PERS-047: what its clicks report, as on banners (decision 042). */
  promotionTracking: PromotionTrackingSchema.optional(),
})
export type CategoryCardsBlock = z.infer<typeof CategoryCardsSchema>

export const PromoMessageSchema = z.looseObject({
  id: z.string(),
  richText: z.string(),
  clickable: z.boolean().default(false),
  targets: z.array(TargetSchema).default([]),
  textColor: z.string().optional(),
  hoverLinkColor: z.string().optional(),
  background: z.string().optional(),
})
export type PromoMessage = z.infer<typeof PromoMessageSchema>

export const PromoBarSchema = z.looseObject({
  ...blockBase,
  type: z.literal('promoBar'),
  messages: z.array(PromoMessageSchema),
  /** Seconds between messages (CMS-058: times 1000); 5 when not set. */
  autorotateTime: optionalNumber,
  closable: z.boolean().default(false),
  /**
   * At most this many messages show (CMS-109, CONST-045: the value is configuration, not in the spec);
   * 3 when not set (`DEFAULT_MAX_PROMO_MESSAGES` in `carousel.ts`).
   */
  maxMessages: z.number().int().positive().optional().catch(undefined),
})
export type PromoBarBlock = z.infer<typeof PromoBarSchema>

/** Benefit bar (CMS-076): a slim bar of member benefits; its close is remembered (CMS-077). */
export const BenefitBarSchema = z.looseObject({
  ...blockBase,
  type: z.literal('benefitBar'),
  /** Brand or programme logo; linked to `mediaTarget` when there is one. */
  logo: PictureSchema.optional(),
  /** Decorative background behind a dark scrim, with optional per-breakpoint variants. */
  backgroundImage: MediaSchema.optional(),
  title: z.string().optional(),
  subtitle: z.string().optional(),
  targets: z.array(TargetSchema).default([]),
  /** An "i" button disclosing the terms: `richText` (sanitised HTML) and an optional link. */
  infoIcon: z
    .looseObject({ label: z.string().optional(), richText: z.string(), target: TargetSchema.optional() })
    .optional(),
  showCloseButton: z.boolean().default(false),
  alignment: AlignmentSchema.default('center'),
  mediaTarget: TargetSchema.optional(),
})
export type BenefitBarBlock = z.infer<typeof BenefitBarSchema>
