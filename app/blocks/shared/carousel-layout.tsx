import { type CSSProperties, type ReactNode, useSyncExternalStore } from 'react'
import { BREAKPOINTS, type SlideLayout, type SlideLayouts } from '#app/domain/content/carousel-rules.ts'
import type { Breakpoint } from '#app/domain/content/content.ts'
import { cx } from './parts.tsx'

/** The carousel's classes per breakpoint and layout, the space its controls hold, its breakpoint and motion hooks, and its slides. */

type Kind = SlideLayout['type']
type PerBreakpoint = readonly [string, string, string]

// Literal class lists per breakpoint (sm, md, lg) so Tailwind sees every class. The numbers come in as
// custom properties set on the carousel's root; `cqi` is a hundredth of the strip's width.
export const SCROLLER: Record<Kind, PerBreakpoint> = {
  carousel: [
    'overflow-x-auto overscroll-x-contain snap-x snap-mandatory scroll-px-(--carousel-margin-sm)',
    'md:overflow-x-auto md:snap-x md:snap-mandatory md:scroll-px-(--carousel-margin-md)',
    'lg:overflow-x-auto lg:snap-x lg:snap-mandatory lg:scroll-px-(--carousel-margin-lg)',
  ],
  grid: ['', 'md:overflow-visible md:snap-none', 'lg:overflow-visible lg:snap-none'],
}
// The list is as wide as its slides (w-max) and carries the margins as padding, so the end margin is
// part of what scrolls in every browser.
export const LIST: Record<Kind, PerBreakpoint> = {
  carousel: [
    'flex w-max min-w-full px-(--carousel-margin-sm)',
    'md:flex md:w-max md:min-w-full md:px-(--carousel-margin-md)',
    'lg:flex lg:w-max lg:min-w-full lg:px-(--carousel-margin-lg)',
  ],
  grid: [
    'grid w-auto min-w-0 px-0',
    'md:grid md:w-auto md:min-w-0 md:px-0',
    'lg:grid lg:w-auto lg:min-w-0 lg:px-0',
  ],
}
export const ITEM: Record<Kind, PerBreakpoint> = {
  carousel: [
    'w-(--carousel-width-sm) max-w-(--carousel-max-sm) shrink-0 snap-start px-(--carousel-padding-sm)',
    'md:w-(--carousel-width-md) md:max-w-(--carousel-max-md) md:shrink-0 md:snap-start md:px-(--carousel-padding-md)',
    'lg:w-(--carousel-width-lg) lg:max-w-(--carousel-max-lg) lg:shrink-0 lg:snap-start lg:px-(--carousel-padding-lg)',
  ],
  grid: [
    'w-auto max-w-none px-0',
    'md:w-auto md:max-w-none md:shrink md:snap-align-none md:px-0',
    'lg:w-auto lg:max-w-none lg:shrink lg:snap-align-none lg:px-0',
  ],
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

/** The numbers of each breakpoint's layout as the custom properties the classes above read. */
export function layoutVars(layouts: SlideLayouts): CSSProperties {
  const vars: Record<string, string> = {}
  for (const bp of BREAKPOINTS) {
    const { margin, slideWidth, slideMaxWidth, slidePadding } = layouts[bp]
    vars[`--carousel-margin-${bp}`] = `${margin}px`
    vars[`--carousel-width-${bp}`] = `calc((100cqi - ${2 * margin}px) * ${slideWidth / 100})`
    vars[`--carousel-max-${bp}`] = slideMaxWidth === undefined ? 'none' : `${slideMaxWidth}px`
    vars[`--carousel-padding-${bp}`] = `${slidePadding}px`
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
