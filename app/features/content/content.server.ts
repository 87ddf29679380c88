import { createContext } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import * as content from '#app/features/content/api/content.server.ts'
import * as frontEnd from '#app/features/content/api/front-end.server.ts'
import { cached } from '#app/platform/cache/cache.server.ts'
import { readsThroughCaches } from '#app/domain/page/request-rules.ts'
import { toPopupView } from '#app/domain/content/popup-rules.ts'
import type { Block, CmsPage, Fragment, Menu } from '#app/domain/content/content.ts'
import type { ContentSectionName } from '#app/domain/content/espots.ts'
import { shownTile, type ShownTile } from '#app/domain/catalog/product.ts'
import { personalise } from '#app/features/personalisation/index.server.ts'

/**
 * The shopper's content: the content calls cached per site, locale and path with stale-while-revalidate;
 * preview, another content environment (`cms`), `bypassAllCache` and mock mode (decision 074) read fresh
 * and are never cached.
 */

const MINUTE = 60_000

function cachedContent<T>(shopper: Shopper, key: string, ttlMinutes: number, read: () => Promise<T>) {
  const { site, locale } = shopper.locale
  return cached({
    key: `content:${site.id}:${locale}:${key}`,
    ttl: ttlMinutes * MINUTE,
    swr: 60 * MINUTE,
    bypass: readsThroughCaches(shopper.preview) || shopper.mockMode,
    getFreshValue: read,
  })
}

/**
 * A CMS page by slug; `augmented` inlines product data into product collections. The cached page is
 * shared by every visitor; its personalised sections are resolved for this one (decision 035).
 */
export async function getPage(shopper: Shopper, slug: string, { augmented = false } = {}) {
  const siteId = shopper.locale.site.id
  const page = await cachedContent(shopper, `${augmented ? 'augmentedpage' : 'page'}/${slug}`, 5, () =>
    content.getPage(shopper.api, siteId, slug, { augmented }),
  )
  return personalise(shopper, page)
}

/**
 * A screen's content section (CMS-016): the fixed page named after the screen (CMS-004), or null when
 * it has none or the content service fails. Editorial content never fails the screen it sits on.
 */
export async function getContentSection(shopper: Shopper, name: ContentSectionName): Promise<CmsPage | null> {
  try {
    const page = await getPage(shopper, name)
    return page.components.length > 0 ? await withCollections(shopper, page) : null
  } catch (error) {
    shopper.logger.info({ err: error, page: name }, 'no content section')
    return null
  }
}

/** A product's editorial content below its details (CMS-014), or null; never fails the page. */
export async function getProductContent(shopper: Shopper, productId: string): Promise<CmsPage | null> {
  const siteId = shopper.locale.site.id
  try {
    const page = await personalise(
      shopper,
      await cachedContent(shopper, `product/${productId}`, 5, () =>
        content.getProductContent(shopper.api, siteId, productId),
      ),
    )
    return page.components.length > 0 ? await withCollections(shopper, page) : null
  } catch (error) {
    shopper.logger.info({ err: error, productId }, 'no product content')
    return null
  }
}

/** The category's CMS content above a listing grid. */
export async function getCategoryContent(shopper: Shopper, categoryId: string) {
  const siteId = shopper.locale.site.id
  const page = await cachedContent(shopper, `category/${categoryId}`, 5, () =>
    content.getCategoryContent(shopper.api, siteId, categoryId),
  )
  return withCollections(shopper, await personalise(shopper, page))
}

/** A reusable content fragment by id (CMS-009), or null; never fails the page it sits on. */
export async function getFragment(shopper: Shopper, fragmentId: string): Promise<Fragment | null> {
  try {
    const fragment = await personalise(
      shopper,
      await cachedContent(shopper, `fragment/${fragmentId}`, 15, () =>
        content.getFragment(shopper.api, shopper.locale.site.id, fragmentId),
      ),
    )
    return fragment.components.length > 0 ? await withCollections(shopper, fragment) : null
  } catch (error) {
    shopper.logger.info({ err: error, fragmentId }, 'no fragment')
    return null
  }
}

/**
 * Product collections in content read without augmentation (fixed pages, category and product
 * content, fragments) name their products only: their tiles come from the internal service's
 * collections feed (CMS-018), in one call for the whole page. Without the feed the collections stay
 * empty, and an empty collection renders nothing.
 */
async function withCollections<P extends { components: Block[] }>(shopper: Shopper, page: P): Promise<P> {
  const wanted = new Set<string>()
  for (const block of page.components) {
    if (block.type === 'productCollection' && isEmptyCollection(block)) {
      for (const id of block.productIds as string[]) wanted.add(id)
    }
  }
  if (wanted.size === 0) return page
  const ids = [...wanted].sort()
  let tiles: Map<string, ShownTile>
  try {
    const feed = await cachedContent(shopper, `collections/${ids.join(',')}`, 5, () =>
      frontEnd.getCollections(shopper.api, ids),
    )
    tiles = new Map(feed.products.map((tile) => [tile.id, shownTile(tile)]))
  } catch (error) {
    shopper.logger.info({ err: error }, 'collections feed unavailable')
    return page
  }
  const components = page.components.map((block) =>
    block.type === 'productCollection' && isEmptyCollection(block)
      ? {
          ...block,
          products: (block.productIds as string[]).flatMap((id) => tiles.get(id) ?? []),
        }
      : block,
  )
  return { ...page, components }
}

function isEmptyCollection(block: Block): boolean {
  const { productIds, products } = block as { productIds?: unknown; products?: unknown }
  return (
    Array.isArray(productIds) && productIds.length > 0 && (!Array.isArray(products) || products.length === 0)
  )
}

/** The header's menu. */
export function getMenu(shopper: Shopper) {
  return cachedContent(shopper, 'menu', 15, () => content.getMenu(shopper.api, shopper.locale.site.id))
}

/**
 * The menu the document's header shows, set by the root's loader for the server's render
 * (`app/entry.server.tsx`): the page's data carries only its version (`contentVersion`).
 */
export const documentMenuContext = createContext<Menu | null>(null)

/**
 * The footer: the content footer (CMS-008); when the content service fails, the internal service's
 * footer feed (CMS-019), so the footer keeps its links.
 */
export function getFooter(shopper: Shopper) {
  return cachedContent(shopper, 'footer', 15, async () => {
    try {
      return await content.getFooter(shopper.api, shopper.locale.site.id)
    } catch (error) {
      shopper.logger.warn({ err: error }, 'content footer unavailable: the footer feed instead')
      return frontEnd.getFooterFeed(shopper.api)
    }
  })
}

/** The utility bar above the header (CMS-020). */
export function getUtility(shopper: Shopper) {
  return cachedContent(shopper, 'utility', 15, () => frontEnd.getUtility(shopper.api))
}

/** The site's pop-ups as the pop-up component renders them (CMS-013, CMS-100). */
export async function getPopups(shopper: Shopper) {
  const popups = await cachedContent(shopper, 'popups', 15, () =>
    content.getPopups(shopper.api, shopper.locale.site.id),
  )
  return popups.map(toPopupView)
}
