import { z } from 'zod'
import { ArticleSchema, blockBase } from '#app/domain/content/content-block-fields.ts'

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

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { RelatedArticlesSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    relatedArticles: typeof RelatedArticlesSchema
  }
}
