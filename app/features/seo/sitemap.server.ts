import type { Shopper } from '#app/context.server.ts'
import { CatalogSchema, type CategoryNode } from '#app/domain/catalog/catalog.ts'
import { linkedPaths } from '#app/domain/seo/sitemap.ts'
import { cached } from '#app/platform/cache/cache.server.ts'
import { searchProducts } from '#app/features/catalog/index.server.ts'
import { getFooter, getMenu } from '#app/features/content/index.server.ts'

const HOUR = 60 * 60_000
/** Products asked per search call, and the most calls one sitemap makes (a sitemap holds 50 000 URLs). */
const PAGE_SIZE = 96
const MAX_PAGES = 500

function categoryPaths(nodes: readonly CategoryNode[]): string[] {
  return nodes.flatMap((node) => [node.url, ...node.children.map((child) => child.url)])
}

async function productPaths(shopper: Shopper): Promise<string[]> {
  const paths: string[] = []
  for (let page = 0, start = 0; page < MAX_PAGES; page += 1) {
    const result = await searchProducts(shopper.api, { start, count: PAGE_SIZE })
    paths.push(...result.products.map((product) => product.url))
    start += result.products.length
    if (!result.products.length || start >= result.total) break
  }
  return paths
}

/**
 * The paths of the locale's sitemap, cached for an hour and served stale for a day while refreshed:
 * the category tree (GET /products/v2/catalog), every product (the catalogue search, page by page) and
 * the content pages the menu and footer link to. It fails as a whole: a sitemap missing its products
 * would tell search engines they are gone.
 */
export function sitemapPaths(shopper: Shopper): Promise<string[]> {
  const { site, locale } = shopper.locale
  return cached({
    key: `sitemap:${site.id}:${locale}`,
    ttl: HOUR,
    swr: 24 * HOUR,
    bypass: shopper.mockMode,
    getFreshValue: async () => {
      const [catalog, products, menu, footer] = await Promise.all([
        shopper.api.request({ path: '/products/v2/catalog', schema: CatalogSchema }),
        productPaths(shopper),
        getMenu(shopper),
        getFooter(shopper),
      ])
      return [...categoryPaths(catalog.categories), ...products, ...linkedPaths(menu), ...linkedPaths(footer)]
    },
  })
}
