import { expect, test, type Page } from './test.ts'
import { EMULATOR_URL, expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { expectCardFieldsIn, toBilling } from './shop.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const noJs = () => test.info().project.use.javaScriptEnabled === false

/**
 * The "Pay later" button once a click on it counts: with JavaScript, hydrated (a click while React
 * hydrates the step can be lost) and settled below the hosted card fields (expectCardFieldsIn).
 */
async function payLaterButton(page: Page) {
  const payLater = page.getByRole('button', { name: 'Pay later' })
  if (!noJs()) {
    await expectHydrated(payLater)
    await expectCardFieldsIn(page)
  }
  return payLater
}

test('CHK-035 CHK-038 a guest pays later: the provider script on billing, "Pay later" on review, one KLARNA order', async ({
  page,
  request,
}) => {
  await toBilling(page)
  await expect(page.locator('script[src$="/__provider/bnpl/sdk.js"]')).toHaveCount(1)
  if (!noJs()) {
    // The CSP lets the provider's script run.
    await expect.poll(() => page.evaluate(() => 'EmulatedPayLater' in window)).toBe(true)
  }
  await expectAccessible(page)

  await (await payLaterButton(page)).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expect(page.getByText('Pay later', { exact: true })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
  const orders = (await (await request.get(`${EMULATOR_URL}/__emulator/orders`)).json()) as {
    paymentMethod: { code: string }
  }[]
  expect(orders.map((o) => o.paymentMethod.code)).toEqual(['KLARNA'])
})

test('ERR-125 CHK-035 a declined pay later: the PAY400 message at the top of billing, no order', async ({
  page,
  request,
}) => {
  await toBilling(page)
  const fault = await request.post(`${EMULATOR_URL}/__emulator/faults`, {
    data: { path: '^/cart/v1/paymentSession/authorize$', body: { result: 'declined' }, times: 1 },
  })
  expect(fault.ok()).toBe(true)
  await (await payLaterButton(page)).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your payment could not be processed.' }),
  ).toBeVisible()
  await expectAccessible(page)
  const orders = (await (await request.get(`${EMULATOR_URL}/__emulator/orders`)).json()) as unknown[]
  expect(orders).toEqual([])
})

test('CHK-036 "What is pay later?": a dialog with JavaScript, a page without, each with a way back', async ({
  page,
}) => {
  await toBilling(page)
  const link = page.getByRole('link', { name: 'What is pay later?' })
  if (noJs()) {
    await link.click()
    await expect(page).toHaveURL(/\/en-us\/checkout\/pay-later$/)
    await expect(page.getByRole('heading', { level: 1, name: 'What is pay later?' })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Back to payment' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
    return
  }
  await expectHydrated(link)
  // The card fields above frame themselves once hydrated and push the link down: a click waits for
  // them, as a shopper sees the page settle.
  await expectCardFieldsIn(page)
  await link.click()
  const dialog = page.getByRole('dialog', { name: 'What is pay later?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(/receive your order first/)).toBeVisible()
  // Focus moved into the modal dialog.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(link).toBeFocused()
  // Open again, closed with its button this time.
  await link.click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(link).toBeFocused()
  await expect(page).toHaveURL(/\/en-us\/checkout\/billing$/)
})
