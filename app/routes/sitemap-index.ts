import { siteOrigin } from '#app/features/seo/origin.server.ts'
import { LOCALES } from '#app/domain/market/site.ts'
import { sitemapIndexXml } from '#app/domain/seo/sitemap.ts'
import { sitemapPath } from '#app/domain/paths/self-service-paths.ts'
import type { Route } from './+types/sitemap-index'

/** /sitemap.xml: the index of the sitemaps, one per locale. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(request)
  return new Response(sitemapIndexXml(LOCALES.map((locale) => `${origin}${sitemapPath(locale)}`)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
