import { type CSSProperties, type ReactNode, useSyncExternalStore } from 'react'
import { BREAKPOINTS, type SlideLayout, type SlideLayouts } from '#app/domain/content/carousel-rules.ts'
import type { Breakpoint } from '#app/domain/content/content.ts'
import { cx } from './parts.tsx'

/** The carousel's classes per breakpoint and layout, the space its controls hold, its breakpoint and motion hooks, and its slides. */

type Kind = SlideLayout['type']
type PerBreakpoint = readonly [string, string, string]

// One utility a breakpoint (`carousel-*` in components.css) so Tailwind sees every class and the markup
// carries one name where it carried five. The numbers come in as custom properties set on the
// carousel's root; `cqi` is a hundredth of the strip's width.
export const SCROLLER: Record<Kind, PerBreakpoint> = {
  carousel: ['carousel-scroll-sm', 'md:carousel-scroll-md', 'lg:carousel-scroll-lg'],
  grid: ['', 'md:carousel-scroll-none', 'lg:carousel-scroll-none'],
}
// The list is as wide as its slides (w-max) and carries the margins as padding, so the end margin is
// part of what scrolls in every browser. The list takes one utility a breakpoint (`carousel-*` in
// components.css) instead of the five it stands for, and the same utility styles its slides: a slide
// carries no class of its own, where every slide repeated its classes in the page.
export const LIST: Record<Kind, PerBreakpoint> = {
  carousel: ['carousel-list-sm', 'md:carousel-list-md', 'lg:carousel-list-lg'],
  grid: ['carousel-grid-list', 'md:carousel-grid-list', 'lg:carousel-grid-list'],
}

export function pick(layouts: SlideLayouts, table: Record<Kind, PerBreakpoint>): string {
  return cx(...BREAKPOINTS.map((bp, i) => table[layouts[bp].type][i]))
}

/** Shown or not per breakpoint, for the space controls will take once the page has hydrated. */
const SHOWN: PerBreakpoint = ['flex', 'md:flex', 'lg:flex']
const NOT_SHOWN: PerBreakpoint = ['hidden', 'md:hidden', 'lg:hidden']

/**
 * Classes showing an element at the breakpoints where `wanted` holds of a carousel layout: the space
 * its controls will take, reserved in the server's HTML so that they appear without moving anything.
 */
export function reservedAt(layouts: SlideLayouts, wanted: (layout: SlideLayout) => boolean): string | null {
  const shown = BREAKPOINTS.map((bp) => layouts[bp].type === 'carousel' && wanted(layouts[bp]))
  if (!shown.some(Boolean)) return null
  return cx(...shown.map((on, i) => (on ? SHOWN[i] : NOT_SHOWN[i])))
}

/**
 * The numbers of each breakpoint's layout as the custom properties the classes above read. A margin or
 * padding of 0 and no maximum width are the classes' own fallbacks, so they go unsaid: written out, a
 * carousel's twelve properties were 600 bytes of its page's HTML, most of them zeros.
 */
export function layoutVars(layouts: SlideLayouts): CSSProperties {
  const vars: Record<string, string> = {}
  for (const bp of BREAKPOINTS) {
    const { margin, slideWidth, slideMaxWidth, slidePadding } = layouts[bp]
    if (margin) vars[`--carousel-margin-${bp}`] = `${margin}px`
    vars[`--carousel-width-${bp}`] = margin
      ? `calc((100cqi - ${2 * margin}px) * ${slideWidth / 100})`
      : `${slideWidth}cqi`
    if (slideMaxWidth !== undefined) vars[`--carousel-max-${bp}`] = `${slideMaxWidth}px`
    if (slidePadding) vars[`--carousel-padding-${bp}`] = `${slidePadding}px`
  }
  // React sets custom properties from the style object; its type only knows standard ones.
  return vars as CSSProperties
}

const LG = '(min-width: 1024px)'
const MD = '(min-width: 768px)'
const REDUCE = '(prefers-reduced-motion: reduce)'

function subscribeMedia(queries: readonly string[]) {
  return (onChange: () => void) => {
    const lists = queries.map((query) => window.matchMedia(query))
    for (const list of lists) list.addEventListener('change', onChange)
    return () => {
      for (const list of lists) list.removeEventListener('change', onChange)
    }
  }
}
const subscribeBreakpoint = subscribeMedia([MD, LG])
const subscribeReduce = subscribeMedia([REDUCE])

/** The current breakpoint in the browser; null on the server and during hydration. */
export function useBreakpoint(): Breakpoint | null {
  return useSyncExternalStore(
    subscribeBreakpoint,
    (): Breakpoint => (window.matchMedia(LG).matches ? 'lg' : window.matchMedia(MD).matches ? 'md' : 'sm'),
    () => null,
  )
}

/** True when the shopper asks for less motion; assumed on the server so nothing moves before hydration. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReduce,
    () => window.matchMedia(REDUCE).matches,
    () => true,
  )
}

export interface CarouselSlide {
  key: string
  content: ReactNode
}
