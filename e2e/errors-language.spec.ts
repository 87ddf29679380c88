import { expect, test } from './test.ts'
import { expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { productPath, signInPath } from '#app/domain/paths/paths.ts'

/**
 * Issue 17 §1 and §6 on a German page: the emulator's German shop data on the product page, and the
 * error catalogue's German message on a wrong sign-in, with and without JavaScript.
 */
const isNoJs = () => test.info().project.use.javaScriptEnabled === false

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('issue 17 §6 CAT-024 the de-de product page shows the German product name and a euro price', async ({
  page,
}) => {
  await page.goto(productPath('de-de', 'tempo-trail-runner-RS100001', { color: '001', size: '9' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Tempo Trail-Laufschuh' })).toBeVisible()
  await expect(page.getByText(/^Unser Trailschuh für jeden Tag/)).toBeVisible()
  await expect(page.getByText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/).first()).toBeVisible()
  await expect(page.getByText(/\$\d/)).toHaveCount(0)
  await expectAccessible(page)
})

test('issue 17 §1 ERR-010 a wrong sign-in on de-de shows the German message above the form, the email kept', async ({
  page,
}) => {
  await page.goto(signInPath('de-de'))
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible()
  const main = page.getByRole('main')
  const email = main.getByLabel('E-Mail-Adresse')
  if (!isNoJs()) await expectHydrated(email)
  await email.fill('shopper@example.com')
  await main.getByLabel('Passwort', { exact: true }).fill('not-the-password')
  await main.getByRole('button', { name: 'Anmelden', exact: true }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Die E-Mail-Adresse oder das Passwort ist falsch. Bitte versuchen Sie es erneut.' }),
  ).toBeVisible()
  await expect(page.getByText('The email or password is incorrect.')).toHaveCount(0)
  await expect(main.getByLabel('E-Mail-Adresse')).toHaveValue('shopper@example.com')
  await expectAccessible(page)
})
