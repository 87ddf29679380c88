import type { MiddlewareFunction } from 'react-router'
import { getShopper, requestInfoContext, type RequestInfo, type Shopper } from '#app/context.server.ts'
import type { Env } from '#app/platform/env/env.server.ts'
import { detectedCountry } from '#app/features/location/index.server.ts'
import { decideExperience, startRecording, type Replay } from '#app/features/personalisation/index.server.ts'
import { GUEST_CACHEABLE, onlyGuestBookkeeping } from '#app/platform/cache/cache-policy.ts'
import {
  firstVisitKey,
  matchingPage,
  pageBody,
  PageStore,
  withNonce,
  type CachedPage,
} from '#app/platform/cache/page-cache.ts'
import { readsThroughCaches } from '#app/domain/page/request-rules.ts'
import { isCrawlerFile } from '#app/domain/seo/seo.ts'
import { serverTimingHeader } from '#app/platform/http/server-timing.ts'
import { addSurrogateKeys, currentSurrogateKeys } from '#app/platform/cache/surrogate-keys.server.ts'

/**
 * The page cache for first visits (decision 065). A visitor's first page — a GET of a document with
 * no cookie at all, on a page whose route says guests may share it — is rendered from nothing of
 * theirs but its URL, the app's webview, the CDN's country and the experiments they are bucketed
 * into. The page made for the first such visitor is kept for PAGE_CACHE_SECONDS and given to the next
 * ones whose decisions are the same: they are still decided (each gets their own exposures), get
 * their own visitor id, session, page views and CSP nonce, and skip the loaders and the render.
 *
 * A copy is kept only of a page that is whole: answered 200, no upstream call failed and the render
 * reported no error, nothing of the shopper's kept beyond a guest's bookkeeping, no cookie set by the
 * page itself, not a preview nor a `bypassAllCache=true` request.
 */

/** Copies per page: one per combination of decisions (an experiment with three variations: three). */
const COPIES_PER_PAGE = 8

let store: PageStore<Replay> | null | undefined

function storeFor(env: Env): PageStore<Replay> | null {
  if (store !== undefined) return store
  const seconds = env.PAGE_CACHE_SECONDS ?? (env.isProduction ? 10 : 0)
  store = seconds
    ? new PageStore<Replay>({
        ttlMs: seconds * 1000,
        maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
        perKey: COPIES_PER_PAGE,
      })
    : null
  return store
}

/** A document asked for by a visitor who has nothing of their own yet. */
function isFirstVisitDocument(request: Request, info: RequestInfo): boolean {
  return (
    request.method === 'GET' &&
    !info.dataRequest &&
    !request.headers.has('Cookie') &&
    !isCrawlerFile(new URL(request.url).pathname)
  )
}

export const pageCacheMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const info = context.get(requestInfoContext)
  if (!isFirstVisitDocument(request, info)) return next()
  const shopper = getShopper(context)
  const pages = storeFor(shopper.env)
  // A preview and bypassAllCache=true ask for what the upstreams hold now, mock mode for mock data
  // (decision 074): never a copy, never kept.
  if (!pages || readsThroughCaches(shopper.preview) || shopper.mockMode) return next()
  const key = firstVisitKey({
    url: request.url,
    webview: shopper.session.get('webview') === true,
    country: detectedCountry(request, shopper.env.GEO_COUNTRY_HEADER),
  })
  const recording = startRecording(shopper)
  const copy = await matchingPage(pages.get(key), (experienceId) => decideExperience(shopper, experienceId))
  if (copy) {
    // The copy names what it was built from, as the render it saves would have.
    addSurrogateKeys(...copy.keys)
    for (const replay of copy.replays) replay(shopper, request)
    return copyFor(copy, info)
  }
  const response = await next()
  if (!shareable(response)) return response
  markTiming(response, info, 'miss')
  if (!response.body) return response
  const [toShopper, toKeep] = response.body.tee()
  void keepWhenWhole(toKeep, { key, pages, shopper, request, info, response, recording })
  return new Response(toShopper, response)
}

/** A page whose route lets guests share it (decision 052), answered 200 as HTML, setting no cookie. */
function shareable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.get('Cache-Control') === GUEST_CACHEABLE &&
    Boolean(response.headers.get('Content-Type')?.startsWith('text/html')) &&
    !response.headers.has('Set-Cookie')
  )
}

async function keepWhenWhole(
  body: ReadableStream<Uint8Array>,
  {
    key,
    pages,
    shopper,
    request,
    info,
    response,
    recording,
  }: {
    key: string
    pages: PageStore<Replay>
    shopper: Shopper
    request: Request
    info: RequestInfo
    response: Response
    recording: ReturnType<typeof startRecording>
  },
) {
  let sent: Uint8Array<ArrayBuffer>
  try {
    sent = new Uint8Array(await new Response(body).arrayBuffer())
  } catch {
    return
  }
  const { timing } = info
  // Checked once the last deferred part has streamed: a part that failed or was cut short, or an
  // upstream call that failed (the page then shows less than it should), is not given to others.
  if (request.signal.aborted || !timing || timing.renderFailed || timing.upstreamFailures) return
  // Once the guest token is in: a session that holds anything else is the shopper's own.
  if (!onlyGuestBookkeeping(Object.keys(shopper.session.data))) return
  pages.set(key, {
    decisions: recording.decisions,
    replays: recording.replays,
    ...pageBody(sent, info.nonce),
    status: response.status,
    headers: [...response.headers].filter(([name]) => name !== 'server-timing'),
    keys: currentSurrogateKeys(),
  })
}

/** Drops this process's copies built from any of `keys` (a purge, decision 069); how many went. */
export function purgePageCopies(keys: readonly string[]): number {
  return store ? store.purge(new Set(keys)) : 0
}

function copyFor(copy: CachedPage<Replay>, info: RequestInfo): Response {
  const response = new Response(withNonce(copy, info.nonce), {
    status: copy.status,
    headers: copy.headers.map(([name, value]): [string, string] => [name, value]),
  })
  markTiming(response, info, 'hit')
  return response
}

/** Server-Timing says whether a first visit's page was a copy (decision 052's header, with `cache`). */
function markTiming(response: Response, info: RequestInfo, cache: 'hit' | 'miss') {
  const rendered = response.headers.get('Server-Timing')
  if (rendered) return response.headers.set('Server-Timing', `${rendered}, cache;desc="${cache}"`)
  const { timing } = info
  if (!timing) return
  const now = performance.now()
  response.headers.set(
    'Server-Timing',
    serverTimingHeader({
      totalMs: now - timing.startedAt,
      upstreamMs: timing.upstreamMs(now),
      upstreamCalls: timing.upstreamCalls,
      renderMs: 0,
      cache,
    }),
  )
}
