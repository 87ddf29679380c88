import { expect, test } from './test.ts'
import { expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { payOnHostedPage, putInCart } from './shop.ts'
import { checkoutPath, productPath } from '#app/domain/paths/paths.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('a French shopper types their phone as in France, is asked for no state, and reads the address as France writes it', async ({
  page,
}) => {
  const js = test.info().project.use.javaScriptEnabled !== false
  await putInCart(page, {
    path: productPath('fr-fr', 'tempo-trail-runner-RS100001', { color: '001', size: '9' }),
  })
  await page.goto(checkoutPath('fr-fr', 'shipping'))
  const heading = page.getByRole('heading', { level: 1, name: 'Adresse de livraison' })
  await expect(heading).toBeVisible()
  if (js) await expectHydrated(heading)

  const form = page.getByRole('region', { name: 'Adresse de livraison' })
  // France has no state or province: the form does not ask for one.
  await expect(form.getByLabel('État / province')).toHaveCount(0)
  await expect(form.getByLabel('Code postal')).toBeVisible()

  await form.getByLabel('Adresse e-mail').fill('camille@example.com')
  await form.getByLabel('Prénom').fill('Camille')
  await form.getByLabel('Nom', { exact: true }).fill('Martin')
  await form.getByLabel('Adresse', { exact: true }).fill('12 rue Oberkampf')
  await form.getByLabel('Ville').fill('Paris')
  await form.getByLabel('Code postal').fill('75011')

  // A number that is not a French one: the field says which form is expected and keeps it.
  const phone = form.getByLabel('Téléphone')
  await phone.fill('06 12 34')
  await page.getByRole('button', { name: 'Continuer vers le règlement' }).click()
  await expect(phone).toHaveAccessibleDescription(/Saisissez un numéro français, par exemple 06 12 34 56 78/)
  await expect(phone).toHaveValue('06 12 34')
  await expectAccessible(page)

  await phone.fill('06 12 34 56 78')
  await page.getByRole('button', { name: 'Continuer vers le règlement' }).click()
  const payment = page.getByRole('heading', { level: 1, name: 'Règlement' })
  await expect(payment).toBeVisible()
  if (js) await expectHydrated(payment)

  await payOnHostedPage(page, {
    name: 'Camille Martin',
    button: /^Payer par carte$/,
    frameTitle: 'Informations de la carte',
    language: 'fr',
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Vérifiez votre commande' })).toBeVisible()
  const delivery = page.locator('address').first()
  await expect(delivery).toContainText('75011 Paris')
  await expect(delivery).not.toContainText('Paris 75011')
  await expect(delivery).toContainText('06 12 34 56 78')
  await expectAccessible(page)
})
