import { expect, test } from './test.ts'
import { expectAccessible, resetEmulator, signInAs } from './helpers.ts'
import { toBilling } from './shop.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('CHK-023 ACCT-040 a loyalty member applies a voucher on billing', async ({ page }) => {
  await signInAs(page, 'loyalty@example.com')
  await toBilling(page)
  const rewards = page.getByRole('region', { name: 'XPLR Pass rewards' })
  await expect(rewards.getByText('You have 2,400 points.')).toBeVisible()
  await expectAccessible(page)
  await rewards.getByRole('button', { name: 'Apply the $10.00 voucher' }).click()
  await expect(page.getByText('Your loyalty voucher is applied.')).toBeVisible()
  await expect(rewards.getByText('Applied', { exact: true })).toBeVisible()
  await expectAccessible(page)
})

test('CHK-012 a guest sees no reward UI on billing', async ({ page }) => {
  await toBilling(page)
  await expect(page.getByRole('region', { name: 'XPLR Pass rewards' })).toHaveCount(0)
})
