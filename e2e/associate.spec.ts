import { expect, test } from './test.ts'
import { EMULATOR_URL, expectAccessible, resetEmulator } from './helpers.ts'
import { emulatorRequests } from './emulator-log.ts'
import { fillAddress, payOnHostedPage } from './shop.ts'
import { cartPath, checkoutPath, productPath } from '#app/domain/paths/paths.ts'

const SHOE = {
  path: productPath('en-us', 'tempo-trail-runner-RS100001', { color: '001', size: '9' }),
  name: 'Tempo Trail Runner',
}
const BANNER = 'In-store mode: Ridgeline Portland Pearl District · Jordan Reyes'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('INSTORE-001 INSTORE-004 INSTORE-006 INSTORE-007 CART-027 an associate connects, adjusts a price, sells through checkout as an in-store sale and ends the session', async ({
  page,
  request,
}) => {
  // The whole shift, from login through a sale to the end, with an accessibility check on each page.
  test.slow()
  // Bare paths go to the shopper's locale.
  await page.goto('/associate-login')
  await expect(page).toHaveURL(/\/en-us\/associate-login$/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Associate login' })).toBeVisible()
  await expectAccessible(page)

  // Step 1: the store (a GET form), step 2: the associate and password.
  await main.getByLabel('Store', { exact: true }).selectOption('store-0101')
  await main.getByRole('button', { name: 'Continue' }).click()
  await expect(
    main.getByRole('heading', { level: 2, name: 'Sign in at Ridgeline Portland Pearl District' }),
  ).toBeVisible()
  await main.getByLabel('Employee', { exact: true }).selectOption('E1001')
  await main.getByLabel('Password', { exact: true }).fill('wrong-password')
  await main.getByRole('button', { name: 'Connect' }).click()
  await expect(main.getByRole('alert')).toBeVisible()
  await expect(main.getByLabel('Password', { exact: true })).toHaveValue('')
  await expectAccessible(page)

  await main.getByLabel('Password', { exact: true }).fill('Passw0rd!')
  await main.getByRole('button', { name: 'Connect' }).click()
  await expect(page).toHaveURL(/\/en-us$/)
  await expect(page.getByText(BANNER)).toBeVisible()
  await expectAccessible(page)

  // The emulator saw the employee sign-in call (AUTH-034), not the shoppers' one.
  const calls = await emulatorRequests()
  expect(calls.some((c) => c.path === '/consumers-v3/consumer/agent/login')).toBe(true)

  // INSTORE-006: no favorites while connected.
  await page.goto(SHOE.path)
  await expect(page.getByRole('heading', { level: 1, name: SHOE.name })).toBeVisible()
  await expect(page.getByRole('button', { name: /favorites/i })).toHaveCount(0)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible()

  // CART-027: the associate takes 10% off the line.
  await page.goto(cartPath('en-us'))
  const line = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: SHOE.name }) })
  await line.getByText('Adjust price').click()
  await line.getByLabel('Percentage').check()
  await line.getByLabel('How much').fill('10')
  await line.getByLabel('Reason').fill('Price match')
  await line.getByRole('button', { name: 'Apply price adjustment' }).click()
  await expect(line.getByText(/^Price adjusted: .+ off \(Price match\)$/)).toBeVisible()
  await expectAccessible(page)
  // An amount off may be more than 100 of the currency, though a percentage may not.
  await line.getByText('Change price adjustment').click()
  await line.getByLabel('Amount (USD)').check()
  await line.getByLabel('How much').fill('120')
  await line.getByRole('button', { name: 'Apply price adjustment' }).click()
  await expect(line.getByText('Price adjusted: $120.00 off (Price match)')).toBeVisible()

  // INSTORE-007: checkout shows the sale as an in-store one on every step: the store by name, the
  // associate and the price adjustment.
  await page.goto(checkoutPath('en-us', 'shipping'))
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping address' })).toBeVisible()
  const panel = page.getByRole('region', { name: 'In-store sale' })
  await expect(panel).toContainText('Ridgeline Portland Pearl District')
  await expect(panel).toContainText('Jordan Reyes (employee ID E1001)')
  await expect(panel).toContainText(/Tempo Trail Runner: .+ off \(Price match\)/)
  await expect(panel).not.toContainText('store-0101')
  await expectAccessible(page)
  await page.getByLabel('Email').fill('pat@example.com')
  await fillAddress(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
  await expect(panel).toContainText('Ridgeline Portland Pearl District')
  await payOnHostedPage(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expect(panel).toContainText('Placing this order records it as an in-store sale')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Place order' }).click()

  // The confirmation is the associate's: the order number to give, the store and associate, a new
  // sale; no account pitch meant for the customer.
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
  await expect(page.getByText('Give the customer this order number.')).toBeVisible()
  const orders = (await (await request.get(`${EMULATOR_URL}/__emulator/orders`)).json()) as {
    orderNumber: string
    inStoreSalesInfo?: unknown
  }[]
  expect(orders).toHaveLength(1)
  expect(orders[0]!.inStoreSalesInfo).toEqual({ storeId: 'store-0101', storeEmployeeId: 'E1001' })
  await expect(page.getByText(orders[0]!.orderNumber, { exact: true })).toBeVisible()
  await expect(panel).toContainText('Ridgeline Portland Pearl District')
  await expect(panel).toContainText('Jordan Reyes (employee ID E1001)')
  await expect(page.getByText('Create an account')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveCount(0)
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Start a new sale' }).click()
  await expect(page).toHaveURL(/\/en-us$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toHaveCount(0)
  await expect(page.getByText(BANNER)).toBeVisible()

  // INSTORE-004: ending the session returns to the associate login, banner gone.
  await page.getByRole('link', { name: 'In-store session', exact: true }).click()
  await expect(
    page.getByText('You are connected to Ridgeline Portland Pearl District as Jordan Reyes.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'End in-store session' }).click()
  await expect(page).toHaveURL(/\/en-us\/associate-login$/)
  await expect(page.getByText(BANNER)).toHaveCount(0)
  await expect(page.getByRole('main').getByLabel('Store', { exact: true })).toBeVisible()
})
