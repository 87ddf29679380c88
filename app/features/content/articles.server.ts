import type { Shopper } from '#app/context.server.ts'
import {
  articlePageSize,
  pageOffsets,
  readGridState,
  RELATED_ARTICLES_LIMIT,
  toArticles,
  toFacets,
} from '#app/domain/content/articles.ts'
import { type Article, type Block, isKnownBlock } from '#app/domain/content/content.ts'
import type { ArticleGridBlock } from '#app/blocks/article-grid/schema.ts'
import type { RelatedArticlesBlock } from '#app/blocks/related-articles/schema.ts'
import { readsThroughCaches } from '#app/domain/page/request-rules.ts'
import { formatDisplayDate } from '#app/domain/market/display-date.ts'
import { cached } from '#app/platform/cache/cache.server.ts'
import * as content from '#app/features/content/api/content.server.ts'

/**
 * The article blocks' data: blocks never fetch, so before a page renders its article grids get the
 * article search's results for the state in the page URL (CMS-068..075) and its related-articles
 * blocks their parent's children (CMS-012). A failed call is logged only and leaves that block empty
 * (it renders nothing), never the page (001 §8).
 */

const MINUTE = 60_000

/** A page or fragment: anything with blocks. */
interface WithBlocks {
  components: Block[]
  slug?: string
  parent?: string
}

function cachedCall<T>(shopper: Shopper, key: string, read: () => Promise<T>): Promise<T> {
  const { site, locale } = shopper.locale
  return cached({
    key: `content:${site.id}:${locale}:${key}`,
    ttl: 5 * MINUTE,
    swr: 10 * MINUTE,
    bypass: readsThroughCaches(shopper.preview) || shopper.mockMode,
    getFreshValue: read,
  })
}

function withDisplayDate(article: Article, locale: string): Article {
  return article.date ? { ...article, displayDate: formatDisplayDate(article.date, locale) } : article
}

function searchPage(shopper: Shopper, search: content.ArticleSearchQuery) {
  const siteId = shopper.locale.site.id
  const key = `articles/${search.query ?? ''}/${[...search.tagIds].sort().join(',')}/${search.offset}/${search.limit}`
  return cachedCall(shopper, key, () => content.searchArticles(shopper.api, siteId, search))
}

/** The block without anything it did not get from this request (a CMS payload cannot fill it in). */
function emptied<B extends { articles?: unknown }>(block: B): B {
  const { articles: _ignored, ...rest } = block
  return rest as B
}

async function fillArticleGrid(
  shopper: Shopper,
  block: ArticleGridBlock,
  url: URL,
): Promise<ArticleGridBlock> {
  const limit = articlePageSize(block.rowsToLoad, block.columns)
  const state = readGridState(url.searchParams, block.initialTags, limit)
  try {
    // Each page is its own call (offset, limit), as "read more" asks for the next page: a page already
    // seen comes from the cache, so one more page costs one more call.
    const pages = await Promise.all(
      pageOffsets(state, limit).map((offset) =>
        searchPage(shopper, { offset, limit, tagIds: state.tags, query: block.query }),
      ),
    )
    const first = pages[0]!
    const locale = shopper.locale.locale
    return {
      ...block,
      articles: {
        result: toArticles(pages.flatMap((page) => page.result)).map((a) => withDisplayDate(a, locale)),
        facets: toFacets(first.facets),
        numFound: first.numFound,
        offset: state.offset,
        limit,
        selectedTags: state.tags,
      },
    }
  } catch (error) {
    shopper.logger.warn(
      { err: error, block: block.id, tags: state.tags, offset: state.offset },
      'article search failed',
    )
    return emptied(block)
  }
}

async function fillRelatedArticles(
  shopper: Shopper,
  block: RelatedArticlesBlock,
  page: WithBlocks,
): Promise<RelatedArticlesBlock> {
  const parent = block.parentPageSlug ?? page.parent ?? page.slug
  if (!parent) return emptied(block)
  try {
    const children = await cachedCall(shopper, `children/${parent}`, () =>
      content.getChildren(shopper.api, shopper.locale.site.id, parent),
    )
    const locale = shopper.locale.locale
    // The page itself is not related to itself.
    const items = children.items.filter((item) => item.slug !== page.slug)
    const articles = toArticles(items)
      .slice(0, RELATED_ARTICLES_LIMIT)
      .map((a) => withDisplayDate(a, locale))
    return { ...block, articles }
  } catch (error) {
    shopper.logger.warn({ err: error, block: block.id, parent }, 'related articles failed')
    return emptied(block)
  }
}

async function mapBlocks<P extends WithBlocks>(
  page: P,
  applies: (block: Block) => boolean,
  fill: (block: Block) => Promise<Block>,
): Promise<P> {
  if (!page.components.some(applies)) return page
  const components = await Promise.all(page.components.map((block) => (applies(block) ? fill(block) : block)))
  return { ...page, components }
}

function isArticleGrid(block: Block): block is ArticleGridBlock {
  return isKnownBlock(block) && block.type === 'articleGrid'
}

function isRelatedArticles(block: Block): block is RelatedArticlesBlock {
  return isKnownBlock(block) && block.type === 'relatedArticles'
}

/**
 * The page with each article grid filled from the article search (CMS-073), for the grid state in
 * `url` (`?tags=running&tags=hiking&shown=12`; see `readGridState`). Grids run in parallel.
 */
export function resolveArticleGrids<P extends WithBlocks>(shopper: Shopper, page: P, url: URL): Promise<P> {
  return mapBlocks(page, isArticleGrid, (block) => fillArticleGrid(shopper, block as ArticleGridBlock, url))
}

/**
 * The page with each related-articles block filled with up to 4 children (CMS-012) of the block's
 * `parentPageSlug`, else of the page's parent, else of the page; the page itself is left out.
 */
export function resolveRelatedArticles<P extends WithBlocks>(shopper: Shopper, page: P): Promise<P> {
  return mapBlocks(page, isRelatedArticles, (block) =>
    fillRelatedArticles(shopper, block as RelatedArticlesBlock, page),
  )
}

/** Both of the above: what a loader of a content page calls before it returns the page. */
export async function resolveArticleBlocks<P extends WithBlocks>(
  shopper: Shopper,
  page: P,
  url: URL,
): Promise<P> {
  const [grids, related] = await Promise.all([
    resolveArticleGrids(shopper, page, url),
    resolveRelatedArticles(shopper, page),
  ])
  if (grids === page) return related
  if (related === page) return grids
  return {
    ...grids,
    components: grids.components.map((block, index) =>
      isRelatedArticles(block) ? (related.components[index] ?? block) : block,
    ),
  }
}
