import type { Alignment, Media } from '#app/domain/content/content.ts'
import type { BannerBlock } from './schema.ts'

/** What the banner's variants differ by: split widths, box positions, default backgrounds, title sizes, cinema mode. */

type Variant = BannerBlock['variant']

// Split banners: the image takes 60, 50 or 40 percent from md up (CONST-028).
export const SPLIT_WIDTH = { 60: 'md:w-3/5', 50: 'md:w-1/2', 40: 'md:w-2/5' } as const
// Where the overlay text box sits across the media.
export const BOX_POSITION: Record<Alignment, string> = {
  left: 'items-start',
  center: 'items-center',
  right: 'items-end',
}
// The block background when the CMS sets none (the overlay's shows only where the media does not cover).
export const DEFAULT_BACKGROUND: Record<Variant, string> = {
  image: '#ffffff',
  overlay: '#1f2937',
  split: '#ffffff',
  thin: '#f3f4f6',
  'below-text': '#f9fafb',
  'menu-tile': '#ffffff',
  espot: '#ffffff',
}
export const TITLE_SIZE: Record<Variant, string> = {
  image: 'text-2xl font-bold md:text-4xl',
  overlay: 'text-2xl font-bold md:text-4xl',
  split: 'text-2xl font-bold md:text-3xl',
  thin: 'text-lg font-bold',
  'below-text': 'text-2xl font-bold md:text-4xl',
  'menu-tile': 'text-lg font-semibold',
  espot: 'text-xl font-bold',
}
// CMS-041 (CONST-031): in cinema mode the media of a full-width banner is 50vh high.
export const CINEMA = 'h-full min-h-[50vh] w-full object-cover'
// Variants whose media spans the banner's width, and so can be a cinema banner.
export const CINEMA_VARIANTS: ReadonlySet<Variant> = new Set(['image', 'overlay', 'below-text'])

/** The still image of a medium: the image itself, or a video's poster (small places show no video). */
export function still(media: Media | undefined): Media | undefined {
  if (!media || media.type !== 'video') return media
  return media.poster ? { ...media, type: 'image', url: media.poster.url, breakpoints: undefined } : undefined
}
