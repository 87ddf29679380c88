import { expect, test } from './test.ts'
import { EMULATOR_URL, expectAccessible, resetEmulator, THIRD_PARTY_PATH } from './helpers.ts'
import { emulatorRequests } from './emulator-log.ts'
import { fillAddress, payOnHostedPage } from './shop.ts'

/** The seed's pinned running shoe (RS100001): colour 001, size 9 in stock. */
const PRODUCT_NAME = 'Tempo Trail Runner'

/**
 * Watches the page as it changes: `window.emptySummaryShown` becomes true if the shipping step is ever
 * shown with its order summary's items and totals not drawn yet.
 */
const WATCH_SUMMARY = `(() => {
  window.emptySummaryShown = false
  new MutationObserver(() => {
    const step = [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Shipping address')
    const summary = document.querySelector('aside[aria-labelledby="checkout-summary"] [data-static-island]')
    if (step && !(summary && summary.textContent.trim())) window.emptySummaryShown = true
  }).observe(document, { childList: true, subtree: true, characterData: true })
})()`

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('PLAT-054 CART CHK CHK-031 AUTH-002 a shopper browses, adds to cart, places an order with the test card and keeps it in a new account', async ({
  page,
  request,
}) => {
  // The whole journey, a dozen pages with an accessibility check on each: more than one page's time.
  test.slow()
  await page.goto('/')
  await expect(page).toHaveURL(/\/en-us$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page)

  await page
    .getByRole('main')
    .getByRole('link', { name: /Running Shoes/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/en-us\/c\/running-shoes-1010/)
  await expect(page.getByRole('heading', { level: 1, name: 'Running Shoes' })).toBeVisible()
  await expectAccessible(page)

  await page
    .getByRole('list', { name: 'Products' })
    .getByRole('link', { name: new RegExp(PRODUCT_NAME) })
    .first()
    .click()
  await expect(page).toHaveURL(/\/en-us\/p\/.+-RS100001/)
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Size 9', exact: true }).click()
  await expect(page).toHaveURL(/size=9/)
  // The address changes before the page does: the size shown as chosen is the page with it.
  await expect(page.getByRole('link', { name: 'Size 9', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible()
  // With JavaScript the confirmation is the mini cart, a modal panel (CART-025): close it first.
  if (test.info().project.use.javaScriptEnabled !== false) await page.keyboard.press('Escape')

  await page.getByRole('link', { name: /^Cart, 1 item/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: PRODUCT_NAME })).toBeVisible()
  await expectAccessible(page)

  // With JavaScript the step is a navigation the browser renders: its order summary shows with it, not a
  // moment after (every change to the page is looked at as React makes it).
  const js = test.info().project.use.javaScriptEnabled !== false
  if (js) await page.evaluate(WATCH_SUMMARY)
  await page.getByRole('link', { name: 'Checkout' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping address' })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(PRODUCT_NAME)
  if (js) expect(await page.evaluate('window.emptySummaryShown')).toBe(false)
  // Nothing typed yet: the spec's message at the field, with what was typed kept.
  await page.getByLabel('Email').fill('pat@example.com')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByText('This field is required').first()).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('pat@example.com')
  await expectAccessible(page)

  await fillAddress(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
  await expectAccessible(page)
  // The provider's hosted payment page: the storefront never sees the card number.
  await payOnHostedPage(page)

  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expect(page.getByText(/ending in 1111/)).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Place order' }).click()

  await expect(page).toHaveURL(/\/en-us\/order-confirmation/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
  const orderNumber = (await page.getByText('Your order number is').locator('strong').textContent())?.trim()
  expect(orderNumber).toMatch(/\w+/)
  // CHK-031: the order itself: its line, how it travels, what it cost, how it was paid and billed.
  const items = page.getByRole('region', { name: 'Your items' })
  await expect(items.getByRole('listitem').filter({ hasText: PRODUCT_NAME })).toContainText('Quantity: 1')
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Home delivery')
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Portland')
  await expect(page.getByRole('region', { name: 'Order total' })).toContainText('Total')
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Visa ending 1111')
  await expect(page.getByRole('region', { name: 'Billing address' })).toContainText('Walker')
  await expectAccessible(page)

  const orders = (await (await request.get(`${EMULATOR_URL}/__emulator/orders`)).json()) as {
    orderNumber: string
  }[]
  expect(orders.map((o) => o.orderNumber)).toContain(orderNumber)
  // Every upstream call of the journey carried the spec's common headers, each with its own ids.
  const calls = await emulatorRequests()
  // The browser's own requests to the provider's pages are not the storefront's calls to the commerce
  // API, nor are the calls to the third parties (with headers of their own).
  const storefrontCalls = calls.filter(
    (c) => !/Mozilla/.test(c.headers['user-agent'] ?? '') && !THIRD_PARTY_PATH.test(c.path),
  )
  expect(storefrontCalls.length).toBeGreaterThan(10)
  for (const call of storefrontCalls) {
    expect(call.headers, call.path).toMatchObject({
      accept: 'application/json',
      'x-locale': 'en_US',
      'x-channel': 'ECOMM',
    })
    expect(call.headers['x-api-key'], call.path).toBeTruthy()
    expect(call.headers['x-server-trust-id'], call.path).toBeTruthy()
    expect(call.query.locale, call.path).toBe('en_US')
  }
  const correlationIds = storefrontCalls.map((c) => c.headers['x-correlation-id'])
  expect(new Set(correlationIds).size).toBe(correlationIds.length)

  // The cart was reset after the order.
  await expect(page.getByRole('link', { name: /^Cart, 0 items/ })).toBeVisible()

  // AUTH-002: the guest keeps the order in a new account made with the order's email.
  await page
    .getByRole('region', { name: 'Keep track of this order' })
    .getByRole('link', { name: 'Create an account' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()
  await expect(page.getByLabel('Email', { exact: true })).not.toHaveValue('')
  await page.getByLabel('First name').fill('Pat')
  await page.getByLabel('Last name').fill('Walker')
  await page.getByLabel('Password', { exact: true }).fill('Trail2025x')
  await page.getByLabel(/I have read and accept the privacy policy/).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/en-us\/account$/)
  const kept = (await (await request.get(`${EMULATOR_URL}/__emulator/orders`)).json()) as {
    orderNumber: string
    customerType: string
  }[]
  expect(kept.find((o) => o.orderNumber === orderNumber)?.customerType).toBe('Registered')
})
