/** CONST-017: scroll events settle for 200 ms before the header follows them, and wait 500 ms at most. */
export const HEADER_SCROLL_WAIT_MS = 200
export const HEADER_SCROLL_MAX_WAIT_MS = 500

/**
 * `fn` runs `wait` ms after the last call, and at the latest `maxWait` ms after the first call since it
 * last ran, so a scroll that never pauses still updates.
 */
export function debounce(fn: () => void, wait: number, maxWait: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let first: number | undefined
  return () => {
    const now = Date.now()
    first ??= now
    clearTimeout(timer)
    timer = setTimeout(
      () => {
        first = undefined
        fn()
      },
      Math.min(wait, first + maxWait - now),
    )
  }
}

let following = false

/**
 * The sticky header hides when the shopper scrolls down past it and shows again on a scroll up
 * (`data-scroll-hidden` on `header[data-sticky]`, drawn by app.css as a slide up, which moves nothing
 * else on the page). The header is looked up at each update, so a route without a sticky header
 * (PLAT-033) is left alone. `data-follows-scroll` on the document marks that this runs; focus inside
 * the header shows it whatever the attribute says (the stylesheet). Attaches once per page load.
 */
export default function followScroll() {
  if (following) return
  following = true
  let lastY = window.scrollY
  const update = debounce(
    () => {
      const y = window.scrollY
      const header = document.querySelector<HTMLElement>('header[data-sticky]')
      if (header && y !== lastY)
        header.toggleAttribute('data-scroll-hidden', y > lastY && y > header.offsetHeight)
      lastY = y
    },
    HEADER_SCROLL_WAIT_MS,
    HEADER_SCROLL_MAX_WAIT_MS,
  )
  window.addEventListener('scroll', update, { passive: true })
  document.documentElement.toggleAttribute('data-follows-scroll', true)
}
