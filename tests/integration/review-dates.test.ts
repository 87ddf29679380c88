import { describe, expect, it } from 'vitest'
import { getShopper } from '#app/context.server.ts'
import { loadReviewsSection } from '#app/features/reviews/reviews.server.ts'
import type { ReviewsSection } from '#app/features/reviews/views.ts'
import { get, runRoute } from '#tests/helpers/route.ts'

const PRODUCT = 'RS100001'

async function section(locale: string) {
  const result = await runRoute<ReviewsSection | null>(
    ({ context, request }: { context: Parameters<typeof getShopper>[0]; request: Request }) =>
      loadReviewsSection(getShopper(context), PRODUCT, new URL(request.url)),
    get(`/${locale}/p/product-${PRODUCT}`),
    { locale },
  )
  return result.data!
}

describe('PLAT-045 review dates reach the page as text for the locale', () => {
  it('a review written on an ISO day reads month first in en-us and day first in en-gb', async () => {
    const us = await section('en-us')
    const gb = await section('en-gb')
    const review = us.reviews.reviews[0]!
    expect(review.date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    expect(gb.reviews.reviews[0]!.date).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)
    const question = us.questions.questions[0]!
    expect(question.date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    for (const answer of question.answers) expect(answer.date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
  })
})
