import { type RefObject, useEffect, useState } from 'react'

/** How far outside the viewport a lazily hydrated section starts hydrating (CAT-031, CONST-046). */
export const HYDRATION_ROOT_MARGIN = '200px'

/**
 * Calls `near` once `element` comes within 200px of the viewport (at once where the browser has no
 * IntersectionObserver). Returns what stops the watch.
 */
export function whenNearViewport(element: Element, near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near()
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      near()
    },
    { rootMargin: HYDRATION_ROOT_MARGIN },
  )
  observer.observe(element)
  return () => observer.disconnect()
}

/**
 * True once `element` has come within 200px of the viewport, as a section held by HydrateNearViewport
 * is released (at once where the browser has no IntersectionObserver). For work that only a shopper
 * who gets near a part of the page needs: a third party's widget below the fold, a section's data.
 */
export function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    if (near || !target) return
    return whenNearViewport(target, () => setNear(true))
  }, [element, near])
  return near
}
