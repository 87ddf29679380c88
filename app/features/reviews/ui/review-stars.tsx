import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { reviewsNs } from '#app/features/reviews/locales/reviews.ts'
import { formatRating } from '#app/domain/market/site.ts'
import type { ReviewPhoto } from '#app/domain/catalog/review-schemas.ts'

/** Five stars, filled to the rating, with the rating in words for screen readers. */
export function Stars({ rating }: { rating: number }) {
  const { t, i18n } = useTranslation(reviewsNs)
  const full = Math.round(rating)
  return (
    <span className="text-amber-700">
      <span aria-hidden="true">{'★'.repeat(full) + '☆'.repeat(Math.max(0, 5 - full))}</span>
      <span className="sr-only">{t('rated', { rating: formatRating(rating, i18n.language, false) })}</span>
    </span>
  )
}

/** A review photo's text alternative: its caption, else its place among the review's photos. */
export function usePhotoAlt() {
  const { t } = useTranslation(reviewsNs)
  return (photo: ReviewPhoto, n: number, total: number, author: string) =>
    photo.caption ?? t('photoAlt', { n, total, author })
}
