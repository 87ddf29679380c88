import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { formatDisplayDate } from '#app/domain/market/display-date.ts'
import { errorMessage, fieldError } from '#app/domain/errors/errors.ts'
import { PRODUCT_ID_PATTERN } from '#app/domain/catalog/product-rules.ts'
import {
  QUESTIONS_ANCHOR,
  QUESTIONS_PAGE_PARAM,
  REVIEWS_ANCHOR,
  REVIEWS_PAGE_PARAM,
  REVIEWS_SORT_PARAM,
  REVIEWS_SORTS,
  PHOTO_PARAM,
  photoNumber,
  sectionHref,
} from '#app/domain/catalog/reviews.ts'
import type { FormReply } from '#app/domain/errors/form-reply.ts'
import { throwNotFound } from '#app/features/content/index.server.ts'
import { getProductDetails } from '#app/features/catalog/index.server.ts'
import {
  askQuestion,
  findReview,
  flagReview,
  getQuestions,
  getReviews,
  translateReview,
  voteAnswer,
  voteReview,
} from '#app/features/reviews/api/reviews.server.ts'
import { isEnhancedPost } from '#app/platform/http/enhanced-post.server.ts'
import { refuse } from '#app/form-reply.server.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import { honeypotInputProps, passesHoneypot } from '#app/platform/security/honeypot.server.ts'
import { parseSlugId, productPath } from '#app/domain/paths/paths.ts'
import { redirectWithToast, safeRedirect } from '#app/redirect.server.ts'
import { answeredInPlace } from '#app/domain/page/enhanced-post.ts'
import { AskQuestionSchema, ReviewIntentSchema } from '#app/features/reviews/schemas/question.ts'
import type { QuestionsPage, ReviewsPage } from '#app/domain/catalog/review-schemas.ts'
import { QUESTION_INTENT_NAMES, QUESTION_INTENTS, REVIEW_INTENTS, type ReviewIntent } from './intents.ts'
import type { ReviewDone, ReviewsSection } from './views.ts'

export { QUESTIONS_PAGE_PARAM, REVIEWS_PAGE_PARAM, REVIEWS_SORT_PARAM, REVIEWS_SORTS }

function pageOf(url: URL, name: string): number {
  const n = Math.floor(Number(url.searchParams.get(name)))
  return Number.isFinite(n) && n >= 1 ? n : 1
}

/**
 * Starts the reviews and questions calls for the PDP without awaiting them: the loader returns the
 * promise and the page streams it. It never rejects — a failure resolves to null, which hides the
 * section and never the page.
 */
export function loadReviewsSection(
  shopper: Shopper,
  productId: string,
  url: URL,
): Promise<ReviewsSection | null> {
  const sortParam = url.searchParams.get(REVIEWS_SORT_PARAM)
  const sort = REVIEWS_SORTS.find((s) => s === sortParam)
  return Promise.all([
    getReviews(shopper.api, productId, { page: pageOf(url, REVIEWS_PAGE_PARAM), sort }),
    getQuestions(shopper.api, productId, { page: pageOf(url, QUESTIONS_PAGE_PARAM) }),
  ]).then(
    ([reviews, questions]) => ({
      ...withDisplayDates(reviews, questions, shopper.locale.locale),
      language: shopper.locale.language,
      honeypot: honeypotInputProps(),
    }),
    (error: unknown) => {
      shopper.logger.warn({ err: error }, 'reviews unavailable')
      return null
    },
  )
}

/** Reviews, questions and answers with their dates as the shopper reads them. */
function withDisplayDates(reviews: ReviewsPage, questions: QuestionsPage, locale: string) {
  const dated = <T extends { date: string }>(item: T): T => ({
    ...item,
    date: formatDisplayDate(item.date, locale),
  })
  return {
    reviews: { ...reviews, reviews: reviews.reviews.map(dated) },
    questions: {
      ...questions,
      questions: questions.questions.map((q) => ({ ...dated(q), answers: q.answers.map(dated) })),
    },
  }
}

/**
 * The PDP's review and answer intents (CAT-005/006/009/016), read by the product page's action. A vote
 * or flag posted without JavaScript redirects back to the section with a toast (POST-redirect-GET);
 * posted by a fetcher (`enhanced`) it answers data for the form in place: a vote's counts come in
 * the service's answer, a reported review gives its place to the message, and the page is not loaded
 * again (`answeredInPlace`). A translation changes nothing, so it always answers the
 * translated text as data, in place. A
 * refusal is a `FormReply` with the message for the form, its `target` the review or answer.
 */
export async function reviewsAction(
  intent: ReviewIntent,
  formData: FormData,
  shopper: Shopper,
  t: TFunction,
  productId: string,
  url: URL,
) {
  const submission = parseWithZod(formData, { schema: ReviewIntentSchema })
  const enhanced = isEnhancedPost(formData)
  if (submission.status !== 'success') {
    return refuse(formMessage(intent, errorMessage('API400', undefined, t)))
  }
  const { value } = submission
  const anchor = value.intent === REVIEW_INTENTS.voteAnswer ? QUESTIONS_ANCHOR : REVIEWS_ANCHOR
  const back = safeRedirect(`${url.pathname}${url.search}#${anchor}`)
  const id = value.intent === REVIEW_INTENTS.voteAnswer ? value.answerId : value.reviewId
  let counts = { helpful: 0, unhelpful: 0 }
  try {
    switch (value.intent) {
      case REVIEW_INTENTS.translateReview: {
        const language = shopper.locale.language
        const translation = await translateReview(shopper.api, value.reviewId, language)
        const review: ReviewDone = {
          intent: value.intent,
          id,
          title: translation.title,
          text: translation.text,
          language,
        }
        return answeredInPlace({ review })
      }
      case REVIEW_INTENTS.voteReview:
        counts = await voteReview(shopper.api, productId, value.reviewId, value.vote)
        break
      case REVIEW_INTENTS.voteAnswer:
        counts = await voteAnswer(shopper.api, productId, value.answerId, value.vote)
        break
      case REVIEW_INTENTS.flagReview:
        await flagReview(shopper.api, productId, value.reviewId)
        break
    }
  } catch (error) {
    if (!isApiError(error)) throw error
    // A review or answer the service no longer knows is said so in the shopper's language.
    const message =
      error.status === 404
        ? t(value.intent === REVIEW_INTENTS.voteAnswer ? 'reviews:answerNotFound' : 'reviews:notFound')
        : errorMessage(error.errorId, error.message, t)
    if (!enhanced && value.intent !== REVIEW_INTENTS.translateReview) {
      return redirectWithToast(back, { type: 'error', title: message })
    }
    return refuse(formMessage(value.intent, message, id), error.status)
  }
  const message = t(value.intent === REVIEW_INTENTS.flagReview ? 'reviews:flagged' : 'reviews:voted')
  if (!enhanced) return redirectWithToast(back, { type: 'success', title: message })
  // A reported review leaves the list: its form puts the message in its place, and the page is not
  // loaded again for it (the next load no longer lists it).
  if (value.intent === REVIEW_INTENTS.flagReview) {
    const review: ReviewDone = { intent: value.intent, id, message }
    return answeredInPlace({ review })
  }
  // A vote changes its counts, which the answer brings: the page is not loaded again for them.
  const review: ReviewDone = {
    intent: value.intent,
    id,
    message,
    counts: { helpful: counts.helpful, unhelpful: counts.unhelpful },
  }
  return answeredInPlace({ review })
}

/** A review form's refusal: one message for the form, about the review or answer `target` when known. */
function formMessage(intent: ReviewIntent, message: string, target?: string): FormReply<never> {
  return { intent, ...(target === undefined ? {} : { target }), errors: { form: message }, values: {} }
}

async function productFor(shopper: Shopper, slugId: string | undefined) {
  const parsed = parseSlugId(slugId, PRODUCT_ID_PATTERN)
  if (!parsed) return throwNotFound(shopper)
  const product = await getProductDetails(shopper.api, parsed.id).catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) return throwNotFound(shopper)
    throw error
  })
  return { product, productPath: productPath(shopper.locale.locale, product) }
}

/** The ask-question page's data (CAT-018): the product's name and page, and the form's honeypot. */
export async function askQuestionData(shopper: Shopper, slugId: string | undefined) {
  const { product, productPath } = await productFor(shopper, slugId)
  return { name: product.name, productPath, honeypot: honeypotInputProps() }
}

/**
 * The ask-question page's action, also what the PDP's dialog posts to: its one intent, any other is a 400.
 */
export async function askQuestionAction(
  request: Request,
  shopper: Shopper,
  t: TFunction,
  slugId: string | undefined,
) {
  const formData = await request.formData()
  switch (readIntent(formData, QUESTION_INTENT_NAMES)) {
    case QUESTION_INTENTS.askQuestion:
      return postQuestion(formData, shopper, t, slugId)
    default:
      return badRequest()
  }
}

/**
 * Asks a question (CAT-015). Bad input, or REV410 from upstream, answers 400 with the message at its
 * field and the typed values kept; another upstream error is a message for the form. Success
 * redirects to the product's questions with a toast, or answers `done` to the dialog's fetcher, in
 * place (the product page is not loaded again).
 */
async function postQuestion(formData: FormData, shopper: Shopper, t: TFunction, slugId: string | undefined) {
  const submission = parseWithZod(formData, { schema: AskQuestionSchema })
  if (!passesHoneypot(formData)) {
    return data(
      { result: submission.reply({ formErrors: [t('identity:signUp.spam')] }), done: false },
      { status: 400 },
    )
  }
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), done: false }, { status: 400 })
  }
  const { product, productPath } = await productFor(shopper, slugId)
  const { reviewText, nickname, email } = submission.value
  try {
    await askQuestion(shopper.api, product.id, { text: reviewText, nickname, email })
  } catch (error) {
    if (!isApiError(error)) throw error
    const onField = fieldError(error.errorId, undefined, t)
    const result =
      onField && onField.field in submission.value
        ? submission.reply({ fieldErrors: { [onField.field]: [onField.message] } })
        : submission.reply({ formErrors: [errorMessage(error.errorId, error.message, t)] })
    return data({ result, done: false }, { status: 400 })
  }
  // A new question waits for moderation, unlisted: the product page behind the dialog stays as it is.
  if (isEnhancedPost(formData))
    return answeredInPlace({ result: submission.reply({ resetForm: true }), done: true })
  // Back to the questions, in the document (a page parameter), for shoppers without JavaScript.
  const back = sectionHref(productPath, '', QUESTIONS_PAGE_PARAM, 1, QUESTIONS_ANCHOR)
  return redirectWithToast(back, {
    type: 'success',
    title: t('reviews:askSuccess'),
  })
}

/**
 * The review photo page's data (CAT-019), also what the PDP's photo dialog loads: the review (title,
 * author, rating, date as the shopper reads it), all its photos, which one to show, and the way back to the product's reviews.
 * An unknown review, a review without photos, or a photo number past its last photo is a 404.
 */
export async function reviewPhotosData(
  shopper: Shopper,
  slugId: string | undefined,
  reviewId: string | undefined,
  url: URL,
) {
  const n = photoNumber(url.searchParams.get(PHOTO_PARAM))
  const productId = parseSlugId(slugId, PRODUCT_ID_PATTERN)?.id
  if (!productId || !reviewId || n === null) return throwNotFound(shopper)
  // The product and its review are read side by side: the id in the URL is enough for both. An unknown
  // product is the details call's 404; its reviews call failing the same way must not win the race.
  const [{ product, productPath }, review] = await Promise.all([
    productFor(shopper, slugId),
    findReview(shopper.api, productId, reviewId).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return null
      throw error
    }),
  ])
  if (!review || n > review.photos.length) return throwNotFound(shopper)
  const { id, title, author, rating, date, language, photos } = review
  return {
    name: product.name,
    productPath,
    reviewsHref: sectionHref(productPath, '', REVIEWS_PAGE_PARAM, 1, REVIEWS_ANCHOR),
    review: { id, title, author, rating, date: formatDisplayDate(date, shopper.locale.locale), language },
    photos,
    photo: n,
  }
}
