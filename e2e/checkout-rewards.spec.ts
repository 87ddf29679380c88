import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, resetEmulator } from './helpers.ts'

const PDP = '/en-us/p/tempo-trail-runner-RS100001?color=001&size=9'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

async function signIn(page: Page, email: string) {
  await page.goto('/en-us/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
}

async function toBilling(page: Page) {
  await page.goto(PDP)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible()
  await page.goto('/en-us/checkout/shipping')
  const email = page.getByLabel('Email')
  if (!(await email.inputValue())) await email.fill('pat@example.com')
  if (!(await page.getByLabel('Address', { exact: true }).inputValue())) {
    await page.getByLabel('First name').fill('Pat')
    await page.getByLabel('Last name').fill('Walker')
    await page.getByLabel('Address', { exact: true }).fill('12 Trail Road')
    await page.getByLabel('City').fill('Portland')
    await page.getByLabel('State / province').selectOption('OR')
    await page.getByLabel('Postal code').fill('97201')
    await page.getByLabel('Phone').fill('5035550100')
  }
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
}

test('CHK-023 a loyalty member applies a voucher on billing', async ({ page }) => {
  await signIn(page, 'loyalty@example.com')
  await toBilling(page)
  const rewards = page.getByRole('region', { name: 'Loyalty rewards' })
  await expect(rewards.getByText('You have 2400 points.')).toBeVisible()
  await expectAccessible(page)
  await rewards.getByRole('button', { name: 'Apply the $10.00 voucher' }).click()
  await expect(page.getByText('Your loyalty voucher is applied.')).toBeVisible()
  await expect(rewards.getByText('Applied', { exact: true })).toBeVisible()
  await expectAccessible(page)
})

test('CHK-012 a guest sees no reward UI on billing', async ({ page }) => {
  await toBilling(page)
  await expect(page.getByRole('region', { name: 'Loyalty rewards' })).toHaveCount(0)
})
