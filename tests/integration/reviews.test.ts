import { describe, expect, it } from 'vitest'
import { getShopper } from '#app/context.server.ts'
import type { FormReply } from '#app/domain/errors/form-reply.ts'
import type { ReviewDone } from '#app/features/reviews/views.ts'
import { action as askAction, loader as askLoader } from '#app/routes/pdp-ask-question.tsx'
import { loadReviewsSection } from '#app/features/reviews/reviews.server.ts'
import type { ReviewsSection } from '#app/features/reviews/views.ts'
import { action as pdpAction, loader as pdpLoader } from '#app/routes/pdp.tsx'
import { loader as reviewsDataLoader } from '#app/routes/pdp-reviews-data.ts'
import { honeypotInputProps } from '#app/platform/security/honeypot.server.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { get, post, runRoute, toastOf } from '#tests/helpers/route.ts'

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

// ---- The PDP: its loader's reviews section, its review intents and the ask-question page ----

type PdpData = Awaited<ReturnType<typeof pdpLoader>>
type ReviewData = { review: ReviewDone } | { reply: FormReply }
const done = (data: ReviewData | undefined) => (data && 'review' in data ? data.review : undefined)
const refused = (data: ReviewData | undefined) => (data && 'reply' in data ? data.reply : undefined)
type AskData = {
  done: boolean
  result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }
}

const SLUG_ID = 'tempo-trail-runner-RS100001'
const PDP = `/en-us/p/${SLUG_ID}`
const L = { locale: 'en-us', slugId: SLUG_ID }
const REV410 = 'Your review is too long. Please shorten it and try again.'

type ReviewsData = Awaited<ReturnType<typeof reviewsDataLoader>>

/** The first page of the section, as the product page loads it when the shopper nears it. */
async function firstPage() {
  const { data } = await runRoute<ReviewsData>(reviewsDataLoader, get(`${PDP}/reviews.json`), L)
  return data!.section!
}

const intent = (form: Record<string, string>, query = '?reviewsPage=1') =>
  runRoute<ReviewData>(pdpAction, post(`${PDP}${query}`, form), L)

const posted = async (suffix: string) =>
  (await capturedRequests()).filter((r) => r.method === 'POST' && r.path.endsWith(suffix))

describe('PDP loader: reviews and questions section', () => {
  it('CAT-004 CAT-014 a plain product URL does not carry the section: its data route answers the first page, the summary and the questions', async () => {
    const { status, data, documentValue } = await runRoute<PdpData>(pdpLoader, get(PDP), L)
    expect(status).toBe(200)
    expect(data!.reviews).toBeUndefined()
    expect(data!.reviewsDataHref).toBe(`${PDP}/reviews.json`)
    // The document asked nothing of the reviews service.
    expect((await capturedRequests()).some((r) => r.path.includes('/reviews'))).toBe(false)
    const section = await firstPage()
    // The summary is the product's own rating (its listing tile and structured data): 4.6 from 412.
    expect(section.reviews).toMatchObject({ page: 1, totalPages: 83, total: 412 })
    expect(section.reviews.summary).toMatchObject({ average: 4.6, count: 412 })
    expect(JSON.parse(documentValue(data!.jsonLd)!).aggregateRating).toMatchObject({
      ratingValue: 4.6,
      reviewCount: 412,
    })
    expect(section.reviews.reviews).toHaveLength(5)
    expect(section.questions.questions.length).toBeGreaterThan(0)
    expect(section.language).toBe('en')
    expect(section.honeypot.encryptedValidFrom).toBeTruthy()
    const paths = (await capturedRequests()).map((r) => r.path)
    expect(paths).toContain('/products/v1/products/RS100001/reviews')
    expect(paths).toContain('/products/v1/products/RS100001/reviews/questions')
  })

  it('CAT-004 the data route of a slug that is not a product answers no section, and asks nothing upstream', async () => {
    const { status, data } = await runRoute<ReviewsData>(
      reviewsDataLoader,
      get('/en-us/p/nope/reviews.json'),
      {
        locale: 'en-us',
        slugId: 'nope',
      },
    )
    expect(status).toBe(200)
    expect(data!.section).toBeNull()
    expect((await capturedRequests()).some((r) => r.path.includes('/reviews'))).toBe(false)
  })

  it('CAT-004 a page or sort in the URL is awaited, so the section is part of the document', async () => {
    const { data } = await runRoute<PdpData>(pdpLoader, get(`${PDP}?reviewsPage=2&reviewsSort=highest`), L)
    expect(data!.reviews).not.toBeInstanceOf(Promise)
    const section = data!.reviews
    expect(section!.reviews).toMatchObject({ page: 2, sort: 'highest' })
    const call = (await capturedRequests()).find((r) => r.path.endsWith('/RS100001/reviews'))
    expect(call!.query).toMatchObject({ page: '2', sort: 'highest' })
  })

  it('CAT-004 a failing reviews call hides the section, never the page', async () => {
    await injectFault({ path: '/reviews$', status: 503, errorId: 'GEN500' })
    const { status, data } = await runRoute<PdpData>(pdpLoader, get(PDP), L)
    expect(status).toBe(200)
    expect(data!.product.name).toBe('Tempo Trail Runner')
    const loaded = await runRoute<ReviewsData>(reviewsDataLoader, get(`${PDP}/reviews.json`), L)
    expect(loaded.status).toBe(200)
    expect(loaded.data!.section).toBeNull()
    // Awaited too: the page still renders, without the section.
    const asked = await runRoute<PdpData>(pdpLoader, get(`${PDP}?reviewsPage=1`), L)
    expect(asked.status).toBe(200)
    expect(asked.data!.reviews).toBeNull()
  })
})

describe('PDP action: review and answer intents', () => {
  it('CAT-006 a helpful vote without JavaScript is counted and redirects back to the reviews with a toast', async () => {
    const review = (await firstPage()).reviews.reviews[0]!
    const result = await intent({ intent: 'vote-review', reviewId: review.id, vote: 'helpful' })
    expect(result.status).toBe(303)
    expect(result.response!.headers.get('Location')).toBe(`${PDP}?reviewsPage=1#reviews`)
    expect(toastOf(result.cookies)).toMatchObject({ type: 'success', title: 'Thank you for your feedback.' })
    expect(await posted(`/review/${review.id}/vote`)).toEqual([
      expect.objectContaining({
        path: `/products/v1/products/RS100001/review/${review.id}/vote`,
        body: { vote: 'helpful' },
      }),
    ])
    const after = (await firstPage()).reviews.reviews.find((r) => r.id === review.id)!
    expect(after.helpful).toBe(review.helpful + 1)
  })

  it('CAT-006 a vote through a fetcher answers the new counts in place, marked so the page does not load again', async () => {
    const review = (await firstPage()).reviews.reviews[1]!
    const result = await intent({
      intent: 'vote-review',
      reviewId: review.id,
      vote: 'unhelpful',
      enhanced: '1',
    })
    expect(result.status).toBe(200)
    expect(done(result.data)).toEqual({
      intent: 'vote-review',
      id: review.id,
      message: 'Thank you for your feedback.',
      counts: { helpful: review.helpful, unhelpful: review.unhelpful + 1 },
    })
    expect(result.data).toMatchObject({ answeredInPlace: true })
    expect((await firstPage()).reviews.reviews[1]!.unhelpful).toBe(review.unhelpful + 1)
  })

  it('CAT-016 an answer vote goes to the answer vote call and back to the questions', async () => {
    const answer = (await firstPage()).questions.questions.flatMap((q) => q.answers)[0]!
    const result = await intent({ intent: 'vote-answer', answerId: answer.id, vote: 'helpful' })
    expect(result.status).toBe(303)
    expect(result.response!.headers.get('Location')).toBe(`${PDP}?reviewsPage=1#questions`)
    expect(await posted(`/review/${answer.id}/questions/vote`)).toEqual([
      expect.objectContaining({ body: { vote: 'helpful' } }),
    ])
  })

  it('CAT-005 a flagged review is reported and leaves the list: a toast without JavaScript, in place with it', async () => {
    const [first, second] = (await firstPage()).reviews.reviews
    const plain = await intent({ intent: 'flag-review', reviewId: first!.id })
    expect(plain.status).toBe(303)
    expect(toastOf(plain.cookies)).toMatchObject({
      type: 'success',
      title: 'Thank you. The review has been reported and will be checked.',
    })
    const enhanced = await intent({ intent: 'flag-review', reviewId: second!.id, enhanced: '1' })
    expect(enhanced.status).toBe(200)
    expect(done(enhanced.data)).toEqual({
      intent: 'flag-review',
      id: second!.id,
      message: 'Thank you. The review has been reported and will be checked.',
    })
    expect(enhanced.data).toMatchObject({ answeredInPlace: true })
    expect(await posted('/flag')).toHaveLength(2)
    const ids = (await firstPage()).reviews.reviews.map((r) => r.id)
    expect(ids).not.toContain(first!.id)
    expect(ids).not.toContain(second!.id)
  })

  it("CAT-009 translate answers the review in the shopper's language, with or without JavaScript", async () => {
    const french = (await firstPage()).reviews.reviews.find((r) => r.language === 'fr')!
    const result = await intent({ intent: 'translate-review', reviewId: french.id })
    expect(result.status).toBe(200)
    expect(done(result.data)).toEqual({
      intent: 'translate-review',
      id: french.id,
      title: 'Very good product',
      text: 'Very comfortable and well finished. I recommend it.',
      language: 'en',
    })
    expect(await posted(`/products/v1/review/${french.id}/translate`)).toEqual([
      expect.objectContaining({ body: { targetLanguage: 'en' } }),
    ])
  })

  it('an upstream error is a toast without JavaScript and a message in place with it', async () => {
    const plain = await intent({ intent: 'vote-review', reviewId: 'RS100001-R999', vote: 'helpful' })
    expect(plain.status).toBe(303)
    expect(toastOf(plain.cookies)).toMatchObject({ type: 'error' })
    await injectFault({ path: '/translate$', status: 503, errorId: 'GEN500' })
    const translate = await intent({ intent: 'translate-review', reviewId: 'RS100001-R1', enhanced: '1' })
    expect(translate.status).toBe(502)
    expect(refused(translate.data)).toMatchObject({
      intent: 'translate-review',
      target: 'RS100001-R1',
      values: {},
    })
    expect(refused(translate.data)!.errors.form).toBeTruthy()
  })

  it('a review intent with missing fields is a 400 with a message for the section, and nothing is sent', async () => {
    const result = await intent({ intent: 'vote-review', reviewId: 'RS100001-R1' })
    expect(result.status).toBe(400)
    const reply = refused(result.data)!
    expect(reply).toMatchObject({ intent: 'vote-review', values: {} })
    expect(reply.target).toBeUndefined()
    expect(reply.errors.form).toBeTruthy()
    expect(await posted('/vote')).toEqual([])
  })

  it('CAT-005 CAT-006 an unknown review intent is refused with 400, and nothing is sent', async () => {
    const result = await intent({ intent: 'delete-review', reviewId: 'RS100001-R1', enhanced: '1' })
    expect(result.status).toBe(400)
    // A refusal the page can render: it carries no reply of any form.
    expect(result.data).toEqual({ refused: expect.any(String) })
    const sent = (await capturedRequests()).filter((r) => r.method === 'POST' && r.path.includes('/review'))
    expect(sent).toEqual([])
  })
})

describe('ask a question (page and dialog action)', () => {
  const ASK = `${PDP}/ask-question`
  const honeypot = () => {
    const props = honeypotInputProps(Date.now() - 5_000)
    return { [props.nameFieldName]: '', [props.validFromFieldName!]: props.encryptedValidFrom }
  }
  const ask = (form: Record<string, string>, withHoneypot = true) =>
    runRoute<AskData>(
      askAction,
      post(ASK, { intent: 'ask-question', ...(withHoneypot ? honeypot() : {}), ...form }),
      L,
    )
  const valid = { reviewText: 'Does it run true to size?', nickname: 'Pat', email: 'pat@example.com' }

  it('CAT-018 the page has the product and the honeypot; an unknown product is a 404', async () => {
    const { status, data } = await runRoute<Awaited<ReturnType<typeof askLoader>>>(askLoader, get(ASK), L)
    expect(status).toBe(200)
    expect(data).toMatchObject({ name: 'Tempo Trail Runner', productPath: PDP })
    expect(data!.honeypot.encryptedValidFrom).toBeTruthy()
    const missing = await runRoute(askLoader, get('/en-us/p/nothing-RS999999/ask-question'), {
      locale: 'en-us',
      slugId: 'nothing-RS999999',
    })
    expect(missing.status).toBe(404)
  })

  it('CAT-015 a valid question is sent and redirects to the questions with a toast', async () => {
    const result = await ask(valid)
    expect(result.status).toBe(303)
    expect(result.response!.headers.get('Location')).toBe(`${PDP}?questionsPage=1#questions`)
    expect(toastOf(result.cookies)).toMatchObject({
      type: 'success',
      title: 'Your question has been submitted. It will appear once it has been answered.',
    })
    expect(await posted('/RS100001/reviews/questions')).toEqual([
      expect.objectContaining({
        body: { text: valid.reviewText, nickname: 'Pat', email: 'pat@example.com' },
      }),
    ])
  })

  it('CAT-018 through the dialog a valid question answers done (the success dialog)', async () => {
    const result = await ask({ ...valid, enhanced: '1' })
    expect(result.status).toBe(200)
    expect(result.data!.done).toBe(true)
  })

  it('CAT-015 VAL-057 ERR-094 text over 1000 characters is REV410 at the field, the text kept, nothing sent', async () => {
    const long = 'x'.repeat(1001)
    const result = await ask({ ...valid, reviewText: long })
    expect(result.status).toBe(400)
    const body = (await result.response!.json()) as AskData
    expect(body.result.error!.reviewText).toEqual([REV410])
    expect(body.result.initialValue).toMatchObject({ reviewText: long, nickname: 'Pat' })
    expect(await posted('/reviews/questions')).toEqual([])
  })

  it('ERR-094 REV410 from upstream goes to the text field too', async () => {
    await injectFault({ path: '/reviews/questions$', method: 'POST', status: 400, errorId: 'REV410' })
    const result = await ask(valid)
    expect(result.status).toBe(400)
    const body = (await result.response!.json()) as AskData
    expect(body.result.error!.reviewText).toEqual([REV410])
    expect(body.result.initialValue).toMatchObject({ reviewText: valid.reviewText })
  })

  it('another upstream error is a message for the form, the typed values kept', async () => {
    await injectFault({ path: '/reviews/questions$', method: 'POST', status: 503, errorId: 'GEN500' })
    const result = await ask(valid)
    expect(result.status).toBe(400)
    const body = (await result.response!.json()) as AskData
    expect(body.result.error!['']).toEqual([expect.any(String)])
    expect(body.result.initialValue).toMatchObject({ nickname: 'Pat', email: 'pat@example.com' })
  })

  it('CAT-015 an unknown or missing intent is refused with 400 before any call', async () => {
    for (const intent of ['ask', 'vote-review']) {
      const result = await ask({ ...valid, intent })
      expect(result.status, intent).toBe(400)
      expect(result.data, intent).toEqual({ refused: expect.any(String) })
    }
    const none = await runRoute(askAction, post(ASK, { ...honeypot(), ...valid }), L)
    expect(none.status).toBe(400)
    expect(await posted('/reviews/questions')).toEqual([])
  })

  it('a post without the honeypot, or with bad fields, is refused before any call', async () => {
    expect((await ask(valid, false)).status).toBe(400)
    const bad = await ask({ ...valid, email: 'pat@example', nickname: '' })
    expect(bad.status).toBe(400)
    const body = (await bad.response!.json()) as AskData
    expect(Object.keys(body.result.error!).sort()).toEqual(['email', 'nickname'])
    expect(await posted('/reviews/questions')).toEqual([])
  })
})
