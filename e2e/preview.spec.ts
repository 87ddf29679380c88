import { expect, test, type Page } from './test.ts'
import { expectAccessible, resetEmulator } from './helpers.ts'
import { categoryPath, homePath, previewToolPath, withQuery } from '#app/domain/paths/paths.ts'
import { formatPreviewMoment } from '#app/domain/content/preview.ts'
import { WINTER_HERO, WINTER_LAUNCH } from '#mocks/content/seed/preview.ts'

/**
 * The editors' preview as an editor walks it: a scheduled document opened from the preview tool, the
 * preview kept from page to page at its date, and left again. The fixtures: mocks/content/seed/preview.ts
 * (the home page's winter hero, scheduled two weeks ahead) and showcase.ts (the tool's documents).
 */
const PUBLISHED_HERO = 'Go further this spring'
const SCHEDULED_HERO = 'Coming soon: the winter collection'
const AS_OF_LAUNCH = `Content as of ${formatPreviewMoment(WINTER_LAUNCH, 'en-us')}`
const TOOL = previewToolPath('en-us', {
  docType: 'heroBanner',
  layoutVariant: 'overlay',
})

test.use({ locale: 'en-US' })

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const ribbonOf = (page: Page) => page.getByRole('region', { name: 'Preview', exact: true })

test('an editor opens the scheduled hero from the preview tool, keeps previewing at its date from page to page, then leaves preview', async ({
  page,
}) => {
  await page.goto(TOOL)
  const results = page.getByRole('region', { name: /^Documents/ })
  await results.getByRole('link', { name: `Open ${WINTER_HERO.name} in preview` }).click()

  // The home page as it will be at the launch: the scheduled hero leads, the published one follows.
  const ribbon = ribbonOf(page)
  await expect(page.getByRole('heading', { level: 1, name: SCHEDULED_HERO })).toBeVisible()
  await expect(ribbon).toContainText(AS_OF_LAUNCH)
  await expectAccessible(page)

  // A link on the previewed page leads to a page still previewed, at the same moment. The address
  // changes before the page does: each step waits for the page's own heading, the ribbon being the same.
  await page.getByRole('link', { name: 'Preview the jackets' }).click()
  await expect(page).toHaveURL((url) => url.pathname === categoryPath('en-us', 'jackets-2010'))
  await expect(page.getByRole('heading', { level: 1, name: 'Jackets' })).toBeVisible()
  await expect(ribbon).toContainText(AS_OF_LAUNCH)
  await page.getByRole('link', { name: 'Trailhead Outfitters home page' }).click()
  await expect(page).toHaveURL((url) => url.pathname === homePath('en-us') && url.search === '')
  await expect(page.getByRole('heading', { level: 1, name: SCHEDULED_HERO })).toBeVisible()
  await expect(ribbon).toContainText(AS_OF_LAUNCH)

  // Leaving preview: the same page as published, and the next pages too.
  await ribbon.getByRole('button', { name: 'Leave preview' }).click()
  await expect(page.getByRole('heading', { level: 1, name: PUBLISHED_HERO })).toBeVisible()
  await expect(ribbon).toHaveCount(0)
  await expect(page.getByRole('heading', { name: SCHEDULED_HERO })).toHaveCount(0)
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Trailhead Outfitters home page' }).click()
  await expect(page.getByRole('heading', { level: 1, name: PUBLISHED_HERO })).toBeVisible()
  await expect(ribbon).toHaveCount(0)
})

test('CMS-153 the scheduled hero in the tool’s frame is previewed at its date', async ({ page }) => {
  await page.goto(TOOL)
  await page
    .getByRole('region', { name: /^Documents/ })
    .getByRole('link', { name: `Show ${WINTER_HERO.name} in the frame` })
    .click()
  const frame = page.frameLocator('iframe[title="Preview: localhost"]')
  await expect(frame.getByRole('heading', { level: 1, name: SCHEDULED_HERO })).toBeVisible()
  await expect(frame.getByRole('region', { name: 'Preview', exact: true })).toContainText(AS_OF_LAUNCH)
  await expectAccessible(page)
})

test('a preview date that is not a date is refused: the editor is told what was given, and sees the published page', async ({
  page,
}) => {
  const response = await page.goto(
    withQuery(homePath('en-us'), { preview: 'true', previewDateTime: '31/12/2026' }),
  )
  expect(response?.status()).toBe(400)
  const ribbon = ribbonOf(page)
  await expect(ribbon.getByRole('alert')).toHaveText(
    'The preview date “31/12/2026” (previewDateTime) is not a valid date, so this page shows the published content. Write it like 2026-12-08T09:30.',
  )
  await expect(page.getByRole('heading', { level: 1, name: PUBLISHED_HERO })).toBeVisible()
  await expect(page.getByRole('heading', { name: SCHEDULED_HERO })).toHaveCount(0)
  await expectAccessible(page)
})
