import { expect, test } from './test.ts'
import { expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { signInPath } from '#app/domain/paths/paths.ts'

/**
 * Issue 17 §1 on a German page: the error catalogue's German message on a wrong sign-in, with and without
 * JavaScript. The emulator's German shop data on the product page (§6) is checked with the rest of the
 * German product page in languages.spec.ts.
 */
const isNoJs = () => test.info().project.use.javaScriptEnabled === false

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
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
