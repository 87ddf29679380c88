import { expect, test, type Page } from './test.ts'
import {
  EMULATOR_URL,
  expectAccessible,
  expectHydrated,
  loadBeforeHydration,
  resetEmulator,
  signInAs,
} from './helpers.ts'
import { payOnHostedPage, toBilling } from './shop.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

async function payByCard(page: Page) {
  await payOnHostedPage(page, { name: 'Robin Payer' })
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
}

test('CHK-019 ERR-069 a shopper bills another address: BILL410 at the phone, then saved and shown on the summary', async ({
  page,
}) => {
  await toBilling(page)
  const section = page.getByRole('region', { name: 'Billing address' })
  await expect(section.getByLabel('Same as the delivery address')).toBeChecked()
  await expectAccessible(page)

  const other = section.getByLabel('Another address')
  // With JavaScript the address fields open on this choice; without it they are always there.
  if (test.info().project.use.javaScriptEnabled !== false) await expectHydrated(other)
  await other.check()
  await section.getByLabel('First name', { exact: true }).fill('Robin')
  await section.getByLabel('Last name', { exact: true }).fill('Payer')
  await section.getByLabel('Address', { exact: true }).fill('7 Bridge Street')
  await section.getByLabel('City').fill('Seattle')
  await section.getByLabel('State / province').selectOption('WA')
  await section.getByLabel('Postal code').fill('98101')
  await section.getByRole('button', { name: 'Save billing address' }).click()

  // No phone: the cart answers BILL410, shown at the phone field; what was typed stays.
  await expect(section.getByText('A phone number is required for the billing address.')).toBeVisible()
  await expect(section.getByLabel('City')).toHaveValue('Seattle')
  await expect(section.getByLabel('Another address')).toBeChecked()
  await expectAccessible(page)

  await section.getByLabel('Phone', { exact: true }).fill('2065550123')
  await section.getByRole('button', { name: 'Save billing address' }).click()
  await expect(page.getByText('Billing address saved.')).toBeVisible()
  await expect(section.getByText('7 Bridge Street')).toBeVisible()
  await expect(section.getByLabel('Another address')).toBeChecked()

  await payByCard(page)
  const billing = page.locator('div').filter({ has: page.getByRole('heading', { name: 'Billing address' }) })
  await expect(billing.getByText('Robin Payer')).toBeVisible()
  await expectAccessible(page)
})

test('CHK-019 "another address" picked before the page has hydrated keeps its fields open once it has @js-only', async ({
  page,
}) => {
  await toBilling(page)
  // The page again, its scripts held back: the shopper picks before it has hydrated.
  const release = await loadBeforeHydration(page)
  const section = page.getByRole('region', { name: 'Billing address' })
  const other = section.getByLabel('Another address')
  await other.check()
  const firstName = section.getByLabel('First name', { exact: true })
  await expect(firstName).toBeVisible()

  await release()
  await expect(other).toBeChecked()
  await expect(firstName).toBeVisible()
  await firstName.fill('Robin')
  // The choice still opens and closes the fields once the page has hydrated.
  await section.getByLabel('Same as the delivery address').check()
  await expect(firstName).toBeHidden()
  await other.check()
  await expect(firstName).toHaveValue('Robin')
  await expectAccessible(page)
})

test('CHK-008 CHK-010 an athlete pays with the athlete payment: both amounts on billing and summary, no card', async ({
  page,
  request,
}) => {
  await signInAs(page, 'athlete@example.com')
  await toBilling(page)
  const athlete = page.getByRole('region', { name: 'Athlete payment' })
  await expect(athlete.getByText('Your athlete budget left this year: $1,550.00.')).toBeVisible()
  await expect(athlete.getByText('Left to pay by another method:')).toBeVisible()
  await expect(athlete.getByText('$0.00')).toBeVisible()
  // CHK-011: no rewards for an athlete who is no loyalty member.
  await expect(page.getByRole('region', { name: 'Points, reward codes and cards' })).toHaveCount(0)
  await expectAccessible(page)

  await athlete.getByRole('button', { name: 'Use athlete payment' }).click()
  await expect(page.getByText('Athlete payment applied.')).toBeVisible()
  await expect(page.getByText('Nothing is left to pay by card.')).toBeVisible()
  await expect(athlete.getByRole('button', { name: 'Remove athlete payment' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue to review' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expect(page.getByText('Athlete payment pays:')).toBeVisible()
  await expect(page.getByText('Left to pay by another method:')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
  const orders = (await (await request.get(`${EMULATOR_URL}/__emulator/orders`)).json()) as {
    paymentMethod: { code: string }
  }[]
  expect(orders.map((o) => o.paymentMethod.code)).toEqual(['ATHLETES_PAYMENT'])
})

test('ACCT-040 ACCT-021 a loyalty member applies a saved reward code and their points; a guest is offered none', async ({
  page,
}) => {
  await toBilling(page)
  await expect(page.getByRole('region', { name: 'Points, reward codes and cards' })).toHaveCount(0)
  // The guest's page is left first: an answer to one of its requests still on the way would set the
  // guest's session cookie back over the member's.
  await page.goto('about:blank')
  await page.context().clearCookies()

  await signInAs(page, 'loyalty@example.com')
  await toBilling(page)
  const rewards = page.getByRole('region', { name: 'Points, reward codes and cards' })
  await expect(rewards.getByText('Reward code RWD15TRAIL: $15.00')).toBeVisible()
  await expect(rewards.getByText('Reward card ending in 4242: $25.00')).toBeVisible()
  await expectAccessible(page)
  const before = await page.getByText(/^Remaining to pay:/).textContent()

  await rewards.getByRole('button', { name: 'Apply reward code RWD15TRAIL' }).click()
  await expect(page.getByText('Reward applied.')).toBeVisible()
  await expect(rewards.getByRole('button', { name: 'Remove reward code RWD15TRAIL' })).toBeVisible()
  await expect(page.getByText(/^Remaining to pay:/)).not.toHaveText(before ?? '')

  // The member's points pay part of the rest too.
  await expect(rewards.getByText('You have 2,400 points to pay with.')).toBeVisible()
  await rewards.getByRole('button', { name: 'Pay with points' }).click()
  await expect(page.getByText('Your points are applied.')).toBeVisible()
  await expect(rewards.getByText('2,400 XPLR Pass points: −$24.00')).toBeVisible()
  await expectAccessible(page)
})
