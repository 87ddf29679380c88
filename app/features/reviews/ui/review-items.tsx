import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { reviewsNs } from '#app/features/reviews/locales/reviews.ts'
import { replyFor, type FormReply } from '#app/domain/errors/form-reply.ts'
import { intlLocale } from '#app/domain/market/site.ts'
import type { QuestionsPage, Review } from '#app/domain/catalog/review-schemas.ts'
import { EnhancedField } from '#app/components/enhanced-field.tsx'
import type { ProductAction } from '#app/features/product/page-data.ts'
import { REVIEW_INTENT_NAMES, REVIEW_INTENTS } from '#app/features/reviews/intents.ts'
import type { ReviewDone } from '#app/features/reviews/views.ts'
import { Stars } from './review-stars.tsx'
import { ReviewPhotos } from './review-photos.tsx'

type Answer = QuestionsPage['questions'][number]['answers'][number]
/** A review form's fetcher: it posts to the product page's action. */
type ReviewFetcher = ReturnType<typeof useFetcher<ProductAction>>

/** What a review post answered: done (`review`), or refused (`reply`, a `FormReply`). */
export interface Outcome {
  done?: ReviewDone
  refused?: FormReply
}

/** The outcome a fetcher holds. */
function outcomeOf(data: ReviewFetcher['data']): Outcome {
  if (!data) return {}
  if ('review' in data) return { done: data.review }
  if ('reply' in data) return { refused: replyFor<string>(data.reply, REVIEW_INTENT_NAMES) }
  return {}
}

/** The outcome of this item's last post: from its fetchers, else from the page's action (no JavaScript). */
function outcomeFor(id: string, ...outcomes: Outcome[]): Outcome {
  return (
    outcomes.find(({ done, refused }) => done?.id === id || replyFor(refused, REVIEW_INTENT_NAMES, id)) ?? {}
  )
}

/**
 * "Was this helpful? Yes (n) No (n)": a post with the vote on the pressed button. While the vote is on
 * its way its count already shows one more; then the counts the service answered show, in place (the
 * page is not loaded again for them), until the page's data brings others (another post reloads it).
 */
function VoteForm({
  intent,
  id,
  idField,
  counts,
  action,
  prompt,
}: {
  intent: typeof REVIEW_INTENTS.voteReview | typeof REVIEW_INTENTS.voteAnswer
  id: string
  idField: 'reviewId' | 'answerId'
  counts: { helpful: number; unhelpful: number }
  action: string
  prompt: string
}) {
  const { t } = useTranslation(reviewsNs)
  const fetcher = useFetcher<ProductAction>()
  const pending = fetcher.formData?.get('vote')
  const { done, refused } = outcomeOf(fetcher.data)
  const failed = replyFor(refused, intent)?.errors.form
  // The page's counts when the vote was cast: once its data brings others, they are the newer.
  const [castOn, setCastOn] = useState<typeof counts>()
  const shown = done && 'counts' in done && castOn === counts ? done.counts : counts
  const count = (vote: 'helpful' | 'unhelpful') => shown[vote] + (pending === vote ? 1 : 0)
  return (
    <fetcher.Form
      method="post"
      action={action}
      onSubmit={() => setCastOn(counts)}
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
        disabled={Boolean(pending) || Boolean(done)}
      >
        {t('yes', { count: count('helpful') })}
      </button>
      <button
        type="submit"
        name="vote"
        value="unhelpful"
        className="btn-secondary"
        disabled={Boolean(pending) || Boolean(done)}
      >
        {t('no', { count: count('unhelpful') })}
      </button>
      {done ? (
        <span role="status">{t('voted')}</span>
      ) : failed ? (
        <span role="alert" className="field-error">
          {failed}
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
  fetcher: ReviewFetcher
  action: string
  reviewId: string
  intent: typeof REVIEW_INTENTS.translateReview | typeof REVIEW_INTENTS.flagReview
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

/** Where a review reported in place was: what happened, focused, as the report button it replaces was. */
function ReportedReview({ message }: { message: string }) {
  const place = useRef<HTMLParagraphElement>(null)
  useEffect(() => place.current?.focus(), [])
  return (
    <p ref={place} tabIndex={-1} className="border-t border-gray-200 py-4 text-sm">
      {message}
    </p>
  )
}

/** One review: rating, text (translated on request), helpful votes and a report button (CAT-005/006/009). */
export function ReviewItem({
  review,
  action,
  productPath,
  locale,
  language,
  pageOutcome,
}: {
  review: Review
  action: string
  /** The product page's path, without query: the photo pages live under it. */
  productPath: string
  locale: string
  language: string
  /** What the page's action answered to a post without JavaScript (a translation, a refusal). */
  pageOutcome: Outcome
}) {
  const { t } = useTranslation(reviewsNs)
  const translate = useFetcher<ProductAction>()
  const flag = useFetcher<ProductAction>()
  const { done, refused } = outcomeFor(
    review.id,
    outcomeOf(translate.data),
    outcomeOf(flag.data),
    pageOutcome,
  )
  // Reported with JavaScript: the review leaves the list at once, its place keeping the message (and
  // the focus, which was on its report button). Without, the page loads again without it.
  if (done?.intent === REVIEW_INTENTS.flagReview) return <ReportedReview message={done.message} />
  const translation = done?.intent === REVIEW_INTENTS.translateReview ? done : undefined
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
          intent={REVIEW_INTENTS.translateReview}
          label={t('translate')}
          accessibleName={t('translateNamed', { title: review.title })}
          className="mt-1"
        />
      ) : null}
      <VoteForm
        intent={REVIEW_INTENTS.voteReview}
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
        intent={REVIEW_INTENTS.flagReview}
        label={t('flag')}
        accessibleName={t('flagNamed', { title: translation?.title ?? review.title })}
        className="mt-2"
      />
      {refused?.errors.form ? (
        <p role="alert" className="field-error">
          {refused.errors.form}
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
        intent={REVIEW_INTENTS.voteAnswer}
        id={answer.id}
        idField="answerId"
        counts={answer}
        action={action}
        prompt={t('answerHelpfulPrompt')}
      />
    </li>
  )
}
