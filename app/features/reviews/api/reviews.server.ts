import { z } from 'zod'
import { QuestionsPageSchema, ReviewsPageSchema } from '#app/domain/catalog/review-schemas.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'
import type { QuestionsPage, ReviewsPage } from '#app/domain/catalog/review-schemas.ts'
import { CALL_TEMPLATES, callPath } from '#app/platform/api/call-templates.ts'

/** Reviews and questions of a product (001 §7 Products; CAT-004/005/006/009/014/015/016). */

const VotesSchema = z.object({ id: z.string(), helpful: z.number(), unhelpful: z.number() })
const TranslationSchema = z.object({ id: z.string(), title: z.string(), text: z.string() })
const AnyOk = z.unknown()

const product = (productId: string) => callPath(CALL_TEMPLATES.product, { productId })

export type Vote = 'helpful' | 'unhelpful'

/** GET /products/v1/products/{productId}/reviews */
export function getReviews(
  api: ApiClient,
  productId: string,
  params: { page?: number; pageSize?: number; sort?: string } = {},
): Promise<ReviewsPage> {
  return api.request({
    path: `${product(productId)}/reviews`,
    query: { ...params },
    schema: ReviewsPageSchema,
  })
}

/**
 * One review of a product, read from its pages (the API has no call for a single review): the largest
 * pages the API serves, until the review is found. Undefined when the product has no such review.
 */
export async function findReview(api: ApiClient, productId: string, reviewId: string) {
  const pageSize = 50
  for (let page = 1; ; page++) {
    const result = await getReviews(api, productId, { page, pageSize, sort: 'newest' })
    const review = result.reviews.find((r) => r.id === reviewId)
    if (review) return review
    if (page >= result.totalPages || page >= 20) return undefined
  }
}

/** POST /products/v1/products/{productId}/review/{reviewId}/vote */
export function voteReview(api: ApiClient, productId: string, reviewId: string, vote: Vote) {
  return api.request({
    method: 'POST',
    path: `${product(productId)}/review/${encodeURIComponent(reviewId)}/vote`,
    body: { vote },
    schema: VotesSchema,
  })
}

/** POST /products/v1/products/{productId}/review/{reviewId}/flag */
export function flagReview(api: ApiClient, productId: string, reviewId: string, reason = 'inappropriate') {
  return api.request({
    method: 'POST',
    path: `${product(productId)}/review/${encodeURIComponent(reviewId)}/flag`,
    body: { reason },
    schema: AnyOk,
  })
}

/** POST /products/v1/review/{reviewId}/translate */
export function translateReview(api: ApiClient, reviewId: string, targetLanguage: string) {
  return api.request({
    method: 'POST',
    path: `/products/v1/review/${encodeURIComponent(reviewId)}/translate`,
    body: { targetLanguage },
    schema: TranslationSchema,
  })
}

/** GET /products/v1/products/{productId}/reviews/questions */
export function getQuestions(
  api: ApiClient,
  productId: string,
  params: { page?: number; pageSize?: number } = {},
): Promise<QuestionsPage> {
  return api.request({
    path: `${product(productId)}/reviews/questions`,
    query: { ...params },
    schema: QuestionsPageSchema,
  })
}

/** POST /products/v1/products/{productId}/reviews/questions */
export function askQuestion(
  api: ApiClient,
  productId: string,
  question: { text: string; nickname: string; email: string },
) {
  return api.request({
    method: 'POST',
    path: `${product(productId)}/reviews/questions`,
    body: question,
    schema: AnyOk,
  })
}

/** POST /products/v1/products/{productId}/review/{answerId}/questions/vote */
export function voteAnswer(api: ApiClient, productId: string, answerId: string, vote: Vote) {
  return api.request({
    method: 'POST',
    path: `${product(productId)}/review/${encodeURIComponent(answerId)}/questions/vote`,
    body: { vote },
    schema: VotesSchema,
  })
}
