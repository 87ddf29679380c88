import { z } from 'zod'
import { ArticleFacetSchema, ArticleSchema, blockBase } from '#app/domain/content/content-block-fields.ts'

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

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { ArticleGridSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    articleGrid: typeof ArticleGridSchema
  }
}
