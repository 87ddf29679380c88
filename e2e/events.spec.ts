import { expect, test, type Page } from './test.ts'
import {
  EMULATOR_URL,
  expectAccessible,
  expectHydrated,
  PASSWORD,
  resetEmulator,
  signInAs,
} from './helpers.ts'
import { accountPath, contentPath } from '#app/domain/paths/paths.ts'

/**
 * Event sign-up (FORM-010..FORM-018, CMS-081): the Basecamp weekend's page (mocks/content/seed/
 * event-pages.ts: three days, June 4–6 2027, a guest allowed, "Save my spot"). With JavaScript the join
 * form answers in place; without, the registration page shows the answer.
 */
const WEEKEND = contentPath('en-us', 'events/basecamp-weekend')

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const isJs = () => test.info().project.use.javaScriptEnabled !== false

/** The event block: a region named by the event's title. */
const eventBlock = (page: Page) => page.getByRole('region', { name: 'Basecamp weekend' })

/** With JavaScript, the block's form hydrated (its fetcher posts in place). */
async function ready(page: Page) {
  if (isJs()) await expectHydrated(eventBlock(page).getByRole('button', { name: 'Save my spot' }))
}

test('FORM-010 FORM-017 CMS-081 a guest signs in from the event, joins it, sees the confirmation, and the account lists it', async ({
  page,
}) => {
  await page.goto(WEEKEND)
  const event = eventBlock(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Basecamp weekend' })).toBeVisible()
  await expect(event.getByText('Sign in to sign up for this event.')).toBeVisible()
  await expect(event.getByRole('link', { name: 'Create an account' })).toBeVisible()
  await expect(event.getByRole('checkbox')).toHaveCount(0)
  await expectAccessible(page)

  await event.getByRole('link', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await page.getByLabel('Email').fill('shopper@example.com')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()

  // Back on the event, signed in: the join form, the email locked (FORM-007).
  await expect(page).toHaveURL(WEEKEND)
  const email = event.getByLabel('Email')
  await expect(email).toHaveValue('shopper@example.com')
  await expect(email).not.toBeEditable()
  await expectAccessible(page)
  await ready(page)

  await event.getByLabel('Friday, June 4, 2027').check()
  await event.getByLabel('Saturday, June 5, 2027').check()
  await event.getByLabel("Your guest's name").fill('Pat Lee')
  await event.getByLabel('I accept the event terms').check()
  await event.getByRole('button', { name: 'Save my spot' }).click()

  const confirmation = page.getByRole('status').filter({ hasText: "You're in for Basecamp weekend" })
  await expect(confirmation).toBeVisible()
  await expect(confirmation).toContainText('We sent the schedule to your email. See you at the lake.')
  await expect(page.getByRole('button', { name: 'Save my spot' })).toHaveCount(0)
  // With JavaScript the shopper stays on the event's page.
  if (isJs()) await expect(page).toHaveURL(WEEKEND)
  await expectAccessible(page)

  await page.goto(accountPath('en-us'))
  const events = page.getByRole('region', { name: 'Your events' })
  await expect(events.getByRole('listitem')).toHaveCount(1)
  await expect(events).toContainText('Basecamp weekend')
  await expect(events).toContainText('Attending: Jun 4, 2027 and Jun 5, 2027')
  await expect(events).toContainText('Guest: Pat Lee')
  await expectAccessible(page)
})

test('VAL-044 VAL-045 FORM-018 errors at the fields keep what was typed; a refused registration shows the service message', async ({
  page,
  request,
}) => {
  await signInAs(page, 'shopper@example.com')
  await page.goto(WEEKEND)
  const event = eventBlock(page)
  await ready(page)

  await event.getByLabel('Sunday, June 6, 2027').check()
  await event.getByLabel("Your guest's name").fill('J0hn')
  await event.getByRole('button', { name: 'Save my spot' }).click()

  await expect(event.getByLabel("Your guest's name")).toHaveAccessibleDescription('Name is not valid.')
  await expect(event.getByLabel('I accept the event terms')).toHaveAccessibleDescription(
    'Accept the event terms to join',
  )
  await expect(event.getByLabel("Your guest's name")).toHaveValue('J0hn')
  await expect(event.getByLabel('Sunday, June 6, 2027')).toBeChecked()
  await expectAccessible(page)

  const fault = await request.post(`${EMULATOR_URL}/__emulator/faults`, {
    data: {
      path: 'consumer/event-registration$',
      method: 'POST',
      status: 400,
      errorId: 'EVT500',
      message: 'Basecamp weekend is full',
      times: 1,
    },
  })
  expect(fault.ok()).toBe(true)
  await ready(page)
  await event.getByLabel("Your guest's name").fill('')
  await event.getByLabel('I accept the event terms').check()
  await event.getByRole('button', { name: 'Save my spot' }).click()

  await expect(event.getByRole('alert')).toHaveText('Basecamp weekend is full')
  await expect(event.getByLabel('Sunday, June 6, 2027')).toBeChecked()
  await expect(page.getByRole('status').filter({ hasText: "You're in" })).toHaveCount(0)
  await expectAccessible(page)
})
