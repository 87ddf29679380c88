import { PassThrough, pipeline } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type RouterContextProvider,
} from 'react-router'
import { requestInfoContext } from './context.server.ts'

// server.ts reads the context key from the build so both sides share one instance; the change
// webhook too, so that its purges reach the build's page copies and caches (decision 069).
export { requestInfoContext }
export { handleChangeHook } from './features/shared-cache/change-hook.server.ts'
import { NonceProvider } from './components/nonce.tsx'
import { StylesheetTextContext } from './components/stylesheet.tsx'
import { IslandMarkupContext } from './components/island-markup.tsx'
import { ServerMenuContext } from './shell/server-menu.ts'
import { ServerDocumentValues } from './components/document-value.tsx'
import { DrawnNumbersContext } from './components/drawn-numbers.tsx'
import { drawnNumbersJson, withDrawnNumbers } from './platform/i18n/drawn-numbers.server.ts'
import { documentValuesContext } from './document-values.server.ts'
import { documentMenuContext } from './features/content/content.server.ts'
import { islandMarkup } from './island-markup.server.ts'
import { stylesheetTextFor } from './platform/http/stylesheet-text.server.ts'
import { getEnv } from './platform/env/env.server.ts'
import { provideMockHandlers } from './platform/api/upstream-transport.server.ts'
import { bootAfterFirstPaint } from './platform/http/boot-after-paint.server.ts'
import { inlineUsedStyles, prepareUsedStyles } from './platform/http/inline-used-styles.server.ts'
import { logger } from './platform/log/logger.server.ts'
import { readyOnce } from './platform/http/ready-once.server.ts'
import { ApiError } from '#app/domain/errors/api-error.ts'
import { REFUSED_STATUS_HEADER } from '#app/platform/http/refused-status.ts'
import { serverTimingHeader, type ServerTiming } from '#app/platform/http/server-timing.ts'
import appStyles from './app.css?url'

// The stylesheet a first visit's head carries, cut to what each page uses (decision 092), read and
// parsed once now rather than on the first visit.
prepareUsedStyles(appStyles)

// Mock mode answers with the emulator's handlers, loaded on the first mock-mode call (decision 074).
provideMockHandlers(() => import('#mocks/index.ts').then((module) => module.handlers))

/** Deferred data (reviews, recommendations) may stream for this long before the render gives up. */
export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    const { timing } = loadContext.get(requestInfoContext)
    if (timing) responseHeaders.set('Server-Timing', documentTiming(timing, performance.now()))
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const { nonce, requestId, timing } = loadContext.get(requestInfoContext)
  const renderStarted = performance.now()

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers get the whole document at once; shoppers get the shell as soon as it is ready.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    // The render notes the numbers it formats in a table of its own (decision 116).
    const { pipe, abort } = withDrawnNumbers(() =>
      renderToPipeableStream(
        <NonceProvider value={nonce}>
          <DrawnNumbersContext value={drawnNumbersJson}>
            <StylesheetTextContext value={stylesheetTextFor(request, getEnv().CONSENT_COOKIE)}>
              {/* Not while developing: a kept copy would hide an edit to what it shows until a restart. */}
              <IslandMarkupContext value={import.meta.env.DEV ? undefined : islandMarkup}>
                <ServerMenuContext value={loadContext.get(documentMenuContext)}>
                  <ServerDocumentValues value={loadContext.get(documentValuesContext)}>
                    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
                  </ServerDocumentValues>
                </ServerMenuContext>
              </IslandMarkupContext>
            </StylesheetTextContext>
          </DrawnNumbersContext>
        </NonceProvider>,
        {
          nonce,
          // Never outline a completed Suspense boundary: React otherwise streams a large one (or any
          // once the page passes this size) as hidden HTML revealed by a script, which a shopper
          // without JavaScript never sees. Boundaries still pending stream as before (decision 009).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          // Once: React may report a crawler's document ready twice (see readyOnce).
          [readyOption]: readyOnce(() => {
            shellRendered = true
            const body = new PassThrough({
              final(callback) {
                clearTimeout(timeoutId)
                timeoutId = undefined
                callback()
              },
            })
            // A shopper who leaves closes them all, and React hears of it through `body`.
            const html = pipeline(body, inlineUsedStyles(), bootAfterFirstPaint(), () => {})
            const stream = createReadableStreamFromReadable(html)
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            if (timing) responseHeaders.set('Server-Timing', documentTiming(timing, renderStarted))
            pipe(body)
            resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
          }),
          onShellError(error: unknown) {
            reject(error)
          },
          onError(error: unknown) {
            responseStatusCode = 500
            // A page with a failed or cut-short part is never kept as a copy for others (decision 065).
            if (timing) timing.renderFailed = true
            if (!shellRendered) return
            // The shopper left while the page streamed: nothing of ours failed (decision 043).
            if (request.signal.aborted || clientWentAway(error))
              logger.info({ requestId }, 'client left mid-stream')
            else logger.error({ err: error, requestId }, 'render error')
          },
        },
      ),
    )
  })
}

/** total, upstream (critical path) and render, as the document's headers leave (decision 052). */
function documentTiming(timing: ServerTiming, renderStarted: number) {
  const now = performance.now()
  return serverTimingHeader({
    totalMs: now - timing.startedAt,
    upstreamMs: timing.upstreamMs(now),
    upstreamCalls: timing.upstreamCalls,
    renderMs: now - renderStarted,
  })
}

/** Reads keep their status: only a post (or another method that acts) is a refusal. */
const READS = new Set(['GET', 'HEAD'])

/**
 * A refused post (a field that does not pass its schema, an upstream refusal, an unknown intent) answers
 * 4xx (decision 073). With JavaScript, React Router posts it as a data request, and a 4xx answer would put
 * the browser's network error line in the console for what is the shop working as designed (decision 088).
 * So a data request's refusal leaves as 200, its status in a header, and the browser's entry
 * (app/entry.client.tsx) gives the response its status back before React Router reads it: the router
 * sees the 4xx as before (no loader runs again, the form shows the reply). A post without JavaScript is a
 * document request and keeps its 4xx; a server error keeps its 5xx.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  if (READS.has(request.method) || response.status < 400 || response.status >= 500) return response
  const headers = new Headers(response.headers)
  headers.set(REFUSED_STATUS_HEADER, String(response.status))
  return new Response(response.body, { status: 200, headers })
}

function clientWentAway(error: unknown) {
  return error instanceof Error && error.message === 'The destination stream closed early.'
}

/** Errors reach the log with the request id; aborted requests are not errors. */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: RouterContextProvider },
) {
  if (request.signal.aborted) return
  const { requestId } = context.get(requestInfoContext)
  // A page that needs an upstream which is down or broken (decision 043): the upstream's failure,
  // already logged with its correlation id where the call failed; a warning here, not our error.
  if (error instanceof ApiError && error.status >= 500) {
    logger.warn(
      { requestId, url: request.url, status: error.status, correlationId: error.correlationId },
      'page failed: upstream unavailable',
    )
    return
  }
  // An address no route matches (a scanner's `//evil.com`, a mistyped asset): the shopper gets the
  // 404 page, and there is nothing of ours to fix, so no error and no stack in the log.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info({ requestId, url: request.url, status: error.status }, 'no page at this address')
    return
  }
  logger.error({ err: error, requestId, url: request.url }, 'unhandled error')
}
