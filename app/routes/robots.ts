import { siteOrigin } from '#app/features/seo/origin.server.ts'
import { robotsTxt } from '#app/domain/seo/sitemap.ts'
import type { Route } from './+types/robots'

/** /robots.txt: the shopper's own pages are not crawled; the sitemap index says where everything else is. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteOrigin(request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
