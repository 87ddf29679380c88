import { expect, test, type Locator, type Page } from './test.ts'
import { expectAccessible, resetEmulator } from './helpers.ts'
import { addToCart, SHOE } from './shop.ts'
import { cartPath, categoryPath, checkoutPath, homePath } from '#app/models/paths.ts'

/**
 * The shop on a phone: no page scrolls sideways, what opens over the page (the mini cart, toasts)
 * stays on screen, and the listing's compare bar takes room only once a product is ticked.
 */
const PHONE = { width: 390, height: 844 }
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

test('home, listing, product page, cart and checkout fit a 390 px phone without sideways scroll', async ({
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
    await expectOnScreen(
      page
        .getByRole('region', { name: 'Notifications' })
        .getByRole('status')
        .filter({ hasText: 'Added to your cart.' }),
    )
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
