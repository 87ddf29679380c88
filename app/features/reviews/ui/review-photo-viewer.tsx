import type { ReactNode } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { reviewsNs } from '#app/features/reviews/locales/reviews.ts'
import { productImage } from '#app/domain/catalog/images.ts'
import type { ReviewPhotosData } from '#app/features/reviews/page-data.ts'
import { Stars, usePhotoAlt } from './review-stars.tsx'

const LARGE = 640

/**
 * One photo of a review, large, with its caption and the review it belongs to (CAT-019). The page and
 * the dialog share it; each brings its own heading level and its own previous/next controls.
 */
export function ReviewPhotoViewer({
  data,
  photo,
  headingId,
  heading: Heading,
  children,
}: {
  data: Pick<ReviewPhotosData, 'review' | 'photos'>
  /** The photo shown, from 1. */
  photo: number
  headingId: string
  heading: 'h1' | 'h2'
  /** Previous/next and the way back. */
  children: ReactNode
}) {
  const { t } = useTranslation(reviewsNs)
  const alt = usePhotoAlt()
  const { review, photos } = data
  const current = photos[photo - 1] ?? photos[0]!
  const total = photos.length
  return (
    <div className="grid gap-4">
      <Heading id={headingId} className="text-xl font-bold">
        {t('photosLabel', { author: review.author })}
      </Heading>
      <figure className="grid gap-2">
        <img
          key={current.id}
          {...productImage(current.url, LARGE, LARGE, `(min-width: 768px) ${LARGE}px, 100vw`)}
          alt={alt(current, photo, total, review.author)}
          className="mx-auto aspect-square w-full max-w-[min(40rem,55vh)] rounded bg-gray-100 object-cover"
        />
        <figcaption className="text-sm" aria-live="polite">
          <span className="font-semibold">{t('photoPosition', { n: photo, total })}</span>
          {current.caption ? <span lang={review.language}>{` · ${current.caption}`}</span> : null}
        </figcaption>
      </figure>
      <div>
        <Stars rating={review.rating} />
        <p className="font-semibold" lang={review.language}>
          {review.title}
        </p>
        <p className="text-sm text-gray-700">{t('byOn', { author: review.author, date: review.date })}</p>
      </div>
      {children}
    </div>
  )
}
