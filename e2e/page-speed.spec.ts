import { expect, test } from './test.ts'
import { EMULATOR_URL, expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { SHOE, toBilling } from './shop.ts'
import { categoryPath, homePath, productPath, searchPath } from '#app/domain/paths/paths.ts'

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

test('decision 055 decision 060 the key pages’ heads connect to the image service and carry the stylesheet in the document, and no script', async ({
  request,
}) => {
  const imageOrigin = new URL(EMULATOR_URL).origin
  for (const path of KEY_PAGES) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const head = headOf(await response.text())
    // No stylesheet to fetch before the first paint: its text is in the head.
    expect(head, path).not.toMatch(/<link[^>]*rel="stylesheet"/)
    expect(head, `${path}: the stylesheet's text in the head`).toMatch(
      /<style[^>]*data-href="\/assets\/app-[\w-]+\.css"/,
    )
    expect(head, `${path}: preconnect to ${imageOrigin}`).toContain(
      `<link rel="preconnect" href="${imageOrigin}"`,
    )
    // Nothing in the head sends the browser for scripts before it paints (decision 060).
    expect(head, path).not.toContain('modulepreload')
    expect(head, path).not.toMatch(/<script[^>]*\ssrc=/)
  }
  // The product page's first picture is fetched at once, at a high priority.
  const pdp = headOf(await (await request.get(productPath('en-us', 'tempo-trail-runner-RS100001'))).text())
  expect(pdp).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/)
})

test('decision 060 on the key pages no script is fetched before the first paint, and then the page hydrates @js-only', async ({
  page,
}) => {
  for (const path of KEY_PAGES) {
    await page.goto(path)
    await expectHydrated(page.locator('#main'))
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }))
    expect(scripts.length, path).toBeGreaterThan(2)
    expect(Math.min(...scripts), `${path}: first script after the first paint`).toBeGreaterThanOrEqual(paint)
  }
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
