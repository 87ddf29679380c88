import { expect, test } from './test.ts'
import { expectAccessible, resetEmulator } from './helpers.ts'
import { SHOE } from './shop.ts'
import { categoryPath } from '#app/domain/paths/paths.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('PLAT-024 a client navigation fetches the route manifest, the route’s code and the page’s data payload, not a new document @js-only', async ({
  page,
}) => {
  const requests: { url: URL; document: boolean; afterClick: boolean }[] = []
  let clicked = false
  page.on('request', (request) =>
    requests.push({
      url: new URL(request.url()),
      document: request.resourceType() === 'document',
      afterClick: clicked,
    }),
  )
  await page.goto(categoryPath('en-us', 'running-shoes-1010'))
  const link = page.getByRole('main').getByRole('link', { name: SHOE.name }).first()
  // The tile is the server's markup, kept as drawn (decision 100): its link moves within the page once
  // the page has hydrated.
  await page.locator('body[data-links-in-page]').waitFor({ state: 'attached' })
  const target = new URL((await link.getAttribute('href')) ?? '', page.url()).pathname
  clicked = true
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: SHOE.name })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe(target)

  // Lazy route discovery (react-router.config.ts sets no other): the manifest of the routes the page
  // links to, the product page's among them, comes from /__manifest.
  const manifests = requests.filter((r) => r.url.pathname === '/__manifest')
  expect(manifests.length).toBeGreaterThan(0)
  expect(manifests.some((r) => r.url.searchParams.get('paths')?.split(',').includes(target))).toBe(true)
  const after = requests.filter((r) => r.afterClick)
  // The page's payload as single-fetch data, and the route's module from the build's assets…
  expect(after.map((r) => r.url.pathname)).toContain(`${target}.data`)
  expect(after.some((r) => /^\/assets\/.+\.js$/.test(r.url.pathname))).toBe(true)
  // …and no document: the navigation happened in the page.
  expect(after.filter((r) => r.document)).toEqual([])
  await expectAccessible(page)
})
