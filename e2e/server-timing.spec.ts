import { expect, test, type Response } from './test.ts'
import { expectAccessible, resetEmulator } from './helpers.ts'
import { addToCart } from './shop.ts'
import { categoryPath, homePath, productPath } from '#app/domain/paths/paths.ts'

/**
 * What a guest's documents say about their own time and who may keep them (decision 052): a guest
 * with no state of their own browses home, a listing and a product page that a CDN may share, each
 * with its Server-Timing; once they have a cart, the same pages are theirs alone.
 */
const LOCALE = 'en-gb'
const SHOE = {
  path: productPath(LOCALE, 'tempo-trail-runner-RS100001', { color: '001', size: '9' }),
  name: 'Tempo Trail Runner',
}
const PAGES = [
  homePath(LOCALE),
  categoryPath(LOCALE, 'running-shoes-1010'),
  productPath(LOCALE, 'tempo-trail-runner-RS100001'),
]
const TIMING = /^total;dur=[\d.]+, upstream;dur=[\d.]+;desc="\d+ calls, critical path", render;dur=[\d.]+$/

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

async function documentHeaders(response: Response | null) {
  expect(response?.status()).toBe(200)
  return (await response!.allHeaders()) as Record<string, string | undefined>
}

test("a guest's home, listing and product pages are shareable with their Server-Timing; with a cart they are private", async ({
  page,
}) => {
  for (const path of PAGES) {
    const headers = await documentHeaders(await page.goto(path))
    expect(headers['server-timing'], path).toMatch(TIMING)
    expect(headers['cache-control'], path).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/,
    )
    // What the page was made of, for a shared cache to purge it by (decision 069).
    expect(headers['surrogate-key'], path).toMatch(/(^| )locale:en-gb( |$)/)
    expect(headers['vary'], path).toMatch(/\bCookie\b/)
    expect(headers['set-cookie'], path).toBeUndefined()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expectAccessible(page)
  }

  await addToCart(page, SHOE)
  for (const path of PAGES) {
    const headers = await documentHeaders(await page.goto(path))
    expect(headers['server-timing'], path).toMatch(TIMING)
    expect(headers['cache-control'], path).toMatch(/^private\b/)
    expect(headers['surrogate-key'], path).toBeUndefined()
  }
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible()
})
