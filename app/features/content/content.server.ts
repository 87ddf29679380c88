import type { Shopper } from '#app/context.server.ts'
import * as content from '#app/services/content.server.ts'
import { cached } from '#app/services/cache.server.ts'

/**
 * The shopper's content: the content calls cached per site, locale and path with stale-while-revalidate;
 * preview and `bypassAllCache` read fresh.
 */

const MINUTE = 60_000

function cachedContent<T>(shopper: Shopper, key: string, ttlMinutes: number, read: () => Promise<T>) {
  const { site, locale } = shopper.locale
  return cached({
    key: `content:${site.id}:${locale}:${key}`,
    ttl: ttlMinutes * MINUTE,
    swr: 60 * MINUTE,
    bypass: shopper.preview.active || shopper.preview.bypassAllCache,
    getFreshValue: read,
  })
}

/** A CMS page by slug; `augmented` inlines product data into product collections. */
export function getPage(shopper: Shopper, slug: string, { augmented = false } = {}) {
  const siteId = shopper.locale.site.id
  return cachedContent(shopper, `${augmented ? 'augmentedpage' : 'page'}/${slug}`, 5, () =>
    content.getPage(shopper.api, siteId, slug, { augmented }),
  )
}

/** The category's CMS content above a listing grid. */
export function getCategoryContent(shopper: Shopper, categoryId: string) {
  const siteId = shopper.locale.site.id
  return cachedContent(shopper, `category/${categoryId}`, 5, () =>
    content.getCategoryContent(shopper.api, siteId, categoryId),
  )
}

/** The header's menu. */
export function getMenu(shopper: Shopper) {
  return cachedContent(shopper, 'menu', 15, () => content.getMenu(shopper.api, shopper.locale.site.id))
}

/** The footer. */
export function getFooter(shopper: Shopper) {
  return cachedContent(shopper, 'footer', 15, () => content.getFooter(shopper.api, shopper.locale.site.id))
}
