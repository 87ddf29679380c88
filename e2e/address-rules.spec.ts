import { expect, test } from './test.ts'
import { expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { checkoutPath, productPath } from '#app/domain/paths/paths.ts'

/**
 * Address rules from the utilities service (VAL-040, PLAT-058, decision 047): the German shop's
 * shipping step takes the service's German rules over the defaults. A German postal code never starts
 * with 00, which the defaults (five digits) would let through; the service says so in German.
 */
const GERMAN_MESSAGE = 'Eine deutsche Postleitzahl hat fünf Ziffern und beginnt nicht mit 00'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('VAL-040 PLAT-058 a German shopper fills the shipping address: a postal code the API rules refuse shows the German message at the field, a good one goes on to payment', async ({
  page,
}) => {
  await page.goto(productPath('de-de', 'tempo-trail-runner-RS100001', { color: '001', size: '9' }))
  const add = page.getByRole('button', { name: 'In den Warenkorb', exact: true })
  if (test.info().project.use.javaScriptEnabled !== false) await expectHydrated(add)
  await add.click()
  await expect(page.getByRole('status').filter({ hasText: 'Zum Warenkorb hinzugefügt.' })).toBeVisible()

  await page.goto(checkoutPath('de-de', 'shipping'))
  await expect(page.getByRole('heading', { level: 1, name: 'Lieferadresse' })).toBeVisible()
  const form = page.getByRole('region', { name: 'Lieferadresse' })
  const postalCode = form.getByLabel('Postleitzahl')
  // The service's mask, read with the field.
  await expect(postalCode).toHaveAccessibleDescription('Format: 99999')
  await form.getByLabel('E-Mail-Adresse').fill('lena@example.com')
  await form.getByLabel('Vorname').fill('Lena')
  await form.getByLabel('Nachname').fill('Schmidt')
  await form.getByLabel('Adresse', { exact: true }).fill('Invalidenstraße 12')
  await form.getByLabel('Stadt').fill('Berlin')
  await postalCode.fill('00123')
  await form.getByLabel('Telefon').fill('15123456789')
  await form.getByRole('button', { name: 'Weiter zur Zahlung' }).click()

  await expect(postalCode).toHaveAccessibleDescription(new RegExp(GERMAN_MESSAGE))
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true')
  await expect(postalCode).toHaveValue('00123')
  await expect(form.getByLabel('Adresse', { exact: true })).toHaveValue('Invalidenstraße 12')
  await expect(form.getByLabel('Stadt')).toHaveValue('Berlin')
  await expectAccessible(page)

  await postalCode.fill('10115')
  await form.getByRole('button', { name: 'Weiter zur Zahlung' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlung' })).toBeVisible()
  await expect(page.getByText(/Invalidenstraße 12/).first()).toBeVisible()
})
