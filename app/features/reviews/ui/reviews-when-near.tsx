import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useNearViewport } from '#app/components/near-viewport.ts'
import { REVIEWS_ANCHOR } from '#app/domain/catalog/review-anchors.ts'
import type { ReviewsSection } from '#app/features/reviews/views.ts'

/**
 * Where a product's reviews and questions go when the URL did not ask for them (decision 098): the
 * document does not carry them. Once this place comes within 200px of the viewport the browser reads
 * them from `dataHref` and `children` draws them, and reads them again whenever the page's own data is
 * read again (`revision`, the page's data: a flag takes the review out of the list). A plain request,
 * not the router's: it must not meet a navigation under way (an add to cart's answer) in the router.
 * Until then it holds the anchor the page's links to its reviews point at, and `fallback`, the link
 * shoppers without JavaScript follow to the page with the reviews in the document. Reviews that could
 * not be read leave nothing, as a failed section always has. Keyed by `dataHref` where it is used, so
 * another product's page starts again.
 */
export function ReviewsWhenNear({
  dataHref,
  revision,
  fallback,
  children,
}: {
  dataHref: string
  revision: unknown
  fallback: ReactNode
  children: (section: ReviewsSection) => ReactNode
}) {
  const place = useRef<HTMLDivElement>(null)
  const near = useNearViewport(place)
  // Undefined until read; null when they could not be.
  const [section, setSection] = useState<ReviewsSection | null>()
  useEffect(() => {
    if (!near) return
    // An answer for an earlier read (or after unmount) is dropped; the one shown stays until then.
    let current = true
    // Imported when needed: the page's first load has no use for it, and the page's tracking has
    // loaded it by the time the shopper comes near.
    import('#app/platform/http/same-origin-fetch.ts')
      .then(({ sameOriginFetch }) => sameOriginFetch(dataHref))
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then(
        (answer: { section: ReviewsSection | null }) => current && setSection(answer.section),
        () => current && setSection((shown) => shown ?? null),
      )
    return () => {
      current = false
    }
  }, [near, dataHref, revision])
  if (section !== undefined) return section ? children(section) : null
  return (
    <div ref={place} id={REVIEWS_ANCHOR} className="scroll-mt-4">
      {fallback}
    </div>
  )
}
