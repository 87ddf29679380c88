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

/** GET /fapi/components/collections (CMS-018): product tiles by id, for collections in content. */
export function getCollections(api: ApiClient, ids: readonly string[]): Promise<CollectionsFeed> {
  return api.request({
    path: '/fapi/components/collections',
    query: { ids: [...ids] },
    schema: CollectionsFeedSchema,
    auth: false,
  })
}

/** GET /fapi/components/footer (CMS-019): the footer from the internal service. */
export function getFooterFeed(api: ApiClient): Promise<Footer> {
  return api.request({ path: '/fapi/components/footer', schema: FooterFeedSchema, auth: false })
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
