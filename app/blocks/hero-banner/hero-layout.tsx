import type { Alignment, HeroLayout } from '#app/domain/content/content.ts'
import type { HeroBannerBlock } from './schema.ts'
import { type PerBp, type Placement } from '../shared/banner-style.tsx'

/** The hero's responsive layouts (CMS-041..046): each breakpoint's family, placement and alignment, as literal classes. */

type Family = 'overlay' | 'below'
interface Resolved {
  family: Family
  vertical: Placement
  alignment: Alignment
  twoMedia: boolean
}

/** CMS-046: each layout value maps to a render variant; a missing breakpoint inherits the smaller one. */
function resolve(layout: HeroLayout, alignment: Alignment): Resolved {
  const family: Family = layout.startsWith('below') ? 'below' : 'overlay'
  const vertical: Placement =
    layout === 'overlay-top'
      ? 'start'
      : layout === 'overlay-middle' || layout === 'center-overlay'
        ? 'center'
        : 'end'
  return {
    family,
    vertical,
    alignment: layout === 'center-overlay' ? 'center' : alignment,
    twoMedia: layout === 'below-2media',
  }
}

export function resolveLayouts(rl: HeroBannerBlock['responsiveLayout']): PerBp<Resolved> {
  const fallback = { layout: 'overlay' as const, alignment: 'left' as const }
  const sm = rl.sm ?? rl.md ?? rl.lg ?? fallback
  const md = rl.md ?? sm
  const lg = rl.lg ?? md
  return [
    resolve(sm.layout, sm.alignment),
    resolve(md.layout, md.alignment),
    resolve(lg.layout, lg.alignment),
  ]
}

// Literal class lists per breakpoint (base, md, lg) so Tailwind sees every class in the source.
// Media and text share a grid: over the media the text takes the media's cell (row 1), below it row 2.
export const PANEL: Record<Family, PerBp<string>> = {
  overlay: ['row-start-1 p-4', 'md:row-start-1 md:p-8', 'lg:row-start-1 lg:p-12'],
  below: ['row-start-2 px-4 py-6', 'md:row-start-2 md:px-6 md:py-8', 'lg:row-start-2 lg:px-8 lg:py-8'],
}
export const IMAGE: Record<Family, PerBp<string>> = {
  overlay: ['min-h-[28rem]', 'md:min-h-[30rem]', 'lg:min-h-[32rem]'],
  below: ['min-h-0', 'md:min-h-0', 'lg:min-h-0'],
}
// With a product-overlay picture the media is at least as tall as the picture (CONST-037) plus room.
export const PRODUCT_IMAGE: Record<Family, PerBp<string>> = {
  overlay: ['min-h-[28rem]', 'md:min-h-[31rem]', 'lg:min-h-[36rem]'],
  below: ['min-h-[23rem]', 'md:min-h-[31rem]', 'lg:min-h-[36rem]'],
}
export const VERTICAL: Record<Placement, PerBp<string>> = {
  start: ['justify-start', 'md:justify-start', 'lg:justify-start'],
  center: ['justify-center', 'md:justify-center', 'lg:justify-center'],
  end: ['justify-end', 'md:justify-end', 'lg:justify-end'],
}
export const ALIGN: Record<Alignment, PerBp<string>> = {
  left: ['items-start text-left', 'md:items-start md:text-left', 'lg:items-start lg:text-left'],
  center: ['items-center text-center', 'md:items-center md:text-center', 'lg:items-center lg:text-center'],
  right: ['items-end text-right', 'md:items-end md:text-right', 'lg:items-end lg:text-right'],
}
export const SECOND_MEDIA = [
  ['hidden', 'block'],
  ['md:hidden', 'md:block'],
  ['lg:hidden', 'lg:block'],
] as const
// The product picture stands on the side away from the text.
export const OPPOSITE: Record<Alignment, PerBp<string>> = {
  left: ['right-4 left-auto', 'md:right-8 md:left-auto', 'lg:right-12 lg:left-auto'],
  center: ['right-4 left-auto', 'md:right-8 md:left-auto', 'lg:right-12 lg:left-auto'],
  right: ['left-4 right-auto', 'md:left-8 md:right-auto', 'lg:left-12 lg:right-auto'],
}
export const OVERLAY_WIDTH = { xs: 'max-w-xs', sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg' } as const

/** CONST-037: the product-overlay picture is 196×343, 271×467 and 344×538 at sm, md and lg. */
export const OVERLAY_PICTURE_SIZES = {
  sm: { width: 196, height: 343 },
  md: { width: 271, height: 467 },
  lg: { width: 344, height: 538 },
} as const
export const OVERLAY_PICTURE_BOX = 'w-[196px] h-[343px] md:w-[271px] md:h-[467px] lg:w-[344px] lg:h-[538px]'

export function classes(layouts: PerBp<Resolved>, pick: (r: Resolved, bp: 0 | 1 | 2) => string): string {
  return ([0, 1, 2] as const).map((bp) => pick(layouts[bp], bp)).join(' ')
}
