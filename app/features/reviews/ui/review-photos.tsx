import { Suspense, useState } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { reviewsNs } from '#app/features/reviews/locales/reviews.ts'
import { imageUrl } from '#app/domain/catalog/images.ts'
import { reviewPhotoHref, reviewPhotosDataHref } from '#app/domain/catalog/reviews.ts'
import type { Review } from '#app/domain/catalog/review-schemas.ts'
import { usePhotoAlt } from './review-stars.tsx'
import { preloadable } from '#app/components/preloadable.ts'

const photosCode = preloadable(() => import('./review-photos-dialog.tsx'), { withNavigation: false })
const ReviewPhotosDialog = photosCode.lazy((module) => module.default)
const THUMBNAIL = 64

/**
 * A review's photos as small thumbnails (CAT-019). Each is a link to the review's photo page; with
 * JavaScript a click opens the same content in a dialog whose code loads on that first click.
 */
export function ReviewPhotos({ review, productPath }: { review: Review; productPath: string }) {
  const { t } = useTranslation(reviewsNs)
  const alt = usePhotoAlt()
  const [open, setOpen] = useState<{ photo: number; key: number } | null>(null)
  const { photos, author } = review
  if (!photos.length) return null
  return (
    <>
      <ul aria-label={t('photosLabel', { author })} className="mt-2 flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <a
              href={reviewPhotoHref(productPath, review.id, index + 1)}
              className="block rounded focus-visible:ring-2 focus-visible:ring-gray-900 focus-visible:ring-offset-2"
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
                event.preventDefault()
                photosCode.whenLoaded(() =>
                  setOpen((previous) => ({ photo: index + 1, key: (previous?.key ?? 0) + 1 })),
                )
              }}
            >
              <img
                src={imageUrl(photo.url, THUMBNAIL)}
                width={THUMBNAIL}
                height={THUMBNAIL}
                loading="lazy"
                alt={alt(photo, index + 1, photos.length, author)}
                className="h-16 w-16 rounded bg-gray-100 object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <ReviewPhotosDialog
            key={open.key}
            href={reviewPhotosDataHref(productPath, review.id)}
            photo={open.photo}
            author={author}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
