import type { Shopper } from '#app/context.server.ts'
import * as content from '#app/services/content.server.ts'
import { cached } from '#app/services/cache.server.ts'
import { isPreviewRequest } from '#app/models/request-rules.ts'
import { toPopupView } from '#app/models/popup.ts'
import type { CmsPage } from '#app/models/content.ts'

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

/** The fixed content pages a screen shows as its content section (CMS-004, CMS-016). */
export type ContentSectionName =
  | 'account'
  | 'cart'
  | 'checkout'
  | 'order-confirmation'
  | 'sign-in-modal'
  | 'sign-up'
  | 'sign-up-modal'

/**
 * A screen's content section (CMS-016): the fixed page named after the screen (CMS-004), or null when
 * it has none or the content service fails. Editorial content never fails the screen it sits on.
 */
export async function getContentSection(shopper: Shopper, name: ContentSectionName): Promise<CmsPage | null> {
  try {
    const page = await getPage(shopper, name)
    return page.components.length > 0 ? page : null
  } catch (error) {
    shopper.logger.info({ err: error, page: name }, 'no content section')
    return null
  }
}

/** A product's editorial content below its details (CMS-014), or null; never fails the page. */
export async function getProductContent(shopper: Shopper, productId: string): Promise<CmsPage | null> {
  const siteId = shopper.locale.site.id
  try {
    const page = await cachedContent(shopper, `product/${productId}`, 5, () =>
      content.getProductContent(shopper.api, siteId, productId),
    )
    return page.components.length > 0 ? page : null
  } catch (error) {
    shopper.logger.info({ err: error, productId }, 'no product content')
    return null
  }
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
