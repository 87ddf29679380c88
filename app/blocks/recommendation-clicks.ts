import { type RefObject, useEffect } from 'react'
import { recClick } from '#app/models/recommendation-events.ts'
import { queueBeacon } from '#app/utils/beacon.ts'

/**
 * The click event of a recommendation block's card, from the data the server wrote on it
 * (`data-rec-token`, `data-rec-product`, and `data-rec-widget` on the block); null without a token.
 */
export function cardClick(card: DOMStringMap, block: DOMStringMap | undefined) {
  if (!card.recProduct) return null
  return recClick({ id: card.recProduct, token: card.recToken }, block?.recWidget)
}

/**
 * Clicks on the recommendation blocks' cards inside `container` report the card's recToken through
 * the beacon queue (CAT-030, decision 041). The blocks are islands React never hydrates, so the
 * listener is on the document, in the capture phase (decision 025); the link goes on as it would.
 */
export function useRecommendationClicks(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = container.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      const card = anchor?.closest<HTMLElement>('[data-rec-token]')
      if (!card || !element.contains(card)) return
      const click = cardClick(card.dataset, card.closest<HTMLElement>('[data-rec-widget]')?.dataset)
      if (click) queueBeacon(click)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [container])
}
