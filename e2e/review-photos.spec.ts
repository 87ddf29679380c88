import { expect, test, type Page } from './test.ts'
import { expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { productPath } from '#app/domain/paths/paths.ts'

/** RS100001's newest review, "Does the job" by Alex, has three photos; the second has no caption. */
const PDP = productPath('en-us', 'tempo-trail-runner-RS100001')
const NAME = 'Tempo Trail Runner'

const isNoJs = () => test.info().project.use.javaScriptEnabled === false

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

/** The review's thumbnails, in the reviews section (asked for in the URL, so it is in the document). */
async function thumbnails(page: Page) {
  await page.goto(`${PDP}?reviewsPage=1`)
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible()
  const review = page
    .getByRole('region', { name: 'Reviews', exact: true })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Does the job', exact: true }) })
  const list = review.getByRole('list', { name: 'Photos from Alex’s review' })
  await expect(list.getByRole('img')).toHaveCount(3)
  return list
}

test('CAT-019 a review photo opens large with its caption and review, pages to the next, and goes back', async ({
  page,
}) => {
  const list = await thumbnails(page)
  // Alt text: the caption, else the photo's place in the review.
  await expect(list.getByRole('img', { name: 'Photo 2 of 3 from Alex’s review' })).toHaveAttribute(
    'loading',
    'lazy',
  )
  await expectAccessible(page)
  const first = list.getByRole('link', { name: 'On the trail after a week of use' })

  if (isNoJs()) {
    await first.click()
    await expect(page).toHaveURL(/\/reviews\/RS100001-R01\/photos\?photo=1$/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Photos from Alex’s review' })).toBeVisible()
    await expect(main.getByRole('img', { name: 'On the trail after a week of use' })).toBeVisible()
    await expect(main.getByText('Photo 1 of 3')).toBeVisible()
    await expect(main.getByText('Does the job', { exact: true })).toBeVisible()
    await expect(main.getByText('Rated 3 out of 5')).toBeAttached()
    await expectAccessible(page)
    await main.getByRole('link', { name: 'Next photo' }).click()
    await expect(page).toHaveURL(/photo=2$/)
    await expect(main.getByRole('img', { name: 'Photo 2 of 3 from Alex’s review' })).toBeVisible()
    await main.getByRole('link', { name: 'Previous photo' }).click()
    await expect(page).toHaveURL(/photo=1$/)
    await main.getByRole('link', { name: `Back to the reviews of ${NAME}` }).click()
    await expect(page).toHaveURL(new RegExp(`${PDP}\\?reviewsPage=1#reviews$`))
    await expect(page.getByRole('region', { name: 'Reviews', exact: true })).toBeVisible()
    return
  }

  await expectHydrated(first)
  await first.click()
  const dialog = page.getByRole('dialog', { name: 'Photos from Alex’s review' })
  await expect(dialog.getByRole('img', { name: 'On the trail after a week of use' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${PDP}\\?reviewsPage=1$`))
  await expect(dialog.getByText('Photo 1 of 3')).toBeVisible()
  await expect(dialog.getByText('Does the job', { exact: true })).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Next photo' }).click()
  await expect(dialog.getByRole('img', { name: 'Photo 2 of 3 from Alex’s review' })).toBeVisible()
  // The arrow keys page too.
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('img', { name: 'Close-up after the first wash' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Previous photo' }).click()
  await expect(dialog.getByText('Photo 2 of 3')).toBeVisible()
  // Escape closes it and focus goes back to the thumbnail that opened it.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(first).toBeFocused()
})
