import { type ReactNode, useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { useNearViewport } from '#app/components/near-viewport.ts'
import { REVIEWS_ANCHOR } from '#app/domain/catalog/review-anchors.ts'
import type { ReviewsSection } from '#app/features/reviews/views.ts'

/**
 * Where a product's reviews and questions go when the URL did not ask for them (decision 098): the
 * document does not carry them. Once this place comes within 200px of the viewport the browser loads
 * them from `dataHref` and `children` draws them; a flag or vote reloads them with the page's data.
 * Until then it holds the anchor the page's links to its reviews point at, and `fallback`, the link
 * shoppers without JavaScript follow to the page with the reviews in the document. Reviews that could
 * not be read leave nothing, as a failed section always has. Keyed by `dataHref` where it is used, so
 * another product's page starts again.
 */
export function ReviewsWhenNear({
  dataHref,
  fallback,
  children,
}: {
  dataHref: string
  fallback: ReactNode
  children: (section: ReviewsSection) => ReactNode
}) {
  const place = useRef<HTMLDivElement>(null)
  const near = useNearViewport(place)
  const fetcher = useFetcher<{ section: ReviewsSection | null }>()
  const { load } = fetcher
  const asked = useRef(false)
  useEffect(() => {
    if (!near || asked.current) return
    asked.current = true
    void load(dataHref)
  }, [near, load, dataHref])
  if (fetcher.data) return fetcher.data.section ? children(fetcher.data.section) : null
  return (
    <div
      ref={place}
      id={REVIEWS_ANCHOR}
      aria-busy={fetcher.state === 'loading' || undefined}
      className="scroll-mt-4"
    >
      {fallback}
    </div>
  )
}
