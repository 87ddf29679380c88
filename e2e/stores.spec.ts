import { expect, test, type Locator, type Page } from './test.ts'
import { expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { cartPath, productPath, storesPath } from '#app/domain/paths/paths.ts'

/**
 * Stores: the store locator and the favourite store (CAT-036, CAT-037), and pick up in store from a
 * product page (CAT-002, CART-024). RS100001 colour 001 size 9: 3 at the Portland store, none in Denver.
 */
const PDP = productPath('en-us', 'tempo-trail-runner-RS100001')
const NAME = 'Tempo Trail Runner'
const PORTLAND = 'Ridgeline Portland Pearl District'
const DENVER = 'Ridgeline Denver LoDo'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const isNoJs = () => test.info().project.use.javaScriptEnabled === false

const store = (scope: Page | Locator, name: string) => scope.getByRole('article', { name })

async function search(scope: Page | Locator, place: string) {
  await scope.getByRole('textbox', { name: 'Postal code or city' }).fill(place)
  await scope.getByRole('button', { name: 'Find stores' }).click()
}

test('CAT-036 CAT-037 CMS-004 a shopper finds a store by postal code and makes it their store', async ({
  page,
}) => {
  await page.goto(storesPath('en-us'))
  await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible()
  // The store-locator content page.
  await expect(page.getByText('Order online and pick up in store, often the same day.')).toBeVisible()
  await expectAccessible(page)

  // Nothing typed: the message at the field.
  await search(page, '')
  const field = page.getByRole('textbox', { name: 'Postal code or city' })
  await expect(page.getByText('Enter a postal code or city', { exact: true })).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)

  await search(page, '97209')
  await expect(page).toHaveURL(/\/en-us\/stores\?q=97209$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Stores near 97209' })).toBeVisible()
  const portland = store(page, PORTLAND)
  await expect(portland.getByText('Portland, OR 97209')).toBeVisible()
  await expect(portland.getByText('0 mi away')).toBeVisible()
  await portland.getByText('Opening hours').click()
  await expect(portland.getByRole('definition').first()).toHaveText(/^10:00\sAM\s?–\s?8:00\sPM$/)
  await expect(portland.getByRole('term').last()).toHaveText('Sunday')
  await expectAccessible(page)

  await portland.getByRole('button', { name: 'Set as my store' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `Store changed: ${PORTLAND} is now your store.` }),
  ).toBeVisible()
  await expect(portland.getByText('Your store')).toBeVisible()
  await expect(portland.getByRole('button', { name: 'Set as my store' })).toHaveCount(0)

  // Another store: the change-store confirmation first.
  await search(page, 'Denver')
  await store(page, DENVER).getByRole('button', { name: 'Set as my store' }).click()
  const confirm = page.getByRole('region', { name: 'Change your store?' })
  await expect(confirm).toContainText(
    `Your store is ${PORTLAND}. Do you want ${DENVER} to be your store instead?`,
  )
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Change store' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `Store changed: ${DENVER} is now your store.` }),
  ).toBeVisible()
  await expect(store(page, DENVER).getByText('Your store')).toBeVisible()
})

test('CART-024 CAT-002 CAT-037 CART-045 a shopper checks a size in stores and picks it up in one', async ({
  page,
}) => {
  // A long journey over four pages and a dialog, each checked with axe.
  test.slow()
  await page.goto(`${PDP}?color=001`)
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible()
  await page.getByRole('link', { name: 'Size 9', exact: true }).click()
  await expect(page).toHaveURL(/size=9/)
  const pickup = page.getByRole('region', { name: 'Pick up in store' })
  // The shopper checks stores once the page shows the size chosen (the address bar changes first).
  const check = pickup.getByRole('link', { name: 'Check availability in stores' })
  await expect(check).toHaveAttribute('href', /[?&]size=9(&|$)/)
  await check.click()

  // With JavaScript a dialog over the product page; without, the page behind it.
  let scope: Page | Locator = page
  if (isNoJs()) {
    await expect(page).toHaveURL(/\/stores\?color=001&size=9$/)
    await expect(page.getByRole('heading', { level: 1, name: `Pick up in store: ${NAME}` })).toBeVisible()
  } else {
    scope = page.getByRole('dialog', { name: `Pick up in store: ${NAME}` })
    await expect(scope).toBeVisible()
    await expect(page).toHaveURL(/\/p\/tempo-trail-runner-RS100001\?color=001&size=9$/)
  }
  await expect(scope.getByRole('link', { name: 'Size 9', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expectAccessible(page)

  // Denver has none of size 9: no pickup there.
  await search(scope, 'Denver')
  await expect(store(scope, DENVER).getByText('Not available for pickup')).toBeVisible()
  await expect(store(scope, DENVER).getByRole('button', { name: 'Pick up here' })).toHaveCount(0)

  await search(scope, '97209')
  const portland = store(scope, PORTLAND)
  await expect(portland.getByText('Only a few left')).toBeVisible()
  await expectAccessible(page)

  // Making it the shopper's store: said in the dialog, or by the page's toast.
  await portland.getByRole('button', { name: 'Set as my store' }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Store changed: ${PORTLAND} is now your store.` })
      .first(),
  ).toBeVisible()
  await expect(portland.getByText('Your store')).toBeVisible()

  await portland.getByRole('button', { name: 'Pick up here' }).click()
  await expect(page).toHaveURL(/\/p\/tempo-trail-runner-RS100001\?color=001&size=9$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const added = page.getByRole('status').filter({ hasText: `Added to your cart for pickup at ${PORTLAND}.` })
  await expect(added).toBeVisible()
  // The toast's way to the cart; the toast closes itself after a few seconds, so it is read now.
  await expect(added.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', cartPath('en-us'))
  // The product page names the shopper's store and its stock of the size (streamed in with JavaScript).
  await expect(pickup.getByText(`Your store: ${PORTLAND}`)).toBeVisible()
  if (!isNoJs()) await expect(pickup.getByText('Only a few left')).toBeVisible()
  await expectAccessible(page)

  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, / })
    .click()
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible()
  const group = main.getByRole('region', { name: 'Pick up in store' })
  await expect(group.getByRole('link', { name: NAME })).toBeVisible()
  await expect(group.getByText('Pick up at Ridgeline Portland Pearl District')).toBeVisible()
  await expect(main).not.toContainText('store-0101')
  await expect(main.getByRole('heading', { level: 2, name: 'Delivery' })).toHaveCount(0)
  await expectAccessible(page)
})

// The dialog needs JavaScript; without it the store search is a page (test above).
test('CART-024 the pick-up-in-store dialog closes with Escape and gives focus back @js-only', async ({
  page,
}) => {
  await page.goto(`${PDP}?color=001&size=9`)
  const opener = page.getByRole('link', { name: 'Check availability in stores' })
  // Before the page hydrates the link is the plain link to the stores page.
  await expectHydrated(opener)
  await opener.click()
  const dialog = page.getByRole('dialog', { name: `Pick up in store: ${NAME}` })
  await expect(dialog.getByRole('textbox', { name: 'Postal code or city' })).toBeVisible()
  // The modal dialog holds the focus while it is open.
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
})
