import { expect, test, type Page } from './test.ts'
import { EMULATOR_URL, expectAccessible, resetEmulator } from './helpers.ts'
import { payOnHostedPage, toBilling } from './shop.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

async function toSummary(page: Page) {
  await toBilling(page)
  await payOnHostedPage(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
}

test('ERR-122 CHK-003 place-order errors: a payment error at the top of the summary, a delivery change back to shipping, then one order', async ({
  page,
  request,
}) => {
  await toSummary(page)
  const fault = (errorId: string) =>
    request.post(`${EMULATOR_URL}/__emulator/faults`, {
      data: { path: '^/cart/v2/checkout/order$', method: 'PUT', status: 400, errorId, times: 1 },
    })

  expect((await fault('PAY400')).ok()).toBe(true)
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your payment could not be processed.' }),
  ).toBeVisible()
  await expectAccessible(page)

  expect((await fault('ORD516')).ok()).toBe(true)
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping address' })).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: 'The delivery method of an item in your order has changed.' }),
  ).toBeVisible()
  await expectAccessible(page)

  // Back to the summary (the card is still authorised): the same form places one order.
  await page.goto(checkoutPath('en-us', 'summary'))
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
  const orders = (await (await request.get(`${EMULATOR_URL}/__emulator/orders`)).json()) as unknown[]
  expect(orders).toHaveLength(1)
})
