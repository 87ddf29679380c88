import { expect, test, type Page } from './test.ts'
import { EMULATOR_URL, expectAccessible, expectHydrated, resetEmulator, signInAs } from './helpers.ts'
import { accountPath } from '#app/domain/paths/paths.ts'
import { accountProfilePath } from '#app/domain/paths/self-service-paths.ts'

/**
 * The account's profile page and the account home's profile part (000 §3, §4, §7 Consumer), with
 * JavaScript on and off: edit the profile (and keep the old values on an upstream error), subscribe to
 * text messages (pending until the double opt-in), notification settings, request my data, and the
 * spend banner of an employee and an athlete.
 */
const PROFILE = accountProfilePath('en-us')
const isJs = () => test.info().project.use.javaScriptEnabled !== false

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

async function openProfile(page: Page, email = 'shopper@example.com') {
  await signInAs(page, email)
  await page.goto(PROFILE)
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible()
  if (isJs()) await expectHydrated(page.getByRole('button', { name: 'Save profile' }))
}

const summary = (page: Page) => page.getByTestId('profile-summary')

test('ACCT-002 ACCT-005 edit the profile; an upstream error keeps the saved values and shows the error', async ({
  page,
  request,
}) => {
  await openProfile(page)
  await expectAccessible(page)
  await expect(summary(page)).toContainText('Sam Shopper')

  await page.getByLabel('First name').fill('Samuel')
  await page.getByLabel('Preferred shoe size').selectOption('10.5')
  await page.getByRole('checkbox', { name: 'Hiking' }).check()
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Your profile is saved.')).toBeVisible()
  await expect(summary(page)).toContainText('Samuel Shopper')
  await expect(page.getByLabel('Preferred shoe size')).toHaveValue('10.5')
  await expect(page.getByRole('checkbox', { name: 'Hiking' })).toBeChecked()

  const fault = await request.post(`${EMULATOR_URL}/__emulator/faults`, {
    data: { path: '^/consumers-v3/consumer$', method: 'PUT', status: 400, errorId: 'PRO418', times: 1 },
  })
  expect(fault.ok()).toBe(true)
  await page.getByLabel('First name').fill('Samson')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'We could not update your profile.' })).toBeVisible()
  // What was typed stays in the form; the saved profile is still the old one.
  await expect(page.getByLabel('First name')).toHaveValue('Samson')
  await expect(summary(page)).toContainText('Samuel Shopper')
  await expectAccessible(page)
})

test('ACCT-012 ACCT-010 subscribe to text messages: pending until the shopper confirms', async ({
  page,
  request,
}) => {
  await openProfile(page)
  await expect(page.getByText('You do not get text messages.')).toBeVisible()
  await page.getByRole('button', { name: 'Get text messages' }).click()
  await expect(page.getByText('Check your phone: reply YES to confirm text messages.')).toBeVisible()
  await expect(page.getByText('Waiting for your confirmation: reply YES')).toBeVisible()
  await expectAccessible(page)

  const confirmed = await request.post(`${EMULATOR_URL}/__emulator/sms-confirm`, {
    data: { email: 'shopper@example.com' },
  })
  expect(confirmed.ok()).toBe(true)
  await page.goto(PROFILE)
  await expect(page.getByText('You get our text messages.')).toBeVisible()
  await page.getByRole('button', { name: 'Stop text messages' }).click()
  await expect(page.getByText('You will not get text messages any more.')).toBeVisible()
})

test('ACCT-034 notification settings are saved and shown again', async ({ page }) => {
  await openProfile(page)
  const byEmail = page.getByRole('checkbox', { name: 'By email' })
  const bySms = page.getByRole('checkbox', { name: 'By text message' })
  await expect(byEmail).toBeChecked()
  await expect(bySms).not.toBeChecked()
  await byEmail.uncheck()
  await bySms.check()
  await page.getByRole('button', { name: 'Save notification settings' }).click()
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible()
  await page.goto(PROFILE)
  await expect(page.getByRole('checkbox', { name: 'By email' })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'By text message' })).toBeChecked()
})

test('ACCT-033 request my data: confirmed, sent once with the profile’s id and email', async ({
  page,
  request,
}) => {
  await openProfile(page)
  await page.getByRole('button', { name: 'Request my data' }).click()
  await expect(page.getByText('This field is required')).toBeVisible()
  await page.getByRole('checkbox', { name: 'I want a copy of my data' }).check()
  await page.getByRole('button', { name: 'Request my data' }).click()
  await expect(page.getByText('We have your request.')).toBeVisible()
  const captured = (await (await request.get(`${EMULATOR_URL}/__emulator/requests`)).json()) as {
    method: string
    path: string
    body: unknown
  }[]
  const sent = captured.filter((c) => c.path === '/consumers-v3/consumer/retrieveUserData')
  expect(sent.map((c) => c.body)).toEqual([{ consumerId: 'C000000001', email: 'shopper@example.com' }])
})

test('ACCT-050 ACCT-049 the account home shows the employee’s and the athlete’s spend banner', async ({
  page,
}) => {
  await signInAs(page, 'staff@example.com')
  await page.goto(accountPath('en-us'))
  const banner = page.getByRole('region', { name: 'Employee discount' })
  await expect(banner).toContainText('$275.50 spent of your $1,200.00 annual cap')
  await expectAccessible(page)

  await page.context().clearCookies()
  await signInAs(page, 'athlete@example.com')
  await page.goto(accountPath('en-us'))
  await expect(page.getByRole('region', { name: 'Athlete credit' })).toContainText(
    '$450.00 spent of your $2,000.00 annual credit',
  )
  await expect(page.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute('href', PROFILE)
})
