import { data } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { type CmsPage, isKnownBlock } from '#app/models/content.ts'
import { resolveArticleBlocks } from '#app/features/content/articles.server.ts'
import { getPage } from '#app/features/content/content.server.ts'
import { resolveRecommendationBlocks } from '#app/features/content/recommendations.server.ts'
import { resolveEventBlocks } from '#app/features/events/event-blocks.server.ts'
import { resolveNewsletterBlocks } from '#app/features/newsletter/newsletter.server.ts'

/** Logs block types the storefront cannot render; the page renders without them (CMS unknown block). */
export function logUnknownBlocks(shopper: Shopper, page: CmsPage) {
  for (const block of page.components) {
    if (!isKnownBlock(block))
      shopper.logger.warn({ blockType: block.type, page: page.slug }, 'unknown CMS block type')
  }
}

/** Throws the 404 response whose body carries the `error-4xx` content page (or null if that fails). */
export async function throwNotFound(shopper: Shopper): Promise<never> {
  const page = await getPage(shopper, 'error-4xx').catch(() => null)
  throw data({ page, locale: shopper.locale.locale }, { status: 404 })
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
