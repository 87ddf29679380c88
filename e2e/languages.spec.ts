import { expect, test, type Page } from './test.ts'
import { expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { cartPath, productPath } from '#app/domain/paths/paths.ts'

/**
 * French and German shops (decision 046): the server renders the page in the locale's language, the
 * browser loads that language's catalogues before it hydrates, so the text never changes and React
 * finds nothing to correct. RS100001 colour 001 is pinned in the seed: size 9 in stock, 11 sold out.
 */
// The emulator names the product in the request's language (its French and German shop data).
const NAME_DE = 'Tempo Trail-Laufschuh'
const NAME_FR = 'Chaussure de trail Tempo'
const isNoJs = () => test.info().project.use.javaScriptEnabled === false

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

/**
 * Errors the page's code logs: a hydration mismatch, a chunk that fails to load, an exception. Not the
 * browser's own notes on responses (the journeys' guard checks our data requests' statuses, e2e/test.ts)
 * or on what the CSP blocks (the device wallet's payment request looks up its method's manifest, in
 * every language).
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() !== 'error' || /^Failed to load resource|Content Security Policy/.test(text)) return
    errors.push(text)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test('issue 17 §1 §6 CAT-024 a German product page: German text and product data, euro prices with German separators, a German field error, hydrated without errors', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await page.goto(productPath('de-de', 'tempo-trail-runner-RS100001', { color: '001', size: '9' }))
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  await expect(page).toHaveTitle(`${NAME_DE} | Trailhead Outfitters`)
  await expect(page.getByRole('heading', { level: 1, name: NAME_DE })).toBeVisible()
  // The product's own text as the emulator's German shop data has it, not the English.
  await expect(page.getByText(/^Unser Trailschuh für jeden Tag/)).toBeVisible()
  const addToCart = page.getByRole('button', { name: 'In den Warenkorb', exact: true })
  await expect(addToCart).toBeEnabled()
  await expect(page.getByRole('status').filter({ hasText: 'Auf Lager' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Größentabelle' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached()
  // Euros as Germans write them: decimal comma, the sign after the amount.
  await expect(page.getByText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/).first()).toBeVisible()
  await expect(page.getByText(/\$\d/)).toHaveCount(0)
  if (!isNoJs()) {
    await expectHydrated(addToCart)
    // Still German once React runs: the catalogues came before hydration.
    await expect(addToCart).toBeVisible()
  }
  await expectAccessible(page)

  // A sold-out size: the notify-me form answers a bad address in German, at the field.
  await page.goto(productPath('de-de', 'tempo-trail-runner-RS100001', { color: '001', size: '11' }))
  await expect(page.getByRole('status').filter({ hasText: 'Nicht auf Lager' })).toBeVisible()
  const notify = page.getByRole('region', { name: 'Benachrichtigen, wenn wieder verfügbar' })
  const email = notify.getByLabel('E-Mail-Adresse')
  if (!isNoJs()) await expectHydrated(email)
  await email.fill('pat@example')
  await notify.getByRole('button', { name: 'Benachrichtigen' }).click()
  await expect(notify.getByText('Die E-Mail-Adresse ist ungültig')).toBeVisible()
  await expect(email).toHaveValue('pat@example')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)

  // A page whose code brings namespaces of its own (the cart's): German as well, after a navigation.
  await page.getByRole('link', { name: /^Warenkorb, \d+ Artikel$/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Warenkorb' })).toBeVisible()
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible()
  await expectAccessible(page)
  expect(errors).toEqual([])
})

test('issue 17 §1 CAT-024 a Canadian French product page: French text, prices in CAD with the code', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await page.goto(productPath('fr-ca', 'tempo-trail-runner-RS100001', { color: '001', size: '9' }))
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  await expect(page.getByRole('heading', { level: 1, name: NAME_FR })).toBeVisible()
  const addToCart = page.getByRole('button', { name: 'Ajouter au panier', exact: true })
  await expect(addToCart).toBeEnabled()
  await expect(page.getByRole('status').filter({ hasText: 'En stock' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Guide des tailles' })).toBeVisible()
  // French Canadian amounts: decimal comma, then the currency's code (CAT-024), never a bare $.
  await expect(page.getByText(/^\d{1,3}(\s\d{3})*,\d{2}\sCAD$/).first()).toBeVisible()
  await expect(page.getByText(/\$\d/)).toHaveCount(0)
  if (!isNoJs()) {
    await expectHydrated(addToCart)
    await expect(addToCart).toBeVisible()
  }
  await expectAccessible(page)
  expect(errors).toEqual([])
})

test('decision 071 CAT-003 US English on en-us, British English on en-gb: a product page and its cart, hydrated without errors', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await page.goto(productPath('en-us', 'tempo-trail-runner-RS100001', { color: '002', size: '9' }))
  await expect(page.getByText('Color: Navy')).toBeVisible()
  await expect(page.getByText(/Colour/)).toHaveCount(0)

  await page.goto(productPath('en-gb', 'tempo-trail-runner-RS100001', { color: '002', size: '9' }))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
  await expect(page.getByText('Colour: Navy')).toBeVisible()
  const addToCart = page.getByRole('button', { name: 'Add to cart', exact: true })
  if (!isNoJs()) {
    await expectHydrated(addToCart)
    // Still British once React runs: the overlay came before hydration.
    await expect(page.getByText('Colour: Navy')).toBeVisible()
  }
  await expectAccessible(page)
  await addToCart.click()
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible()
  await page.goto(cartPath('en-gb'))
  await expect(page.getByText(/^Colour: Navy/).first()).toBeVisible()
  await expectAccessible(page)
  expect(errors).toEqual([])
})
