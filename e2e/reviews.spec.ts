import { expect, test, type Page } from './test.ts'
import { expectAccessible, expectHydrated, resetEmulator, scrollToReviews } from './helpers.ts'
import { emulatorCallsSince, emulatorMark } from './emulator-log.ts'
import { productPath } from '#app/domain/paths/paths.ts'

/**
 * RS100001 is rated 4.6 from 412 reviews (5 a page; the third of the first page in French, the newest
 * "Does the job" by Alex) and has questions.
 */
const PDP = productPath('en-us', 'tempo-trail-runner-RS100001')
const NAME = 'Tempo Trail Runner'
const TOO_LONG = 'Is this shoe warm enough for winter running? '.repeat(23).trim()

const isNoJs = () => test.info().project.use.javaScriptEnabled === false

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

async function openReviews(page: Page, query = '') {
  await page.goto(`${PDP}${query}`)
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible()
  const reviews = page.getByRole('region', { name: 'Reviews', exact: true })
  // A plain product URL does not carry them (decision 098). Without JavaScript a link asks for the
  // page with them in it; with it, the page loads them as the shopper scrolls near them.
  if (!query) {
    await expect(reviews).toHaveCount(0)
    if (isNoJs()) await page.getByRole('link', { name: 'Read the reviews and questions' }).click()
    else await scrollToReviews(page)
  }
  await expect(reviews).toBeVisible()
  // Its forms and links are enhanced once the section has hydrated (it may be in the document first).
  if (!isNoJs()) {
    await expectHydrated(reviews)
    // The customer photos above them look their product up once the shopper passes them (their block
    // hydrates then, decision 105). Passed and done here, so that what a journey counts of the
    // upstream calls after this is only what its own action caused.
    const photos = page.locator('#ugc-pdp-widget')
    await photos.scrollIntoViewIfNeeded()
    await expect(photos).toHaveAttribute('data-ugc-tag', 'M-RS100001')
  }
  return reviews
}

test('CAT-004 reads the rating summary and reviews, sorts them and goes to page 2', async ({ page }) => {
  const reviews = await openReviews(page)
  // The same rating as the product's listing tile: 4.6 from 412 reviews.
  await expect(reviews.getByText('4.6 out of 5', { exact: true })).toBeVisible()
  await expect(reviews.getByText('412 reviews')).toBeVisible()
  await expect(reviews.getByRole('list', { name: 'Ratings by stars' }).getByRole('listitem')).toHaveCount(5)
  const list = reviews.getByRole('list', { name: 'Reviews, page 1 of 83' })
  await expect(list.getByRole('article')).toHaveCount(5)
  await expectAccessible(page)

  const paging = reviews.getByRole('navigation', { name: 'Pages of reviews' })
  // 83 pages read as the first three, a gap and the last, never as 83 links.
  await expect(paging.getByRole('link', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3', '83'])
  await paging.getByRole('link', { name: 'Page 2', exact: true }).click()
  await expect(page).toHaveURL(/reviewsPage=2/)
  await expect(reviews.getByRole('list', { name: 'Reviews, page 2 of 83' }).getByRole('article')).toHaveCount(
    5,
  )
  await expect(paging.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(paging.getByRole('link', { name: 'Previous' })).toBeVisible()

  // Sorting is a GET form: it starts again at page 1 with the sort in the URL.
  await reviews.getByLabel('Sort reviews').selectOption('highest')
  await reviews.getByRole('button', { name: 'Sort', exact: true }).click()
  await expect(page).toHaveURL(/reviewsSort=highest/)
  await expect(page).not.toHaveURL(/reviewsPage=/)
  await expect(
    reviews.getByRole('list', { name: 'Reviews, page 1 of 83' }).getByRole('article').first(),
  ).toContainText('Rated 5 out of 5')
  await expectAccessible(page)
})

test('CAT-006 votes a review helpful, without leaving the page', async ({ page }) => {
  const reviews = await openReviews(page)
  const first = reviews.getByRole('article').first()
  await expect(first.getByRole('heading', { name: 'Does the job', exact: true })).toBeVisible()
  const mark = await emulatorMark()
  await first.getByRole('button', { name: 'Yes (3)' }).click()
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${PDP}(\\?reviewsPage=1)?(#reviews)?$`))
  await expect(
    page
      .getByRole('region', { name: 'Reviews', exact: true })
      .getByRole('article')
      .first()
      .getByRole('button', {
        name: 'Yes (4)',
      }),
  ).toBeVisible()
  // A vote changes one count: with JavaScript the form counts it, the page's data is not loaded again
  // (the product's stock, read for every load of the page; its details are kept, decision 113) and the
  // decision engine is sent no second view of the product. Without, the page loads again.
  const calls = await emulatorCallsSince(mark)
  expect(
    calls.filter((call) => /^POST \/products\/v1\/products\/RS100001\/review\/[^/]+\/vote$/.test(call)),
  ).toHaveLength(1)
  const loads = isNoJs() ? 1 : 0
  expect(calls.filter((call) => call === 'GET /products/v2/products/RS100001/inventory')).toHaveLength(loads)
  expect(calls.filter((call) => call.startsWith('POST /decision/'))).toHaveLength(loads)
  await expectAccessible(page)
})

test('CAT-005 reports a review, which leaves the list', async ({ page }) => {
  const reviews = await openReviews(page)
  await expect(reviews.getByRole('heading', { name: 'Does the job', exact: true })).toBeVisible()
  const mark = await emulatorMark()
  await reviews.getByRole('button', { name: 'Report the review “Does the job”' }).click()
  const reported = 'Thank you. The review has been reported and will be checked.'
  if (isNoJs()) {
    // Back to the reviews with the toast; the page, loaded again, no longer lists it.
    await expect(page).toHaveURL(new RegExp(`${PDP}(\\?reviewsPage=1)?#reviews$`))
    await expect(page.getByRole('status').filter({ hasText: reported })).toBeVisible()
    if (!(await reviews.isVisible())) {
      await page.getByRole('link', { name: 'Read the reviews and questions' }).click()
    }
  } else {
    // In its place, the message, with the focus the report button had; the page is not loaded again.
    await expect(reviews.getByText(reported)).toBeFocused()
    const calls = await emulatorCallsSince(mark)
    expect(
      calls.filter((call) => /^POST \/products\/v1\/products\/RS100001\/review\/[^/]+\/flag$/.test(call)),
    ).toHaveLength(1)
    expect(calls.filter((call) => call === 'GET /products/v2/products/RS100001/inventory')).toHaveLength(0)
    expect(calls.filter((call) => call.startsWith('POST /decision/'))).toHaveLength(0)
  }
  // The list is there, without the reported review.
  await expect(reviews.getByRole('article').first()).toBeVisible()
  await expect(reviews.getByRole('heading', { name: 'Does the job', exact: true })).toHaveCount(0)
  await expectAccessible(page)
})

test('CAT-009 translates a review written in another language', async ({ page }) => {
  const reviews = await openReviews(page)
  const mark = await emulatorMark()
  await reviews.getByRole('button', { name: 'Translate the review “Très bon produit”' }).click()
  await expect(page.getByText('Very comfortable and well finished. I recommend it.')).toBeVisible()
  await expect(page.getByText('Translated from French')).toBeVisible()
  // A translation changes nothing on the page: with JavaScript its data is not loaded again, and the
  // decision engine is sent no second view of the product.
  if (!isNoJs()) {
    const calls = await emulatorCallsSince(mark)
    expect(calls.filter((call) => /^POST \/products\/v1\/review\/[^/]+\/translate$/.test(call))).toHaveLength(
      1,
    )
    expect(calls.filter((call) => call === 'GET /products/v2/products/RS100001/inventory')).toHaveLength(0)
    expect(calls.filter((call) => call.startsWith('POST /decision/'))).toHaveLength(0)
  }
  await expectAccessible(page)
})

/** Opens the ask-question form: a dialog with JavaScript, the ask-question page without. */
async function openAskQuestion(page: Page) {
  await openReviews(page)
  const questions = page.getByRole('region', { name: 'Questions and answers' })
  await expect(questions.getByRole('heading', { level: 3 }).first()).toBeVisible()
  const ask = questions.getByRole('link', { name: 'Ask a question' })
  // With JavaScript the link opens a dialog once the section has hydrated; before, it is a plain link.
  if (!isNoJs()) await expectHydrated(ask)
  await ask.click()
  if (isNoJs()) {
    await expect(page).toHaveURL(/\/p\/tempo-trail-runner-RS100001\/ask-question$/)
    await expect(page.getByRole('heading', { level: 1, name: `Ask a question about ${NAME}` })).toBeVisible()
    return page.getByRole('main')
  }
  const dialog = page.getByRole('dialog', { name: `Ask a question about ${NAME}` })
  await expect(dialog).toBeVisible()
  return dialog
}

test('CAT-015 CAT-018 asks a question and sees that it was sent', async ({ page }) => {
  const form = await openAskQuestion(page)
  await expectAccessible(page)
  await form.getByLabel('Your question').fill('Does it run true to size?')
  await form.getByLabel('Nickname').fill('Pat')
  await form.getByLabel('Email').fill('pat@example.com')
  const mark = await emulatorMark()
  await form.getByRole('button', { name: 'Submit question' }).click()
  const sent = 'Your question has been submitted. It will appear once it has been answered.'
  if (isNoJs()) {
    await expect(page).toHaveURL(new RegExp(`${PDP}\\?questionsPage=1#questions$`))
    await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible()
  } else {
    const success = page.getByRole('dialog', { name: 'Thank you for your question' })
    await expect(success.getByText(sent)).toBeVisible()
    await expect(success.getByRole('button', { name: 'Close' })).toBeFocused()
    await expectAccessible(page)
    await success.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Ask a question' })).toBeFocused()
    // The question waits for moderation, unlisted: the product page's data is not loaded again (the
    // one read of the product is the question's own), and the decision engine is sent no second view
    // of the product.
    const calls = await emulatorCallsSince(mark)
    expect(calls).toContain('POST /products/v1/products/RS100001/reviews/questions')
    expect(calls.filter((call) => call === 'GET /products/v2/products/RS100001/details')).toHaveLength(1)
    expect(calls.filter((call) => call.startsWith('POST /decision/'))).toHaveLength(0)
  }
  await expectAccessible(page)
})

test('CAT-015 VAL-057 ERR-094 a question that is too long gets REV410 at the field, the text kept', async ({
  page,
}) => {
  const form = await openAskQuestion(page)
  const text = form.getByLabel('Your question')
  await text.fill(TOO_LONG)
  await form.getByLabel('Nickname').fill('Pat')
  await form.getByLabel('Email').fill('pat@example.com')
  await form.getByRole('button', { name: 'Submit question' }).click()
  await expect(form.getByText('Your review is too long. Please shorten it and try again.')).toBeVisible()
  await expect(form.getByLabel('Your question')).toHaveValue(TOO_LONG)
  await expect(form.getByLabel('Your question')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Nickname')).toHaveValue('Pat')
  await expectAccessible(page)
  if (!isNoJs()) {
    // A modal dialog: Escape closes it and focus goes back to the link that opened it.
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Ask a question' })).toBeFocused()
  }
})
