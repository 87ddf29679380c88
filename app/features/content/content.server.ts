import type { Shopper } from '#app/context.server.ts'
import * as content from '#app/services/content.server.ts'
import { cached } from '#app/services/cache.server.ts'
import { isPreviewRequest } from '#app/models/request-rules.ts'
import { toPopupView } from '#app/models/popup.ts'

/**
 * The shopper's content: the content calls cached per site, locale and path with stale-while-revalidate;
 * preview, another content environment (`cms`) and `bypassAllCache` read fresh and are never cached.
 */

const MINUTE = 60_000

function cachedContent<T>(shopper: Shopper, key: string, ttlMinutes: number, read: () => Promise<T>) {
  const { site, locale } = shopper.locale
  return cached({
    key: `content:${site.id}:${locale}:${key}`,
    ttl: ttlMinutes * MINUTE,
    swr: 60 * MINUTE,
    bypass: isPreviewRequest(shopper.preview) || shopper.preview.bypassAllCache,
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

/** The site's pop-ups as the pop-up component renders them (CMS-013, CMS-100). */
export async function getPopups(shopper: Shopper) {
  const popups = await cachedContent(shopper, 'popups', 15, () =>
    content.getPopups(shopper.api, shopper.locale.site.id),
  )
  return popups.map(toPopupView)
}
