import type { Breakpoint } from './content-blocks.ts'
import type { ProductCollectionBlock } from '#app/blocks/product-collection/schema.ts'
import type { PromoMessage } from '#app/blocks/promo-bar/schema.ts'

/*
 * Pure rules of collections, carousels, the promo bar and the benefit bar (CMS-054..058, CMS-076/077,
 * CMS-105..110). No zod here: the blocks that use these run in the browser.
 */

export const BREAKPOINTS = ['sm', 'md', 'lg'] as const satisfies readonly Breakpoint[]

/** Rotation interval when the content gives none or an unusable one, in seconds. */
export const DEFAULT_AUTOROTATE_SECONDS = 5

/** CMS-058 (CONST-030): carousel durations are configured in seconds and used in milliseconds. */
export function secondsToMs(
  seconds: number | undefined,
  fallbackSeconds = DEFAULT_AUTOROTATE_SECONDS,
): number {
  const usable = seconds !== undefined && Number.isFinite(seconds) && seconds > 0
  return Math.round((usable ? seconds : fallbackSeconds) * 1000)
}

export type LayoutType = 'grid' | 'carousel'

/** One breakpoint's collection settings as the content gives them (CMS-057); every field optional. */
export interface SlideLayoutInput {
  type?: LayoutType
  slideWidth?: number
  slideMaxWidth?: number
  slidePadding?: number
  margin?: number
  showArrows?: boolean
  showIndicators?: boolean
  showProgress?: boolean
  autoplay?: boolean
  autorotateTime?: number
  loop?: boolean
}

/** One breakpoint's settings with every gap filled; `autorotateMs` is already in milliseconds. */
export interface SlideLayout {
  type: LayoutType
  /** Slide width in percent of the strip (between its margins). */
  slideWidth: number
  /** Largest slide width in px, or none. */
  slideMaxWidth: number | undefined
  /** Space inside each slide, px. */
  slidePadding: number
  /** Space between the strip's edges and its first and last slides, px. */
  margin: number
  showArrows: boolean
  showIndicators: boolean
  showProgress: boolean
  autoplay: boolean
  autorotateMs: number
  loop: boolean
}

export type SlideLayouts = Record<Breakpoint, SlideLayout>

/** Slide widths when the content sets none: two tiles and a peek, three, four (and a peek). */
const DEFAULT_SLIDE_WIDTH: Record<Breakpoint, number> = { sm: 45, md: 30, lg: 22 }

// A missing value is taken from the nearest breakpoint that has one, the smaller side first.
const FALLBACK_ORDER: Record<Breakpoint, readonly Breakpoint[]> = {
  sm: ['sm', 'md', 'lg'],
  md: ['md', 'sm', 'lg'],
  lg: ['lg', 'md', 'sm'],
}

/**
 * CMS-057: each breakpoint's settings, field by field. A field missing at a breakpoint comes from the
 * nearest breakpoint that sets it (the smaller one first: md from sm, lg from md), then from the defaults:
 * grid; slides 45/30/22 %; no padding or margin; arrows on; no indicators, progress, autoplay or loop;
 * {@link DEFAULT_AUTOROTATE_SECONDS} seconds between slides.
 */
export function resolveSlideLayouts(
  breakpoints: Partial<Record<Breakpoint, SlideLayoutInput | undefined>>,
): SlideLayouts {
  const resolve = (bp: Breakpoint): SlideLayout => {
    const pick = <K extends keyof SlideLayoutInput>(key: K): SlideLayoutInput[K] => {
      for (const from of FALLBACK_ORDER[bp]) {
        const value = breakpoints[from]?.[key]
        if (value !== undefined) return value
      }
      return undefined
    }
    const nonNegative = (value: number | undefined) =>
      value !== undefined && Number.isFinite(value) && value >= 0 ? value : 0
    const width = pick('slideWidth')
    const maxWidth = pick('slideMaxWidth')
    return {
      type: pick('type') ?? 'grid',
      slideWidth:
        width !== undefined && Number.isFinite(width) && width > 0
          ? Math.min(width, 100)
          : DEFAULT_SLIDE_WIDTH[bp],
      slideMaxWidth:
        maxWidth !== undefined && Number.isFinite(maxWidth) && maxWidth > 0 ? maxWidth : undefined,
      slidePadding: nonNegative(pick('slidePadding')),
      margin: nonNegative(pick('margin')),
      showArrows: pick('showArrows') ?? true,
      showIndicators: pick('showIndicators') ?? false,
      showProgress: pick('showProgress') ?? false,
      autoplay: pick('autoplay') ?? false,
      autorotateMs: secondsToMs(pick('autorotateTime')),
      loop: pick('loop') ?? false,
    }
  }
  return { sm: resolve('sm'), md: resolve('md'), lg: resolve('lg') }
}

/** True when any breakpoint shows a carousel (the block then needs the carousel's client code). */
export function hasCarousel(layouts: SlideLayouts): boolean {
  return BREAKPOINTS.some((bp) => layouts[bp].type === 'carousel')
}

/** The items a collection shows, by variant: products, or buttons with text for the CTA collection. */
export function collectionItemCount(
  block: Pick<ProductCollectionBlock, 'variant' | 'products' | 'items'>,
): number {
  return block.variant === 'cta-buttons'
    ? block.items.filter((item) => item.text?.trim()).length
    : block.products.length
}

/**
 * Scroll positions a carousel can rest at, one per slide start (`slideStarts`, px from the strip's start),
 * clamped to the scrollable range: slides near the end share the last position, so they get one
 * indicator. The end is always a position, so every slide can be brought into view.
 */
export function scrollStops(slideStarts: readonly number[], maxScroll: number): number[] {
  const max = Math.max(0, maxScroll)
  const stops: number[] = []
  for (const start of slideStarts) {
    const stop = Math.min(Math.max(0, Math.round(start)), Math.round(max))
    const last = stops.at(-1)
    if (last === undefined || stop - last > 1) stops.push(stop)
  }
  if (stops.length === 0) return [0]
  const last = stops.at(-1) ?? 0
  if (max - last > 1) stops.push(Math.round(max))
  return stops
}

/** Index of the stop nearest to the scroll position. */
export function nearestStop(stops: readonly number[], scrollLeft: number): number {
  let best = 0
  stops.forEach((stop, index) => {
    if (Math.abs(stop - scrollLeft) < Math.abs((stops[best] ?? 0) - scrollLeft)) best = index
  })
  return best
}

/**
 * The stop `step` positions from `current`: with `loop` it wraps around the ends, without it there is
 * nowhere to go past them (null).
 */
export function stepStop(current: number, count: number, step: number, loop: boolean): number | null {
  if (count <= 1) return null
  const next = current + step
  if (next >= 0 && next < count) return next
  return loop ? ((next % count) + count) % count : null
}

/** How many promo messages show when the content does not say (CMS-109, CONST-045). */
export const DEFAULT_MAX_PROMO_MESSAGES = 3

/** CMS-108: a message whose section is empty (no text once tags and spaces are stripped) is dropped. */
export function hasPromoText(message: Pick<PromoMessage, 'richText'>): boolean {
  return (
    message.richText
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
      .trim().length > 0
  )
}

/**
 * The promo bar's messages: empty ones dropped (CMS-108), then at most `max` (CMS-109); a max below 1
 * or not a whole number falls back to {@link DEFAULT_MAX_PROMO_MESSAGES}.
 */
export function promoMessages<M extends Pick<PromoMessage, 'richText'>>(
  messages: readonly M[],
  max: number = DEFAULT_MAX_PROMO_MESSAGES,
): M[] {
  const limit = Number.isInteger(max) && max >= 1 ? max : DEFAULT_MAX_PROMO_MESSAGES
  return messages.filter(hasPromoText).slice(0, limit)
}
