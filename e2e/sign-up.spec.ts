import { expect, test } from './test.ts'
import {
  EMULATOR_URL,
  expectAccessible,
  expectHydrated,
  loadBeforeHydration,
  resetEmulator,
  settledSignInDialog,
} from './helpers.ts'
import {
  accountPasswordPath,
  categoryPath,
  enrolPath,
  forgotPasswordPath,
  signInPath,
  signUpPath,
} from '#app/domain/paths/paths.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const PASSWORD = 'Trail2025x'

test('AUTH-027 AUTH-028 the SMS opt-in ticked before the page has hydrated stays ticked once it has, and a phone made invalid unticks it @js-only', async ({
  page,
}) => {
  await page.goto(signUpPath('en-us'))
  // The page again, its scripts held back: the shopper fills in and ticks before it has hydrated.
  const release = await loadBeforeHydration(page)
  const smsBox = page.getByLabel('Text me offers and order updates')
  await page.getByLabel('Mobile phone').fill('2125550142')
  await smsBox.check()
  const smsTerms = page.getByText(/you accept the SMS terms/)
  await expect(smsTerms).toBeVisible()

  await release()
  await expect(smsBox).toBeChecked()
  await expect(smsTerms).toBeVisible()
  await page.getByRole('button', { name: 'Accept SMS terms' }).click()
  await expect(page.getByText('SMS terms accepted')).toBeVisible()
  await expect(smsTerms).toBeHidden()
  await expectAccessible(page)

  await page.getByLabel('Mobile phone').fill('21255')
  await expect(smsBox).not.toBeChecked()
  await expect(page.getByText('SMS terms accepted')).toBeHidden()
})

test('AUTH-028 VAL-019 VAL-024 a French shopper types their mobile as the French write it: the SMS opt-in stays ticked and the number reads as typed', async ({
  page,
}) => {
  await page.goto(signUpPath('fr-fr'))
  const smsBox = page.getByLabel('Recevoir des offres et le suivi de mes commandes par SMS')
  const phone = page.getByLabel('Téléphone mobile')
  await smsBox.check()
  // All at once, as the browser's autofill gives it.
  await phone.fill('06 12 34 56 78')
  await expect(smsBox).toBeChecked()
  // Leaving the field lays the number into the mask, its trunk 0 kept in front.
  await phone.press('Tab')
  await expect(phone).toHaveValue('06 12 34 56 78')
  await expect(smsBox).toBeChecked()
  await expectAccessible(page)
})

test('AUTH-017 AUTH-023 VAL-018 AUTH-027 AUTH-031 a new shopper signs up, lands signed in and changes the password', async ({
  page,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false
  const email = `e2e-${testInfo.project.name}-${Date.now()}@example.com`

  await page.goto(signUpPath('en-us', accountPasswordPath('en-us')))
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()
  await expectAccessible(page)

  // Nothing filled in: the spec's message at the fields, what was typed kept.
  await page.getByLabel('First name').fill('Nora')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('This field is required')
  await expect(page.getByLabel('First name')).toHaveValue('Nora')
  await expectAccessible(page)

  await page.getByLabel('Last name').fill('Newton')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  const numberRule = page.getByRole('listitem').filter({ hasText: 'at least one number' })
  await expect(numberRule).toContainText(js ? '(met)' : '(not met yet)')

  // AUTH-027: ticking the SMS opt-in reveals its terms (CSS, so also without JavaScript).
  const smsTerms = page.getByText(/you accept the SMS terms/)
  await expect(smsTerms).toBeHidden()
  const smsBox = page.getByLabel('Text me offers and order updates')
  if (js) {
    await page.getByLabel('Mobile phone').fill('2125550142')
    await smsBox.check()
    await expect(smsTerms).toBeVisible()
    await expect(page.getByRole('button', { name: 'Accept SMS terms' })).toBeVisible()
    // AUTH-028: the box is reset when the phone becomes invalid.
    await page.getByLabel('Mobile phone').fill('21255')
    await expect(smsBox).not.toBeChecked()
    await page.getByLabel('Mobile phone').fill('')
  } else {
    await smsBox.check()
    await expect(smsTerms).toBeVisible()
    await smsBox.uncheck()
  }

  await page.getByLabel('Email me news and offers').check()
  await page.getByLabel(/I have read and accept the privacy policy/).check()
  await page.getByRole('button', { name: 'Create account' }).click()

  // AUTH-023 / AUTH-025: both messages, then the interests for a newsletter subscriber: a dialog over
  // the page the shopper was going to with JavaScript (ACCT-043), the enrolment step's page without.
  const interests = js ? page.getByRole('dialog', { name: 'What are you into?' }) : page.getByRole('main')
  if (js) await expect(interests).toBeVisible()
  else await expect(page.getByRole('heading', { level: 1, name: 'What are you into?' })).toBeVisible()
  const toast = page.getByRole('status').filter({ hasText: 'Your account has been created.' })
  await expect(toast).toContainText('You are now signed in.')
  await expectAccessible(page)

  await interests.getByLabel('Running').check()
  await interests.getByRole('button', { name: 'Save interests' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Only a signed-in shopper reaches the change-password page.
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Current password').fill('Wrong2025x')
  await page.getByLabel('New password', { exact: true }).fill('Summit2025x')
  await page.getByLabel('Confirm new password').fill('Summit2025x')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
    'The current password is incorrect.',
  )
  await page.getByLabel('Current password').fill(PASSWORD)
  await page.getByLabel('New password', { exact: true }).fill('Summit2025x')
  await page.getByLabel('Confirm new password').fill('Summit2025x')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible()
})

test('ERR-127 signing up with an email in use shows the message at the email field', async ({ page }) => {
  await page.goto(signUpPath('en-us'))
  await page.getByLabel('First name').fill('Sam')
  await page.getByLabel('Last name').fill('Again')
  await page.getByLabel('Email', { exact: true }).fill('shopper@example.com')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel(/I have read and accept the privacy policy/).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    'An account with this email already exists. Please sign in instead.',
  )
  await expect(page.getByLabel('First name')).toHaveValue('Sam')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
  await expectAccessible(page)
})

test('AUTH-030 AUTH-033 ERR-017 forgot password, follow the emailed link, set a new password once', async ({
  page,
  request,
}) => {
  await page.goto(forgotPasswordPath('en-us'))
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Email', { exact: true }).fill('shopper@example.com')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'If an account exists for shopper@example.com' }),
  ).toBeVisible()

  const emails = (await (
    await request.get(`${EMULATOR_URL}/__emulator/emails?to=shopper@example.com`)
  ).json()) as {
    link: string
  }[]
  expect(emails).toHaveLength(1)
  const link = new URL(emails[0]!.link)
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  await expectAccessible(page)

  await page.getByLabel('New password', { exact: true }).fill('Summit2025x')
  await page.getByLabel('Confirm new password').fill('Summit2025y')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription('Passwords do not match.')

  await page.getByLabel('New password', { exact: true }).fill('Summit2025x')
  await page.getByLabel('Confirm new password').fill('Summit2025x')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(
    page.getByText('Your password has been changed. Please sign in with your new password.').first(),
  ).toBeVisible()
  await expectAccessible(page)

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`)
  await page.getByLabel('New password', { exact: true }).fill('Another2025x')
  await page.getByLabel('Confirm new password').fill('Another2025x')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'This password reset link has expired. Please request a new one.',
  )
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible()
})

test('ACCT-045 the enrolment flow starts at lookup and sends a new email on to sign up', async ({ page }) => {
  await page.goto(enrolPath('en-us'))
  await expect(page).toHaveURL(/\/en-us\/enrol\/lookup$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Join or sign in' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Email', { exact: true }).fill('brand.new@example.com')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/en-us\/sign-up\?/)
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('brand.new@example.com')
})

test('ACCT-046 ACCT-043 a new account without a phone goes through mobile, profile, interests and success', async ({
  page,
}, testInfo) => {
  const email = `enrol-${testInfo.project.name}-${Date.now()}@example.com`
  await page.goto(signUpPath('en-us', enrolPath('en-us')))
  await page.getByLabel('First name').fill('Eli')
  await page.getByLabel('Last name').fill('Enrol')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel(/I have read and accept the privacy policy/).check()
  await page.getByRole('button', { name: 'Create account' }).click()

  // Signed in without a phone: the flow starts at step 2.
  await expect(page).toHaveURL(/\/en-us\/enrol\/mobile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Add your mobile number' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Mobile phone').fill('(212) 555-0199')
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('Eli')
  await expectAccessible(page)
  await page.getByLabel('Postal code').fill('10001')
  await page.getByLabel('Date of birth').fill('1990-01-01')
  await page.getByRole('button', { name: 'Join XPLR Pass' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'What are you into?' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Hiking').check()
  await page.getByRole('button', { name: 'Save interests' }).click()

  await expect(page.getByRole('heading', { level: 1, name: "You're in!" })).toBeVisible()
  await expect(page.getByText(/Your member number is M\d+/)).toBeVisible()
  await expectAccessible(page)
})

// The dialog needs JavaScript; without it the create-account link goes to the sign-up page (next test).
test('AUTH-029 the create-account link of the sign-in dialog opens sign-up as a dialog; errors show in it; success goes on as the page does @js-only', async ({
  page,
}) => {
  const email = `e2e-dialog-${Date.now()}@example.com`
  await page.goto(categoryPath('en-us', 'footwear-1000'))
  const link = page.getByRole('banner').getByRole('link', { name: 'Sign in' })
  await expectHydrated(link)
  await link.click()
  const signIn = await settledSignInDialog(page)
  const create = signIn.getByRole('link', { name: 'Create an account' })
  await expect(create).toHaveAttribute('href', signUpPath('en-us'))
  await create.click()

  const dialog = page.getByRole('dialog', { name: 'Create an account' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Create an account' })).toBeFocused()
  await expect(page).toHaveURL(/\/en-us\/c\/footwear-1000$/)
  await expect(dialog.getByRole('list').filter({ hasText: 'at least 8 characters' })).toBeVisible()
  await expectAccessible(page)

  // Errors come back in place; what was typed is kept.
  await dialog.getByLabel('First name').fill('Nora')
  await dialog.getByRole('button', { name: 'Create account', exact: true }).click()
  await expect(dialog.getByLabel('Last name')).toHaveAccessibleDescription('This field is required')
  await expect(dialog.getByLabel('First name')).toHaveValue('Nora')
  await expect(page).toHaveURL(/\/en-us\/c\/footwear-1000$/)

  // Back to sign in and forward again, then create the account.
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await expect(signIn.getByLabel('Email')).toBeVisible()
  await create.click()
  await dialog.getByLabel('First name').fill('Nora')
  await dialog.getByLabel('Last name').fill('Newton')
  // The sign-in view stays in the dialog, hidden, with its own email and password fields.
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByLabel('Password', { exact: true }).filter({ visible: true }).fill(PASSWORD)
  await dialog.getByLabel(/I have read and accept the privacy policy/).check()
  await dialog.getByRole('button', { name: 'Create account', exact: true }).click()

  // As on the page: no newsletter, so no interests step; the account with both messages.
  await expect(page).toHaveURL(/\/en-us\/account$/)
  const toast = page.getByRole('status').filter({ hasText: 'Your account has been created.' })
  await expect(toast).toContainText('You are now signed in.')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible()
})

test('AUTH-029 on the sign-in page the create-account link is the sign-up page, with or without JavaScript', async ({
  page,
}) => {
  await page.goto(signInPath('en-us'))
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(/\/en-us\/sign-up$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()
})
