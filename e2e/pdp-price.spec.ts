import { expect, test, type Page } from './test.ts'
import { expectAccessible } from './helpers.ts'
import { productPath } from '#app/domain/paths/paths.ts'

/** Seed prices (USD): RS100003 119.95 → 89.95, lowest before 99.95; RS100006 99.95 → 74.95, lowest 74.95. */
const ON_SALE = {
  path: productPath('en-us', 'cloudline-daily-trainer-RS100003'),
  name: 'Cloudline Daily Trainer',
}
const BEST_EVER = { path: productPath('en-us', 'pacer-lite-RS100006'), name: 'Pacer Lite' }
const GIFT_CARD = {
  path: productPath('en-us', 'ridgeline-digital-gift-card-GC100001'),
  name: 'Ridgeline Digital Gift Card',
}
const OMNIBUS = /^Lowest price in the 30 days before this discount: /

async function openProduct(page: Page, { path, name }: { path: string; name: string }) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  // The product's own section: recommended products further down have prices of their own.
  return page.getByRole('main').getByRole('region', { name })
}

test('CAT-021 CAT-022 CONST-044 a reduced product shows the struck original, the reduction and the omnibus line', async ({
  page,
}) => {
  const main = await openProduct(page, ON_SALE)
  const original = main.getByText('Original price $119.95', { exact: true })
  await expect(original).toBeVisible()
  await expect(original).toHaveCSS('text-decoration-line', 'line-through')
  await expect(main.getByText('−25%', { exact: true })).toBeVisible()
  // What a screen reader gets: the prices named, the reduction in words instead of "−25%".
  await expect(main).toMatchAriaSnapshot(`
    - paragraph: Sale price $89.95 Original price $119.95 25% off
  `)
  await expect(main.getByText(OMNIBUS)).toHaveText('Lowest price in the 30 days before this discount: $99.95')
  await expectAccessible(page)
})

test('CAT-022 A31 no omnibus line when the sale price is the lowest price it has had', async ({ page }) => {
  const main = await openProduct(page, BEST_EVER)
  await expect(main.getByText('Original price $99.95', { exact: true })).toBeVisible()
  await expect(main.getByText('−25%', { exact: true })).toBeVisible()
  await expect(main.getByText(OMNIBUS)).toHaveCount(0)
  await expectAccessible(page)
})

test('CAT-021 a gift card shows its price range from the lowest amount', async ({ page }) => {
  const main = await openProduct(page, GIFT_CARD)
  await expect(main.getByText('From $25.00', { exact: true })).toBeVisible()
  await expect(main.getByText(/^Original price/)).toHaveCount(0)
  await expectAccessible(page)
})

test('CAT-024 CONST-044 on the Canadian site prices show the CAD code and the reduction one decimal', async ({
  page,
}) => {
  const main = await openProduct(page, { ...ON_SALE, path: ON_SALE.path.replace('/en-us/', '/en-ca/') })
  await expect(main.getByText(/^Original price CAD\s161\.95$/)).toBeVisible()
  await expect(main.getByText('−25.3%', { exact: true })).toBeVisible()
  await expect(main.getByText(OMNIBUS)).toHaveText(/CAD\s134\.95$/)
  await expectAccessible(page)
})
