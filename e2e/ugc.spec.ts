import { expect, test, type Page } from './test.ts'
import { categoryPath, contentPath, productPath } from '#app/domain/paths/paths.ts'
import {
  EMULATOR_URL,
  expectAccessible,
  expectHydrated,
  resetEmulator,
  SHOPPER_UA,
  scrollToReviews,
  slowUpstream,
} from './helpers.ts'
import { emulatorRequests } from './emulator-log.ts'

/**
 * Customer photo galleries (CMS-085): the third-party widget and the social-media gallery, in the
 * running shoes listing's content, the Tempo Trail Runner's product content (one widget) and the block
 * gallery. Fixtures: mocks/content/seed/gallery-ugc.ts, categories.ts,
 * product-content.ts; the widgets' stand-in scripts: mocks/ugc/ugc-widgets.ts.
 */
const PLP = categoryPath('en-us', 'running-shoes-1010')
const PDP = productPath('en-us', 'tempo-trail-runner-RS100001')
const widgetScript = (containerId: string) =>
  `script[src="${EMULATOR_URL}/__ugc/widget.js?containerId=${containerId}&locale=en-us"]`

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const isNoJs = () => test.info().project.use.javaScriptEnabled === false

/** Counts the page's requests whose path matches. */
function countRequests(page: Page, path: RegExp) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (path.test(new URL(request.url()).pathname)) seen.push(request.url())
  })
  return () => seen.length
}

test('CAT-046 CAT-042 CAT-043 CAT-044 the product’s customer photos show once, in a region named “Customer photos”: near the gallery, the widget script loads with the container id and locale after the master id tag is set, and goes on a route change @js-only', async ({
  page,
}) => {
  const lookups = countRequests(page, /^\/en-us\/ugc\/products\/RS100001$/)
  await page.goto(PDP)
  // Far below the first screen, the gallery loads nothing of the third party's, nor looks the product up:
  // once the page has hydrated up to the content (the gate around the blocks' list is in place), the
  // gallery's block is still as the server drew it (decision 105).
  const widget = page.locator('#ugc-pdp-widget')
  await expectHydrated(page.locator('[data-block]', { has: widget }).locator('xpath=../..'))
  expect(await widget.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')))).toBe(
    false,
  )
  await expect(page.locator(widgetScript('ugc-pdp-widget'))).toHaveCount(0)
  expect(lookups()).toBe(0)
  await widget.scrollIntoViewIfNeeded()
  await expectHydrated(widget)
  await expect(page.locator(widgetScript('ugc-pdp-widget'))).toBeAttached()
  await expect(page.locator('#ugc-pdp-widget')).toHaveAttribute('data-ugc-tag', 'M-RS100001')
  // One gallery, a region a screen reader names, without a heading on a product page (CAT-044).
  const region = page.getByRole('region', { name: 'Customer photos' })
  await expect(region).toHaveCount(1)
  const photos = region.getByRole('list', { name: 'Customer photos' })
  await expect(photos).toBeVisible()
  await expect(page.getByRole('list', { name: 'Customer photos' })).toHaveCount(1)
  await expect(page.getByRole('list', { name: 'Social gallery' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Customer photos' })).toHaveCount(0)
  // The product details are looked up once (CAT-043).
  expect(lookups()).toBe(1)
  // No picture twice on the page, the reviews' photos included.
  // The reviews load as the shopper nears them (decision 098).
  await scrollToReviews(page)
  await expect(page.getByRole('list', { name: /^Photos from .+ review$/ }).first()).toBeVisible()
  const pictures = await page
    .locator('main img')
    .evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname))
  const shopperPhotos = pictures.filter((path) => path.startsWith('/images/reviews/'))
  expect(shopperPhotos.length).toBeGreaterThan(3)
  expect(shopperPhotos).toEqual([...new Set(shopperPhotos)])
  await expectAccessible(page)

  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expectHydrated(breadcrumbs.getByRole('link', { name: 'Running Shoes' }))
  await breadcrumbs.getByRole('link', { name: 'Running Shoes' }).click()
  await expect(page).toHaveURL(PLP)
  await expect(page.locator(widgetScript('ugc-pdp-widget'))).toHaveCount(0)
  // The listing's own widget, tagged with the category (CAT-042), once the shopper nears it.
  await page.locator('#ugc-plp-widget').scrollIntoViewIfNeeded()
  await expect(page.locator(widgetScript('ugc-plp-widget'))).toBeAttached()
  await expect(page.locator('#ugc-plp-widget')).toHaveAttribute('data-ugc-tag', '1010')
})

test('CMS-085 CAT-044 CAT-045 a product page has one customer-photo gallery, named for screen readers; without JavaScript its photos are one link away', async ({
  page,
}) => {
  await page.goto(PDP)
  await expect(page.getByRole('heading', { level: 1, name: 'Tempo Trail Runner' })).toBeVisible()
  await expect(page.locator('[data-block="ugcGallery"] section')).toHaveCount(1)
  const gallery = page.getByRole('region', { name: 'Customer photos' })
  await expect(gallery).toHaveCount(1)
  // The widget draws with its script. Without JavaScript the region shows the same photos from the
  // social media host, in the page when asked (React cannot reveal streamed content without it).
  await expect(gallery.getByRole('link', { name: 'Show customer photos' })).toHaveCount(isNoJs() ? 1 : 0)
  await expectAccessible(page)
  if (!isNoJs()) return
  await gallery.getByRole('link', { name: 'Show customer photos' }).click()
  await expect(page).toHaveURL(`${PDP}?photos=1#ugc-pdp-widget-photos`)
  const photos = page
    .getByRole('region', { name: 'Customer photos' })
    .getByRole('list', { name: 'Recent photos from our community' })
  await expect(photos.getByRole('img', { name: 'Muddy miles in the Tempo Trail Runner' })).toBeVisible()
  await expect(photos.getByRole('listitem')).toHaveCount(3)
  await expectAccessible(page)
})

test('ERR-137 a failed product details lookup and a widget script that does not load are only logged: the page stays intact @js-only', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.route('**/en-us/ugc/products/**', (route) => route.abort())
  await page.route(`${EMULATOR_URL}/__ugc/widget.js?**`, (route) => route.abort())
  await page.goto(PDP)
  await page.locator('#ugc-pdp-widget').scrollIntoViewIfNeeded()
  // The widget still loads, without a tag.
  await expect(page.locator(widgetScript('ugc-pdp-widget'))).toBeAttached()
  await expect(page.locator('#ugc-pdp-widget')).not.toHaveAttribute('data-ugc-tag')
  await expect
    .poll(() => warnings.filter((w) => w.startsWith('[ugc-gallery]')).length)
    .toBeGreaterThanOrEqual(2)
  expect(warnings.some((w) => w.includes('product details lookup failed'))).toBe(true)
  expect(warnings.some((w) => w.includes('widget script failed to load'))).toBe(true)
  await expect(page.getByRole('heading', { level: 1, name: 'Tempo Trail Runner' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('CAT-047 CONST-033 the social gallery widget is created by container id 500 ms after the gallery mounts, and destroyed when it goes @js-only', async ({
  page,
}) => {
  // The clock runs from its install: paused a minute later, never at a time it has already passed.
  await page.clock.install({ time: new Date('2026-11-26T09:59:00Z') })
  await page.clock.pauseAt(new Date('2026-11-26T10:00:00Z'))
  await page.goto(PLP)
  // Mounted: its script is in, and the host's widget API is ready.
  await expect(page.locator('script[data-social-gallery]')).toBeAttached()
  await expect.poll(() => page.evaluate(() => 'SocialGallery' in window)).toBe(true)
  const widget = page.locator('#ugc-plp-social').getByRole('list', { name: 'Social gallery' })
  await page.clock.runFor(499)
  await expect(widget).toHaveCount(0)
  await page.clock.runFor(1)
  await expect(widget).toBeVisible()
  // The static grid steps aside for the widget.
  await expect(page.getByRole('list', { name: 'Recent photos from our community' })).toBeHidden()
  // axe and navigation need time to run again.
  await page.clock.resume()
  await expectAccessible(page)

  await page.evaluate(() => {
    const api = window.SocialGallery!
    const destroy = api.destroy.bind(api)
    const destroyed: string[] = ((window as unknown as { destroyed: string[] }).destroyed = [])
    api.destroy = (id: string) => {
      destroyed.push(id)
      destroy(id)
    }
  })
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Footwear' }).click()
  await expect(page).toHaveURL(categoryPath('en-us', 'footwear-1000'))
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { destroyed: string[] }).destroyed))
    .toEqual(['ugc-plp-social'])
})

test.describe('a shopper’s browser (not a crawler, which gets the whole page at once)', () => {
  test.use({ userAgent: SHOPPER_UA })

  test('CAT-049 CAT-054 CAT-044 the category’s recent photos stream in after the page as a grid, one link away without JavaScript, and a shopper can report one', async ({
    page,
    request,
  }) => {
    // A slow host: the page does not wait for it. The grid stays, as the host's widget does not load.
    await slowUpstream(request, '^/social/categories/media/recent$', 1500, { times: 1 })
    await page.route(`${EMULATOR_URL}/social/widget.js`, (route) => route.abort())
    await page.goto(PLP)
    // The third-party widget draws with its script: without JavaScript its gallery is not shown at all.
    await expect(page.getByRole('heading', { level: 2, name: 'Customer photos' })).toHaveCount(
      isNoJs() ? 0 : 1,
    )
    await expect(page.getByRole('heading', { level: 2, name: 'Photos from our community' })).toBeVisible()
    if (isNoJs()) await expect(page.locator('#ugc-plp-widget')).toBeHidden()
    if (isNoJs()) {
      // React cannot reveal streamed content without JavaScript: the grid is one link away.
      await page.getByRole('link', { name: 'Show customer photos' }).click()
      await expect(page).toHaveURL(`${PLP}?photos=1#ugc-plp-social-photos`)
    }
    const grid = page.getByRole('list', { name: 'Recent photos from our community' })
    await expect(grid).toBeVisible()
    const photo = grid.getByRole('listitem').filter({ hasText: 'Photo by ridge.runner' })
    const link = photo.getByRole('link', { name: 'Sunrise loop on the ridge' })
    await expect(link).toHaveAttribute('href', `${EMULATOR_URL}/social/m/sm-002`)
    const image = link.getByRole('img')
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(image).toHaveAttribute('width', '800')
    await expect(image).toHaveAttribute('height', '800')
    await expectAccessible(page)

    // A report is a page of its own, which goes back to the grid.
    await photo.getByRole('link', { name: 'Report this photo' }).click()
    await expect(page).toHaveURL(/\/en-us\/ugc\/report\?mediaId=sm-002&/)
    await expect(page).toHaveTitle('Report a photo | Trailhead Outfitters')
    await expect(page.getByRole('heading', { level: 1, name: 'Report this photo' })).toBeVisible()
    const reasons = page.getByRole('group', { name: 'Why are you reporting this photo?' })
    await expect(reasons.getByRole('radio', { name: 'It is inappropriate' })).toBeChecked()
    await expectAccessible(page)
    await reasons.getByRole('radio', { name: 'It is spam' }).check()
    await page.getByRole('button', { name: 'Send report' }).click()
    const thanks = 'Thank you. We have received your report and will review the photo.'
    if (isNoJs()) {
      // Back at the grid, with the answer.
      await expect(page).toHaveURL(`${PLP}?photos=1#ugc-plp-social-photos`)
      await expect(page.getByRole('status').filter({ hasText: thanks })).toBeVisible()
    } else {
      // The answer in place, where the focus is; the way back is beside it.
      await expect(page.getByText(thanks)).toBeFocused()
      await page.getByRole('link', { name: 'Back to the photos' }).click()
      await expect(page).toHaveURL(`${PLP}?photos=1#ugc-plp-social-photos`)
    }
    await expect(grid).toBeVisible()
    const calls = await emulatorRequests()
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/reports'))).toEqual([
      expect.objectContaining({ path: '/social/media/sm-002/reports', body: { reason: 'spam' } }),
    ])
    await expectAccessible(page)
  })
})

test('CMS-085 the block gallery shows both providers’ galleries under their headings', async ({ page }) => {
  await page.goto(contentPath('en-us', 'block-gallery'))
  // The widget's gallery needs its script: without JavaScript it is left out, heading and all.
  const widget = page.getByRole('heading', { name: 'Photos from the trail' })
  await (isNoJs() ? expect(widget).toBeHidden() : expect(widget).toBeVisible())
  await expect(page.getByRole('heading', { name: 'Shared by our community' })).toBeVisible()
  await expect(page.locator('#gallery-ugc-widget')).toBeAttached()
  await expect(page.locator('#gallery-ugc-social')).toBeAttached()
})
