import { expect, test, type Page } from './test.ts'
import { EMULATOR_URL, expectAccessible, resetEmulator, signInAs } from './helpers.ts'
import { BOTTLE as SHOP_BOTTLE, putInCart, SHOE } from './shop.ts'
import { signInPath } from '#app/domain/paths/paths.ts'

const BOTTLE = { ...SHOP_BOTTLE, upc: '846126001008' }

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

async function signIn(page: Page) {
  await page.goto(signInPath('en-us'))
  await page.getByLabel('Email').fill('shopper@example.com')
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/en-us\/account$/)
}

/** The account keeps a cart with the bottle from an earlier visit (another browser, still signed in). */
async function earlierVisit(page: Page) {
  await signInAs(page, 'shopper@example.com')
  await putInCart(page, BOTTLE)
  await page.context().clearCookies()
}

// The merged-cart notice itself, and the merged cart's lines: identity.spec.ts.
test('CART-059 when the merged cart carries an out-of-stock item, the out-of-stock notification shows instead', async ({
  page,
  request,
}) => {
  await earlierVisit(page)
  const sold = await request.post(`${EMULATOR_URL}/__emulator/stock`, {
    data: { upc: BOTTLE.upc, quantity: 0 },
  })
  expect(sold.ok()).toBe(true)
  await putInCart(page, SHOE)
  await signIn(page)
  const notice = page.getByRole('alert').filter({ hasText: 'Some items in your cart are out of stock.' })
  await expect(notice).toBeVisible()
  await expect(page.getByText('Items from your last visit have been added to your cart.')).toHaveCount(0)
  await expectAccessible(page)
  await notice.getByRole('link', { name: 'View cart' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible()
  await expect(page.getByRole('main').getByText('This item is out of stock.').first()).toBeVisible()
})
