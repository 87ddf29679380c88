import { expect, test } from './test.ts'
import { expectAccessible, expectHydrated, resetEmulator, signInAs } from './helpers.ts'
import { emulatorMark, emulatorRequests } from './emulator-log.ts'
import { categoryPath, favoritesPath, homePath, productPath } from '#app/domain/paths/paths.ts'

const PDP = productPath('en-us', 'tempo-trail-runner-RS100001', { color: '001', size: '9' })
const LISTING = categoryPath('en-us', 'running-shoes-1010')

test.beforeEach(async ({ request, page }) => {
  await resetEmulator(request)
  await signInAs(page, 'shopper@example.com')
})

/** How many times the emulator was asked for a call, by method and path, since the reset or `mark`. */
async function callsTo(method: string, path: RegExp, mark = 0) {
  return (await emulatorRequests())
    .slice(mark)
    .filter((call) => call.method === method && path.test(call.path)).length
}

test('CART-037 CART-042 CMS-054 a signed-in shopper adds favorites from a product page, a listing tile and a home carousel tile, and finds them on the favorites page', async ({
  page,
}) => {
  const js = test.info().project.use.javaScriptEnabled !== false
  await page.goto(PDP)
  await expect(page.getByRole('heading', { level: 1, name: 'Tempo Trail Runner' })).toBeVisible()
  const heart = page.getByRole('button', { name: 'Add to favorites: Tempo Trail Runner' })
  if (js) await expectHydrated(heart)
  const mark = await emulatorMark()
  await heart.click()
  const added = page.getByRole('status').filter({ hasText: 'Added to your favorites' })
  await expect(added).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${PDP.replace(/[?]/g, '\\?')}$`))
  await expect(added.getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', favoritesPath('en-us'))
  expect(await callsTo('POST', /^\/wishlists\/v2\/favorites$/)).toBe(1)
  // The post is answered with a redirect back here. With JavaScript (a fetcher) only the root loads
  // again, for the toast: the product page's data is not read again (its stock, read for every load of
  // the page; its details are kept, decision 113). Without it the page loads again.
  expect(await callsTo('GET', /^\/products\/v2\/products\/RS100001\/inventory$/, mark)).toBe(js ? 0 : 1)
  // Nor is the decision engine sent a second view of a product the shopper never left.
  expect(await callsTo('POST', /^\/decision\//, mark)).toBe(js ? 0 : 1)
  await expectAccessible(page)

  await page.goto(LISTING)
  const tile = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Skyline Road Racer' }) })
  const tileHeart = tile.getByRole('button', { name: 'Add Skyline Road Racer to favorites' })
  // The listing's tiles are the server's markup, kept as drawn (decision 100): the heart posts through
  // the app once the page has hydrated.
  if (js) await page.locator('body[data-links-in-page]').waitFor({ state: 'attached' })
  const views = await callsTo('POST', /^\/decision\//)
  expect(views).toBeGreaterThan(0)
  await tileHeart.click()
  await expect(added).toBeVisible()
  expect(await callsTo('POST', /^\/wishlists\/v2\/favorites$/)).toBe(2)
  // Likewise the listing is not loaded again for a heart with JavaScript: the decision engine is sent no
  // second view of it (its search is kept, decision 113, so no search call tells). Without, the page
  // loads again.
  expect(await callsTo('POST', /^\/decision\//)).toBe(js ? views : views + 1)
  await expectAccessible(page)

  // A home carousel's tiles are the server's markup, kept as drawn (decision 099): with JavaScript their
  // heart's post still goes through the app and is answered in this page, no document loaded again.
  await page.goto(homePath('en-us'))
  const arrivals = page.locator('[data-block="productCollection"]').filter({ hasText: 'New arrivals' })
  const homeHeart = arrivals.getByRole('button', { name: 'Add Granite Peak Mid WP to favorites' })
  if (js) {
    await page.locator('body[data-links-in-page]').waitFor({ state: 'attached' })
    await expectHydrated(arrivals.getByRole('link', { name: 'Shop all footwear' }))
    expect(await homeHeart.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__react')))).toBe(
      false,
    )
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  }
  await homeHeart.click()
  await expect(added).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${homePath('en-us')}$`))
  expect(await callsTo('POST', /^\/wishlists\/v2\/favorites$/)).toBe(3)
  if (js) expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

  await page.goto(favoritesPath('en-us'))
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Granite Peak Mid WP' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Tempo Trail Runner' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Skyline Road Racer' })).toBeVisible()
  await expectAccessible(page)
})
