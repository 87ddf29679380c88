import { expect, test } from './test.ts'
import { EMULATOR_URL, expectAccessible, resetEmulator, slowUpstream } from './helpers.ts'
import { expectCardFieldsIn, fillAddress, payOnHostedPage, toBilling } from './shop.ts'
import { checkoutPath, productPath } from '#app/domain/paths/paths.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('CHK-008 CHK-021 a gift card pays part and the card the rest; a double click on Place order makes one order', async ({
  page,
  request,
}) => {
  await toBilling(page)
  await page.getByLabel('Gift card number').fill('6006 4900 0000 0001')
  await page.getByLabel('PIN', { exact: true }).fill('1111')
  await page.getByRole('button', { name: 'Apply gift card' }).click()
  await expect(page.getByText(/Gift card ending in 0001: −\$50\.00/)).toBeVisible()
  await expect(page.getByText('Remaining to pay: $90.35')).toBeVisible()

  await payOnHostedPage(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expect(page.getByText(/Gift card ending in 0001/)).toBeVisible()
  await expectAccessible(page)

  // A double click posts the same place-order key twice: one order, one confirmation.
  await page.getByRole('button', { name: 'Place order' }).dblclick()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
  const orders = (await (await request.get(`${EMULATOR_URL}/__emulator/orders`)).json()) as {
    orderNumber: string
    paymentInstruments: { payment_method_id: string }[]
  }[]
  expect(orders).toHaveLength(1)
  expect(orders[0]!.paymentInstruments.map((p) => p.payment_method_id).sort()).toEqual([
    'CREDIT_CARD',
    'GIFT_CARD',
  ])
  await expect(page.getByText(`Your order number is ${orders[0]!.orderNumber}`)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Visa ending 1111')
  await expectAccessible(page)
})

test('CHK-007 a digital gift card: its recipient email at checkout, paid by card, delivered digitally', async ({
  page,
  request,
}) => {
  await page.goto(productPath('en-us', 'ridgeline-digital-gift-card-GC100001', { color: '000', size: '50' }))
  await page.getByLabel("Recipient's name").fill('Kim')
  await page.getByLabel(/Recipient's email/).fill('kim@example.com')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible()

  await page.goto(checkoutPath('en-us', 'shipping'))
  const recipient = page.getByLabel('Recipient email for Ridgeline Digital Gift Card')
  await expect(recipient).toHaveValue('kim@example.com')
  await recipient.fill('kim')
  await page.getByLabel('Email', { exact: true }).fill('pat@example.com')
  // The address is the billing address when nothing goes home.
  await fillAddress(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(
    page.getByLabel('Recipient email for Ridgeline Digital Gift Card'),
  ).toHaveAccessibleDescription('Email is not valid')
  await expectAccessible(page)
  await page.getByLabel('Recipient email for Ridgeline Digital Gift Card').fill('kim.lee@example.com')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()

  await payOnHostedPage(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Ship to' })).toContainText('kim.lee@example.com')
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Digital delivery')
  await expectAccessible(page)
  const orders = (await (await request.get(`${EMULATOR_URL}/__emulator/orders`)).json()) as {
    digitalRecipients?: Record<string, string>
  }[]
  expect(Object.values(orders[0]?.digitalRecipients ?? {})).toEqual(['kim.lee@example.com'])
})

test('CHK-008 CHK-037 a gift card applied while the card fields are still opening shows applied, with its message @js-only', async ({
  page,
}) => {
  // The card fields' provider session opens slowly, and the page's reload after the gift card's post
  // is slow too: the session's answer arrives while that reload is under way.
  const once = { method: 'GET', times: 1 }
  await slowUpstream(page.request, '^/cart/v1/paymentSession$', 2_500, once)
  await toBilling(page)
  await slowUpstream(page.request, '/paymentMethods$', 4_000, once)
  await page.getByLabel('Gift card number').fill('6006 4900 0000 0001')
  await page.getByLabel('PIN', { exact: true }).fill('1111')
  await page.getByRole('button', { name: 'Apply gift card' }).click()

  await expect(page.getByText(/Gift card ending in 0001: −\$50\.00/)).toBeVisible()
  await expect(page.getByText('Remaining to pay: $90.35')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Gift card applied.' })).toBeVisible()
  // And the card fields opened all the same.
  await expectCardFieldsIn(page)
})
