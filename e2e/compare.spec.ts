import { expect, test } from './test.ts'
import { EMULATOR_URL, expectAccessible, resetEmulator } from './helpers.ts'
import { categoryPath, comparePath } from '#app/domain/paths/paths.ts'

const isNoJs = () => test.info().project.use.javaScriptEnabled === false

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test.afterEach(async ({ request }) => {
  await request.delete(`${EMULATOR_URL}/__emulator/faults`)
})

test('CAT-038 ticks two products on a listing, compares them and sees them side by side', async ({
  page,
}) => {
  await page.goto(categoryPath('en-us', 'running-shoes-1010'))
  await expect(page.getByRole('heading', { level: 1, name: 'Running Shoes' })).toBeVisible()
  const first = page.getByRole('checkbox', { name: 'Compare Tempo Trail Runner', exact: true })
  const bar = page.getByRole('form', { name: 'Compare products' })
  // The bar shows once a product is ticked.
  await expect(bar).toBeHidden()
  // The tiles are the server's markup, kept as drawn (decision 100): the bar listens once the page has
  // hydrated.
  if (!isNoJs()) await page.locator('body[data-links-in-page]').waitFor({ state: 'attached' })
  await first.check()
  await expect(bar).toBeVisible()
  const second = page.getByRole('checkbox', { name: 'Compare Tempo Trail Runner 2 Women', exact: true })
  await second.check()
  if (!isNoJs()) await expect(bar.getByRole('status')).toHaveText('2 products selected')
  await expectAccessible(page)
  await bar.getByRole('button', { name: 'Compare selected' }).click()

  await expect(page).toHaveURL(/\/en-us\/compare\?ids=RS10000[18]&ids=RS10000[18]$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Compare products' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Comparison of 2 products' })
  await expect(table.getByRole('columnheader')).toHaveCount(2)
  for (const name of ['Tempo Trail Runner', 'Tempo Trail Runner 2 Women']) {
    await expect(table.getByRole('columnheader').getByRole('link', { name, exact: true })).toBeVisible()
  }
  for (const row of ['Price', 'Rating', 'Weight', 'Heel-to-toe drop', 'Cushioning', 'Waterproof']) {
    await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible()
  }
  await expect(table.getByRole('row', { name: /^Price/ })).toContainText('$129.95')
  await expectAccessible(page)

  await table.getByRole('link', { name: 'Tempo Trail Runner', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tempo Trail Runner' })).toBeVisible()
})

test('CAT-038 one product is not a comparison; a failed compare call still shows the products', async ({
  page,
  request,
}) => {
  await page.goto(comparePath('en-us', 'ids=RS100001'))
  await expect(page.getByText('Select at least 2 products to compare.')).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  await expectAccessible(page)

  await request.post(`${EMULATOR_URL}/__emulator/faults`, {
    data: { path: '/fapi/components/compare', status: 503, errorId: 'GEN500' },
  })
  await page.goto(comparePath('en-us', 'ids=RS100001&ids=JK100001'))
  await expect(page.getByText('Compare details are unavailable right now.', { exact: false })).toBeVisible()
  const table = page.getByRole('table', { name: 'Comparison of 2 products' })
  await expect(table.getByRole('rowheader', { name: 'Price' })).toBeVisible()
  await expect(table.getByRole('rowheader', { name: 'Weight' })).toHaveCount(0)
  await expectAccessible(page)
})
