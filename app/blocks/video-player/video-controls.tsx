import { type MouseEvent } from 'react'

/** The video player's small pieces: its play and pause icons, modified clicks, and autoplay while visible (CMS-087, CMS-090). */

/** The player's tiny client logger: a refused autoplay is the browser's policy, only logged (CMS-090). */
export function logWarning(message: string, error: unknown) {
  console.warn(`[video-player] ${message}`, error)
}

export function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
}

/** What autoplay needs of a `<video>` element. */
export interface PlayableVideo {
  paused: boolean
  muted: boolean
  play(): Promise<void>
  pause(): void
  addEventListener(type: 'play' | 'pause', listener: () => void): void
  removeEventListener(type: 'play' | 'pause', listener: () => void): void
}

/**
 * CMS-087, CMS-090: plays the video while it is in view and pauses it when it leaves, never under
 * prefers-reduced-motion and never again once the shopper paused it (until they play it again). A
 * refused play() (the browser's autoplay policy) is only logged. `watch` reports the video's visibility
 * (an IntersectionObserver in the browser). Returns the clean-up.
 */
export function autoplayWhenVisible(
  video: PlayableVideo,
  options: {
    muted: boolean
    reducedMotion: boolean
    watch: (onChange: (visible: boolean) => void) => () => void
    log: (message: string, error: unknown) => void
  },
): () => void {
  if (options.reducedMotion) return () => {}
  // Browsers allow autoplay only without sound, and check the property (the server cannot set it).
  video.muted = options.muted
  let pausedByUs = false
  let pausedByShopper = false
  const onPause = () => {
    if (pausedByUs) pausedByUs = false
    else pausedByShopper = true
  }
  const onPlay = () => {
    pausedByShopper = false
  }
  video.addEventListener('pause', onPause)
  video.addEventListener('play', onPlay)
  const stop = options.watch((visible) => {
    if (visible && video.paused && !pausedByShopper) {
      video.play().catch((error: unknown) => options.log('autoplay failed', error))
    } else if (!visible && !video.paused) {
      pausedByUs = true
      video.pause()
    }
  })
  return () => {
    stop()
    video.removeEventListener('pause', onPause)
    video.removeEventListener('play', onPlay)
  }
}

export function PlayIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M8 5v14l11-7z" />
    </svg>
  )
}

export function PauseIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M6 5h4v14H6zM14 5h4v14h-4z" />
    </svg>
  )
}
