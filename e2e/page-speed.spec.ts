import { expect, test } from '@playwright/test'
import { EMULATOR_URL, expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { SHOE, toBilling } from './shop.ts'
import { categoryPath, homePath, productPath, searchPath } from '#app/models/paths.ts'

// The phone Lighthouse's mobile run emulates.
test.use({ viewport: { width: 412, height: 823 } })

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const KEY_PAGES = [
  homePath('en-us'),
  categoryPath('en-us', 'running-shoes-1010'),
  productPath('en-us', 'tempo-trail-runner-RS100001'),
  searchPath('en-us', 'trail'),
]

/** The document's head as the server sends it. */
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'))

test('decision 055 the key pages’ heads connect to the image service and carry the stylesheet in the document, ahead of the module preloads', async ({
  request,
}) => {
  const imageOrigin = new URL(EMULATOR_URL).origin
  for (const path of KEY_PAGES) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const head = headOf(await response.text())
    // No stylesheet to fetch before the first paint: its text is in the head.
    expect(head, path).not.toMatch(/<link[^>]*rel="stylesheet"/)
    const style = head.search(/<style[^>]*data-href="\/assets\/app-[\w-]+\.css"/)
    expect(style, `${path}: the stylesheet's text in the head`).toBeGreaterThan(0)
    const firstPreload = head.indexOf('rel="modulepreload"')
    expect(firstPreload, path).toBeGreaterThan(0)
    expect(style, `${path}: stylesheet before the scripts`).toBeLessThan(firstPreload)
    const preconnect = head.indexOf(`<link rel="preconnect" href="${imageOrigin}"`)
    expect(preconnect, `${path}: preconnect to ${imageOrigin}`).toBeGreaterThan(0)
    expect(preconnect, path).toBeLessThan(firstPreload)
  }
})

test('decision 059 the key pages’ module preloads come at a low fetch priority, so the first paint and the largest image go first', async ({
  request,
}) => {
  for (const path of KEY_PAGES) {
    const head = headOf(await (await request.get(path)).text())
    const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? []
    expect(preloads.length, path).toBeGreaterThan(2)
    for (const preload of preloads) expect(preload, path).toContain('fetchpriority="low"')
  }
  // The product page's first picture keeps its high priority.
  const pdp = headOf(await (await request.get(productPath('en-us', 'tempo-trail-runner-RS100001'))).text())
  expect(pdp).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/)
})

test('decision 059 the listing’s customer photos follow its products, so photos drawn late never move the listing', async ({
  page,
}) => {
  await page.goto(categoryPath('en-us', 'running-shoes-1010'))
  const products = page.getByRole('list', { name: 'Products' })
  await expect(products.getByRole('listitem').first()).toBeVisible()
  const galleries = page.locator('[data-block="ugcGallery"]')
  await expect(galleries).toHaveCount(2)
  const after = await products.evaluate((list) =>
    [...document.querySelectorAll('[data-block="ugcGallery"]')].every(
      (gallery) => (list.compareDocumentPosition(gallery) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    ),
  )
  expect(after).toBe(true)
  await expectAccessible(page)
})

test('decision 055 the product page’s first image loads first, at the gallery’s sizes, and the page is axe-clean (WCAG 2.2 AA, target size included)', async ({
  page,
}) => {
  await page.goto(SHOE.path)
  await expect(page.getByRole('heading', { level: 1, name: SHOE.name })).toBeVisible()
  const first = page.locator('li#image-1 img')
  await expect(first).toHaveAttribute('fetchpriority', 'high')
  await expect(first).not.toHaveAttribute('loading', 'lazy')
  await expect(first).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw')
  await expect(first).toHaveJSProperty('complete', true)
  if (test.info().project.use.javaScriptEnabled !== false) {
    // Hydrated, the page keeps the server's stylesheet: one, whole, no second copy fetched.
    await expectHydrated(page.getByRole('button', { name: 'Add to cart' }))
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-precedence], link[rel="stylesheet"]')].map(
        (el) => el.textContent?.length ?? 0,
      ),
    )
    expect(styles).toHaveLength(1)
    expect(styles[0]).toBeGreaterThan(10_000)
  }
  await expectAccessible(page)
})

test('decision 055 the checkout’s order summary is in the payment step as the server drew it: items, tax line and total', async ({
  page,
}) => {
  await toBilling(page)
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  await expect(summary.getByText(/Tempo Trail Runner × 1/)).toBeVisible()
  await expect(summary.getByText('Tax', { exact: true })).toBeVisible()
  await expect(summary.getByText('Total', { exact: true })).toBeVisible()
  await expectAccessible(page)
})
