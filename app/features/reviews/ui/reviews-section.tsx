import { Suspense, useState } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { reviewsNs } from '#app/features/reviews/locales/reviews.ts'
import {
  QUESTIONS_ANCHOR,
  QUESTIONS_PAGE_PARAM,
  REVIEWS_ANCHOR,
  REVIEWS_PAGE_PARAM,
  REVIEWS_SORT_PARAM,
  REVIEWS_SORTS,
  sectionHref,
} from '#app/domain/catalog/reviews.ts'
import { replyFor, type FormReply } from '#app/domain/errors/form-reply.ts'
import { REVIEW_INTENT_NAMES } from '#app/features/reviews/intents.ts'
import { formatRating } from '#app/domain/market/site.ts'
import type { ReviewDone, ReviewsSection as SectionData } from '#app/features/reviews/views.ts'
import { AnswerItem, ReviewItem, type Outcome } from './review-items.tsx'
import { Stars } from './review-stars.tsx'
import { pageLinks } from '#app/domain/paths/page-links.ts'
import { preloadable } from '#app/components/preloadable.ts'

const askCode = preloadable(() => import('./ask-question-dialog.tsx'), { withNavigation: false })
const AskQuestionDialog = askCode.lazy((module) => module.default)

/**
 * Reviews and questions below the product (CAT-004..CAT-018): the rating summary, a page of reviews
 * with sort and paging (links and a GET form, so they work without JavaScript), votes, flags and
 * translation (posts to the PDP's action), then the questions with their answers and "Ask a
 * question". Loaded after the page; its code is a chunk of its own.
 */
export default function ReviewsSection({
  section,
  locale,
  action,
  askHref,
  productPath,
  productName,
  pageDone,
  pageReply,
}: {
  section: SectionData
  /** The product page's path without query (review photo pages live under it). */
  productPath: string
  productName: string
  locale: string
  /** The PDP's URL: the posts go to its action and come back to it. */
  action: string
  askHref: string
  /** What the PDP's action answered to a review post without JavaScript: a translation… */
  pageDone?: ReviewDone
  /** …or a refusal (the page's, whatever its form): a review post's is about one review (`target`) or the section. */
  pageReply?: FormReply
}) {
  const { t } = useTranslation(reviewsNs)
  const { pathname, search } = useLocation()
  const { reviews, questions, language } = section
  const refused = replyFor(pageReply, REVIEW_INTENT_NAMES)
  const pageOutcome: Outcome = { done: pageDone, refused }
  const { summary } = reviews
  const sort = REVIEWS_SORTS.find((s) => s === reviews.sort) ?? 'newest'
  const keep = [...new URLSearchParams(search)].filter(
    ([name]) => name !== REVIEWS_SORT_PARAM && name !== REVIEWS_PAGE_PARAM,
  )
  return (
    <>
      <section id={REVIEWS_ANCHOR} aria-labelledby="reviews-title" className="mt-12 scroll-mt-4">
        <h2 id="reviews-title" className="text-2xl font-bold">
          {t('title')}
        </h2>
        {summary.count ? (
          <div className="mt-4 grid gap-6 md:grid-cols-[16rem_1fr]">
            <div>
              <h3 className="sr-only">{t('summaryTitle')}</h3>
              <p className="text-3xl font-bold">
                {t('average', { average: formatRating(summary.average, locale) })}
              </p>
              <Stars rating={summary.average} />
              <p className="text-sm text-gray-700">{t('count', { count: summary.count })}</p>
              <ul aria-label={t('distribution')} className="mt-3 grid gap-1 text-sm">
                {[5, 4, 3, 2, 1].map((stars) => {
                  const n = summary.distribution[String(stars)] ?? 0
                  return (
                    <li key={stars} className="flex items-center gap-2">
                      <span className="sr-only">
                        {t('distributionRow', { stars: t('stars', { count: stars }), count: n })}
                      </span>
                      <span aria-hidden="true" className="w-20 shrink-0 whitespace-nowrap">
                        {t('stars', { count: stars })}
                      </span>
                      <meter aria-hidden="true" min={0} max={summary.count} value={n} className="flex-1" />
                      <span aria-hidden="true" className="w-6 text-right">
                        {n}
                      </span>
                    </li>
                  )
                })}
              </ul>
            </div>
            <div>
              <Form
                method="get"
                action={`${pathname}#${REVIEWS_ANCHOR}`}
                preventScrollReset
                className="flex flex-wrap items-end gap-2"
              >
                {keep.map(([name, value]) => (
                  <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
                ))}
                <div>
                  <label htmlFor="reviews-sort" className="block text-sm font-medium">
                    {t('sortLabel')}
                  </label>
                  <select
                    id="reviews-sort"
                    name={REVIEWS_SORT_PARAM}
                    defaultValue={sort}
                    className="field-input"
                  >
                    {REVIEWS_SORTS.map((s) => (
                      <option key={s} value={s}>
                        {t(`sort.${s}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" className="btn-secondary">
                  {t('sortApply')}
                </button>
              </Form>
              <ul
                aria-label={t('listLabel', { page: reviews.page, pages: reviews.totalPages })}
                className="mt-4"
              >
                {reviews.reviews.map((review) => (
                  <li key={review.id}>
                    <ReviewItem
                      review={review}
                      action={action}
                      productPath={productPath}
                      locale={locale}
                      language={language}
                      pageOutcome={pageOutcome}
                    />
                  </li>
                ))}
              </ul>
              <Paging
                label={t('paging')}
                page={reviews.page}
                pages={reviews.totalPages}
                href={(page) => sectionHref(pathname, search, REVIEWS_PAGE_PARAM, page, REVIEWS_ANCHOR)}
              />
            </div>
          </div>
        ) : (
          <p className="mt-2">{t('none')}</p>
        )}
        {refused && refused.target === undefined && refused.errors.form ? (
          <p role="alert" className="field-error">
            {refused.errors.form}
          </p>
        ) : null}
      </section>
      <section id={QUESTIONS_ANCHOR} aria-labelledby="questions-title" className="mt-12 scroll-mt-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="questions-title" className="text-2xl font-bold">
            {t('questionsTitle')}
          </h2>
          <AskQuestionLink href={askHref} name={productName} honeypot={section.honeypot} />
        </div>
        {questions.questions.length ? (
          <ul className="mt-4">
            {questions.questions.map((q) => (
              <li key={q.id} className="border-t border-gray-200 py-4">
                <h3 className="font-semibold">{q.text}</h3>
                <p className="text-sm text-gray-700">{t('questionBy', { author: q.author, date: q.date })}</p>
                {q.answers.length ? (
                  <ul>
                    {q.answers.map((a) => (
                      <AnswerItem key={a.id} answer={a} action={action} />
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-sm">{t('noAnswer')}</p>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">{t('questionsNone')}</p>
        )}
        <Paging
          label={t('questionsPaging')}
          page={questions.page}
          pages={questions.totalPages}
          href={(page) => sectionHref(pathname, search, QUESTIONS_PAGE_PARAM, page, QUESTIONS_ANCHOR)}
        />
      </section>
    </>
  )
}

/** Previous, numbered (first, last and the current one's neighbours) and next page links; nothing for a single page. */
function Paging({
  label,
  page,
  pages,
  href,
}: {
  label: string
  page: number
  pages: number
  href: (page: number) => string
}) {
  const { t } = useTranslation(reviewsNs)
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap items-center gap-3">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} preventScrollReset className="underline">
              {t('previous')}
            </Link>
          </li>
        ) : null}
        {pageLinks(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                preventScrollReset
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pageN', { page: n })}
                // At least 24 px square: a target a finger or a shaking hand can hit (WCAG 2.5.8).
                className={`inline-flex min-h-6 min-w-6 items-center justify-center ${n === page ? 'font-bold' : 'underline'}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} preventScrollReset className="underline">
              {t('next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

/**
 * "Ask a question": a link to the ask-question page (without JavaScript); with it, a click opens the
 * form in a dialog whose code loads on that first click. Each click opens a fresh dialog.
 */
function AskQuestionLink({
  href,
  name,
  honeypot,
}: {
  href: string
  name: string
  honeypot: SectionData['honeypot']
}) {
  const { t } = useTranslation(reviewsNs)
  const [opened, setOpened] = useState(0)
  return (
    <>
      <a
        href={href}
        className="btn-secondary"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
          event.preventDefault()
          askCode.whenLoaded(() => setOpened((n) => n + 1))
        }}
      >
        {t('ask')}
      </a>
      {opened ? (
        <Suspense fallback={null}>
          <AskQuestionDialog key={opened} href={href} name={name} honeypot={honeypot} />
        </Suspense>
      ) : null}
    </>
  )
}
