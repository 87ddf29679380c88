import { lazy, Suspense, useState } from 'react'
import { useFetcher, type FetcherWithComponents } from 'react-router'
import { useTranslation } from '#app/components/i18n.tsx'
import { reviewsNs } from '#app/locales/reviews.ts'
import { imageUrl } from '#app/models/images.ts'
import { reviewPhotoHref, reviewPhotosDataHref, type ReviewActionResult } from '#app/models/reviews.ts'
import { intlLocale } from '#app/models/site.ts'
import type { QuestionsPage, Review } from '#app/models/review-schemas.ts'
import { EnhancedField } from '#app/components/enhanced-field.tsx'
import { Stars, usePhotoAlt } from './review-stars.tsx'

const ReviewPhotosDialog = lazy(() => import('./review-photos-dialog.tsx'))
const THUMBNAIL = 64

type Answer = QuestionsPage['questions'][number]['answers'][number]
type ActionData = { review?: ReviewActionResult }

/**
 * A review's photos as small thumbnails (CAT-019). Each is a link to the review's photo page; with
 * JavaScript a click opens the same content in a dialog whose code loads on that first click.
 */
function ReviewPhotos({ review, productPath }: { review: Review; productPath: string }) {
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
                setOpen((previous) => ({ photo: index + 1, key: (previous?.key ?? 0) + 1 }))
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

/** The outcome of this item's last post: from its fetcher, else from the page's action (no JavaScript). */
function resultFor(id: string, ...results: (ReviewActionResult | undefined)[]) {
  return results.find((r) => r?.id === id)
}

/**
 * "Was this helpful? Yes (n) No (n)": a post with the vote on the pressed button. While the vote is
 * on its way its count already shows one more; the page's data brings the real counts back.
 */
function VoteForm({
  intent,
  id,
  idField,
  counts,
  action,
  prompt,
}: {
  intent: 'vote-review' | 'vote-answer'
  id: string
  idField: 'reviewId' | 'answerId'
  counts: { helpful: number; unhelpful: number }
  action: string
  prompt: string
}) {
  const { t } = useTranslation(reviewsNs)
  const fetcher = useFetcher<ActionData>()
  const pending = fetcher.formData?.get('vote')
  const result = fetcher.data?.review
  const count = (vote: 'helpful' | 'unhelpful') => counts[vote] + (pending === vote ? 1 : 0)
  return (
    <fetcher.Form
      method="post"
      action={action}
      preventScrollReset
      className="mt-2 flex flex-wrap items-center gap-2 text-sm"
    >
      <EnhancedField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={idField} value={id} />
      <span>{prompt}</span>
      <button
        type="submit"
        name="vote"
        value="helpful"
        className="btn-secondary"
        disabled={Boolean(pending) || result?.ok}
      >
        {t('yes', { count: count('helpful') })}
      </button>
      <button
        type="submit"
        name="vote"
        value="unhelpful"
        className="btn-secondary"
        disabled={Boolean(pending) || result?.ok}
      >
        {t('no', { count: count('unhelpful') })}
      </button>
      {result ? (
        <span role={result.ok ? 'status' : 'alert'} className={result.ok ? '' : 'field-error'}>
          {result.ok ? t('voted') : result.message}
        </span>
      ) : null}
    </fetcher.Form>
  )
}

/** One button posting an intent about a review; with JavaScript through its fetcher, in place. */
function ReviewIntentForm({
  fetcher,
  action,
  reviewId,
  intent,
  label,
  accessibleName,
  className,
}: {
  fetcher: FetcherWithComponents<ActionData>
  action: string
  reviewId: string
  intent: 'translate-review' | 'flag-review'
  label: string
  accessibleName: string
  className: string
}) {
  return (
    <fetcher.Form method="post" action={action} preventScrollReset className={className}>
      <EnhancedField />
      <input type="hidden" name="reviewId" value={reviewId} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className="text-sm underline"
        aria-label={accessibleName}
        disabled={fetcher.state !== 'idle'}
      >
        {label}
      </button>
    </fetcher.Form>
  )
}

/** One review: rating, text (translated on request), helpful votes and a report button (CAT-005/006/009). */
export function ReviewItem({
  review,
  action,
  productPath,
  locale,
  language,
  pageResult,
}: {
  review: Review
  action: string
  /** The product page's path, without query: the photo pages live under it. */
  productPath: string
  locale: string
  language: string
  pageResult?: ReviewActionResult
}) {
  const { t } = useTranslation(reviewsNs)
  const translate = useFetcher<ActionData>()
  const flag = useFetcher<ActionData>()
  const result = resultFor(review.id, translate.data?.review, flag.data?.review, pageResult)
  const translation = result?.ok && result.intent === 'translate-review' ? result : undefined
  const titleId = `review-${review.id}-title`
  const languageName =
    new Intl.DisplayNames([intlLocale(locale)], { type: 'language' }).of(review.language) ?? review.language
  return (
    <article aria-labelledby={titleId} className="border-t border-gray-200 py-4">
      <Stars rating={review.rating} />
      <h3 id={titleId} className="font-semibold" lang={translation ? language : review.language}>
        {translation?.title ?? review.title}
      </h3>
      <p className="text-sm text-gray-700">{t('byOn', { author: review.author, date: review.date })}</p>
      <p className="mt-2" lang={translation ? language : review.language}>
        {translation?.text ?? review.text}
      </p>
      <ReviewPhotos review={review} productPath={productPath} />
      {translation ? (
        <p className="mt-1 text-sm text-gray-700">{t('translated', { language: languageName })}</p>
      ) : review.language !== language ? (
        <ReviewIntentForm
          fetcher={translate}
          action={action}
          reviewId={review.id}
          intent="translate-review"
          label={t('translate')}
          accessibleName={t('translateNamed', { title: review.title })}
          className="mt-1"
        />
      ) : null}
      <VoteForm
        intent="vote-review"
        id={review.id}
        idField="reviewId"
        counts={review}
        action={action}
        prompt={t('helpfulPrompt')}
      />
      <ReviewIntentForm
        fetcher={flag}
        action={action}
        reviewId={review.id}
        intent="flag-review"
        label={t('flag')}
        accessibleName={t('flagNamed', { title: review.title })}
        className="mt-2"
      />
      {result && !result.ok ? (
        <p role="alert" className="field-error">
          {result.message}
        </p>
      ) : null}
    </article>
  )
}

/** One answer to a question, with its helpful votes (CAT-016). */
export function AnswerItem({ answer, action }: { answer: Answer; action: string }) {
  const { t } = useTranslation(reviewsNs)
  return (
    <li className="mt-2 border-l-2 border-gray-300 pl-3">
      <p>{answer.text}</p>
      <p className="text-sm text-gray-700">{t('answerBy', { author: answer.author, date: answer.date })}</p>
      <VoteForm
        intent="vote-answer"
        id={answer.id}
        idField="answerId"
        counts={answer}
        action={action}
        prompt={t('answerHelpfulPrompt')}
      />
    </li>
  )
}
