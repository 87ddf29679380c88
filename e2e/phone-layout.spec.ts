import { expect, test, type Locator, type Page } from './test.ts'
import { expectAccessible, PHONE_WIDTH, resetEmulator, signInAs } from './helpers.ts'
import { addToCart, SHOE } from './shop.ts'
import {
  cartPath,
  categoryPath,
  checkoutPath,
  homePath,
  localePath,
  withQuery,
} from '#app/domain/paths/paths.ts'
import { accountProfilePath } from '#app/domain/paths/self-service-paths.ts'

/**
 * The shop on a phone: no page scrolls sideways, what opens over the page (the mini cart, toasts)
 * stays on screen, and the listing's compare bar takes room only once a product is ticked.
 */
const PHONE = { width: PHONE_WIDTH, height: 844 }
test.use({ viewport: PHONE })

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const withJs = () => test.info().project.use.javaScriptEnabled !== false

/** The page is no wider than the window: nothing on it scrolls the document sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(widths.scrollWidth, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(widths.innerWidth)
}

/** The element's box lies inside the phone's window. */
async function expectOnScreen(locator: Locator) {
  await expect(locator).toBeVisible()
  // The panel slides in: its box is measured once it has settled.
  await expect
    .poll(async () => {
      const box = await locator.boundingBox()
      return (
        box !== null &&
        box.x >= 0 &&
        box.y >= 0 &&
        box.x + box.width <= PHONE.width &&
        box.y + box.height <= PHONE.height
      )
    })
    .toBe(true)
}

test('home, listing, product page, cart and checkout fit a 320 px phone without sideways scroll', async ({
  page,
}) => {
  await page.goto(homePath('en-us'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)

  await page.goto(categoryPath('en-us', 'running-shoes-1010'))
  await expect(page.getByRole('heading', { level: 1, name: 'Running Shoes' })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)

  await addToCart(page, SHOE)
  if (withJs()) {
    // The rail streams in below the fold; its cards scroll inside it, not the page.
    await expect(page.getByRole('region', { name: 'You may also like' })).toBeAttached()
    await expectOnScreen(page.getByRole('dialog', { name: 'Added to your cart.' }))
  } else {
    const toast = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('status')
      .filter({ hasText: 'Added to your cart.' })
    await expectOnScreen(toast)
    // A toast nobody can close without JavaScript sits below the header, covering none of it.
    const header = await page.getByRole('banner').boundingBox()
    const box = await toast.boundingBox()
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
  }
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)

  await page.goto(cartPath('en-us'))
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)

  await page.goto(checkoutPath('en-us', 'shipping'))
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping address' })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)
})

test('a German shopper’s profile fits a 320 px phone: a compound word too long for its line breaks, in a heading and in a button', async ({
  page,
}) => {
  await signInAs(page, 'shopper@example.com', 'de-de')
  await page.goto(accountProfilePath('de-de'))
  await expect(page.getByRole('heading', { level: 2, name: 'Bestellbenachrichtigungen' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Benachrichtigungseinstellungen speichern' })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)
})

test('the compare bar shows on a phone only once a product is ticked', async ({ page }) => {
  await page.goto(categoryPath('en-us', 'running-shoes-1010'))
  await expect(page.getByRole('heading', { level: 1, name: 'Running Shoes' })).toBeVisible()
  const bar = page.getByRole('form', { name: 'Compare products' })
  await expect(bar).toBeHidden()
  await expectAccessible(page)

  const tick = page.getByRole('checkbox', { name: 'Compare Tempo Trail Runner', exact: true })
  await tick.check()
  await expect(bar).toBeVisible()
  await expect(bar.getByRole('button', { name: 'Compare selected' })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)

  await tick.uncheck()
  await expect(bar).toBeHidden()
})

test('the header is one row of at most 64 px on a phone, and each of its controls is in it', async ({
  page,
}) => {
  await page.goto(categoryPath('en-us', 'running-shoes-1010'))
  const header = page.getByRole('banner')
  const box = await header.boundingBox()
  expect(box?.height, 'header height').toBeLessThanOrEqual(64)
  const controls = [
    header.getByRole('link', { name: 'Menu', exact: true }),
    header.getByRole('link', { name: 'Trailhead Outfitters home page' }),
    header.locator('label[for="site-search"]'),
    header.getByRole('link', { name: 'Sign in' }),
    header.getByRole('link', { name: 'Favorites' }),
    header.getByRole('link', { name: 'Cart, 0 items' }),
  ]
  for (const control of controls) {
    await expectOnScreen(control)
    const at = await control.boundingBox()
    expect(at!.y + at!.height, 'inside the header').toBeLessThanOrEqual(box!.y + box!.height)
  }
  await expectAccessible(page)

  // One tap on the search icon puts the shopper in the search box.
  const search = header.getByLabel('Search products')
  await controls[2]!.click()
  await expect(search).toBeFocused()
  await expectOnScreen(search)
  expect((await search.boundingBox())!.width, 'a box to type in').toBeGreaterThan(200)
  await expectAccessible(page)
  await search.fill('trail')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/en-us\/search\?q=trail/)
})

test('the listing starts on the first screen of a phone, its filters behind a Filters button', async ({
  page,
}) => {
  await page.goto(categoryPath('en-us', 'running-shoes-1010'))
  const products = page.getByRole('list', { name: 'Products' }).getByRole('listitem')
  const first = await products.first().boundingBox()
  expect(first!.y, 'the first product starts on the first screen').toBeLessThan(PHONE.height)
  const colour = page.getByRole('group', { name: 'Color' })
  await expect(colour).toBeHidden()
  await expect(page.getByText('9 products', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  await expectOnScreen(page.getByRole('heading', { name: 'Filters', level: 2 }))
  await expect(colour).toBeVisible()
  await expectAccessible(page)

  await colour.getByRole('link', { name: /^Black/ }).click()
  await expect(page.getByText('5 products', { exact: true })).toBeVisible()
  const done = page.getByRole('button', { name: 'Show products' })
  if (withJs()) {
    // The sheet stays open for more filters until the shopper is done.
    await done.click()
  }
  await expect(done).toBeHidden()
  await expect(colour).toBeHidden()
  await expect(page.getByRole('button', { name: 'Filters (1)', exact: true })).toBeVisible()
  await expect(products).toHaveCount(5)
  await expect(products.first()).toBeInViewport()
  await expectAccessible(page)
})

test.describe('on a desktop screen', () => {
  const DESKTOP = { width: 1280, height: 900 }
  test.use({ viewport: DESKTOP })

  test('a page state that would scroll sideways on a 320 px phone fails the accessibility check of a wider window', async ({
    page,
  }) => {
    await page.goto(homePath('en-us'))
    await expect(page.getByRole('main')).toBeVisible()
    // Added after the page loaded, as a script or the shopper's input would: 600 px wide, which fits the
    // desktop window but not a phone's.
    await page.evaluate(() => {
      const wide = document.createElement('div')
      wide.style.width = '600px'
      wide.style.height = '1px'
      document.querySelector('main')?.append(wide)
    })
    await expect(expectAccessible(page)).rejects.toThrow(`sideways scroll at ${PHONE_WIDTH} px`)
    // The journey's window is as it was.
    expect(page.viewportSize()).toEqual(DESKTOP)
  })
})

test('CMS-110 on a 360 px phone every promo bar message keeps its link within its two lines, in English, German and French', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  for (const locale of ['en-us', 'de-de', 'fr-fr']) {
    await page.goto(homePath(locale))
    const bar = page.locator('[data-block="promoBar"]')
    await expect(bar.getByRole('link').first()).toBeAttached()
    // Every message is laid out in the strip, the ones off screen too: each link's box must end within
    // the box its two lines are clamped to, or its end is cut off.
    const cut = await bar.getByRole('link').evaluateAll((links) =>
      links.flatMap((link) => {
        const clamp = link.closest('.line-clamp-2')?.getBoundingClientRect()
        const box = link.getBoundingClientRect()
        return !clamp || box.height === 0 || box.bottom > clamp.bottom + 0.5 ? [link.textContent] : []
      }),
    )
    expect(cut, `links cut off on ${locale}`).toEqual([])
  }
  await expectAccessible(page)
})

test('CMS-154 on a phone the preview tool lists each document with its id, referrers, date and preview links, none of it out of sight', async ({
  page,
}) => {
  await page.goto(withQuery(localePath('en-us', '/preview-tool'), { docType: 'heroBanner', limit: '10' }))
  const results = page.getByRole('region', { name: /^Documents/ })
  const rows = results.getByRole('row')
  await expect(rows).toHaveCount(11)
  const first = rows.nth(1)
  await expect(first.getByRole('rowheader')).toContainText('heroBanner-001')
  await expect(first.getByRole('rowheader')).toContainText(/Referrers: \d+/)
  await expect(first.getByRole('rowheader')).toContainText(/Modified: \w+ \d+, \d{4}/)
  // The table fits the window: no column, and no preview link, is scrolled out of sight.
  const table = results.getByRole('table')
  expect(await table.evaluate((element) => element.parentElement!.scrollWidth)).toBeLessThanOrEqual(
    await table.evaluate((element) => element.parentElement!.clientWidth),
  )
  const frameLink = await first.getByRole('link', { name: /^Show .* in the frame$/ }).boundingBox()
  expect(frameLink!.x + frameLink!.width).toBeLessThanOrEqual(PHONE.width)
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)
})
