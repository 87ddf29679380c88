import { expect, test } from './test.ts'
import { EMULATOR_URL, expectAccessible, resetEmulator } from './helpers.ts'
import { addToCart, BOTTLE, SHOE } from './shop.ts'
import { cartPath, homePath } from '#app/domain/paths/paths.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

interface Captured {
  method: string
  path: string
}

test('CART-060 a reload keeps the cart badge without a cart call, and the cart survives in the server session', async ({
  page,
  context,
  request,
}) => {
  await addToCart(page, SHOE)
  await addToCart(page, BOTTLE)
  await page.goto(homePath('en-us'))
  const badge = page.getByRole('link', { name: /^Cart, 2 items/ })
  await expect(badge).toBeVisible()

  // The badge count comes from the session: a reload shows it without reading the cart upstream.
  await request.delete(`${EMULATOR_URL}/__emulator/requests`)
  await page.reload()
  await expect(badge).toBeVisible()
  const calls = (await (await request.get(`${EMULATOR_URL}/__emulator/requests`)).json()) as Captured[]
  expect(calls.filter((c) => c.method === 'GET' && c.path.startsWith('/cart/v1/cart/'))).toEqual([])

  // The cart page, reloaded, still holds both lines.
  await badge.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible()
  await page.reload()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: SHOE.name })).toBeVisible()
  await expect(main.getByRole('link', { name: BOTTLE.name })).toBeVisible()
  await expectAccessible(page)

  // A second tab of the same browser has the same cart: it lives in the session cookie, out of reach
  // of page scripts.
  const other = await context.newPage()
  await other.goto(cartPath('en-us'))
  await expect(other.getByRole('link', { name: /^Cart, 2 items/ })).toBeVisible()
  await expect(other.getByRole('main').getByRole('link', { name: BOTTLE.name })).toBeVisible()
  const session = (await context.cookies()).find((c) => c.name === '__session')
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  await other.close()
})
