import { expect, test, type Page } from './test.ts'
import { expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { cartPath, productPath } from '#app/domain/paths/paths.ts'

const NAME = 'Tempo Trail Runner'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const js = () => test.info().project.use.javaScriptEnabled !== false

/** Adds the shoe from its product page in `locale`, with that page's button and confirmation. */
async function addShoe(page: Page, locale: string, button: string, added: string) {
  await page.goto(productPath(locale, 'tempo-trail-runner-RS100001', { color: '001', size: '9' }))
  const add = page.getByRole('button', { name: button, exact: true })
  if (js()) await expectHydrated(add)
  await add.click()
  await expect(page.getByRole('status').filter({ hasText: added })).toBeVisible()
}

test('CART-002 a German cart shows the VAT its total includes; a US cart, the US site’s own, adds its tax as a line', async ({
  page,
}) => {
  await addShoe(page, 'de-de', 'In den Warenkorb', 'Zum Warenkorb hinzugefügt.')
  await page.goto(cartPath('de-de'))
  const summary = page.getByRole('main')
  await expect(summary.getByRole('term').filter({ hasText: /^Gesamt$/ })).toBeVisible()
  await expect(summary.getByRole('term').filter({ hasText: /^Inkl\. MwSt\.$/ })).toBeVisible()
  await expect(summary.getByRole('term').filter({ hasText: /^Steuern$/ })).toHaveCount(0)
  await expectAccessible(page)

  await addShoe(page, 'en-us', 'Add to cart', 'Added to your cart.')
  await page.goto(cartPath('en-us'))
  const us = page.getByRole('main')
  await expect(us.getByRole('term').filter({ hasText: /^Tax$/ })).toBeVisible()
  await expect(us.getByRole('term').filter({ hasText: /^Including VAT$/ })).toHaveCount(0)
  // The US site's own cart, in dollars, with the one shoe added there: the German cart stays on its site.
  await expect(
    us
      .getByRole('definition')
      .filter({ hasText: /^\$129\.95$/ })
      .first(),
  ).toBeVisible()
  await expectAccessible(page)
})

test('CHK-007 CART-011 a Canadian line is not offered a pick-up point; a US line is', async ({ page }) => {
  for (const locale of ['en-ca', 'en-us']) {
    await addShoe(page, locale, 'Add to cart', 'Added to your cart.')
    await page.goto(cartPath(locale))
    const line = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: NAME }) })
    const change = line.getByRole('link', { name: 'Change delivery' })
    if (js()) await expectHydrated(change)
    await change.click()
    const scope = js() ? page.getByRole('dialog', { name: `Delivery for ${NAME}` }) : page.getByRole('main')
    await expect(scope.getByRole('heading', { level: 2, name: 'Deliver to your address' })).toBeVisible()
    await expect(scope.getByRole('heading', { level: 2, name: 'Pick-up point' })).toHaveCount(
      locale === 'en-ca' ? 0 : 1,
    )
    await expectAccessible(page)
  }
})
