import { expect, test } from './test.ts'
import { expectAccessible, resetEmulator } from './helpers.ts'
import { categoryPath, productPath, signUpPath } from '#app/domain/paths/paths.ts'

/**
 * What French and German shoppers read beyond our catalogues: the product's features and image texts,
 * the listing's sorts and the site's own espots come in their language; and a phone number is judged
 * by the phone code the shopper picked, whatever the site's country.
 */
test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('a German product page lists its features and names its images in German, and its listing sorts in German', async ({
  page,
}) => {
  await page.goto(productPath('de-de', 'tempo-trail-runner-RS100001', { color: '001' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Tempo Trail-Laufschuh' })).toBeVisible()
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Steinschutzplatte unter dem Vorfuß' }),
  ).toBeVisible()
  await expect(page.getByText('Rock plate under the forefoot')).toHaveCount(0)
  await expect(page.getByRole('img', { name: 'Tempo Trail-Laufschuh, Schwarz', exact: true })).toBeVisible()
  await expect(page.getByRole('img', { name: /, view \d$/ })).toHaveCount(0)
  await expect(page.getByText('Free returns within 60 days')).toHaveCount(0)
  await expectAccessible(page)

  await page.goto(categoryPath('de-de', 'running-shoes-1010'))
  await expect(page.getByRole('option', { name: 'Preis: aufsteigend' })).toBeAttached()
  await expect(page.getByRole('option', { name: 'Price: low to high' })).toHaveCount(0)
  await expect(page.getByText('Best Seller', { exact: true })).toHaveCount(0)
  await expectAccessible(page)
})

test('VAL-020 VAL-021 VAL-022 on the US site, a French mobile with +33 is accepted and a US number with +33 is not', async ({
  page,
}, testInfo) => {
  await page.goto(signUpPath('en-us'))
  await page.getByLabel('First name').fill('Camille')
  await page.getByLabel('Last name').fill('Durand')
  await page
    .getByLabel('Email', { exact: true })
    .fill(`e2e-phone-${testInfo.project.name}-${Date.now()}@example.com`)
  await page.getByLabel('Password', { exact: true }).fill('Trail2025x')
  await page.getByLabel('Country code').selectOption('FR')
  await page.getByLabel('Mobile phone').fill('2125550142')
  await page.getByLabel(/I have read and accept the privacy policy/).check()
  await page.getByRole('button', { name: 'Create account' }).click()

  const phone = page.getByLabel('Mobile phone')
  await expect(phone).toHaveAccessibleDescription(/A valid phone number is required/)
  await expect(page.getByLabel('Country code')).toHaveValue('FR')
  await expectAccessible(page)

  await phone.fill('6 12 34 56 78')
  // The SMS opt-in is required with a phone on this site; a valid number for +33 keeps it ticked.
  await page.getByLabel('Text me offers and order updates').check()
  await page.getByLabel('Password', { exact: true }).fill('Trail2025x')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByLabel('Text me offers and order updates')).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been created.' })).toBeVisible()
})
