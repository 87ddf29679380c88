import { expect, test } from './test.ts'
import { expectAccessible, expectHydrated, resetEmulator, signInAs } from './helpers.ts'
import { categoryPath, enrolPath, signInPath } from '#app/domain/paths/paths.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('AUTH-012 where simplified enrollment is on, sign-in asks for the email first, then the password', async ({
  page,
}) => {
  await page.goto(signInPath('en-ca'))
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.getByLabel('Password')).toHaveCount(0)
  await expectAccessible(page)

  await page.getByLabel('Email').fill('not-an-email')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('not-an-email')

  await page.getByLabel('Email').fill('shopper@example.com')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Signing in as shopper@example.com')).toBeVisible()
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('shopper@example.com')
  await expectAccessible(page)
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/en-ca\/account$/)
})

test('AUTH-012 a new email goes on to sign-up with the email filled in', async ({ page }) => {
  await page.goto(signInPath('en-ca'))
  await page.getByLabel('Email').fill('new.runner@example.com')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/en-ca\/sign-up\?email=new\.runner%40example\.com$/)
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('new.runner@example.com')
  await expectAccessible(page)
})

test('AUTH-012 where it is off, the standard sign-in form asks for email and password together', async ({
  page,
}) => {
  await page.goto(signInPath('en-us'))
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Password')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0)
})

// The dialog needs JavaScript; without it the header link is the sign-in page (above).
test('AUTH-012 the sign-in dialog uses the simplified variant too, and goes on to sign-up in place @js-only', async ({
  page,
}) => {
  await page.goto(categoryPath('en-ca', 'footwear-1000'))
  const link = page.getByRole('banner').getByRole('link', { name: 'Sign in' })
  await expectHydrated(link)
  await link.click()
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible()
  await expect(dialog.getByLabel('Password')).toHaveCount(0)
  await expectAccessible(page)

  await dialog.getByLabel('Email').fill('new.runner@example.com')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  const signUp = page.getByRole('dialog', { name: 'Create an account' })
  // The sign-in view stays in the dialog, hidden, with its own email field: the role keeps to the
  // sign-up form's, which shows once its page data has loaded.
  await expect(signUp.getByRole('textbox', { name: 'Email' })).toHaveValue('new.runner@example.com')
  await expect(page).toHaveURL(/\/en-ca\/c\/footwear-1000$/)

  await signUp.getByRole('button', { name: 'Sign in' }).click()
  await dialog.getByLabel('Email').fill('shopper@example.com')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByText('Signing in as shopper@example.com')).toBeVisible()
  await dialog.getByLabel('Password').fill('Passw0rd!')
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/en-ca\/account$/)
})

test('AUTH-021 a signed-in shopper opening the loyalty sign-up sees their profile prefilled', async ({
  page,
}) => {
  await signInAs(page, 'shopper@example.com')
  await page.goto(enrolPath('en-us', 'profile'))
  await expect(page.getByLabel('First name')).toHaveValue('Sam')
  await expect(page.getByLabel('Last name')).toHaveValue('Shopper')
  await expect(page.getByLabel('Postal code')).toHaveValue('97205')
  await expect(page.getByLabel('Date of birth')).toHaveValue('1990-05-14')
  await expectAccessible(page)
})
