import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { nearestStop, scrollStops } from '#app/domain/content/carousel-rules.ts'

/**
 * A carousel's strip (CMS-057): where it can rest (its stops, measured from the slides and again
 * whenever it changes size), which stop is current and how far it has scrolled, and `goTo`, the turn
 * the arrows, dots and autoplay make. `live` is false where the breakpoint lays the slides out as a
 * grid: nothing is measured or followed then.
 */
export function useCarouselStrip(
  scroller: RefObject<HTMLDivElement | null>,
  live: boolean,
  slideCount: number,
  reducedMotion: boolean,
) {
  const [stops, setStops] = useState<number[]>([0])
  // Whether the stops have been measured at least once (the controls depend on them).
  const [measured, setMeasured] = useState(false)
  const [active, setActive] = useState(0)
  const [progress, setProgress] = useState(0)
  const stopsRef = useRef(stops)
  // The stop a turn (an arrow, a dot, autoplay) is scrolling to: the dots stay on it while the strip
  // passes the stops before it, rather than going back and forth, until the strip arrives or the
  // shopper scrolls it themselves.
  const heading = useRef<number | null>(null)

  // Where the strip can rest, measured from the slides; again whenever the strip changes size.
  useEffect(() => {
    const strip = scroller.current
    if (!live || !strip) return
    const measure = () => {
      const padding = Number.parseFloat(getComputedStyle(strip).scrollPaddingLeft) || 0
      const slideStarts = Array.from(strip.querySelectorAll<HTMLElement>(':scope > ul > li'), (slide) => {
        return slide.offsetLeft - padding
      })
      const next = scrollStops(slideStarts, strip.scrollWidth - strip.clientWidth)
      stopsRef.current = next
      setStops(next)
      setMeasured(true)
      setActive(nearestStop(next, strip.scrollLeft))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(strip)
    return () => observer.disconnect()
  }, [live, slideCount, scroller])

  // The dots and progress follow the strip however it was scrolled (swipe, keys, arrows, autoplay).
  useEffect(() => {
    const strip = scroller.current
    if (!live || !strip) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const max = strip.scrollWidth - strip.clientWidth
        const target = heading.current === null ? undefined : stopsRef.current[heading.current]
        if (target !== undefined && Math.abs(strip.scrollLeft - target) > 1) {
          setActive(heading.current!)
        } else {
          heading.current = null
          setActive(nearestStop(stopsRef.current, strip.scrollLeft))
        }
        setProgress(max > 0 ? Math.min(1, strip.scrollLeft / max) : 1)
      })
    }
    // The shopper takes over, or the scroll has ended wherever it ended: the strip's own position
    // counts again.
    const release = () => {
      heading.current = null
    }
    const settled = () => {
      release()
      onScroll()
    }
    onScroll()
    strip.addEventListener('scroll', onScroll, { passive: true })
    strip.addEventListener('scrollend', settled)
    for (const type of ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const) {
      strip.addEventListener(type, release, { passive: true })
    }
    return () => {
      cancelAnimationFrame(frame)
      strip.removeEventListener('scroll', onScroll)
      strip.removeEventListener('scrollend', settled)
      for (const type of ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const) {
        strip.removeEventListener(type, release)
      }
    }
  }, [live, scroller])

  const goTo = useCallback(
    (index: number) => {
      const left = stopsRef.current[index]
      if (left === undefined) return
      const strip = scroller.current
      heading.current = strip && Math.abs(strip.scrollLeft - left) > 1 ? index : null
      setActive(index)
      strip?.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' })
    },
    [reducedMotion, scroller],
  )

  return { stops, measured, active, progress, goTo }
}
