import { expect, test, type Page } from './test.ts'
import { EMULATOR_URL, expectAccessible, resetEmulator, signInAs } from './helpers.ts'
import { accountAddressesPath, accountPaymentMethodsPath } from '#app/domain/paths/self-service-paths.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

/** wallet@example.com starts with no address, two saved cards and two rewards (mocks/customers/seed/accounts.ts). */
const SHOPPER = 'wallet@example.com'

const section = (page: Page, name: string) => page.getByRole('region', { name })
const shipping = (page: Page) => section(page, 'Shipping addresses')
const billing = (page: Page) => section(page, 'Billing addresses')
const card = (list: ReturnType<typeof section>, line: string) =>
  list.getByRole('listitem').filter({ hasText: line })

async function fillAddress(page: Page, line1: string, { email = true } = {}) {
  if (email) await expect(page.getByLabel('Email')).toHaveValue(SHOPPER)
  await page.getByLabel('First name').fill('Wally')
  await page.getByLabel('Last name').fill('Wallet')
  await page.getByLabel('Address', { exact: true }).fill(line1)
  await page.getByLabel('City').fill('Portland')
  await page.getByLabel('State / province').selectOption('OR')
  await page.getByLabel('Postal code').fill('97205')
  await page.getByLabel('Phone').fill('5035550142')
}

async function addAddress(page: Page, type: 'shipping' | 'billing', line1: string) {
  await page.getByRole('link', { name: `Add a ${type} address` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `New ${type} address` })).toBeVisible()
  await fillAddress(page, line1, { email: type === 'shipping' })
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible()
  await expect(page.getByText('Address added')).toBeVisible()
}

test('ACCT-016 ACCT-017 ACCT-018 ACCT-019 ACCT-020 the address book: first is main, make main within a type, edit, delete with confirmation', async ({
  page,
}) => {
  await signInAs(page, SHOPPER)
  await page.goto(accountAddressesPath('en-us'))
  await expect(shipping(page).getByText('You have no saved shipping address yet.')).toBeVisible()
  await expectAccessible(page)

  // ACCT-016: the first shipping address becomes main.
  await page.getByRole('link', { name: 'Add a shipping address' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New shipping address' })).toBeVisible()
  await expectAccessible(page)
  // Bad input: the message at its field, what was typed kept.
  await fillAddress(page, '7 River Road')
  await page.getByLabel('Postal code').fill('ABC')
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByLabel('Postal code')).toHaveAccessibleDescription(/Enter a valid postal code/)
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('7 River Road')
  await page.getByLabel('Postal code').fill('97205')
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByText('Address added')).toBeVisible()
  await expect(card(shipping(page), '7 River Road')).toContainText('Main address')

  // A second one is not main until made main; then the first is not.
  await addAddress(page, 'shipping', '8 Lake Street')
  await expect(card(shipping(page), '8 Lake Street')).not.toContainText('Main address')
  await page.getByRole('button', { name: 'Make 8 Lake Street your main address' }).click()
  await expect(page.getByText('Main address changed')).toBeVisible()
  await expect(card(shipping(page), '8 Lake Street')).toContainText('Main address')
  await expect(card(shipping(page), '7 River Road')).not.toContainText('Main address')

  // A billing address is main among billing addresses; the shipping main is untouched.
  await addAddress(page, 'billing', '9 Billing Street')
  await expect(card(billing(page), '9 Billing Street')).toContainText('Main address')
  await expect(card(shipping(page), '8 Lake Street')).toContainText('Main address')
  await expectAccessible(page)

  // Edit.
  await page.getByRole('link', { name: 'Edit 7 River Road' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit shipping address' })).toBeVisible()
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('7 River Road')
  await expectAccessible(page)
  await page.getByLabel('Apartment, suite, etc.').fill('Unit 2')
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByText('Address updated')).toBeVisible()
  await expect(card(shipping(page), '7 River Road')).toContainText('Unit 2')

  // Delete: the link only asks; the post deletes.
  await page.getByRole('link', { name: 'Delete 7 River Road' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Delete this address?' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(page.getByText('Address deleted')).toBeVisible()
  await expect(card(shipping(page), '7 River Road')).toHaveCount(0)
  await expect(card(shipping(page), '8 Lake Street')).toBeVisible()
})

test('ACCT-006 ERR-084 a billing address delete that fails (PRO414) leaves the address listed', async ({
  page,
  request,
}) => {
  await signInAs(page, SHOPPER)
  await page.goto(accountAddressesPath('en-us'))
  await addAddress(page, 'billing', '9 Billing Street')
  const fault = await request.post(`${EMULATOR_URL}/__emulator/faults`, {
    data: {
      path: '^/consumers-v3/consumer/address/B',
      method: 'DELETE',
      status: 400,
      errorId: 'PRO414',
      times: 1,
    },
  })
  expect(fault.ok()).toBe(true)
  await page.getByRole('link', { name: 'Delete 9 Billing Street' }).click()
  await page.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'We could not delete this billing address. Please try again.',
  )
  await page.getByRole('link', { name: 'Back to addresses' }).click()
  await expect(card(billing(page), '9 Billing Street')).toContainText('Main address')
})

test('ACCT-021 ACCT-023 ACCT-024 payment methods: make a card main, remove one with confirmation', async ({
  page,
}) => {
  await signInAs(page, SHOPPER)
  await page.goto(accountPaymentMethodsPath('en-us'))
  const cards = section(page, 'Saved cards')
  await expect(card(cards, 'VISA ending in 1881')).toContainText('Main card')
  await expect(section(page, 'Rewards').getByText('Reward code RWD10WALLET', { exact: true })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Make the MASTERCARD ending in 5454 your main card' }).click()
  await expect(page.getByText('Main card changed')).toBeVisible()
  await expect(card(cards, 'MASTERCARD ending in 5454')).toContainText('Main card')
  await expect(card(cards, 'VISA ending in 1881')).not.toContainText('Main card')

  await page.getByRole('link', { name: 'Remove the VISA ending in 1881' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Remove this payment method?' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Yes, remove it' }).click()
  await expect(page.getByText('Payment method removed')).toBeVisible()
  await expect(card(cards, 'VISA ending in 1881')).toHaveCount(0)
  await expect(card(cards, 'MASTERCARD ending in 5454')).toBeVisible()

  // A reward code added, then removed.
  await page.getByLabel('Code or card number').fill('TRAIL2026')
  await page.getByRole('button', { name: 'Add reward' }).click()
  await expect(page.getByText('Reward added')).toBeVisible()
  await page.getByRole('link', { name: 'Remove Reward code TRAIL2026' }).click()
  await page.getByRole('button', { name: 'Yes, remove it' }).click()
  await expect(section(page, 'Rewards').getByText('Reward code TRAIL2026', { exact: true })).toHaveCount(0)
})

test('ACCT-022 a card is added from the account: typed on the provider’s page, verified, then saved', async ({
  page,
}) => {
  await signInAs(page, SHOPPER)
  await page.goto(accountPaymentMethodsPath('en-us'))
  await page.getByRole('link', { name: 'Add a card' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Continue to the secure page' }).click()

  // The provider's page: nothing to pay, the card only verified.
  await expect(page).toHaveURL(new RegExp(`^${EMULATOR_URL}/__provider/hpp/`))
  await expect(page.getByText('Nothing is charged')).toBeVisible()
  await page.getByLabel(/Cardholder name/i).fill('Wally Wallet')
  await page.getByLabel(/Card number/i).fill('5555 5555 5555 4444')
  await page.getByLabel(/Expiry/i).fill('12/35')
  await page.getByLabel(/Security code/i).fill('123')
  await page.getByRole('button', { name: 'Verify card' }).click()

  await expect(
    page.getByRole('status').filter({ hasText: 'Verified: MASTERCARD ending in 4444' }),
  ).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Save this card' }).click()
  await expect(page.getByText('Card saved')).toBeVisible()
  await expect(card(section(page, 'Saved cards'), 'MASTERCARD ending in 4444')).toBeVisible()
})
