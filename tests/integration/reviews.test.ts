import { describe, expect, it } from 'vitest'
import { getShopper } from '#app/context.server.ts'
import { loadReviewsSection, type ReviewsSection } from '#app/routes/pdp-reviews.server.ts'
import { get, runRoute } from '#tests/helpers/route.ts'

const PRODUCT = 'RS100001'

/** Runs the section loader the way the PDP loader would, inside the root middleware. */
async function section(search = '') {
  const url = `/en-us/p/product-${PRODUCT}${search}`
  const result = await runRoute<ReviewsSection | null>(
    ({ context, request }: { context: Parameters<typeof getShopper>[0]; request: Request }) =>
      loadReviewsSection(getShopper(context), PRODUCT, new URL(request.url)),
    get(url),
    { locale: 'en-us' },
  )
  return result.data
}

describe('PDP reviews section loader', () => {
  it('CAT-004 CAT-014 loads a page of reviews with the summary, and questions', async () => {
    const first = await section()
    expect(first?.reviews.reviews).toHaveLength(5)
    expect(first?.reviews.summary.count).toBe(first?.reviews.total)
    expect(first?.questions.total).toBeGreaterThan(0)
    const second = await section('?reviewsPage=2&reviewsSort=highest')
    expect(second?.reviews.page).toBe(2)
  })

  it('CAT-004 an upstream failure resolves to null (the section hides) instead of rejecting', async () => {
    await fetch('http://emulator.test/__emulator/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/reviews', status: 503, errorId: 'GEN500' }),
    })
    expect(await section()).toBeNull()
  })
})
