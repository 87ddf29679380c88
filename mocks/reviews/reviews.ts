import { http, HttpResponse } from 'msw'
import { findProduct } from '../catalog/seed/catalog.ts'
import { REVIEW_TEXT_MAX, reviewProductId, type SeedQuestion, type SeedReview } from './seed/reviews.ts'
import { translateReviewText } from './seed/review-translations.ts'
import { apiError, readJson } from '../errors.ts'
import { origin } from '../locale.ts'
import { reviewStore as store } from './review-store.ts'

/**
 * Reviews and questions (001 §7 Products; CAT-004/005/006/009/014/015/016): reviews with paging and a
 * rating summary, review votes, flags and translation, questions with paging, asking a question and
 * voting on an answer. Lives in its own store (`review-store.ts`), seeded from the catalogue and reset
 * with the emulator.
 */

const DEFAULT_PAGE_SIZE = 5
const MAX_PAGE_SIZE = 50

function paging(request: Request) {
  const query = new URL(request.url).searchParams
  const page = Math.max(1, Math.floor(Number(query.get('page') ?? 1)) || 1)
  const size = Math.min(
    MAX_PAGE_SIZE,
    Math.max(1, Math.floor(Number(query.get('pageSize') ?? DEFAULT_PAGE_SIZE)) || DEFAULT_PAGE_SIZE),
  )
  return { page, pageSize: size, sort: query.get('sort') ?? 'newest' }
}

function slice<T>(items: T[], page: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize))
  return { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, totalPages }
}

const SORTS: Record<string, (a: SeedReview, b: SeedReview) => number> = {
  newest: (a, b) => b.date.localeCompare(a.date),
  oldest: (a, b) => a.date.localeCompare(b.date),
  highest: (a, b) => b.rating - a.rating || b.date.localeCompare(a.date),
  lowest: (a, b) => a.rating - b.rating || b.date.localeCompare(a.date),
  helpful: (a, b) => b.helpful - a.helpful || b.date.localeCompare(a.date),
}

export function ratingSummary(reviews: SeedReview[]) {
  const distribution: Record<'1' | '2' | '3' | '4' | '5', number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }
  for (const r of reviews) distribution[String(r.rating) as keyof typeof distribution] += 1
  const sum = reviews.reduce((total, r) => total + r.rating, 0)
  return {
    average: reviews.length ? Math.round((sum / reviews.length) * 10) / 10 : 0,
    count: reviews.length,
    distribution,
  }
}

/** A review as the API answers it: photos with absolute URLs on the emulator's origin (CAT-019). */
const reviewView =
  (at: string) =>
  ({ flagged: _flagged, photos, ...review }: SeedReview) =>
    photos
      ? {
          ...review,
          photos: photos.map(({ path, ...photo }) => ({ ...photo, url: `${at}${path}` })),
        }
      : review

function productReviews(request: Request, productId: string) {
  if (!findProduct(productId)) return { error: apiError(request, 404, 'PLP400', 'Product not found') }
  return { reviews: store.reviews.get(productId) ?? [] }
}

function findReview(productId: string, reviewId: string) {
  return store.reviews.get(productId)?.find((r) => r.id === reviewId)
}

function findAnswer(productId: string, answerId: string) {
  for (const q of store.questions.get(productId) ?? []) {
    const answer = q.answers.find((a) => a.id === answerId)
    if (answer) return answer
  }
  return undefined
}

function voteOf(body: Record<string, unknown> | null): 'helpful' | 'unhelpful' | undefined {
  const vote = body?.vote ?? body?.type
  if (vote === 'helpful' || vote === 'up' || vote === true) return 'helpful'
  if (vote === 'unhelpful' || vote === 'down' || vote === false) return 'unhelpful'
  return undefined
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const handlers = [
  http.get('*/products/v1/products/:productId/reviews', ({ request, params }) => {
    const result = productReviews(request, String(params.productId))
    if (result.error) return result.error
    const { page, pageSize, sort } = paging(request)
    const visible = result.reviews.filter((r) => !r.flagged)
    const sorted = [...visible].sort(SORTS[sort] ?? SORTS.newest)
    const { items, total, totalPages } = slice(sorted, page, pageSize)
    return HttpResponse.json({
      productId: params.productId,
      summary: ratingSummary(visible),
      reviews: items.map(reviewView(origin(request))),
      page,
      pageSize,
      total,
      totalPages,
      sort: SORTS[sort] ? sort : 'newest',
    })
  }),

  http.post('*/products/v1/products/:productId/review/:reviewId/vote', async ({ request, params }) => {
    const review = findReview(String(params.productId), String(params.reviewId))
    if (!review) return apiError(request, 404, 'PLP400', 'Review not found')
    const vote = voteOf(await readJson(request))
    if (!vote) return apiError(request, 400, 'ATTR300', 'vote must be helpful or unhelpful')
    review[vote] += 1
    return HttpResponse.json({ id: review.id, helpful: review.helpful, unhelpful: review.unhelpful })
  }),

  http.post('*/products/v1/products/:productId/review/:reviewId/flag', async ({ request, params }) => {
    const review = findReview(String(params.productId), String(params.reviewId))
    if (!review) return apiError(request, 404, 'PLP400', 'Review not found')
    await readJson(request)
    review.flagged = true
    return HttpResponse.json({ id: review.id, flagged: true })
  }),

  http.post('*/products/v1/review/:reviewId/translate', async ({ request, params }) => {
    const id = String(params.reviewId)
    const productId = reviewProductId(id)
    const review = productId ? findReview(productId, id) : undefined
    if (!review) return apiError(request, 404, 'PLP400', 'Review not found')
    const body = await readJson(request)
    const target = text(body?.targetLanguage ?? body?.language) || 'en'
    // The seed's texts have fixed renderings in the shop's languages (review-translations.ts).
    const translated =
      review.language === target
        ? { title: review.title, text: review.text }
        : { title: translateReviewText(review.title, target), text: translateReviewText(review.text, target) }
    return HttpResponse.json({
      id: review.id,
      sourceLanguage: review.language,
      targetLanguage: target,
      title: translated.title,
      text: translated.text,
    })
  }),

  http.get('*/products/v1/products/:productId/reviews/questions', ({ request, params }) => {
    const productId = String(params.productId)
    if (!findProduct(productId)) return apiError(request, 404, 'PLP400', 'Product not found')
    const { page, pageSize } = paging(request)
    const questions = [...(store.questions.get(productId) ?? [])].sort((a, b) => b.date.localeCompare(a.date))
    const { items, total, totalPages } = slice(questions, page, pageSize)
    return HttpResponse.json({ productId, questions: items, page, pageSize, total, totalPages })
  }),

  http.post('*/products/v1/products/:productId/reviews/questions', async ({ request, params }) => {
    const productId = String(params.productId)
    if (!findProduct(productId)) return apiError(request, 404, 'PLP400', 'Product not found')
    const body = await readJson(request)
    const question = text(body?.text ?? body?.question)
    const nickname = text(body?.nickname)
    const email = text(body?.email)
    if (question.length > REVIEW_TEXT_MAX) {
      return apiError(request, 400, 'REV410', 'Review text too long', { field: 'reviewText' })
    }
    if (!question || !nickname || !EMAIL.test(email)) {
      return apiError(request, 400, 'ATTR300', 'text, nickname and a valid email are required')
    }
    const list = store.questions.get(productId) ?? []
    const created: SeedQuestion = {
      id: `${productId}-Q${list.length + 1}`,
      productId,
      text: question,
      author: nickname,
      date: new Date().toISOString().slice(0, 10),
      answers: [],
    }
    // A new question waits for moderation: it is acknowledged but not listed.
    return HttpResponse.json({ id: created.id, status: 'pending' }, { status: 201 })
  }),

  http.post(
    '*/products/v1/products/:productId/review/:answerId/questions/vote',
    async ({ request, params }) => {
      const answer = findAnswer(String(params.productId), String(params.answerId))
      if (!answer) return apiError(request, 404, 'PLP400', 'Answer not found')
      const vote = voteOf(await readJson(request))
      if (!vote) return apiError(request, 400, 'ATTR300', 'vote must be helpful or unhelpful')
      answer[vote] += 1
      return HttpResponse.json({ id: answer.id, helpful: answer.helpful, unhelpful: answer.unhelpful })
    },
  ),
]
