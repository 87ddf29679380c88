import { z } from 'zod'
import { FooterSchema } from './content.ts'
import { ProductTileSchema } from '../catalog/product.ts'

/**
 * The internal front-end service's content feeds (CMS-018..020). The spec names the calls, not their
 * payloads; these shapes are the storefront's reading (decision 026).
 */

/** GET /fapi/components/collections?ids=…: the tiles of products picked in content read without augmentation. */
export const CollectionsFeedSchema = z.looseObject({ products: z.array(ProductTileSchema).default([]) })
export type CollectionsFeed = z.infer<typeof CollectionsFeedSchema>

/** GET /fapi/components/footer: the footer, assembled as the content footer is. */
export const FooterFeedSchema = FooterSchema

/** A link of the utility bar above the header. */
export const UtilityLinkSchema = z.looseObject({
  id: z.string(),
  text: z.string().min(1),
  url: z.string().min(1),
  /** Opens elsewhere: an external help centre, say. */
  targetAttribute: z.enum(['_self', '_blank']).default('_self').catch('_self'),
})
export type UtilityLink = z.infer<typeof UtilityLinkSchema>

/** GET /fapi/components/utility: the utility bar's message and links (CMS-020). */
export const UtilityFeedSchema = z.looseObject({
  message: z.string().optional(),
  links: z.array(UtilityLinkSchema).default([]),
})
export type UtilityFeed = z.infer<typeof UtilityFeedSchema>
export type UtilityFeedInput = z.input<typeof UtilityFeedSchema>
