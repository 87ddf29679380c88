import type { Shopper } from '#app/context.server.ts'
import { readsThroughCaches } from '#app/domain/page/request-rules.ts'
import { cached } from '#app/platform/cache/cache.server.ts'
import { consentAllows } from '#app/features/consent/index.server.ts'
import { isKnownBlock, type Block } from '#app/domain/content/content.ts'
import type { UgcGalleryBlock } from '#app/blocks/ugc-gallery/schema.ts'
import type { SocialMediaItem } from '#app/domain/content/social-media.ts'
import {
  fillUgcFilter,
  repeatedUgcGalleries,
  SOCIAL_GRID_LIMIT,
  UGC_PHOTOS_PARAM,
  ugcPathContext,
  type UgcGrid,
  type UgcPageData,
  type UgcPathContext,
} from '#app/domain/content/ugc.ts'
import { getProductDetails } from '#app/features/catalog/index.server.ts'
import {
  createSocialMediaClient,
  getCategoryMedia,
  getRecentMedia,
} from '#app/features/ugc/api/social-media.server.ts'

/**
 * The galleries' data (CMS-085, CAT-042..047). Blocks never fetch: the page's loader gives its social
 * galleries their static grids (recent media from the social media host) and both kinds of gallery
 * the widgets' configured scripts. Grids are deferred, so they never hold the first byte; a shopper
 * without JavaScript asks for them in the document with `?photos` (React cannot reveal streamed
 * content without JavaScript). A failed grid is logged and renders nothing (001 §8).
 */

function isUgcGallery(block: Block): block is UgcGalleryBlock {
  return isKnownBlock(block) && block.type === 'ugcGallery'
}

function photosOf(media: SocialMediaItem[]): UgcGrid {
  return media.map(({ id, imageUrl, width, height, caption, permalink, username }) => ({
    id,
    imageUrl,
    width,
    height,
    caption,
    permalink,
    username,
  }))
}

/** How long a grid is served as it was read, then while one refresh runs (ms). */
const GRID_FRESH_MS = 60_000
const GRID_STALE_MS = 10 * 60_000

/**
 * A social gallery's recent media: the category's on a category page when the gallery has no filter
 * of its own (CAT-049), otherwise recent media across streams narrowed by its filled-in filter (CAT-053).
 * The same for every shopper (the host's public photos, read with the storefront's own key), so a grid
 * is kept for a minute and served stale while one refresh runs: a listing no longer calls the host on
 * every request. A failed read is not kept. An editor's preview and mock mode read through.
 */
function readGrid(shopper: Shopper, context: UgcPathContext, filter: string): Promise<UgcGrid> {
  const limit = SOCIAL_GRID_LIMIT
  const category = context.categoryId && !filter.trim() ? context.categoryId : null
  return cached({
    key: category ? `social-grid:category:${category}:${limit}` : `social-grid:filter:${filter}:${limit}`,
    ttl: GRID_FRESH_MS,
    swr: GRID_STALE_MS,
    bypass: readsThroughCaches(shopper.preview) || shopper.mockMode,
    getFreshValue: () => {
      const client = createSocialMediaClient({
        env: shopper.env,
        logger: shopper.logger,
        mock: shopper.mockMode,
      })
      const call = category
        ? getCategoryMedia(client, { categoryId: category, limit })
        : getRecentMedia(client, { filter, limit })
      return call.then((answer) => photosOf(answer.data))
    },
  }).catch((error: unknown) => {
    shopper.logger.warn({ err: error, filter }, 'social gallery media unavailable')
    return null
  })
}

/**
 * What the galleries among `pages`' blocks need, or null when there are none. Galleries asking for
 * the same media share one call, and a gallery that would repeat the photos of one before it is named
 * in `repeats` and shows nothing.
 */
export async function loadUgc(
  shopper: Shopper,
  pages: ReadonlyArray<{ components: Block[] } | null | undefined>,
  url: URL,
): Promise<UgcPageData | null> {
  const galleries = pages.flatMap((page) => page?.components.filter(isUgcGallery) ?? [])
  if (galleries.length === 0) return null
  const context = ugcPathContext(url.pathname)
  // A second gallery of the same photos shows nothing, so it needs no grid either.
  const repeats = repeatedUgcGalleries(galleries, context)
  const shown = galleries.filter((gallery) => !repeats.includes(gallery.containerId))
  const inDocument = url.searchParams.has(UGC_PHOTOS_PARAM)
  // Without JavaScript a widget cannot draw its photos: where no social gallery shows the host's
  // photos, a widget gallery shows the host's for its filter instead (its product's or category's),
  // in the document when asked (`?photos`). With JavaScript the widget draws them, so a page asked
  // without that costs no call for them.
  const widgetFallbacks = shown.some((gallery) => gallery.provider === 'social')
    ? []
    : shown.filter((gallery) => gallery.provider === 'widget').map((gallery) => gallery.containerId)
  const calls = new Map<string, Promise<UgcGrid>>()
  const grids: Record<string, Promise<UgcGrid>> = {}
  for (const gallery of shown) {
    const widget = gallery.provider !== 'social'
    if (widget && !(inDocument && widgetFallbacks.includes(gallery.containerId))) continue
    const filter = fillUgcFilter(gallery.filter, context)
    let call = calls.get(filter)
    if (!call) {
      call = readGrid(shopper, context, filter)
      calls.set(filter, call)
    }
    grids[gallery.containerId] = call
  }
  const env = shopper.env
  // Third-party widgets are functional cookies' business (decision 037): without that consent the page
  // gets no script address, so nothing of theirs loads; the static grids are our own answer and stay.
  const functional = consentAllows(shopper, 'functional')
  return {
    widgetUrl: functional ? env.ugcWidgetUrl : '',
    socialWidgetUrl: functional ? env.socialGalleryWidgetUrl : '',
    grids: inDocument
      ? Object.fromEntries(
          await Promise.all(Object.entries(grids).map(async ([id, grid]) => [id, await grid] as const)),
        )
      : grids,
    repeats,
    widgetFallbacks,
  }
}

/** Lookups under way, by site, locale and product id: concurrent galleries share one call. */
const lookups = new Map<string, Promise<string | null>>()

/**
 * CAT-043: the master id a product page's widget galleries tag their photos with, from the product
 * details looked up by product id with an empty options object; lookups for the same product under
 * way at once share one call. A failure is logged only (ERR-137): the galleries go on without a tag.
 */
export function galleryMasterId(shopper: Shopper, productId: string): Promise<string | null> {
  const key = `${shopper.locale.site.id}:${shopper.locale.locale}:${productId}`
  let lookup = lookups.get(key)
  if (!lookup) {
    lookup = getProductDetails(shopper.api, productId, {})
      .then((product) => product.masterId)
      .catch((error: unknown) => {
        shopper.logger.warn({ err: error, productId }, 'gallery product details failed')
        return null
      })
      .finally(() => lookups.delete(key))
    lookups.set(key, lookup)
  }
  return lookup
}
