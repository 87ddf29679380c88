import { expect, test, type APIResponse } from './test.ts'
import { resetEmulator } from './helpers.ts'
import { putInCart } from './shop.ts'
import { categoryPath, homePath, productPath } from '#app/domain/paths/paths.ts'

/**
 * What a guest's documents say about their own time and who may keep them (decision 052): a guest
 * with no state of their own browses home, a listing and a product page that a CDN may share, each
 * with its Server-Timing; once they have a cart, the same pages are theirs alone.
 */
const LOCALE = 'en-gb'
const SHOE = { path: productPath(LOCALE, 'tempo-trail-runner-RS100001', { color: '001', size: '9' }) }
const PAGES = [
  homePath(LOCALE),
  categoryPath(LOCALE, 'running-shoes-1010'),
  productPath(LOCALE, 'tempo-trail-runner-RS100001'),
]
const TIMING = /^total;dur=[\d.]+, upstream;dur=[\d.]+;desc="\d+ calls, critical path", render;dur=[\d.]+$/

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

function documentHeaders(response: APIResponse) {
  expect(response.status()).toBe(200)
  return response.headers() as Record<string, string | undefined>
}

test("a guest's home, listing and product pages are shareable with their Server-Timing; with a cart they are private @http", async ({
  page,
}) => {
  // The documents as the server answers them, read without a page: headers and markup, whatever the
  // browser does with them after. The browser context's own request client keeps its cookies.
  for (const path of PAGES) {
    const response = await page.request.get(path)
    const headers = documentHeaders(response)
    expect(headers['server-timing'], path).toMatch(TIMING)
    expect(headers['cache-control'], path).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/,
    )
    // What the page was made of, for a shared cache to purge it by (decision 069).
    expect(headers['surrogate-key'], path).toMatch(/(^| )locale:en-gb( |$)/)
    expect(headers['vary'], path).toMatch(/\bCookie\b/)
    expect(headers['set-cookie'], path).toBeUndefined()
    expect(await response.text(), path).toMatch(/<h1[\s>]/)
  }

  // The product page's own add-to-cart form, posted as a shopper without JavaScript would.
  await putInCart(page, SHOE)
  for (const path of PAGES) {
    const response = await page.request.get(path)
    const headers = documentHeaders(response)
    expect(headers['server-timing'], path).toMatch(TIMING)
    expect(headers['cache-control'], path).toMatch(/^private\b/)
    expect(headers['surrogate-key'], path).toBeUndefined()
    expect(await response.text(), path).toContain('aria-label="Cart, 1 item"')
  }
})
