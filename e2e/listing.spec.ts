import { expect, test, type Page } from './test.ts'
import { expectAccessible, expectHydrated, openRequests } from './helpers.ts'
import { BEACON_FLUSH_MS, beaconPath } from '#app/domain/tracking/beacon-queue.ts'
import { categoryPath, searchPath } from '#app/domain/paths/paths.ts'

const isJs = () => test.info().project.use.javaScriptEnabled !== false

/** React has hydrated the document (event handlers attached); only meaningful with JavaScript. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith('__react')))
}

const grid = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) })
const tileNames = (page: Page) => grid(page).getByRole('heading', { level: 2 }).allInnerTexts()
const count = (page: Page) => page.getByRole('status').filter({ hasText: /products?$/ })

test('CAT-010 PLP: filter by colour, remove the chip, sort by price, next page', async ({ page }) => {
  await page.goto(categoryPath('en-us', 'footwear-1000'))
  const title = page.getByRole('heading', { level: 1, name: 'Footwear' })
  await expect(title).toBeVisible()
  await expect(count(page)).toHaveText('18 products')
  // The category's introduction (a content block) lines up with its title, in the page's column: not
  // indented and centred in a column of its own, as on a content page's full width.
  const intro = await page.getByRole('heading', { level: 2, name: 'How to choose' }).boundingBox()
  expect(intro?.x).toBe((await title.boundingBox())?.x)
  await expectAccessible(page)

  // Filter: one click on a colour link with its count.
  const colour = page.getByRole('group', { name: 'Color' })
  await colour.getByRole('link', { name: /^Black \(8\)/ }).click()
  await expect(page).toHaveURL(/\/en-us\/c\/footwear-1000\?color=Black$/)
  await expect(count(page)).toHaveText('8 products')
  const chip = page.getByRole('link', { name: 'Remove filter Color: Black' })
  await expect(chip).toBeVisible()
  await expectAccessible(page)

  // Remove it again with the chip.
  await chip.click()
  await expect(page).toHaveURL(/\/en-us\/c\/footwear-1000$/)
  await expect(count(page)).toHaveText('18 products')
  await expect(page.getByRole('link', { name: /^Remove filter/ })).toHaveCount(0)

  // Sort by price, low to high.
  await page.getByLabel('Sort by').selectOption('price-asc')
  await page.getByRole('button', { name: 'Sort' }).click()
  await expect(page).toHaveURL(/sort=price-asc/)
  await expect(grid(page).getByRole('heading', { level: 2 }).first()).toHaveText('Pacer Lite')
  expect((await tileNames(page)).slice(0, 3)).toEqual([
    'Pacer Lite',
    'Scout Kids Hiker',
    'Cloudline Daily Trainer',
  ])
  await expect(page.getByText('Showing 12 of 18')).toBeVisible()

  if (isJs()) {
    // "Load more" appends page 2 in place: same URL, 18 tiles.
    await hydrated(page)
    const url = page.url()
    await page.getByRole('link', { name: 'Load more products' }).click()
    await expect(page.getByText('Showing 18 of 18')).toBeVisible()
    await expect(grid(page).getByRole('heading', { level: 2 })).toHaveCount(18)
    expect(page.url()).toBe(url)
    // Keyboard and screen reader users continue at the first appended product.
    await expect(grid(page).getByRole('heading', { level: 2 }).nth(12).getByRole('link')).toBeFocused()
    expect((await tileNames(page)).at(-1)).toBe('Backcountry Pro Hi')
    await expect(page.getByRole('link', { name: 'Load more products' })).toHaveCount(0)
    await expectAccessible(page)
  }

  // Pagination links work with and without JavaScript.
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/sort=price-asc&page=2$/)
  await expect(grid(page).getByRole('heading', { level: 2 })).toHaveCount(6)
  expect((await tileNames(page)).at(-1)).toBe('Backcountry Pro Hi')
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expectAccessible(page)
})

test('CAT-010 PLP: filters that match nothing show a way back', async ({ page }) => {
  await page.goto(categoryPath('en-us', 'running-shoes-1010', { color: 'Black', price: '0-24.99' }))
  await expect(page.getByText('No products match these filters.')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Clear all filters' }).first().click()
  await expect(page).toHaveURL(/\/en-us\/c\/running-shoes-1010$/)
  await expect(count(page)).toHaveText('9 products')
})

test('CAT-012 search results: refine by brand, then clear', async ({ page }) => {
  await page.goto(searchPath('en-us', 'jacket'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “jacket”')
  const before = await count(page).innerText()
  await expectAccessible(page)
  const brand = page.getByRole('group', { name: 'Brand' }).getByRole('link').first()
  const label = (await brand.innerText()).replace(/\s*\(\d+\)$/, '').trim()
  const expected = Number((await brand.innerText()).match(/\((\d+)\)/)![1])
  await brand.click()
  await expect(page).toHaveURL(/\/en-us\/search\?q=jacket&brand=/)
  await expect(count(page)).toHaveText(expected === 1 ? '1 product' : `${expected} products`)
  await expect(page.getByRole('link', { name: `Remove filter Brand: ${label}` })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Clear all filters' }).click()
  await expect(page).toHaveURL(/\/en-us\/search\?q=jacket$/)
  await expect(count(page)).toHaveText(before)
})

test('CAT-010 a refinement picked further down the filters applies in place and keeps the shopper where they were', async ({
  page,
}) => {
  await page.goto(categoryPath('en-us', 'footwear-1000'))
  if (isJs()) {
    // The refinements are kept as the server drew them; their links navigate in the app once the
    // document's link handler is there.
    await page.locator('body[data-links-in-page]').waitFor({ state: 'attached' })
    await page.evaluate(() => Object.assign(window, { samePage: true }))
  }
  const brand = page.getByRole('group', { name: 'Brand' })
  const first = brand.getByRole('link').first()
  const label = (await first.innerText()).replace(/\s*\(\d+\)$/, '').trim()
  await first.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await first.click()
  await expect(page).toHaveURL(/\/en-us\/c\/footwear-1000\?brand=/)
  await expect(page.getByRole('link', { name: `Remove filter Brand: ${label}` })).toBeVisible()
  // The refinements show the new state, the value picked marked for screen readers too.
  await expect(brand.getByRole('link').first()).toContainText(`${label}`)
  await expect(brand.getByRole('link').first()).toContainText('(selected)')
  if (isJs()) {
    // No document was loaded, and the page did not jump back to its top.
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  }
})

for (const [width, visible] of [
  [390, 4],
  [800, 10],
  [1280, 19],
] as const) {
  test(`CONST-023 shows ${visible} colours at ${width}px before "show more"`, async ({ page }) => {
    // Footwear offers 19 colours: 4 visible on small screens, 10 on medium, up to 20 on large.
    await page.setViewportSize({ width, height: 900 })
    await page.goto(categoryPath('en-us', 'footwear-1000'))
    // Below lg (1024 px) the filters are behind the Filters button.
    if (width < 1024) await page.getByRole('button', { name: 'Filters', exact: true }).click()
    const colour = page.getByRole('group', { name: 'Color' })
    await expect(colour.getByRole('link')).toHaveCount(visible)
    // The summary carries one text per breakpoint; CSS shows the one that applies.
    const more = colour.locator('summary').filter({ visible: true })
    if (visible === 19) {
      await expect(more).toHaveCount(0)
    } else {
      await expect(more).toHaveText(`Show ${19 - visible} more`, { useInnerText: true })
      await more.click()
      await expect(colour.getByRole('link')).toHaveCount(19)
    }
    await expectAccessible(page)
  })
}

test('CONST-023 CAT-010 a colour picked with "show more" open leaves the group open @js-only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 })
  await page.goto(categoryPath('en-us', 'footwear-1000'))
  await page.locator('body[data-links-in-page]').waitFor({ state: 'attached' })
  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  const colour = page.getByRole('group', { name: 'Color' })
  await colour.locator('summary').filter({ visible: true }).click()
  await expect(colour.getByRole('link')).toHaveCount(19)
  // One of the ten shown anyway: the group stays as the shopper left it, all nineteen in view.
  await colour.getByRole('link').first().click()
  await expect(page).toHaveURL(/\?color=/)
  await expect(colour.getByRole('link').first()).toContainText('(selected)')
  await expect(colour.getByRole('link')).toHaveCount(19)
  // Another group, never opened, stays closed.
  await expect(page.locator('details[open]')).toHaveCount(1)
})

test('PERS-040 the tiles a shopper has seen are reported once each as thumbnail views, those further down only once scrolled to @js-only', async ({
  page,
}) => {
  await page.clock.install()
  // What the page's beacons report as seen, in order (the us site needs no consent for targeting).
  const reported: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== beaconPath('en-us')) return
    const { events } = JSON.parse(request.postData() ?? '{}') as {
      events?: { type: string; products?: { productId: string; position?: number }[] }[]
    }
    for (const event of events ?? []) {
      if (event.type !== 'thumbnail-view') continue
      for (const product of event.products ?? []) {
        expect(product.position, `${product.productId} is reported with its position`).toEqual(
          expect.any(Number),
        )
        reported.push(product.productId)
      }
    }
  })
  /** The tiles wholly in the window, and those wholly outside it, as the page stands. */
  const tilesInView = () =>
    page.evaluate(() => {
      const inside: string[] = []
      const outside: string[] = []
      for (const tile of document.querySelectorAll<HTMLElement>('li[data-product-id]')) {
        const box = tile.getBoundingClientRect()
        const id = tile.dataset.productId ?? ''
        if (box.top >= 0 && box.bottom <= window.innerHeight) inside.push(id)
        else if (box.bottom <= 0 || box.top >= window.innerHeight) outside.push(id)
      }
      return { inside, outside }
    })
  /** Lets the beacon queue's timer pass and its posts come back. */
  const flush = async () => {
    const requests = openRequests(page)
    await page.clock.runFor(BEACON_FLUSH_MS * 2)
    await requests.settled()
  }

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(categoryPath('en-us', 'footwear-1000'))
  const tiles = page.locator('li[data-product-id]')
  // The first page of 18 products.
  await expect(tiles).toHaveCount(12)
  await tiles.first().scrollIntoViewIfNeeded()
  await flush()
  const first = await tilesInView()
  expect(first.inside.length, 'some tiles in the window').toBeGreaterThan(0)
  expect(first.outside.length, 'some tiles below it').toBeGreaterThan(0)
  await expect
    .poll(() => reported.filter((id) => first.inside.includes(id)).sort())
    .toEqual(first.inside.sort())
  expect(
    reported.filter((id) => first.outside.includes(id)),
    'nothing not yet seen',
  ).toEqual([])

  // Scrolled to the end: the last tile is reported, and nothing is reported twice.
  const last = (await tiles.last().getAttribute('data-product-id')) ?? ''
  await tiles.last().scrollIntoViewIfNeeded()
  await flush()
  await expect.poll(() => reported.includes(last)).toBe(true)
  await tiles.first().scrollIntoViewIfNeeded()
  await flush()
  expect(reported.length, 'each tile once').toBe(new Set(reported).size)
})

/**
 * Watches the page as it changes: `window.emptyLeadShown` becomes true if the listing titled `title` is
 * ever shown with the content under its title not drawn yet, `window.emptyGridShown` if without a tile.
 */
const watchListing = (title: string) => `(() => {
  window.emptyLeadShown = false
  window.emptyGridShown = false
  new MutationObserver(() => {
    const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent === ${JSON.stringify(title)})
    if (!heading) return
    if (!(heading.nextElementSibling && heading.nextElementSibling.textContent.trim())) window.emptyLeadShown = true
    if (!document.querySelector('main li[data-product-id]')) window.emptyGridShown = true
  }).observe(document, { childList: true, subtree: true, characterData: true })
})()`

/** From the home page to the running shoes' listing by its menu link, the page watched as it changes. */
async function toRunningShoes(page: Page) {
  await page.goto('/en-us')
  await expect(page.getByRole('link', { name: 'Running Shoes', exact: true }).first()).toBeVisible()
  await expectHydrated(page.getByRole('main'))
  await page.evaluate(watchListing('Running Shoes'))
  await page.getByRole('link', { name: 'Running Shoes', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Running Shoes' })).toBeVisible()
}

test('CMS-016 a category’s content above its listing shows with the listing when the shopper comes from another page @js-only', async ({
  page,
}) => {
  await toRunningShoes(page)
  // The browser drew the page (a new document would have no watch: undefined, not false).
  expect(await page.evaluate('window.emptyLeadShown')).toBe(false)
})

test('decision 111 a listing the shopper comes to from another page shows with its tiles, not a moment before them @js-only', async ({
  page,
}) => {
  await toRunningShoes(page)
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible()
  expect(await page.evaluate('window.emptyGridShown')).toBe(false)
})
