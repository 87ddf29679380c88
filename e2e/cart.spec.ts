import { expect, test } from './test.ts'
import { EMULATOR_URL, expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { addToCart, BOTTLE, SHOE } from './shop.ts'
import { cartPath } from '#app/domain/paths/paths.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('CART-019 CART-020 CART-045 CART-062 ERR-076 a shopper adds two items, changes a quantity and uses promo codes', async ({
  page,
}) => {
  await addToCart(page, SHOE)
  await expectAccessible(page)
  await addToCart(page, BOTTLE)

  await page.goto(cartPath('en-us'))
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible()
  await expect(main.getByRole('heading', { level: 2, name: 'Delivery' })).toBeVisible()
  await expect(main.getByRole('link', { name: SHOE.name })).toBeVisible()
  await expect(main.getByRole('link', { name: BOTTLE.name })).toBeVisible()
  await expect(main.getByText('2 items', { exact: true })).toBeVisible()
  // The distance to free shipping is an approaching promotion (CART-066).
  await expect(main.getByText(/more to get a free gift\.$/)).toBeVisible()
  await expectAccessible(page)

  // Quantity: the bottle to 2.
  const bottleLine = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: BOTTLE.name }) })
  // The field shows "Quantity" under the line's name; read on its own, its name says which product.
  await expect(bottleLine.getByText('Quantity', { exact: true })).toBeVisible()
  await bottleLine.getByLabel(`Quantity for ${BOTTLE.name}`).fill('2')
  await bottleLine.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The quantity was updated.' })).toBeVisible()
  await expect(main.getByText('3 items', { exact: true })).toBeVisible()
  await expect(bottleLine.getByLabel(`Quantity for ${BOTTLE.name}`)).toHaveValue('2')
  await expectAccessible(page)

  // WELCOME10: 10% off the order, shown in the totals and the promo summary.
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  await summary.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10')
  await summary.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Promo code WELCOME10 applied.' })).toBeVisible()
  await expect(summary.getByText('Discount', { exact: true })).toBeVisible()
  await expect(summary.getByText('10% off your order')).toBeVisible()
  await expectAccessible(page)

  // EXPIRED: the spec's message at the field, what was typed kept.
  await summary.getByRole('textbox', { name: 'Promo code' }).fill('EXPIRED')
  await summary.getByRole('button', { name: 'Apply' }).click()
  await expect(summary.getByRole('alert')).toHaveText('This promo code has expired.')
  await expect(summary.getByRole('textbox', { name: 'Promo code' })).toHaveValue('EXPIRED')
  await expectAccessible(page)

  // Removing WELCOME10 takes the discount away.
  await summary.getByRole('button', { name: 'Remove promo code WELCOME10' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Promo code WELCOME10 removed.' })).toBeVisible()
  await expect(summary.getByText('Discount', { exact: true })).toHaveCount(0)
  await expectAccessible(page)
})

test('ERR-076 with JavaScript a refused promo code shows its message with no console error, and the cart is not read again @js-only', async ({
  page,
}) => {
  await addToCart(page, BOTTLE)
  await page.goto(cartPath('en-us'))
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  const apply = summary.getByRole('button', { name: 'Apply' })
  await expectHydrated(apply)
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  const posts: string[] = []
  // The routes whose loaders the cart page reads again: React Router names them, or leaves the list out
  // when it reads every one.
  const readAgain: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname !== '/en-us/cart.data') return
    if (request.method() === 'POST') posts.push(url.pathname)
    else readAgain.push(url.searchParams.get('_routes') ?? 'every route')
  })
  const refusal = page.waitForResponse((response) => response.request().method() === 'POST')
  // After a post the router reads loaders again before the fetcher goes idle and the reply shows.
  const readBack = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && new URL(response.url()).pathname === '/en-us/cart.data',
  )

  await summary.getByRole('textbox', { name: 'Promo code' }).fill('EXPIRED')
  await apply.click()
  await expect(summary.getByRole('alert')).toHaveText('This promo code has expired.')
  await expect(summary.getByRole('textbox', { name: 'Promo code' })).toHaveValue('EXPIRED')
  // On the wire a 200 with the refusal's status beside it (decision 088), so the browser logs no
  // network error; the router still reads a 4xx, so the cart's loader does not run again (after a
  // success it would): only the root's, which asks to after any post (app/root.tsx).
  const response = await refusal
  expect(response.status()).toBe(200)
  expect(response.headers()['x-refused-status']).toMatch(/^4\d\d$/)
  await readBack
  expect(posts).toEqual(['/en-us/cart.data'])
  expect(readAgain).toEqual(['root'])
  expect(consoleErrors).toEqual([])
})

test('CART-068 an approaching promotion can be dismissed', async ({ page }) => {
  await addToCart(page, BOTTLE)
  await page.goto(cartPath('en-us'))
  const offer = page.getByText(/more for free standard shipping$/)
  await expect(offer).toBeVisible()
  await page
    .getByRole('button', { name: /^Dismiss offer: Spend .* more for free standard shipping$/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible()
  await expect(offer).toHaveCount(0)
  await expectAccessible(page)
})

test('CART-023 CART-024 CART-045 a line moves to pick-up in store from its delivery dialog (page without JavaScript)', async ({
  page,
}) => {
  await addToCart(page, SHOE)
  await page.goto(cartPath('en-us'))
  await page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: SHOE.name }) })
    .getByRole('link', { name: 'Change delivery' })
    .click()
  const js = test.info().project.use.javaScriptEnabled !== false
  const scope = js ? page.getByRole('dialog', { name: `Delivery for ${SHOE.name}` }) : page.getByRole('main')
  await expect(scope.getByRole('heading', { name: `Delivery for ${SHOE.name}` })).toBeVisible()
  await expect(page).toHaveURL(js ? /\/en-us\/cart$/ : /\/en-us\/cart\/delivery\//)
  // The shipment's methods (CART-022), the selected one checked.
  await expect(scope.getByRole('radio', { name: /^Standard delivery/ })).toBeChecked()
  await expect(scope.getByRole('radio', { name: /^Express delivery/ })).toBeVisible()
  await expectAccessible(page)
  await scope.getByRole('textbox', { name: 'Postal code or city' }).fill('97201')
  await scope.getByRole('button', { name: 'Find stores' }).click()
  await scope
    .getByRole('button', { name: /^(Pick up here|Ship to this store): / })
    .first()
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'Delivery updated.' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Pick up in store' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Delivery' })).toHaveCount(0)
  await expectAccessible(page)
})

test('CART-055 CART-056 CONST-012 A11 an invalid customer is signed out, keeps a guest cart, sees the error and the page reloads at 4000 ms', async ({
  page,
  request,
}) => {
  await addToCart(page, SHOE)
  const js = test.info().project.use.javaScriptEnabled !== false
  const start = new Date('2030-01-01T10:00:00Z')
  if (js) {
    // Time stands still from the page load on: only runFor moves it.
    await page.clock.install({ time: start })
    await page.clock.pauseAt(new Date(start.getTime() + 1000))
  }
  const fault = await request.post(`${EMULATOR_URL}/__emulator/faults`, {
    data: { path: '^/cart/v1/cart/bsk-', method: 'GET', status: 401, errorId: 'AUT498', times: 1 },
  })
  expect(fault.ok()).toBe(true)
  await page.goto(cartPath('en-us'))
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'Your session has expired. Please sign in again.' })
  await expect(notice).toBeVisible()
  // The cart was rebuilt as a guest cart with the same item.
  await expect(page.getByRole('main').getByRole('link', { name: SHOE.name })).toBeVisible()
  if (js) {
    // CONST-012: nothing at 3999 ms, the reload at 4000 ms.
    await page.clock.runFor(3999)
    // The reload timer notes its time just before reloading: none yet.
    expect(await page.evaluate(() => sessionStorage.getItem('cart-reload-at'))).toBeNull()
    await expect(notice).toBeVisible()
    await page.clock.runFor(1)
    await expect(notice).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('link', { name: SHOE.name })).toBeVisible()
    // axe needs running timers.
    await page.clock.resume()
  }
  await expectAccessible(page)
})
