import type { z } from 'zod'
import {
  CollectionsFeedSchema,
  FooterFeedSchema,
  UtilityFeedSchema,
  type CollectionsFeed,
  type UtilityFeed,
} from '#app/domain/content/front-end-feeds.ts'
import type { Footer } from '#app/domain/content/content.ts'
import type { FrontEndPage } from '#app/domain/content/front-end-pages.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'
import { currentPath } from '#app/domain/paths/paths.ts'

/** GET /fapi/components/collections (CMS-018): product tiles by id, for collections in content. */
export function getCollections(api: ApiClient, ids: readonly string[]): Promise<CollectionsFeed> {
  return api.request({
    path: '/fapi/components/collections',
    query: { ids: [...ids] },
    schema: CollectionsFeedSchema,
    auth: false,
  })
}

/**
 * GET /fapi/components/footer (CMS-019): the footer from the internal service, its links to a moved page
 * pointing where the page is now, as the content service's footer's do.
 */
export async function getFooterFeed(api: ApiClient): Promise<Footer> {
  const footer = await api.request({ path: '/fapi/components/footer', schema: FooterFeedSchema, auth: false })
  const current = (links: Footer['legalLinks']) =>
    links.map((link) => ({ ...link, url: currentPath(link.url) }))
  return {
    ...footer,
    groups: footer.groups.map((group) => ({ ...group, links: current(group.links) })),
    legalLinks: current(footer.legalLinks),
  }
}

/** GET /fapi/components/utility (CMS-020): the utility bar. */
export function getUtility(api: ApiClient): Promise<UtilityFeed> {
  return api.request({ path: '/fapi/components/utility', schema: UtilityFeedSchema, auth: false })
}

/**
 * GET /fapi/pages/{page} (PLAT-023): an internal page's data by its name, parsed with its schema. A
 * page can do without it (each caller has its fallback): the short deadline and the content circuit.
 */
export function getFrontEndPage<S extends z.ZodType>(api: ApiClient, page: FrontEndPage, schema: S) {
  return api.request({
    path: `/fapi/pages/${encodeURIComponent(page)}`,
    schema,
    auth: false,
    group: 'content',
  })
}
