import type { Shopper } from '#app/context.server.ts'
import { type CmsPage, isKnownBlock } from '#app/domain/content/content.ts'
import {
  getPage,
  resolveArticleBlocks,
  resolveRecommendationBlocks,
} from '#app/features/content/index.server.ts'
import { resolveEventBlocks } from '#app/features/events/index.server.ts'
import { resolveNewsletterBlocks } from '#app/features/newsletter/index.server.ts'

/**
 * A content page as the shopper sees it: the page content reads, with the blocks of every feature that
 * has one filled in for this shopper. It composes content, events and the newsletter, so it sits above
 * them; events reads its page from content, never from here.
 */

/** Logs block types the storefront cannot render; the page renders without them (CMS unknown block). */
export function logUnknownBlocks(shopper: Shopper, page: CmsPage) {
  for (const block of page.components) {
    if (!isKnownBlock(block))
      shopper.logger.warn({ blockType: block.type, page: page.slug }, 'unknown CMS block type')
  }
}

/**
 * A content page by slug through the augmented call (CMS-003: product collections come with their
 * products), its blocks that show what the server looks up filled in (article grids and related
 * articles from the page's query, recommendations and upsells, event sign-ups and the newsletter form
 * for this shopper), unknown blocks logged.
 */
export async function getContentPage(shopper: Shopper, slug: string, url: URL): Promise<CmsPage> {
  const page = await getPage(shopper, slug, { augmented: true })
  logUnknownBlocks(shopper, page)
  // Each resolver keeps the blocks in place and fills its own kind: run side by side, then take each
  // block from the resolver of its type.
  const [withArticles, withEvents, withNewsletter] = await Promise.all([
    resolveArticleBlocks(shopper, page, url),
    resolveEventBlocks(shopper, page),
    resolveNewsletterBlocks(shopper, page),
  ])
  const filledBy: Partial<Record<string, CmsPage>> = {
    eventSignUp: withEvents,
    newsletterSignUp: withNewsletter,
  }
  const components = withArticles.components.map(
    (block, index) => filledBy[block.type]?.components[index] ?? block,
  )
  return resolveRecommendationBlocks(shopper, { ...withArticles, components })
}
