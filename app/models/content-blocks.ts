import { z } from 'zod'
import { ProductTileSchema } from './product.ts'

/**
 * CMS blocks (001 §2, §3) and the shapes they share. Objects are loose: fields the storefront does not
 * read yet are kept, so a new CMS field never breaks a page. Import them through `content.ts`.
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

/** Hero/banner media: an image with optional per-breakpoint variants (CMS-048). */
export const MediaSchema = PictureSchema.extend({
  type: z.enum(['image', 'video']).default('image'),
  breakpoints: perBreakpoint(PictureSchema.omit({ alt: true })).optional(),
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
const blockBase = {
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

export const HeroBannerSchema = z.looseObject({
  ...blockBase,
  type: z.literal('heroBanner'),
  name: z.string().optional(),
  title: z.string().optional(),
  subtitle: z.string().optional(),
  eyebrowText: z.string().optional(),
  richText: z.string().optional(),
  richTextBelowTargets: z.string().optional(),
  linkType: LinkTypeSchema,
  targets: z.array(TargetSchema).default([]),
  mediaTarget: TargetSchema.optional(),
  media: z.array(MediaSchema).default([]),
  responsiveLayout: perBreakpoint(
    z.looseObject({
      layout: z.enum(HERO_LAYOUTS).catch('overlay'),
      alignment: AlignmentSchema.catch('left'),
    }),
  ).default({}),
  caption: z
    .looseObject({ captionText: z.string().optional(), captionPosition: z.string().optional() })
    .optional(),
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
  variant: z.enum(BANNER_VARIANTS).catch('image'),
  media: MediaSchema.optional(),
  mediaTarget: TargetSchema.optional(),
  title: z.string().optional(),
  hideTitle: z.boolean().default(false),
  subtitle: z.string().optional(),
  overline: z.string().optional(),
  eyebrowText: z.string().optional(),
  richText: z.string().optional(),
  linkType: LinkTypeSchema,
  targets: z.array(TargetSchema).default([]),
  equalTargetSize: z.boolean().default(false),
  /** Split banners: the image takes 60, 50 or 40 percent (CONST-028). */
  imageWidth: z.union([z.literal(60), z.literal(50), z.literal(40)]).default(50),
  alignment: AlignmentSchema.default('left'),
  promotionTracking: PromotionTrackingSchema.optional(),
})
export type BannerBlock = z.infer<typeof BannerSchema>

export const RichTextSchema = z.looseObject({
  ...blockBase,
  type: z.literal('richText'),
  title: z.string().optional(),
  /** HTML, sanitised by the content service before it reaches a component. */
  richText: z.string(),
})
export type RichTextBlock = z.infer<typeof RichTextSchema>

export const CollectionLayoutSchema = z.looseObject({
  type: z.enum(['grid', 'carousel']).default('grid'),
  slideWidth: z.number().optional(),
  showArrows: z.boolean().optional(),
  autoplay: z.boolean().optional(),
  autorotateTime: z.number().optional(),
})

export const ProductCollectionSchema = z.looseObject({
  ...blockBase,
  type: z.literal('productCollection'),
  title: z.string().optional(),
  variant: z.string().optional(),
  /** What the editor picked; the augmented page also inlines them as `products`. */
  productIds: z.array(z.string()).default([]),
  products: z.array(ProductTileSchema).default([]),
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
  autorotateTime: z.number().optional(),
  closable: z.boolean().default(false),
})
export type PromoBarBlock = z.infer<typeof PromoBarSchema>

export const SpacerSizeSchema = z.enum(['none', 'small', 'medium', 'large'])
export type SpacerSize = z.infer<typeof SpacerSizeSchema>

export const SpacerSchema = z.looseObject({
  ...blockBase,
  type: z.literal('spacer'),
  backgroundColor: z.string().optional(),
  bottomMargins: perBreakpoint(SpacerSizeSchema).default({}),
})
export type SpacerBlock = z.infer<typeof SpacerSchema>

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
  iconsStyle: z.string().optional(),
  bottomDivider: z.boolean().default(true),
})
export type AccordionBlock = z.infer<typeof AccordionSchema>

export const IconAndTextSchema = z.looseObject({
  ...blockBase,
  type: z.literal('iconAndText'),
  title: z.string().optional(),
  iconAndText: z.array(
    z.looseObject({
      icon: z.looseObject({ name: z.string(), direction: z.string().optional() }),
      richText: z.string(),
      target: TargetSchema.optional(),
    }),
  ),
  iconSize: z.enum(['small', 'medium', 'large']).default('medium'),
  variant: z.enum(['icon-left', 'icon-above-text', 'one-column']).default('icon-above-text'),
})
export type IconAndTextBlock = z.infer<typeof IconAndTextSchema>

export const PictureBlockSchema = PictureSchema.extend({ ...blockBase, type: z.literal('picture') })
export type PictureBlock = z.infer<typeof PictureBlockSchema>

export const KnownBlockSchema = z.discriminatedUnion('type', [
  HeroBannerSchema,
  BannerSchema,
  RichTextSchema,
  ProductCollectionSchema,
  CategoryCardsSchema,
  PromoBarSchema,
  SpacerSchema,
  AccordionSchema,
  IconAndTextSchema,
  PictureBlockSchema,
])
export type KnownBlock = z.infer<typeof KnownBlockSchema>
export type KnownBlockInput = z.input<typeof KnownBlockSchema>
export type BlockType = KnownBlock['type']

export const KNOWN_BLOCK_TYPES: ReadonlySet<string> = new Set<BlockType>([
  'heroBanner',
  'banner',
  'richText',
  'productCollection',
  'categoryCards',
  'promoBar',
  'spacer',
  'accordion',
  'iconAndText',
  'picture',
])

/**
 * Any other block still parses, as `{ type }` plus its fields, so one new or broken block never fails a
 * page: the renderer skips it and logs the type. A known type whose fields do not validate is renamed
 * `invalid:<type>` so it cannot be mistaken for a valid block of that type.
 */
export const UnknownBlockSchema = z
  .looseObject({ type: z.string() })
  .transform((block) =>
    KNOWN_BLOCK_TYPES.has(block.type) ? { ...block, type: `invalid:${block.type}` } : block,
  )
export type UnknownBlock = z.infer<typeof UnknownBlockSchema>

export const BlockSchema = z.union([KnownBlockSchema, UnknownBlockSchema])
export type Block = z.infer<typeof BlockSchema>

/** True for a block the storefront can render. */
export function isKnownBlock(block: Block): block is KnownBlock {
  return KNOWN_BLOCK_TYPES.has(block.type)
}
