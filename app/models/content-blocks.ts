import { z } from 'zod'
import { BannerSchema, HeroBannerSchema } from './content-blocks-banners.ts'
import {
  BenefitBarSchema,
  CategoryCardsSchema,
  ProductCollectionSchema,
  PromoBarSchema,
  RichTextSchema,
} from './content-blocks-collections.ts'
import {
  AccordionSchema,
  IconAndTextSchema,
  LinkedCardSchema,
  MultiLinkCardSchema,
  PictureBlockSchema,
  SpacerSchema,
} from './content-blocks-basics.ts'
import {
  ArticleGridSchema,
  FilterBySchema,
  FooterItemsSchema,
  RelatedArticlesSchema,
  SecondaryNavigationSchema,
} from './content-blocks-articles.ts'
import {
  DialogBlockSchema,
  ProductRecommendationsSchema,
  ProductUpsellSchema,
  VideoPlayerSchema,
} from './content-blocks-media.ts'
import { EventSignUpSchema } from './content-blocks-events.ts'
import { NewsletterSignUpSchema } from './content-blocks-newsletter.ts'
import { UgcGallerySchema } from './content-blocks-ugc.ts'
export * from './content-block-fields.ts'
export * from './content-blocks-banners.ts'
export * from './content-blocks-collections.ts'
export * from './content-blocks-basics.ts'
export * from './content-blocks-articles.ts'
export * from './content-blocks-media.ts'
export * from './content-blocks-events.ts'
export * from './content-blocks-newsletter.ts'
export * from './content-blocks-ugc.ts'

/**
 * CMS blocks (001 §2, §3): the union over every block type, and every block's schema from the files
 * beside this one. Objects are loose: fields the storefront does not read yet are kept, so a new CMS
 * field never breaks a page. Import them through `content.ts`.
 */

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
  EventSignUpSchema,
  NewsletterSignUpSchema,
  UgcGallerySchema,
])
export type KnownBlock = z.infer<typeof KnownBlockSchema>
export type KnownBlockInput = z.input<typeof KnownBlockSchema>
export type BlockType = KnownBlock['type']

/** Every type the union knows, read from the union itself. */
export const KNOWN_BLOCK_TYPES: ReadonlySet<string> = new Set<BlockType>(
  KnownBlockSchema.options.map((option) => option.shape.type.value),
)

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
