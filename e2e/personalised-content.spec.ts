import { expect, test } from './test.ts'
import { expectAccessible, resetEmulator } from './helpers.ts'
import { contentPath } from '#app/domain/paths/paths.ts'
import { TEST_CONTEXT_COOKIE } from '#app/domain/tracking/segmentation.ts'

/**
 * Personalised sections (decision 035) on their block gallery page (mocks/content/seed/gallery-personalised.ts):
 * resolved on the server, so what a visitor gets is in the page as served, with or without JavaScript.
 */
const PERSONALISED = contentPath('en-us', 'block-gallery-personalised')

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('CMS-079 CMS-132 a guest sees the experience’s baseline and the segmentation’s first baseline', async ({
  page,
}) => {
  await page.goto(PERSONALISED)
  await expect(page.getByRole('heading', { name: 'Gear up for the season' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sign in for offers made for you' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Go further, for less' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'A second baseline, never shown' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0)
})

test('CMS-080 CMS-131 a test-context cookie selects the experience’s variant and forces a segment', async ({
  page,
  baseURL,
}) => {
  const value = JSON.stringify({
    segment: 'loyalty-member',
    experiences: { 'exp-gallery-headline': 'exp-gallery-headline-b' },
  })
  await page
    .context()
    .addCookies([{ name: TEST_CONTEXT_COOKIE, value: encodeURIComponent(value), url: baseURL! }])
  await page.goto(PERSONALISED)
  await expect(page.getByRole('heading', { name: 'Go further, for less' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Thanks for being an XPLR Pass member' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Gear up for the season' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Sign in for offers made for you' })).toHaveCount(0)
  await expectAccessible(page)
})
