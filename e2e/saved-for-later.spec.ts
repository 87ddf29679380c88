import { expect, test } from './test.ts'
import { expectAccessible, resetEmulator, signInAs } from './helpers.ts'
import { addToCart, SHOE } from './shop.ts'
import { accountPath } from '#app/domain/paths/paths.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('CART-032 CART-039 a signed-in shopper saves a cart line for later, finds it under the cart, and moves it back', async ({
  page,
}) => {
  await signInAs(page, 'shopper@example.com')
  await addToCart(page, SHOE)

  // The account's "Saved for later" is the list under the cart: the page goes down to it, empty so far.
  await page.goto(accountPath('en-us'))
  await page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'Saved for later' })
    .click()
  await expect(page).toHaveURL(/\/en-us\/cart#saved-for-later$/)
  const main = page.getByRole('main')
  const none = main.getByRole('region', { name: 'Saved for later' })
  await expect(none).toBeInViewport()
  await expect(none).toContainText('Nothing is saved for later.')
  const cartLine = main
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Save for later: ${SHOE.name}` }) })
  await expect(cartLine).toHaveCount(1)
  await cartLine.getByRole('button', { name: `Save for later: ${SHOE.name}` }).click()

  await expect(page.getByRole('status').filter({ hasText: 'Saved for later' })).toBeVisible()
  const saved = main.getByRole('region', { name: /^Saved for later/ })
  await expect(saved.getByRole('link', { name: SHOE.name })).toBeVisible()
  // The line left the cart: no line offers to save it any more.
  await expect(main.getByRole('button', { name: `Save for later: ${SHOE.name}` })).toHaveCount(0)
  await expectAccessible(page)

  await saved.getByRole('button', { name: `Move to cart: ${SHOE.name}` }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Moved to your cart' })).toBeVisible()
  await expect(main.getByRole('button', { name: `Save for later: ${SHOE.name}` })).toHaveCount(1)
  await expect(main.getByRole('button', { name: `Move to cart: ${SHOE.name}` })).toHaveCount(0)
  await expectAccessible(page)
})
