import { getShopper } from '#app/context.server.ts'
import { siteOrigin } from '#app/features/seo/origin.server.ts'
import { sitemapPaths } from '#app/features/seo/sitemap.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { sitemapUrls, urlsetXml } from '#app/domain/seo/sitemap.ts'
import type { Route } from './+types/sitemap'

/**
 * /{locale}/sitemap.xml: the locale's home, categories, products and linked content pages. When the
 * catalogue cannot be read the answer is 503, to be fetched again later, never a sitemap with holes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  try {
    const paths = await sitemapPaths(shopper)
    const xml = urlsetXml(sitemapUrls(siteOrigin(request), shopper.locale.locale, paths))
    return new Response(xml, {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    })
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ err: error }, 'sitemap unavailable')
    return new Response('The sitemap is unavailable for now.', {
      status: 503,
      headers: { 'Retry-After': '600' },
    })
  }
}
