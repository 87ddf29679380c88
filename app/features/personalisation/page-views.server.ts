import type { MiddlewareFunction } from 'react-router'
import { getShopper } from '#app/context.server.ts'
import { personalisationAllowed } from '#app/features/consent/index.server.ts'
import { isCrawlerFile } from '#app/domain/seo/seo.ts'
import { followDatafileOf, trackPageView } from './customer-data.server.ts'
import { experiments } from './decisions.server.ts'
import { visitorId } from './visitor-id.server.ts'

/** React Router's data request for a navigation in the page: `/en-us/cart.data` stands for `/en-us/cart`. */
const DATA_SUFFIX = /\.data$/

/**
 * PERS-075: a page view for the customer-data platform, for each page a visitor with personalisation
 * allowed is shown — a document, or the data of a navigation in the page. Resource routes, posts and
 * failed pages are not page views. The event is queued: the page never waits for it.
 */
export const customerDataPageViews: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url)
  if (isCrawlerFile(url.pathname)) return next()
  const response = await next()
  const shopper = getShopper(context)
  const page = DATA_SUFFIX.test(url.pathname) || response.headers.get('Content-Type')?.startsWith('text/html')
  if (request.method !== 'GET' || response.status !== 200 || !page || !personalisationAllowed(shopper))
    return response
  try {
    // The events go where the datafile's integration says (PERS-077).
    followDatafileOf(experiments(shopper).datafile())
    trackPageView(shopper, { path: url.pathname.replace(DATA_SUFFIX, ''), vuid: visitorId(shopper) })
  } catch (error) {
    shopper.logger.warn({ err: error, upstream: 'customer-data' }, 'page view not queued')
  }
  return response
}
