import type { Shopper } from '#app/context.server.ts'
import {
  getQuestions,
  getReviews,
  type QuestionsPage,
  type ReviewsPage,
} from '#app/services/reviews.server.ts'

/** Query parameters of the reviews and questions pages, so paging works as plain links without JavaScript. */
export const REVIEWS_PAGE_PARAM = 'reviewsPage'
export const QUESTIONS_PAGE_PARAM = 'questionsPage'
export const REVIEWS_SORT_PARAM = 'reviewsSort'
export const REVIEWS_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'helpful'] as const

export interface ReviewsSection {
  reviews: ReviewsPage
  questions: QuestionsPage
}

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
    ([reviews, questions]) => ({ reviews, questions }),
    (error: unknown) => {
      shopper.logger.warn({ err: error }, 'reviews unavailable')
      return null
    },
  )
}
