import { expect, test } from './test.ts'
import { expectAccessible, resetEmulator } from './helpers.ts'
import { categoryPath } from '#app/domain/paths/paths.ts'

/**
 * Issue 17 §6: the shop's own copy from the emulator — utility bar, category content, listing labels,
 * the 404 page — reads in the page's language, with and without JavaScript.
 */

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('issue 17 §6 PLAT-003 a de-de category page shows the German utility bar, category text and facet names', async ({
  page,
}) => {
  await page.goto(categoryPath('de-de', 'footwear-1000'))
  await expect(page.getByText('Kostenlose Rücksendung innerhalb von 60 Tagen')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Filiale finden' }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Die richtige Wahl' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Fragen Sie unser Anpassungsteam' })).toBeVisible()
  await expect(page.getByText('Farbe', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Free returns within 60 days')).toHaveCount(0)
  await expectAccessible(page)
})

test('issue 17 §6 PLAT-003 the fr-fr 404 page reads in French and its category links still lead to the categories', async ({
  page,
}) => {
  const response = await page.goto(categoryPath('fr-fr', 'nothing-9999'))
  expect(response?.status()).toBe(404)
  await expect(
    page.getByText('La page que vous cherchez a peut-être été déplacée ou n’existe plus.'),
  ).toBeVisible()
  const apparel = page.getByRole('main').getByRole('link', { name: 'Vêtements', exact: true })
  await expect(apparel).toHaveAttribute('href', /\/c\/apparel-2000$/)
  await expectAccessible(page)
})
