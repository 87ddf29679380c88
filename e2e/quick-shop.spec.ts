import { expect, test } from './test.ts'
import { EMULATOR_URL, expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { productPath } from '#app/domain/paths/paths.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

// The quick-shop dialog is the JavaScript enhancement (CAT-020); without JavaScript "Quick shop" is a
// link to the product page. The recommendations themselves are a streamed section, which shoppers
// without JavaScript do not get yet: the same gap as the product set (pdp.spec.ts, CAT-007).
test('CAT-017 CAT-020 a recommended product goes into the cart from the quick-shop dialog @js-only', async ({
  page,
  request,
}) => {
  await page.goto(productPath('en-us', 'tempo-trail-runner-RS100001'))
  const section = page.getByRole('region', { name: 'You may also like' })
  await expect(section).toBeVisible()
  const quickShop = section.getByRole('link', { name: 'Quick shop Skyline Road Racer' })
  // The section hydrates once it nears the viewport (CAT-031); the cards stay the server's markup and
  // their list opens the dialog (decision 109).
  await section.scrollIntoViewIfNeeded()
  await expectHydrated(section.getByRole('list'))
  await quickShop.click()

  const dialog = page.getByRole('dialog', { name: 'Skyline Road Racer' })
  await expect(dialog).toBeVisible()
  const add = dialog.getByRole('button', { name: 'Add to cart' })
  await expect(add).toBeDisabled()
  await dialog.getByText('9', { exact: true }).click()
  await expectAccessible(page)
  await add.click()
  await expect(dialog.getByText('Added to your cart.')).toBeVisible()
  // Over the product page the shopper was on: the link was not followed as well.
  await expect(page).toHaveURL(/\/en-us\/p\/tempo-trail-runner-RS100001$/)

  const calls = (await (await request.get(`${EMULATOR_URL}/__emulator/requests`)).json()) as {
    method: string
    path: string
    body: { items?: { productId: string }[] }
  }[]
  // The first add creates the cart holding its item (cartWithItem, CART-014); a later one adds to it.
  const add2cart = calls.filter(
    (c) => c.method === 'POST' && /^\/cart\/v1\/(cart|cartWithItem|item)$/.test(c.path),
  )
  expect(add2cart.at(-1)?.body.items?.[0]?.productId).toBe('RS100002')

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible()
})
