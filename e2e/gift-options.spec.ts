import { expect, test } from './test.ts'
import { expectAccessible, resetEmulator } from './helpers.ts'
import { cartPath, productPath } from '#app/domain/paths/paths.ts'

const SHOE = productPath('en-us', 'tempo-trail-runner-RS100001', { color: '001', size: '9' })
const GIFT_CARD = productPath('en-us', 'ridgeline-digital-gift-card-GC100001', { color: '000', size: '50' })

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const js = () => test.info().project.use.javaScriptEnabled !== false

test('CART-008 CART-009 a gift message is added to a cart line (a dialog with JavaScript, a page without)', async ({
  page,
}) => {
  await page.goto(SHOE)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible()
  await page.goto(cartPath('en-us'))
  await page.getByRole('link', { name: 'Add a gift message' }).click()

  const form = js()
    ? page.getByRole('dialog', { name: 'Gift message for Tempo Trail Runner' })
    : page.getByRole('main')
  if (js()) await expect(form).toBeVisible()
  else
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gift message for Tempo Trail Runner' }),
    ).toBeVisible()
  await form.getByLabel("Recipient's email (optional)").fill('sam@example')
  await form.getByRole('button', { name: 'Save gift message' }).click()
  // Refused: messages at the fields, what was typed kept.
  await expect(form.getByText('This field is required')).toBeVisible()
  await expect(form.getByText('Email is not valid')).toBeVisible()
  await expect(form.getByLabel("Recipient's email (optional)")).toHaveValue('sam@example')
  await expectAccessible(page)

  await form.getByLabel("Recipient's name").fill('Sam')
  await form.getByLabel("Recipient's email (optional)").fill('sam@example.com')
  await form.getByLabel(/^Message/).fill('Happy trails!')
  await form.getByRole('button', { name: 'Save gift message' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText('Gift message saved for Tempo Trail Runner.')).toBeVisible()
  await expect(page.getByText('Gift for Sam')).toBeVisible()
  await expect(page.getByText('Happy trails!')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit gift message' })).toBeVisible()
})

test('CART-008 a digital gift card with its own amount is sent to the recipient', async ({ page }) => {
  await page.goto(GIFT_CARD)
  await expect(page.getByRole('heading', { level: 1, name: 'Ridgeline Digital Gift Card' })).toBeVisible()
  await page.getByLabel(/own amount/).fill('5')
  await page.getByLabel("Recipient's name").fill('Sam')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByText('Value must be at least 10')).toBeVisible()
  await expect(page.getByText('This field is required')).toBeVisible()
  await expect(page.getByLabel("Recipient's name")).toHaveValue('Sam')
  await expectAccessible(page)

  await page.getByLabel(/own amount/).fill('75')
  await page.getByLabel(/Recipient's email/).fill('sam@example.com')
  await page.getByLabel(/^Message/).fill('For the next adventure')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible()
  if (js()) await expect(page.getByRole('dialog').getByText('$75.00').first()).toBeVisible()

  await page.goto(cartPath('en-us'))
  const line = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Ridgeline Digital Gift Card' })
  await expect(line.getByText('Gift for Sam')).toBeVisible()
  await expect(line.getByText('$75.00').first()).toBeVisible()
})
