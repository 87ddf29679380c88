import { expect, test } from './test.ts'
import { cartPath, homePath, pathWithinLocale, productPath } from '#app/domain/paths/paths.ts'

// server.ts and the production build exist only in this phase, so the checks of the server itself stay
// here (the session cookie and what the routes answer are checked in tests/integration). They read
// responses without a page, so the no-js project does not repeat them (@http).
test.describe('server', () => {
  test('answers /healthz, 404s a missing asset and sends a nonce CSP without inline scripts @http', async ({
    request,
  }) => {
    const health = await request.get('/healthz')
    expect(await health.json()).toEqual({ status: 'ok' })
    expect((await request.get('/assets/missing-file.js', { maxRedirects: 0 })).status()).toBe(404)

    const page = await request.get(homePath('en-us'))
    const csp = page.headers()['content-security-policy'] ?? ''
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src ')) ?? ''
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/)
    expect(scriptSrc).not.toContain('unsafe-inline')
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1]
    const html = await page.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts.filter((t) => !t.includes('application/ld+json'))) {
      expect(tag).toContain(`nonce="${nonce}"`)
    }
  })
})

test.describe('search engines', () => {
  test('robots.txt points at the sitemap index, whose sitemaps list the products of each locale @http', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text()
    const index = /^Sitemap: (.+)$/m.exec(robots)?.[1]
    expect(index).toMatch(/\/sitemap\.xml$/)
    const sitemaps = Array.from(
      (await (await request.get(index!)).text()).matchAll(/<loc>([^<]+)<\/loc>/g),
      (m) => m[1]!,
    )
    const german = sitemaps.find((loc) => loc.endsWith('/de-de/sitemap.xml'))
    expect(german).toBeTruthy()
    const urls = await (await request.get(german!)).text()
    expect(urls).toContain('/de-de/p/tempo-trail-runner-RS100001</loc>')
    expect(urls).toContain('/de-de/c/running-shoes-1010</loc>')
    expect(urls).not.toContain('/de-de/cart<')
  })

  test('a product names one canonical URL and its alternates in every locale; the cart asks not to be indexed', async ({
    page,
  }) => {
    await page.goto(productPath('de-de', 'tempo-trail-runner-RS100001'))
    const canonical = page.locator('link[rel="canonical"]')
    await expect(canonical).toHaveCount(1)
    await expect(canonical).toHaveAttribute('href', /\/de-de\/p\/tempo-trail-runner-RS100001$/)
    const alternates = page.locator('link[rel="alternate"][hreflang]')
    await expect(alternates).toHaveCount(7)
    await expect(page.locator('link[hreflang="fr-fr"]')).toHaveAttribute(
      'href',
      /\/fr-fr\/p\/tempo-trail-runner-RS100001$/,
    )
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', /\/en-us\/p\//)
    const cart = await page.goto(cartPath('de-de'))
    expect(cart?.headers()['x-robots-tag']).toBe('noindex')
    await expect(alternates).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
  })
})

test.describe('the shop’s own links', () => {
  // The utility bar, the menu, the footer and the home page's blocks come from content a merchandiser
  // edits: a link there to a page that does not exist is a dead end, on every page of a site for the
  // first three. Each path is asked once (most are the same on every site, under its locale); a sign-in
  // page's redirect is an answer too.
  test('CMS-019 CMS-020 every link of the home page, its bars, menu and footer included, leads to a page, on every site @http', async ({
    request,
  }) => {
    const asked = new Set<string>()
    for (const locale of ['en-us', 'en-gb', 'fr-fr', 'de-de', 'fr-ca']) {
      const html = await (await request.get(homePath(locale))).text()
      const hrefs = Array.from(html.matchAll(/<a\b[^>]*\shref="(\/[^"#]*)"/g), (m) =>
        m[1]!.replaceAll('&amp;', '&'),
      )
      expect(hrefs.length, `links on ${locale}`).toBeGreaterThan(20)
      for (const href of new Set(hrefs)) {
        const within = pathWithinLocale(href, locale) ?? href
        if (asked.has(within)) continue
        asked.add(within)
        const response = await request.get(href)
        expect(response.status(), `${href}, linked from the ${locale} home page`).toBeLessThan(400)
      }
    }
  })
})
