import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { REVIEW_TRANSLATIONS } from './seed/review-translations.ts'
import { REVIEW_TEXT_MAX, REVIEW_WORDING } from './seed/reviews.ts'
import { resetReviews } from './review-store.ts'
import { handlers } from './reviews.ts'

const BASE = 'http://emulator.test/products/v1'
const PRODUCT = 'RS100001'

async function call(path: string, body?: unknown) {
  const init: RequestInit | undefined =
    body === undefined
      ? undefined
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
  const response = await getResponse(handlers, new Request(`${BASE}${path}`, init))
  if (!response) throw new Error(`No handler for ${path}`)
  return response
}

interface ReviewsBody {
  summary: { average: number; count: number; distribution: Record<string, number> }
  reviews: {
    id: string
    rating: number
    language: string
    helpful: number
    date: string
    title: string
    text: string
  }[]
  page: number
  total: number
  totalPages: number
}

async function reviews(query = ''): Promise<ReviewsBody> {
  const response = await call(`/products/${PRODUCT}/reviews${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as ReviewsBody
}

async function errorId(response: Response) {
  const body = (await response.json()) as { errorDetails: { errorId: string }[] }
  return body.errorDetails[0]?.errorId
}

beforeEach(() => resetReviews())

describe('reviews emulator', () => {
  it('CAT-004 pages reviews and summarises the ratings of all of them', async () => {
    const first = await reviews()
    expect(first.reviews).toHaveLength(5)
    expect(first.totalPages).toBeGreaterThan(1)
    expect(Object.values(first.summary.distribution).reduce((a, b) => a + b, 0)).toBe(first.total)
    expect(first.summary.count).toBe(first.total)
    expect(first.summary.average).toBeGreaterThanOrEqual(1)
    expect(first.summary.average).toBeLessThanOrEqual(5)
    const second = await reviews('?page=2')
    expect(second.page).toBe(2)
    expect(second.reviews.map((r) => r.id)).not.toContain(first.reviews[0]!.id)
    const highest = await reviews('?sort=highest&pageSize=50')
    expect(highest.reviews.map((r) => r.rating)).toEqual(
      [...highest.reviews.map((r) => r.rating)].sort((a, b) => b - a),
    )
  })

  it('seeds the same reviews after a reset and 404s an unknown product', async () => {
    const before = await reviews('?pageSize=50')
    resetReviews()
    expect(await reviews('?pageSize=50')).toEqual(before)
    const missing = await call('/products/XX000000/reviews')
    expect(missing.status).toBe(404)
  })

  it('CAT-006 counts a helpful vote; a vote without a direction is a 400', async () => {
    const [review] = (await reviews()).reviews
    const response = await call(`/products/${PRODUCT}/review/${review!.id}/vote`, { vote: 'helpful' })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { helpful: number }).helpful).toBe(review!.helpful + 1)
    expect((await call(`/products/${PRODUCT}/review/${review!.id}/vote`, {})).status).toBe(400)
  })

  it('CAT-005 a flagged review leaves the list', async () => {
    const before = await reviews('?pageSize=50')
    const id = before.reviews[0]!.id
    expect((await call(`/products/${PRODUCT}/review/${id}/flag`, { reason: 'inappropriate' })).status).toBe(
      200,
    )
    const after = await reviews('?pageSize=50')
    expect(after.total).toBe(before.total - 1)
    expect(after.reviews.map((r) => r.id)).not.toContain(id)
  })

  it('CAT-009 translates a review written in another language', async () => {
    const foreign = (await reviews('?pageSize=50')).reviews.find((r) => r.language !== 'en')
    expect(foreign).toBeDefined()
    const response = await call(`/review/${foreign!.id}/translate`, { targetLanguage: 'en' })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { text: string; sourceLanguage: string }
    expect(body.sourceLanguage).toBe('fr')
    expect(body.text).toBe('Very comfortable and well finished. I recommend it.')
  })

  it('CAT-009 translates into French and German: every title and text the seed writes has both', async () => {
    const list = (await reviews('?pageSize=50')).reviews
    const english = list.find((r) => r.language === 'en')!
    const foreign = list.find((r) => r.language === 'fr')!
    const into = async (id: string, targetLanguage: string) =>
      (await (await call(`/review/${id}/translate`, { targetLanguage })).json()) as {
        title: string
        text: string
      }
    expect(await into(english.id, 'fr')).toMatchObject({
      title: REVIEW_TRANSLATIONS.fr.get(english.title),
      text: REVIEW_TRANSLATIONS.fr.get(english.text),
    })
    expect(await into(foreign.id, 'de')).toMatchObject({
      title: 'Sehr gutes Produkt',
      text: 'Sehr bequem und gut verarbeitet. Ich kann es empfehlen.',
    })
    for (const { titles, texts } of Object.values(REVIEW_WORDING))
      for (const text of [...titles, ...texts])
        for (const language of ['fr', 'de'] as const)
          expect(REVIEW_TRANSLATIONS[language].has(text), `${language}: ${text}`).toBe(true)
  })

  it('CAT-014 CAT-016 lists questions with answers and counts an answer vote', async () => {
    const response = await call(`/products/${PRODUCT}/reviews/questions`)
    const body = (await response.json()) as {
      questions: { answers: { id: string; unhelpful: number }[] }[]
      total: number
    }
    expect(body.total).toBeGreaterThan(0)
    const answer = body.questions.flatMap((q) => q.answers)[0]!
    const vote = await call(`/products/${PRODUCT}/review/${answer.id}/questions/vote`, { vote: 'unhelpful' })
    expect(((await vote.json()) as { unhelpful: number }).unhelpful).toBe(answer.unhelpful + 1)
  })

  it('CAT-015 asks a question; REV410 when the text is too long; 400 when a field is missing', async () => {
    const path = `/products/${PRODUCT}/reviews/questions`
    const ok = await call(path, { text: 'Is it warm?', nickname: 'Kim', email: 'kim@example.com' })
    expect(ok.status).toBe(201)
    const long = await call(path, {
      text: 'x'.repeat(REVIEW_TEXT_MAX + 1),
      nickname: 'Kim',
      email: 'kim@example.com',
    })
    expect(long.status).toBe(400)
    expect(await errorId(long)).toBe('REV410')
    const bad = await call(path, { text: 'Is it warm?', nickname: '', email: 'nope' })
    expect(bad.status).toBe(400)
  })
})
