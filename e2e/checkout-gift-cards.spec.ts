import { expect, test, type Page } from './test.ts'
import { expectAccessible, resetEmulator } from './helpers.ts'
import { payOnHostedPage, toBilling } from './shop.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

async function applyGiftCard(page: Page, cardNumber: string, pin: string) {
  await page.getByLabel('Gift card number').fill(cardNumber)
  await page.getByLabel('PIN').fill(pin)
  await page.getByRole('button', { name: 'Apply gift card' }).click()
}

test('CHK-008 CHK-024 ERR-120 gift cards: balance, inline errors, several cards (each cleared from the form once applied), remove, then the cards pay for the order', async ({
  page,
}) => {
  await toBilling(page)
  await expectAccessible(page)

  // CHK-024: the balance shows, nothing is applied.
  await page.getByLabel('Gift card number').fill('6006 4900 0000 0001')
  await page.getByLabel('PIN').fill('1111')
  await page.getByRole('button', { name: 'Check balance' }).click()
  await expect(page.getByText('Balance: $50.00')).toBeVisible()

  // ERR-120: GC_ZERO_BALANCE at the gift card input, the number kept.
  await applyGiftCard(page, '6006490000000002', '2222')
  const number = page.getByLabel('Gift card number')
  await expect(number).toHaveAccessibleDescription('This gift card has no balance left.')
  await expect(number).toHaveValue('6006490000000002')
  await expectAccessible(page)

  // Split tender: a card that covers part, then one that covers the rest.
  await applyGiftCard(page, '6006490000000003', '3333')
  await expect(page.getByText(/Gift card ending in 0003: −\$20\.00/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay the rest by card' })).toBeVisible()
  // The card just applied is not left in the form: its number and PIN are gone from the fields.
  await expect(page.getByLabel('Gift card number')).toHaveValue('')
  await expect(page.getByLabel('PIN')).toHaveValue('')

  await applyGiftCard(page, '6006490000000004', '4444')
  await expect(page.getByText(/Gift card ending in 0004/)).toBeVisible()
  await expect(page.getByText('Remaining to pay: $0.00')).toBeVisible()

  // Remove one: the other still covers the order.
  await page.getByRole('button', { name: 'Remove gift card ending in 0003' }).click()
  await expect(page.getByText(/Gift card ending in 0003/)).toHaveCount(0)
  await expect(page.getByText('Your gift cards cover the whole order.')).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Continue to review' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expect(page.getByText(/Gift card ending in 0004/)).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/en-us\/order-confirmation/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
})

test('CHK-004 ERR-126 a failed 3DS challenge: the message, then billing again with the cart kept', async ({
  page,
}) => {
  await toBilling(page)
  await payOnHostedPage(page, { card: '4000 0000 0000 3220' })
  await page.getByRole('button', { name: /fail/i }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expect(page.getByText('payment authentication error')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Choose a payment method again' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'payment authentication error' })).toBeVisible()
  await expect(page.getByRole('complementary').getByText(/Tempo Trail Runner/)).toBeVisible()
  await expectAccessible(page)
})
