import { z } from 'zod'
import { PriceSchema, ProductTileSchema } from './product.ts'

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
const captionFields = {
  captionText: z.string().optional(),
  captionPosition: z.enum(CAPTION_POSITIONS).optional().catch('below'),
  captionStyle: z.string().optional(),
  captionColor: z.string().optional(),
}

/** Gradient under overlay text (CMS-040, CMS-047): `off` draws none; no breakpoint list means all. */
const gradientFields = {
  gradientStyle: z.enum(['off', 'full', 'focused']).optional().catch('off'),
  gradientTone: z.enum(['dark', 'light']).optional().catch('dark'),
  gradientBreakpoints: z
    .array(z.enum(['sm', 'md', 'lg']))
    .optional()
    .catch(undefined),
}
export const GradientSchema = z.looseObject(gradientFields)
export type GradientSettings = z.infer<typeof GradientSchema>

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

export const SpacerSizeSchema = z.enum(['none', 'small', 'medium', 'large'])
export type SpacerSize = z.infer<typeof SpacerSizeSchema>

export const SpacerSchema = z.looseObject({
  ...blockBase,
  type: z.literal('spacer'),
  backgroundColor: z.string().optional(),
  bottomMargins: perBreakpoint(SpacerSizeSchema).default({}),
})
export type SpacerBlock = z.infer<typeof SpacerSchema>

/** The accordion's open/close indicator (CMS-051): a plus that turns into a minus, or a chevron. */
export const ACCORDION_ICON_STYLES = ['plus', 'chevron'] as const

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
  /** An item's `icon` names a line icon drawn before its title; iconsStyle picks the open/close indicator. */
  iconsStyle: z.enum(ACCORDION_ICON_STYLES).catch('plus').default('plus'),
  bottomDivider: z.boolean().default(true),
})
export type AccordionBlock = z.infer<typeof AccordionSchema>

/** The directions an icon-and-text item's icon may point (CMS-066). */
export const ICON_DIRECTIONS = ['right', 'down', 'left', 'up'] as const

export const IconAndTextSchema = z.looseObject({
  ...blockBase,
  type: z.literal('iconAndText'),
  title: z.string().optional(),
  iconAndText: z.array(
    z.looseObject({
      /** `direction` turns an arrow-like icon: right (as drawn), down, left or up. */
      icon: z.looseObject({
        name: z.string(),
        direction: z.enum(ICON_DIRECTIONS).optional().catch(undefined),
      }),
      richText: z.string(),
      target: TargetSchema.optional(),
      /** The item's own panel colours; text that would not read on its background is not used. */
      backgroundColor: z.string().optional(),
      textColor: z.string().optional(),
    }),
  ),
  iconSize: z.enum(['small', 'medium', 'large']).default('medium'),
  variant: z.enum(['icon-left', 'icon-above-text', 'one-column']).default('icon-above-text'),
})
export type IconAndTextBlock = z.infer<typeof IconAndTextSchema>

export const PictureBlockSchema = PictureSchema.extend({ ...blockBase, type: z.literal('picture') })
export type PictureBlock = z.infer<typeof PictureBlockSchema>

/** Linked card (CMS-062): media, title and text, the whole card one link to `target`. */
export const LinkedCardSchema = z.looseObject({
  ...blockBase,
  type: z.literal('linkedCard'),
  media: PictureSchema.optional(),
  title: z.string().optional(),
  text: z.string().optional(),
  target: TargetSchema,
  promotionTracking: PromotionTrackingSchema.optional(),
})
export type LinkedCardBlock = z.infer<typeof LinkedCardSchema>

/** Multi-link card (CMS-063): media, a title linked by titleTarget, a list of links, an alignment. */
export const MultiLinkCardSchema = z.looseObject({
  ...blockBase,
  type: z.literal('multiLinkCard'),
  media: PictureSchema.optional(),
  title: z.string().optional(),
  titleTarget: TargetSchema.optional(),
  targets: z.array(TargetSchema).default([]),
  alignment: AlignmentSchema.default('left'),
})
export type MultiLinkCardBlock = z.infer<typeof MultiLinkCardSchema>

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

/** What the content feature found for an article grid (`resolveArticleGrids`), for the block to render. */
export const ArticleGridResultSchema = z.looseObject({
  /** Every article on show: the pages from offset 0 to `offset`, in order. */
  result: z.array(ArticleSchema),
  facets: z.array(ArticleFacetSchema),
  numFound: z.number().int().nonnegative(),
  /** Offset of the last page loaded. */
  offset: z.number().int().nonnegative(),
  /** The page size: rowsToLoad × columns (CONST-022). */
  limit: z.number().int().positive(),
  /** The tags in force (from the URL, else the initial tags). */
  selectedTags: z.array(z.string()),
})
export type ArticleGridResult = z.infer<typeof ArticleGridResultSchema>

/**
 * Article grid (CMS-068..075): the editor's settings; `articles` is filled on the server from the article
 * search before render (the block never fetches). Without it the block renders nothing.
 */
export const ArticleGridSchema = z.looseObject({
  ...blockBase,
  type: z.literal('articleGrid'),
  title: z.string().optional(),
  /** The search's initial query. */
  query: z.string().optional(),
  /** Tag ids the grid starts filtered by; "clear all" comes back to them (CMS-072). */
  initialTags: z.array(z.string()).default([]),
  rowsToLoad: z.number().int().positive().optional().catch(undefined),
  /** Columns of the small grid (CONST-022, default 3); large screens show this many per row. */
  columns: z.number().int().min(1).max(4).optional().catch(undefined),
  articles: ArticleGridResultSchema.optional(),
})
export type ArticleGridBlock = z.infer<typeof ArticleGridSchema>

/**
 * Related articles (CMS-012): up to 4 children of `parentPageSlug` (else of the page's parent), filled
 * on the server (`resolveRelatedArticles`). Without any the block renders nothing.
 */
export const RelatedArticlesSchema = z.looseObject({
  ...blockBase,
  type: z.literal('relatedArticles'),
  title: z.string().optional(),
  parentPageSlug: z.string().optional(),
  articles: z.array(ArticleSchema).optional(),
})
export type RelatedArticlesBlock = z.infer<typeof RelatedArticlesSchema>

/** A CMS colour: a hex value or a colour name; anything else is dropped (it reaches a style attribute). */
const CssColorSchema = z
  .string()
  .regex(/^(#[\da-f]{3,8}|[a-z]+)$/i)
  .optional()
  .catch(undefined)

/** Secondary navigation (CMS-120..122): a title and links; a list that collapses on small screens. */
export const SecondaryNavigationSchema = z.looseObject({
  ...blockBase,
  type: z.literal('secondaryNavigation'),
  title: z.string().optional(),
  targets: z.array(TargetSchema).default([]),
  alignment: AlignmentSchema.catch('left').default('left'),
  /** A rule between the title and the links (large screens) and under the bar. */
  divider: z.boolean().default(false),
  colors: z
    .looseObject({
      textColor: CssColorSchema,
      backgroundColor: CssColorSchema,
      dividerColor: CssColorSchema,
    })
    .default({}),
})
export type SecondaryNavigationBlock = z.infer<typeof SecondaryNavigationSchema>

/** Filter-by (CMS-060): a labelled row of links that each narrow what the shopper sees (a listing, a topic). */
export const FilterBySchema = z.looseObject({
  ...blockBase,
  type: z.literal('filterBy'),
  title: z.string().optional(),
  targets: z.array(TargetSchema).default([]),
})
export type FilterByBlock = z.infer<typeof FilterBySchema>

/** A footer link: text, url and target attribute (the footer call's links and the footer-items block). */
export const FooterLinkSchema = z.looseObject({
  text: z.string(),
  url: z.string(),
  targetAttribute: z.enum(['_self', '_blank']).optional(),
})
export type FooterLink = z.infer<typeof FooterLinkSchema>

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

export const KnownBlockSchema = z.discriminatedUnion('type', [
  VideoPlayerSchema,
  DialogBlockSchema,
  ProductRecommendationsSchema,
  ProductUpsellSchema,
  HeroBannerSchema,
  BannerSchema,
  RichTextSchema,
  ProductCollectionSchema,
  CategoryCardsSchema,
  PromoBarSchema,
  BenefitBarSchema,
  SpacerSchema,
  AccordionSchema,
  IconAndTextSchema,
  PictureBlockSchema,
  LinkedCardSchema,
  MultiLinkCardSchema,
  ArticleGridSchema,
  RelatedArticlesSchema,
  SecondaryNavigationSchema,
  FilterBySchema,
  FooterItemsSchema,
])
export type KnownBlock = z.infer<typeof KnownBlockSchema>
export type KnownBlockInput = z.input<typeof KnownBlockSchema>
export type BlockType = KnownBlock['type']

export const KNOWN_BLOCK_TYPES: ReadonlySet<string> = new Set<BlockType>([
  'videoPlayer',
  'dialog',
  'productRecommendations',
  'productUpsell',
  'heroBanner',
  'banner',
  'richText',
  'productCollection',
  'categoryCards',
  'promoBar',
  'benefitBar',
  'spacer',
  'accordion',
  'iconAndText',
  'picture',
  'linkedCard',
  'multiLinkCard',
  'articleGrid',
  'relatedArticles',
  'secondaryNavigation',
  'filterBy',
  'footerItems',
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
