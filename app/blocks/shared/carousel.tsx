import { type FocusEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import { type SlideLayout, type SlideLayouts, stepStop } from '#app/domain/content/carousel-rules.ts'
import { cx } from './parts.tsx'
import {
  type CarouselSlide,
  LIST,
  SCROLLER,
  layoutVars,
  pick,
  reservedAt,
  useBreakpoint,
  useReducedMotion,
} from './carousel-layout.tsx'
import { useCarouselStrip } from './carousel-strip.ts'
import { KeptItems } from '#app/components/kept-list.tsx'
import type { KeptList } from '#app/domain/page/document-value.ts'

/**
 * A list that is a grid or a carousel per breakpoint (CMS-057). A carousel is a CSS scroll-snap strip:
 * without JavaScript it scrolls by touch, trackpad and keyboard (the strip is focusable), and Tab reaches
 * every slide's links. After hydration, at a breakpoint that shows a carousel, it gains what its layout
 * asks for: previous/next arrows, indicator dots, a progress bar, and autoplay every autorotateTime
 * seconds (CMS-058), looping when asked. Autoplay pauses on hover and focus, never runs for shoppers who
 * prefer reduced motion, and always comes with a pause button (WCAG 2.2.2).
 *
 * `variant` `block` puts the controls under the strip; `bar` puts the arrows at its sides (promo bar).
 */
export function Carousel({
  label,
  layouts,
  slides,
  variant = 'block',
  listClassName = '',
  scrollerClassName = '',
  className = '',
  kept,
}: {
  /** The strip's accessible name. */
  label: string
  layouts: SlideLayouts
  slides: readonly CarouselSlide[]
  variant?: 'block' | 'bar'
  /** Extra list classes, e.g. gap and grid columns (they apply only where the layout is a grid). */
  listClassName?: string
  /** Extra classes of the scrolling element, e.g. its scrollbar. */
  scrollerClassName?: string
  className?: string
  /**
   * The slides' list when the document keeps it (decision 099): `slides` then has none in the browser
   * hydrating a document, whose strip keeps the server's slides; their count comes from here.
   */
  kept?: KeptList<unknown>
}) {
  const { t } = useTranslation(blocksNs)
  const slideCount = kept?.length ?? slides.length
  const scroller = useRef<HTMLDivElement>(null)
  const bp = useBreakpoint()
  const reducedMotion = useReducedMotion()
  const layout = bp ? layouts[bp] : null
  const live = layout?.type === 'carousel'

  const [userPaused, setUserPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const { stops, measured, active, progress, goTo } = useCarouselStrip(
    scroller,
    live,
    slideCount,
    reducedMotion,
  )
  const count = stops.length

  const canAutoplay = live && layout.autoplay && !reducedMotion && count > 1
  const next = live ? stepStop(active, count, 1, layout.loop) : null
  const running = canAutoplay && !userPaused && !hovered && !focused && next !== null
  const interval = layout?.autorotateMs ?? 0
  useEffect(() => {
    if (!running || next === null) return
    const timer = window.setTimeout(() => goTo(next), interval)
    return () => window.clearTimeout(timer)
  }, [running, next, interval, goTo])

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  const strip = (
    <div
      ref={scroller}
      role="region"
      aria-label={label}
      // Focusable so keyboard users can scroll it with the arrow keys (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cx('carousel-strip', pick(layouts, SCROLLER), scrollerClassName)}
    >
      <KeptItems kept={kept} className={cx(pick(layouts, LIST), listClassName)}>
        {slides.map((slide) => (
          <li key={slide.key}>{slide.content}</li>
        ))}
      </KeptItems>
    </div>
  )

  // Nothing to control before hydration, at a grid breakpoint, or when everything fits.
  const controlled = live && count > 1
  const showArrows = controlled && layout.showArrows
  const prev = controlled ? stepStop(active, count, -1, layout.loop) : null
  // The promo bar's controls are 24 px (WCAG 2.5.8's minimum), so that a 360 px phone keeps room for
  // its two lines of text between them.
  const arrowClass = cx(
    variant === 'bar' ? 'size-6' : 'size-8',
    'inline-flex shrink-0 items-center justify-center rounded-full border border-current aria-disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current',
  )
  const arrow = (direction: 'previous' | 'next', target: number | null) => (
    <button
      type="button"
      className={arrowClass}
      aria-label={t(`carousel.${direction}`)}
      aria-disabled={target === null ? true : undefined}
      onClick={() => {
        if (target !== null) goTo(target)
      }}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  )
  const dots =
    controlled && layout.showIndicators ? (
      <ul className="flex flex-wrap items-center justify-center">
        {stops.map((stop, index) => (
          <li key={stop}>
            <button
              type="button"
              className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-current"
              aria-label={t('carousel.goTo', { index: index + 1, count })}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => goTo(index)}
            >
              <span className="size-2.5 rounded-full border-2 border-current group-aria-[current=true]:bg-current" />
            </button>
          </li>
        ))}
      </ul>
    ) : null
  const pauseButton = canAutoplay ? (
    <button
      type="button"
      className={arrowClass}
      aria-label={t(userPaused ? 'carousel.play' : 'carousel.pause')}
      onClick={() => setUserPaused((paused) => !paused)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
        <path d={userPaused ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zM13 5h4v14h-4z'} />
      </svg>
    </button>
  ) : null
  const progressBar =
    controlled && layout.showProgress ? (
      // Decorative: the dots, or the slides themselves, already say where the strip is.
      <div aria-hidden="true" className="h-1 w-full overflow-hidden rounded-full bg-current/20">
        <div className="h-full rounded-full bg-current" style={{ width: `${Math.round(progress * 100)}%` }} />
      </div>
    ) : null

  const rootProps = {
    className,
    style: layoutVars(layouts),
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur,
  }

  // Until the controls are known (before hydration, then until the strip is measured) their space is
  // held where they will show, so they appear without moving the page.
  const settled = bp !== null && (measured || !live)
  const reserve = (wanted: (layout: SlideLayout) => boolean, size: string) => {
    const at = !settled && slideCount > 1 ? reservedAt(layouts, wanted) : null
    // Without JavaScript there will be no controls: nothing is held then.
    return at ? (
      <span aria-hidden="true" className={cx(at, 'shrink-0 [@media(scripting:none)]:hidden!', size)} />
    ) : null
  }
  if (variant === 'bar') {
    // The arrows at the strip's sides; the dots and the pause button in one row under it.
    const arrowSpace = () => reserve((l) => l.showArrows, 'size-6')
    return (
      <div {...rootProps}>
        <div className="flex items-center gap-1">
          {showArrows ? arrow('previous', prev) : arrowSpace()}
          <div className="min-w-0 flex-1">
            {strip}
            {progressBar ?? reserve((l) => l.showProgress, 'h-1 w-full')}
            {dots || pauseButton ? (
              <div className="flex items-center justify-center gap-1">
                {dots}
                {pauseButton}
              </div>
            ) : (
              reserve((l) => l.showIndicators || l.autoplay, 'h-6 w-full')
            )}
          </div>
          {showArrows ? arrow('next', next) : arrowSpace()}
        </div>
      </div>
    )
  }

  const hasControls = showArrows || dots || pauseButton || progressBar
  const controlsSpace = reserve(
    (l) => l.showArrows || l.showIndicators || l.autoplay || l.showProgress,
    'mt-3 h-8 w-full',
  )
  return (
    <div {...rootProps}>
      {strip}
      {!hasControls ? controlsSpace : null}
      {hasControls ? (
        <div className="mt-3 flex flex-col gap-3">
          {progressBar}
          <div className="flex items-center justify-center gap-2">
            {pauseButton}
            {showArrows ? arrow('previous', prev) : null}
            {dots}
            {showArrows ? arrow('next', next) : null}
          </div>
        </div>
      ) : null}
    </div>
  )
}
