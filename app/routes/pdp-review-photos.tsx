import { titleMeta } from '#app/components/error-boundary.tsx'
import { Link } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { ReviewPhotoViewer } from '#app/features/reviews/ui/review-photo-viewer.tsx'
import { getShopper } from '#app/context.server.ts'
import { reviewsNs } from '#app/features/reviews/locales/reviews.ts'
import { reviewPhotoHref } from '#app/domain/catalog/reviews.ts'
import { reviewPhotosData } from '#app/features/reviews/reviews.server.ts'
import type { NotFoundError } from '#app/domain/page/not-found.ts'
import type { Route } from './+types/pdp-review-photos'
import { getI18n } from '#app/i18next.server.ts'

/**
 * A review's photos as a page (`/{locale}/p/{slug-id}/reviews/{reviewId}/photos?photo=N`, CAT-019):
 * the PDP's photo dialog for shoppers without JavaScript, and the data that dialog loads.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const data = await reviewPhotosData(shopper, params.slugId, params.reviewId, new URL(request.url))
  const title = getI18n(context).t('meta:reviewPhotos', { author: data.review.author, name: data.name })
  return { ...data, locale: shopper.locale.locale, title }
}

export default function ReviewPhotosPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(reviewsNs)
  const { name, productPath, reviewsHref, review, photos, photo } = loaderData
  const href = (n: number) => reviewPhotoHref(productPath, review.id, n)
  return (
    <section aria-labelledby="review-photos-title" className="mx-auto max-w-2xl px-4 py-8">
      <Link to={reviewsHref} className="text-sm underline">
        {t('backToReviews', { name })}
      </Link>
      <div className="mt-4">
        <ReviewPhotoViewer
          data={{ review, photos }}
          photo={photo}
          headingId="review-photos-title"
          heading="h1"
        >
          {photos.length > 1 ? (
            <nav aria-label={t('photosLabel', { author: review.author })} className="flex gap-3">
              {photo > 1 ? (
                <Link to={href(photo - 1)} rel="prev" className="btn-secondary" preventScrollReset>
                  {t('photoPrevious')}
                </Link>
              ) : null}
              {photo < photos.length ? (
                <Link to={href(photo + 1)} rel="next" className="btn-secondary" preventScrollReset>
                  {t('photoNext')}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </ReviewPhotoViewer>
      </div>
    </section>
  )
}

export function meta({ data, error }: Route.MetaArgs) {
  return [
    ...titleMeta(data?.title ?? (error as NotFoundError)?.data?.titles?.reviewPhotos),
    { name: 'robots', content: 'noindex' },
  ]
}

export { NotFoundBoundary as ErrorBoundary } from '#app/blocks/not-found-boundary.tsx'
