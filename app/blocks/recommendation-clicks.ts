import { type RefObject, useEffect } from 'react'

/**
 * Clicks on the recommendation blocks' cards inside `container` report the card's recToken (CAT-030,
 * decision 041). The blocks are islands React never hydrates, so the listener is on the document, in
 * the capture phase (decision 025); the link goes on as it would. The card's data is read at once, the
 * code that queues the event loads on the first click.
 */
export function useRecommendationClicks(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = container.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      const card = anchor?.closest<HTMLElement>('[data-rec-token]')
      if (!card || !element.contains(card)) return
      const data = { ...card.dataset }
      const block = { ...card.closest<HTMLElement>('[data-rec-widget]')?.dataset }
      void import('#app/components/recommendation-tracking.ts').then((m) => m.trackCardClick(data, block))
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [container])
}
