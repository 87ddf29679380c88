import type { CSSProperties } from 'react'
import type { Alignment, Breakpoint, GradientSettings } from '#app/domain/content/content.ts'
import { LIGHT_TEXT, parseColour, textOn } from '#app/domain/content/colour.ts'
import { cx } from './parts.tsx'

/**
 * What banners and heroes share: breakpoints, the surface text sits on, alignment and gradients. Their
 * titles are in banner-text.tsx, eyebrow logo, caption and buttons in banner-parts.tsx, media and
 * tracking in banner-media.tsx. Every class is a literal string so Tailwind sees it; per-breakpoint
 * values are (base, md, lg) triples.
 */

/** The breakpoints in order: sm < 768 px, md ≥ 768, lg ≥ 1024. */
export const BREAKPOINTS = ['sm', 'md', 'lg'] as const satisfies readonly Breakpoint[]
/** A value for each breakpoint: sm (the base), md, lg. */
export type PerBp<T> = readonly [T, T, T]

/** Maps each breakpoint's value, keeping the triple. */
export function mapBp<T, U>(values: PerBp<T>, fn: (value: T, bp: 0 | 1 | 2) => U): PerBp<U> {
  return [fn(values[0], 0), fn(values[1], 1), fn(values[2], 2)]
}

// ---------------------------------------------------------------------------------------------------
// Colours

/** An inline colour style for a checked CMS colour, or nothing. */
export function colourStyle(colour: string | undefined): CSSProperties | undefined {
  return colour ? { color: colour } : undefined
}

// ---------------------------------------------------------------------------------------------------
// Surfaces: what text sits on at a breakpoint

/**
 * `scrim`: a dark box over media; `frost`: the backdrop (blurred, darkened) box over media;
 * `gradient-dark`/`gradient-light`: bare text over a gradient on the media; `plain`: text beside the
 * media on the block's background (its readable colour comes from `--block-fg-*`).
 */
export type Surface = 'scrim' | 'frost' | 'gradient-dark' | 'gradient-light' | 'plain'

/**
 * The darkest and lightest a surface can look (a translucent layer over a black or a white picture),
 * for checking CMS colours: black/70 over white is #4d4d4d, black/60 #666666, white/70 over black #b3b3b3.
 */
export const SURFACE_EXTREMES: Record<Exclude<Surface, 'plain'>, readonly string[]> = {
  scrim: ['#000000', '#4d4d4d'],
  frost: ['#000000', '#666666'],
  'gradient-dark': ['#000000', '#666666'],
  'gradient-light': ['#ffffff', '#b3b3b3'],
}

/** Every colour text may sit on, given each breakpoint's surface and background. */
export function surfaceColours(surfaces: PerBp<Surface>, backgrounds: PerBp<string>): string[] {
  const all = surfaces.flatMap((surface, bp) =>
    surface === 'plain' ? [backgrounds[bp] ?? LIGHT_TEXT] : SURFACE_EXTREMES[surface],
  )
  return [...new Set(all)]
}

// Each entry sets the same properties (radius, background, blur, padding, colour) so one breakpoint's
// value fully replaces another's. Each is one utility (`surface-*` in components.css) instead of the
// five it stands for, in every banner's markup; a scrim's and a frost's padding grows at lg.
const SURFACE_BOX: Record<Surface, PerBp<string>> = {
  scrim: ['surface-scrim', 'md:surface-scrim', 'lg:surface-scrim-lg'],
  frost: ['surface-frost', 'md:surface-frost', 'lg:surface-frost-lg'],
  'gradient-dark': ['surface-on-dark', 'md:surface-on-dark', 'lg:surface-on-dark'],
  'gradient-light': ['surface-on-light', 'md:surface-on-light', 'lg:surface-on-light'],
  plain: ['surface-plain-sm', 'md:surface-plain-md', 'lg:surface-plain-lg'],
}

/** Box classes for the text block, per breakpoint surface. */
export function surfaceClasses(surfaces: PerBp<Surface>): string {
  return surfaces.map((surface, bp) => SURFACE_BOX[surface][bp]).join(' ')
}

/** The overlay surface where no gradient protects the text: the backdrop box or the plain scrim. */
export function overlaySurface(backdrop: boolean | undefined): Surface {
  return backdrop ? 'frost' : 'scrim'
}

/**
 * CSS variables for the block's background and its readable text colour per breakpoint (a missing
 * breakpoint inherits the smaller one); consumed by `bg-(--block-bg-*)` and the `plain` surface.
 */
export function backgroundVars(backgrounds: PerBp<string>): CSSProperties {
  const vars: Record<string, string> = {}
  BREAKPOINTS.forEach((bp, i) => {
    const bg = backgrounds[i] ?? LIGHT_TEXT
    vars[`--block-bg-${bp}`] = bg
    vars[`--block-fg-${bp}`] = textOn(bg)
  })
  return vars as CSSProperties
}

/** Background classes reading `backgroundVars`. */
export const BACKGROUND_CLASSES = 'bg-(--block-bg-sm) md:bg-(--block-bg-md) lg:bg-(--block-bg-lg)'

/** Checked background colours per breakpoint (sm → md → lg inheritance), or `fallback`. */
export function resolveBackgrounds(
  value: string | Partial<Record<Breakpoint, string>> | undefined,
  fallback: string,
): PerBp<string> {
  if (typeof value === 'string' || value === undefined) {
    const bg = parseColour(value) ?? fallback
    return [bg, bg, bg]
  }
  const sm = parseColour(value.sm) ?? fallback
  const md = parseColour(value.md) ?? sm
  const lg = parseColour(value.lg) ?? md
  return [sm, md, lg]
}

// ---------------------------------------------------------------------------------------------------
// Alignment

const TEXT_ALIGN: Record<Alignment, PerBp<string>> = {
  left: ['items-start text-left', 'md:items-start md:text-left', 'lg:items-start lg:text-left'],
  center: ['items-center text-center', 'md:items-center md:text-center', 'lg:items-center lg:text-center'],
  right: ['items-end text-right', 'md:items-end md:text-right', 'lg:items-end lg:text-right'],
}

/** Text alignment (and the cross-axis of its flex column) per breakpoint. */
export function alignClasses(alignments: PerBp<Alignment>): string {
  return alignments.map((alignment, bp) => TEXT_ALIGN[alignment][bp]).join(' ')
}

// ---------------------------------------------------------------------------------------------------
// Gradients (CMS-040, CONST-027)

export type Placement = 'start' | 'center' | 'end'

// CONST-027: 35 % of the media for a full gradient, 50 % for a focused one.
const GRADIENT_HEIGHT = { full: 'h-[35%]', focused: 'h-1/2' } as const
const GRADIENT_GEOMETRY: Record<Placement, string> = {
  end: 'bottom-0 bg-linear-to-t',
  start: 'top-0 bg-linear-to-b',
  center: 'top-1/2 -translate-y-1/2 bg-linear-to-b',
}
const GRADIENT_COLOURS = {
  dark: {
    edge: 'from-black/80 via-black/60 to-transparent',
    center: 'from-transparent via-black/70 to-transparent',
  },
  light: {
    edge: 'from-white/90 via-white/70 to-transparent',
    center: 'from-transparent via-white/80 to-transparent',
  },
} as const
const SHOW: Record<Breakpoint, readonly [string, string]> = {
  sm: ['hidden', 'block'],
  md: ['md:hidden', 'md:block'],
  lg: ['lg:hidden', 'lg:block'],
}

/** Display classes showing an element at the given breakpoints only. */
export function visibleAt(shown: ReadonlySet<Breakpoint>): string {
  return BREAKPOINTS.map((bp) => SHOW[bp][shown.has(bp) ? 1 : 0]).join(' ')
}

export interface ResolvedGradient {
  style: 'full' | 'focused'
  tone: 'dark' | 'light'
  breakpoints: ReadonlySet<Breakpoint>
}

/** A gradient to draw, or null when gradientStyle is off or missing (CMS-047). No list means everywhere. */
export function resolveGradient(settings: GradientSettings | undefined): ResolvedGradient | null {
  if (!settings?.gradientStyle || settings.gradientStyle === 'off') return null
  return {
    style: settings.gradientStyle,
    tone: settings.gradientTone ?? 'dark',
    breakpoints: new Set(settings.gradientBreakpoints ?? BREAKPOINTS),
  }
}

/** True where the gradient is drawn: listed, and the text is over the media there. */
export function gradientAt(
  gradient: ResolvedGradient | null,
  placements: PerBp<Placement | null>,
): PerBp<boolean> {
  return mapBp(placements, (placement, i) => Boolean(gradient?.breakpoints.has(BREAKPOINTS[i]) && placement))
}

/**
 * The gradient layers over the media, one per text placement, each shown only at the breakpoints where
 * the gradient applies and the text sits over the media at that placement.
 */
export function GradientLayers({
  gradient,
  placements,
}: {
  gradient: ResolvedGradient | null
  /** Per breakpoint: where the text sits over the media, or null when it is not over the media. */
  placements: PerBp<Placement | null>
}) {
  if (!gradient) return null
  const on = gradientAt(gradient, placements)
  const groups = new Map<Placement, Set<Breakpoint>>()
  BREAKPOINTS.forEach((bp, i) => {
    const placement = placements[i]
    if (!on[i] || !placement) return
    groups.set(placement, (groups.get(placement) ?? new Set()).add(bp))
  })
  return (
    <>
      {[...groups].map(([placement, shown]) => (
        <div
          key={placement}
          aria-hidden="true"
          data-gradient={gradient.style}
          className={cx(
            'pointer-events-none absolute inset-x-0',
            GRADIENT_HEIGHT[gradient.style],
            GRADIENT_GEOMETRY[placement],
            GRADIENT_COLOURS[gradient.tone][placement === 'center' ? 'center' : 'edge'],
            visibleAt(shown),
          )}
        />
      ))}
    </>
  )
}

/** The surface under gradient text. */
export function gradientSurface(gradient: ResolvedGradient): Surface {
  return gradient.tone === 'light' ? 'gradient-light' : 'gradient-dark'
}
