import { z } from 'zod'
import { blockBase } from '#app/domain/content/content-block-fields.ts'

/** The two kinds of gallery providers (CMS-085): a third-party UGC widget and a social-media gallery. */
export const UGC_PROVIDERS = ['widget', 'social'] as const
export type UgcProvider = (typeof UGC_PROVIDERS)[number]

/**
 * A user-generated-content gallery (CMS-085, CAT-045): the provider draws it into the element with
 * `containerId`; `filter` may hold `{productId}` and `{category}`, filled in from the path.
 */
export const UgcGallerySchema = z.looseObject({
  ...blockBase,
  type: z.literal('ugcGallery'),
  provider: z.enum(UGC_PROVIDERS),
  /** The container element's id: a valid HTML id, as the provider looks the element up by it. */
  containerId: z.string().regex(/^[A-Za-z][\w-]*$/),
  filter: z.string().default(''),
  /** The heading (shown only where CAT-044 allows); the catalogue's when the content has none. */
  title: z.string().optional(),
})
export type UgcGalleryBlock = z.infer<typeof UgcGallerySchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { UgcGallerySchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    ugcGallery: typeof UgcGallerySchema
  }
}
