import { describe, expect, it } from 'vitest'
import { CATEGORIES, PRODUCTS } from '#mocks/catalog/seed/catalog.ts'
import { loader as robotsLoader } from '#app/routes/robots.ts'
import { loader as indexLoader } from '#app/routes/sitemap-index.ts'
import { loader as sitemapLoader } from '#app/routes/sitemap.ts'
import { loader as cartLoader } from '#app/routes/cart.tsx'
import { loader as plpLoader } from '#app/routes/plp.tsx'
import { loader as locationLoader } from '#app/routes/location.tsx'
import { LOCALES } from '#app/domain/market/site.ts'
import { get, runRoute } from '#tests/helpers/route.ts'
import { injectFault } from '#tests/helpers/emulator.ts'

const locs = (xml: string) => Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), ([, loc]) => loc!)

describe('search engines', () => {
  it('robots.txt and the sitemap index are served at the root, outside every locale', async () => {
    const robots = await runRoute(robotsLoader, get('/robots.txt'))
    expect(robots.status).toBe(200)
    expect(await robots.response!.text()).toContain('Sitemap: http://localhost:3000/sitemap.xml')
    const index = await runRoute(indexLoader, get('/sitemap.xml'))
    expect(index.response!.headers.get('Content-Type')).toMatch(/^application\/xml/)
    expect(locs(await index.response!.text())).toEqual(
      LOCALES.map((l) => `http://localhost:3000/${l}/sitemap.xml`),
    )
  })

  it('a locale’s sitemap lists its home, every category and every product of the catalogue', async () => {
    const result = await runRoute(sitemapLoader, get('/de-de/sitemap.xml'))
    expect(result.status).toBe(200)
    const urls = new Set(locs(await result.response!.text()))
    expect(urls.has('http://localhost:3000/de-de')).toBe(true)
    for (const category of CATEGORIES)
      expect(urls.has(`http://localhost:3000/de-de/c/${category.slug}-${category.id}`), category.id).toBe(
        true,
      )
    for (const product of PRODUCTS)
      expect(urls.has(`http://localhost:3000/de-de/p/${product.slug}-${product.id}`), product.id).toBe(true)
    expect([...urls].every((url) => url.startsWith('http://localhost:3000/de-de'))).toBe(true)
    expect([...urls].some((url) => /\/(cart|checkout|account)(\/|$)/.test(url))).toBe(false)
  })

  it('a sitemap the catalogue cannot give is a 503 to come back for, not a sitemap with holes', async () => {
    await injectFault({ path: '^/products/v2/search/productSearch$', status: 500 })
    const result = await runRoute(sitemapLoader, get('/fr-fr/sitemap.xml'))
    expect(result.status).toBe(503)
    expect(result.response!.headers.get('Retry-After')).toBe('600')
  })

  it('the cart is marked noindex for crawlers, a listing is not', async () => {
    const cart = await runRoute(cartLoader, get('/en-us/cart'))
    expect(cart.response!.headers.get('X-Robots-Tag')).toBe('noindex')
    const plp = await runRoute(plpLoader, get('/en-us/c/running-shoes-1010'), {
      slugId: 'running-shoes-1010',
    })
    expect(plp.response!.headers.get('X-Robots-Tag')).toBeNull()
  })

  it('the location page is marked noindex for crawlers, like the cart', async () => {
    const location = await runRoute(locationLoader, get('/de-de/location'))
    expect(location.status).toBe(200)
    expect(location.response!.headers.get('X-Robots-Tag')).toBe('noindex')
  })
})
