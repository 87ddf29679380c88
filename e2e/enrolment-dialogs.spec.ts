import { expect, test } from './test.ts'
import { expectAccessible, expectHydrated, resetEmulator, signInAs } from './helpers.ts'
import { accountPath } from '#app/domain/paths/paths.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('ACCT-042 ACCT-041 a shopper who is not a member joins Loyalty from the account: a welcome dialog turning into the loyalty sign-up with JavaScript, the welcome and profile pages without', async ({
  page,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false
  await signInAs(page, 'shopper@example.com')
  await page.goto(accountPath('en-us'))

  const join = page.getByRole('link', { name: 'Join XPLR Pass' })
  if (js) await expectHydrated(join)
  await join.click()
  const welcome = js ? page.getByRole('dialog', { name: 'Welcome to XPLR Pass' }) : page.getByRole('main')
  if (js) {
    await expect(welcome).toBeVisible()
    await expect(page).toHaveURL(/\/en-us\/account$/)
  } else {
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to XPLR Pass' })).toBeVisible()
  }
  const start = welcome.getByRole('link', { name: 'Get started' })
  await expect(start).toBeVisible()
  await expectAccessible(page)

  if (js) {
    // Escape closes it and focus returns to the link.
    await page.keyboard.press('Escape')
    await expect(welcome).toBeHidden()
    await expect(join).toBeFocused()
    await join.click()
  }
  await start.click()
  if (js) {
    // ACCT-041: with JavaScript the welcome dialog turns into the loyalty sign-up, prefilled.
    await expect(welcome.getByRole('textbox', { name: 'First name' })).toHaveValue('Sam')
    await expect(welcome.getByRole('button', { name: 'Join XPLR Pass' })).toBeVisible()
    await expectAccessible(page)
  } else {
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }
})

test('ACCT-042 a Loyalty member is not offered to join', async ({ page }) => {
  await signInAs(page, 'loyalty@example.com')
  await page.goto(accountPath('en-us'))
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Join XPLR Pass' })).toHaveCount(0)
})
