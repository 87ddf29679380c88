import path from 'node:path'
import { expect, test, type Page } from './test.ts'
import { EMULATOR_URL, expectAccessible, resetEmulator } from './helpers.ts'
import { contactUsPath, giftCardBalancePath } from '#app/domain/paths/self-service-paths.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'

/**
 * The help forms: contact us (FORM-019..021), the warranty claim with photos (FORM-022) and the gift
 * card balance (CHK-024, ERR-055), with and without JavaScript.
 */

const PHOTO = path.join(import.meta.dirname, 'fixtures', 'broken-zip.png')

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const isNoJs = () => test.info().project.use.javaScriptEnabled === false

async function emulatorList(page: Page, list: string): Promise<Record<string, unknown>[]> {
  return (await (await page.request.get(`${EMULATOR_URL}/__emulator/${list}`)).json()) as Record<
    string,
    unknown
  >[]
}

test('FORM-019 FORM-020 FORM-021 CMS-004 a shopper sends a message through contact us and sees the confirmation', async ({
  page,
}) => {
  await page.goto(contactUsPath('en-us'))
  // The contact-us content page, then the form.
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
  await expect(page.getByText('Frequently asked questions')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Send us a message' })).toBeVisible()
  await expectAccessible(page)

  const category = page.getByRole('combobox', { name: 'Category' })
  const subject = page.getByRole('combobox', { name: 'Subject' })
  // FORM-021: the categories of the fixture, and their subjects grouped under them.
  await expect(category.getByRole('option')).toHaveText([
    'Choose…',
    'Orders and delivery',
    'Returns and refunds',
    'Products and sizing',
    'Account and XPLR Pass',
  ])
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace')
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@')
  await category.selectOption('returns')
  // With JavaScript the subjects are the chosen category's; without, all of them under their category.
  await expect(subject.getByRole('option')).toHaveCount(isNoJs() ? 10 : 3)
  await subject.selectOption('refund-status')
  await page.getByRole('textbox', { name: 'Message' }).fill('My refund has not arrived.')
  await page.getByRole('button', { name: 'Send message' }).click()

  // Bad input: the message at the field, everything typed kept.
  const email = page.getByRole('textbox', { name: 'Email' })
  await expect(page.getByText('Email is not valid')).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveValue('ada@')
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('My refund has not arrived.')
  await expect(subject).toHaveValue('refund-status')
  await expectAccessible(page)

  await email.fill('ada@example.com')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page).toHaveURL(/\/en-us\/help\/contact-us\/sent$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, your message was sent' }),
  ).toBeVisible()
  await expect(page.getByText('Your reference: CU-000001')).toBeVisible()
  await expectAccessible(page)
  // FORM-020: one message reached the service.
  expect(await emulatorList(page, 'contact-us')).toMatchObject([
    { referenceId: 'CU-000001', email: 'ada@example.com', category: 'returns', subject: 'refund-status' },
  ])
})

test('FORM-022 a guest files a warranty claim with a photo and gets the case number', async ({ page }) => {
  await page.goto(contactUsPath('en-us'))
  // The footer's help column leads to the claim form.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Warranty claim' }).click()
  await expect(page).toHaveURL(/\/en-us\/help\/warranty$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Warranty claim' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('textbox', { name: 'Product name or style number' }).fill('Summit Shell Jacket')
  await page.getByLabel('Purchase date').fill('2026-01-15')
  await page.getByRole('textbox', { name: 'What went wrong?' }).fill('The zip came apart after two hikes.')
  await page.getByRole('textbox', { name: 'Email' }).fill('guest@example.com')
  const photos = page.getByLabel('Photos')
  // A photo over 5 MB: refused at the photos, the text kept, and the shopper told to choose photos again.
  await photos.setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(6 * 1024 * 1024),
  })
  await page.getByRole('button', { name: 'Send claim' }).click()
  await expect(page.getByText('Each photo must be at most 5 MB')).toBeVisible()
  await expect(photos).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Photos cannot be kept when a form is sent back')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'What went wrong?' })).toHaveValue(
    'The zip came apart after two hikes.',
  )
  await expectAccessible(page)
  expect(await emulatorList(page, 'warranty-claims')).toEqual([])

  await photos.setInputFiles(PHOTO)
  await page.getByRole('button', { name: 'Send claim' }).click()
  await expect(page).toHaveURL(/\/en-us\/help\/warranty\/sent$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your warranty claim was received' }),
  ).toBeVisible()
  await expect(page.getByText('Case number: WC-000001')).toBeVisible()
  await expectAccessible(page)
  expect(await emulatorList(page, 'warranty-claims')).toMatchObject([
    {
      caseNumber: 'WC-000001',
      product: 'Summit Shell Jacket',
      query: { country: 'US' },
      photos: [{ name: 'broken-zip.png', type: 'image/png' }],
    },
  ])
})

test('CHK-024 ERR-055 CMS-004 a shopper checks a gift card balance; a wrong PIN shows at the card number', async ({
  page,
}) => {
  await page.goto(giftCardBalancePath('en-us'))
  // The gift-card content page, then the balance form.
  await expect(page.getByText('Gift cards never expire')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Check your gift card balance' })).toBeVisible()
  await expectAccessible(page)

  const number = page.getByRole('textbox', { name: 'Gift card number' })
  const pin = page.getByRole('textbox', { name: 'PIN' })
  await number.fill('6006 4900 0000 0001')
  await pin.fill('9999')
  await page.getByRole('button', { name: 'Check balance' }).click()
  await expect(page.getByText(errorMessage('GFC800'))).toBeVisible()
  await expect(number).toHaveAttribute('aria-invalid', 'true')
  await expect(number).toHaveValue('6006 4900 0000 0001')
  // The PIN never comes back in the page.
  if (isNoJs()) await expect(pin).toHaveValue('')
  await expectAccessible(page)

  await pin.fill('1111')
  await page.getByRole('button', { name: 'Check balance' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Balance: $50.00' })).toBeVisible()
  await expect(number).not.toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)
})
