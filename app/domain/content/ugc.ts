import { CATEGORY_ID_PATTERN, parseSlugId } from '../paths/paths.ts'
import { PRODUCT_ID_PATTERN } from '../catalog/product-rules.ts'

/**
 * User-generated-content galleries (001 §2, §3, §7): what a gallery reads from the current path, the
 * filter's placeholders, the heading rule and the widgets' timing. Pure and free of zod: the gallery
 * blocks run in the browser.
 */

/** CONST-033: the social-gallery widget is created this long after the gallery mounts. */
export const SOCIAL_GALLERY_CREATE_DELAY_MS = 500

/** The most recent media the static (no-JavaScript) grid of a social gallery shows. */
export const SOCIAL_GRID_LIMIT = 8

/** The query parameter that asks for the social galleries' static grids in the document (no JavaScript). */
export const UGC_PHOTOS_PARAM = 'photos'

/** What a gallery reads from the path (CAT-042): the product id of a product page, or the category id. */
export interface UgcPathContext {
  productId?: string
  categoryId?: string
  /** True on a customs (personalised product) page: see `isCustomsPath`. */
  customs: boolean
}

function segments(pathname: string): string[] {
  return (pathname.split(/[?#]/, 1)[0] ?? '').split('/').filter(Boolean)
}

/**
 * True for a customs page: the customisation pages under `/{locale}/customs` (decision 030; the spec
 * names the page without its path).
 */
export function isCustomsPath(pathname: string): boolean {
  return segments(pathname)[1] === 'customs'
}

/**
 * CAT-042: the product id of `/{locale}/p/{slug}-{id}` (and the product's own subpages), or the
 * category id of `/{locale}/c/{slug}-{id}`; neither elsewhere.
 */
export function ugcPathContext(pathname: string): UgcPathContext {
  const [, kind, slugId] = segments(pathname)
  const customs = isCustomsPath(pathname)
  if (kind === 'p') {
    const productId = parseSlugId(slugId, PRODUCT_ID_PATTERN)?.id
    return productId ? { productId, customs } : { customs }
  }
  if (kind === 'c') {
    const categoryId = parseSlugId(slugId, CATEGORY_ID_PATTERN)?.id
    return categoryId ? { categoryId, customs } : { customs }
  }
  return { customs }
}

/** CAT-044: the gallery's heading shows only off customs pages and when no product is identified. */
export function showsUgcHeading(context: UgcPathContext): boolean {
  return !context.customs && !context.productId
}

/** The placeholders a gallery's filter may hold (CAT-045). */
export const UGC_FILTER_PLACEHOLDERS = { productId: '{productId}', category: '{category}' } as const

/**
 * CAT-045: the block's filter with `{productId}` and `{category}` replaced by what the path names;
 * a placeholder the path does not fill becomes empty.
 */
export function fillUgcFilter(filter: string, context: UgcPathContext): string {
  return filter
    .replaceAll(UGC_FILTER_PLACEHOLDERS.productId, context.productId ?? '')
    .replaceAll(UGC_FILTER_PLACEHOLDERS.category, context.categoryId ?? '')
}

/**
 * CAT-043: the widget's tag, the product's master id on a product page (null until it is known, or
 * when the lookup failed) and the category id on a category page.
 */
export function ugcTag(context: UgcPathContext, masterId: string | null | undefined): string | null {
  if (context.productId) return masterId ?? null
  return context.categoryId ?? null
}

/** CAT-046: the third-party widget's script, the configured URL plus the container id and the locale. */
export function ugcWidgetScriptUrl(widgetUrl: string, containerId: string, locale: string): string {
  const url = new URL(widgetUrl)
  url.searchParams.set('containerId', containerId)
  url.searchParams.set('locale', locale)
  return url.toString()
}

/** What a page's gallery is, for telling whether two galleries show the same photos. */
export interface UgcGallerySource {
  provider: 'widget' | 'social'
  containerId: string
  filter: string
}

/**
 * The photos a gallery shows, as a key: a widget draws the photos of its tag, which the path gives
 * every widget of a page alike (the product's master id, the category, or none), so a page's widgets
 * all show the same photos; a social gallery shows the host's recent media for its filled-in filter
 * (the category's own on a category page without one, CAT-049, CAT-053).
 */
export function ugcPhotosKey(
  gallery: Omit<UgcGallerySource, 'containerId'>,
  context: UgcPathContext,
): string {
  const tag = context.productId ? `product:${context.productId}` : `category:${context.categoryId ?? ''}`
  if (gallery.provider === 'widget') return `widget|${tag}`
  const filter = fillUgcFilter(gallery.filter, context).trim()
  return `social|${filter || (context.categoryId ? tag : '')}`
}

/**
 * The container ids of the galleries that would show the same photos as a gallery before them on the
 * page (decision 030): a page shows each set of customer photos once, in its first gallery, and the
 * repeats render nothing.
 */
export function repeatedUgcGalleries(
  galleries: readonly UgcGallerySource[],
  context: UgcPathContext,
): string[] {
  const seen = new Set<string>()
  const repeats: string[] = []
  for (const gallery of galleries) {
    const key = ugcPhotosKey(gallery, context)
    if (seen.has(key)) repeats.push(gallery.containerId)
    else seen.add(key)
  }
  return repeats
}

/** A photo of a social gallery's static grid: what the grid renders of the host's media item. */
export interface UgcPhoto {
  id: string
  imageUrl: string
  width: number
  height: number
  caption: string
  /** The media's page on the social media host. */
  permalink: string
  username: string
}

/** A social gallery's static grid: the photos once known (null: the host failed; render nothing). */
export type UgcGrid = UgcPhoto[] | null

/**
 * What a page's galleries get from its loader: the widgets' configured scripts and, per social
 * gallery's container id, its static grid, streamed (a promise) or in the document; a widget gallery
 * standing in for the host's photos without JavaScript has its grid in the document only.
 */
export interface UgcPageData {
  widgetUrl: string
  socialWidgetUrl: string
  grids: Record<string, UgcGrid | Promise<UgcGrid>>
  /** The galleries that would repeat the photos of one before them: they render nothing. */
  repeats: string[]
  /**
   * The widget galleries that show the social media host's photos for their filter to a shopper
   * without JavaScript, for whom the widget cannot draw: those of a page with no social gallery of
   * its own (one that has shows the host's photos already, once).
   */
  widgetFallbacks: string[]
}
