import { z } from 'zod'
import { AlignmentSchema, PictureSchema, TargetSchema, blockBase } from './content-block-fields.ts'

/** Articles, article grids, related articles, secondary navigation, filter-by and footer items. */

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
