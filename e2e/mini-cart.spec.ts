import { expect, test } from './test.ts'
import { expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { emulatorCallsSince, emulatorMark } from './emulator-log.ts'
import { productPath } from '#app/domain/paths/paths.ts'

const SHOE = {
  path: productPath('en-us', 'tempo-trail-runner-RS100001', { color: '001', size: '9' }),
  name: 'Tempo Trail Runner',
}

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('CART-025 PERS-032 adding to the cart confirms it: the mini cart with JavaScript, a toast and the cart badge without', async ({
  page,
}) => {
  const js = test.info().project.use.javaScriptEnabled !== false
  await page.goto(SHOE.path)
  await expect(page.getByRole('heading', { level: 1, name: SHOE.name })).toBeVisible()
  await page.getByLabel('Quantity').fill('2')
  const add = page.getByRole('button', { name: 'Add to cart' })
  const mark = await emulatorMark()
  await add.click()

  if (js) {
    const miniCart = page.getByRole('dialog', { name: 'Added to your cart.' })
    await expect(miniCart).toBeVisible()
    await expect(miniCart.getByText(SHOE.name)).toBeVisible()
    await expect(miniCart.getByText('Size: 9')).toBeVisible()
    await expect(miniCart.getByText('Quantity: 2')).toBeVisible()
    await expect(miniCart.getByText('2 items')).toBeVisible()
    await expect(miniCart.getByText('$259.90').first()).toBeVisible()
    // The add changed the cart, not the product: the page's data was not read again (its stock, read for
    // every load of the page; its details are kept, decision 113), and the decision
    // engine got no second page view (a reload without JavaScript is one).
    const calls = await emulatorCallsSince(mark)
    expect(calls).toContain('POST /cart/v1/cartWithItem')
    expect(calls.filter((call) => call === 'GET /products/v2/products/RS100001/inventory')).toHaveLength(0)
    expect(calls.filter((call) => call.startsWith('POST /decision/'))).toHaveLength(0)
    await expectAccessible(page)
    // Escape closes it and focus goes back to the button that opened it; the page stays where it was.
    await page.keyboard.press('Escape')
    await expect(miniCart).toBeHidden()
    await expect(add).toBeFocused()
    await expect(page).toHaveURL(/size=9/)
    // The page drew itself again with the answer, its data not read again: its structured data, which
    // that data does not carry (decision 086), is still the server's.
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(structured.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toEqual([
      'Product',
      'BreadcrumbList',
    ])
  } else {
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible()
    await expect(page).toHaveURL(/size=9/)
  }

  // Either way the header's cart link counts the items and leads to the cart.
  await page.getByRole('link', { name: /^Cart, 2 items/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: SHOE.name })).toBeVisible()
})

// The mini cart is the JavaScript enhancement; without it the toast and the badge (test above).
test('CART-025 the mini cart leads on to the cart and to checkout @js-only', async ({ page }) => {
  await page.goto(SHOE.path)
  // Before the page hydrates the button is the plain post (the test above).
  const add = page.getByRole('button', { name: 'Add to cart' })
  await expectHydrated(add)
  await add.click()
  const miniCart = page.getByRole('dialog', { name: 'Added to your cart.' })
  await expect(miniCart.getByRole('link', { name: 'Checkout' })).toBeVisible()
  // While it is open the page behind it holds still: a wheel over the backdrop scrolls nothing.
  const scrolled = await page.evaluate(() => window.scrollY)
  await page.mouse.move(20, 20)
  await page.mouse.wheel(0, 600)
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  // Its Close and Continue shopping buttons give the focus back to Add to cart, as Escape does.
  await miniCart.getByRole('button', { name: 'Close the mini cart' }).click()
  await expect(miniCart).toBeHidden()
  await expect(add).toBeFocused()
  await add.click()
  await miniCart.getByRole('button', { name: 'Continue shopping' }).click()
  await expect(miniCart).toBeHidden()
  await expect(add).toBeFocused()
  await add.click()
  await miniCart.getByRole('link', { name: 'View cart' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
