import { expect, test } from './test.ts'
import { expectAccessible, expectHydrated, resetEmulator, signInAs } from './helpers.ts'
import { accountLoyaltyPath } from '#app/domain/paths/self-service-paths.ts'

const LOYALTY = accountLoyaltyPath('en-us')

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('ACCT-037 ACCT-038 ACCT-039 a member sees their points, each voucher with its cost and state, and the welcome offer', async ({
  page,
}) => {
  await signInAs(page, 'loyalty@example.com')
  await page.goto(LOYALTY)
  await expect(page.getByRole('heading', { level: 1, name: 'XPLR Pass' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'XPLR Pass' }),
  ).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('region', { name: 'Your points' })).toContainText('2,400 points')
  const vouchers = page.getByRole('region', { name: 'Your vouchers' }).getByRole('listitem')
  await expect(vouchers).toHaveCount(4)
  await expect(vouchers.nth(0)).toContainText('$10.00 voucher')
  await expect(vouchers.nth(0)).toContainText('1,000 points')
  await expect(vouchers.nth(0)).toContainText('Available: use it at checkout')
  await expect(page.getByText('2,600 more points needed')).toBeVisible()
  await expect(page.getByText('Not available right now')).toBeVisible()
  await expect(page.getByText('Not available for your membership')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Welcome offer' })).toContainText('Welcome to XPLR Pass')
  await expect(page.getByRole('link', { name: 'Join XPLR Pass' })).toHaveCount(0)
  await expectAccessible(page)
})

test('ACCT-041 a non-member joins through the loyalty sign-up (a dialog with JavaScript, the profile step without) and then sees the member view', async ({
  page,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false
  await signInAs(page, 'shopper@example.com')
  await page.goto(LOYALTY)
  await expect(page.getByRole('region', { name: 'Your points' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Welcome offer' })).toBeVisible()
  await expectAccessible(page)

  const join = page.getByRole('link', { name: 'Join XPLR Pass' })
  if (js) await expectHydrated(join)
  await join.click()
  const form = js ? page.getByRole('dialog', { name: 'Join XPLR Pass' }) : page.getByRole('main')
  if (js) {
    await expect(form).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${LOYALTY}$`))
  } else {
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible()
  }
  // AUTH-021: what the profile knows is filled in.
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Sam')
  await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue('Shopper')
  await expectAccessible(page)
  await form.getByRole('button', { name: 'Join XPLR Pass' }).click()

  if (!js) {
    // The remaining enrolment steps' pages, then back to the loyalty page.
    await page.getByRole('button', { name: 'Skip for now' }).click()
    await expect(page.getByRole('heading', { level: 1, name: "You're in!" })).toBeVisible()
    await page.getByRole('link', { name: 'Continue shopping' }).click()
  }
  await expect(page.getByRole('region', { name: 'Your points' })).toContainText('0 points')
  await expect(page.getByText('Member number: M000000001')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Join XPLR Pass' })).toHaveCount(0)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`${LOYALTY}$`))
  await expectAccessible(page)
})

test('AUTH-036 ACCT-040 a signed-out visitor asking for the loyalty page is sent to sign in', async ({
  page,
}) => {
  await page.goto(LOYALTY)
  await expect(page).toHaveURL(/\/en-us\/sign-in\?redirectTo=%2Fen-us%2Faccount%2Floyalty$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})
