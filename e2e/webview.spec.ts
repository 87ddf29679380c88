import { expect, test } from './test.ts'
import { expectAccessible, resetEmulator, THIRD_PARTY_PATH } from './helpers.ts'
import { emulatorRequests } from './emulator-log.ts'
import { addToCart } from './shop.ts'
import { cartPath } from '#app/domain/paths/paths.ts'

const APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ShopApp/7.3.0'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

/** The channel headers of the calls the storefront made upstream since the reset. */
async function channels() {
  const calls = await emulatorRequests()
  // The commerce API's calls: the emulator's own paths and the third parties' aside.
  const shop = calls.filter((c) => !c.path.startsWith('/__') && !THIRD_PARTY_PATH.test(c.path))
  expect(shop.length).toBeGreaterThan(0)
  return new Set(shop.map((c) => c.headers['x-channel']))
}

// The same journey without the marker is an integration test (webview-channel.test.ts).
test.describe('in the app webview', () => {
  test.use({ userAgent: APP_UA })

  test('PLAT-013 browsing and adding to the cart call upstream with the mobile-app channel', async ({
    page,
  }) => {
    await addToCart(page)
    await page.goto(cartPath('en-us'))
    await expect(page.getByRole('heading', { level: 1, name: /cart/i })).toBeVisible()
    await expectAccessible(page)
    expect(await channels()).toEqual(new Set(['MOBILE_APP']))
  })
})
