import { expect, test } from './test.ts'
import { expectAccessible, expectHydrated, resetEmulator, signInAs } from './helpers.ts'
import { checkoutPath, productPath } from '#app/domain/paths/paths.ts'

const PDP = productPath('en-us', 'tempo-trail-runner-RS100001', { color: '001', size: '9' })

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('a registered shopper ships to a saved address, or enters a new one', async ({ page }) => {
  await signInAs(page, 'shopper@example.com')

  await page.goto(PDP)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible()
  await page.goto(checkoutPath('en-us', 'shipping'))

  const saved = page.getByRole('navigation', { name: 'Your saved addresses' })
  const current = saved.getByRole('link', { name: /^Delivering to .*Main Street/ })
  await expect(current).toHaveAttribute('aria-current', 'true')
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(/Main Street/)
  await expectAccessible(page)

  const enterNew = saved.getByRole('link', { name: 'Enter a new address' })
  // With JavaScript the links are the router's: the form starts again from the chosen address in place.
  if (test.info().project.use.javaScriptEnabled !== false) await expectHydrated(enterNew)
  await enterNew.click()
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('')
  await saved.getByRole('link', { name: /^Deliver to .*Main Street/ }).click()
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(/Main Street/)

  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
  await expect(page.getByText(/Main Street/)).toBeVisible()
})
