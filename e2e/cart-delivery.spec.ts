import { expect, test, type Page } from './test.ts'
import { EMULATOR_URL, expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { cartPath, productPath } from '#app/domain/paths/paths.ts'

const SHOE = {
  path: productPath('en-us', 'tempo-trail-runner-RS100001', { color: '001', size: '9' }),
  name: 'Tempo Trail Runner',
}

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const js = () => test.info().project.use.javaScriptEnabled !== false

async function addShoe(page: Page) {
  await page.goto(SHOE.path)
  await expect(page.getByRole('heading', { level: 1, name: SHOE.name })).toBeVisible()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible()
}

function shoeLine(page: Page) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: SHOE.name }) })
}

test('CHK-007 CART-011 a line goes to a pick-up point chosen by postal code from its delivery dialog (page without JavaScript)', async ({
  page,
}) => {
  await addShoe(page)
  await page.goto(cartPath('en-us'))
  const change = shoeLine(page).getByRole('link', { name: 'Change delivery' })
  if (js()) await expectHydrated(change)
  await change.click()
  const scope = js()
    ? page.getByRole('dialog', { name: `Delivery for ${SHOE.name}` })
    : page.getByRole('main')
  await expect(scope.getByRole('heading', { level: 2, name: 'Pick-up point' })).toBeVisible()
  await scope.getByRole('textbox', { name: 'Postal code', exact: true }).fill('97209')
  await scope.getByRole('button', { name: 'Find pick-up points' }).click()
  const choose = scope.getByRole('button', { name: 'Collect here: ParcelBox Pearl District' })
  await expect(choose).toBeVisible()
  await expect(scope.getByText('1005 NW Glisan Street, 97209 Portland')).toBeVisible()
  await expectAccessible(page)
  await choose.click()
  await expect(page.getByRole('status').filter({ hasText: 'Delivery updated.' })).toBeVisible()
  await expect(page).toHaveURL(/\/en-us\/cart$/)
  await expect(
    shoeLine(page).getByText(
      'Pick-up point: ParcelBox Pearl District, 1005 NW Glisan Street, 97209 Portland',
    ),
  ).toBeVisible()
  await expectAccessible(page)
})

test('CART-024 the store search lists each store with its street address', async ({ page }) => {
  await addShoe(page)
  await page.goto(cartPath('en-us'))
  const change = shoeLine(page).getByRole('link', { name: 'Change delivery' })
  if (js()) await expectHydrated(change)
  await change.click()
  const scope = js()
    ? page.getByRole('dialog', { name: `Delivery for ${SHOE.name}` })
    : page.getByRole('main')
  await scope.getByRole('textbox', { name: 'Postal code or city' }).fill('97201')
  await scope.getByRole('button', { name: 'Find stores' }).click()
  await expect(scope.getByText('1120 NW Everett Street, Portland')).toBeVisible()
})

test('CART-030 a pickup store that no longer has the item puts a notice on the line', async ({
  page,
  request,
}) => {
  await addShoe(page)
  await page.goto(cartPath('en-us'))
  const change = shoeLine(page).getByRole('link', { name: 'Change delivery' })
  if (js()) await expectHydrated(change)
  await change.click()
  const scope = js()
    ? page.getByRole('dialog', { name: `Delivery for ${SHOE.name}` })
    : page.getByRole('main')
  await scope.getByRole('textbox', { name: 'Postal code or city' }).fill('97209')
  await scope.getByRole('button', { name: 'Find stores' }).click()
  await scope.getByRole('button', { name: 'Pick up here: Ridgeline Portland Pearl District' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Delivery updated.' })).toBeVisible()
  const notice = 'Ridgeline Portland Pearl District no longer has this item.'
  await expect(shoeLine(page).getByText(notice)).toHaveCount(0)

  // The size sells out everywhere, the store's units with it.
  const sold = await request.post(`${EMULATOR_URL}/__emulator/stock`, {
    data: { upc: '846121001041', quantity: 0 },
  })
  expect(sold.ok()).toBe(true)
  await page.reload()
  await expect(shoeLine(page).getByText(notice, { exact: false })).toBeVisible()
  await expectAccessible(page)
})
