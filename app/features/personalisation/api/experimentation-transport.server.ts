import {
  DATAFILE_REQUEST_TIMEOUT_MS,
  datafileBackoffMs,
  EVENT_MAX_QUEUE,
  EXPERIMENT_REQUEST_TIMEOUT_MS,
} from '#app/domain/tracking/experimentation.ts'
import type { EventDispatcher, LogEvent } from '@optimizely/optimizely-sdk'
import type { Logger } from '#app/platform/log/logger.server.ts'

/**
 * The flag client's two HTTP paths, handed to the provider's SDK: the datafile request (PERS-062) and
 * the event log dispatcher (PERS-066). The SDK polls, sends If-Modified-Since and keeps the datafile on
 * a 304; these add the spec's timeout, retry schedule and queue bound (decision 038).
 */

/** The response shape the SDK's request handler interface expects. */
export interface SdkResponse {
  statusCode?: number
  body: string
  headers: Record<string, string>
}

/** The SDK's request handler interface (`makeRequest`), which it calls for the datafile. */
export interface SdkRequestHandler {
  makeRequest(
    url: string,
    headers: Record<string, string>,
    method: string,
    data?: string,
  ): { responsePromise: Promise<SdkResponse>; abort(): void }
}

interface TransportOptions {
  logger: Logger
  fetch?: typeof fetch
  random?: () => number
}

/**
 * Waits `ms`, or rejects with the signal's reason once it aborts. The abort listener goes when the wait
 * ends: the retries of one fetch share the signal for as long as the service is down, and a listener
 * left by each would pile up on it.
 */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason as Error)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * PERS-062, PERS-063: the datafile GET, 60 s per attempt (CONST-065). A failed attempt (network error,
 * timeout, or a status other than 200 and 304) is retried after 0, 8, 16 … 512 s plus up to 1 s
 * (CONST-057) before the SDK hears anything, so its own retry timing never applies; the SDK's next
 * regular poll comes after the interval. Aborting (the client closing) ends the attempts.
 */
export function datafileRequestHandler({
  logger,
  fetch: fetchFn = fetch,
  random,
}: TransportOptions): SdkRequestHandler {
  return {
    makeRequest(url, headers, method) {
      const controller = new AbortController()
      const attempt = async (): Promise<SdkResponse> => {
        for (let failures = 0; ; ) {
          try {
            const response = await fetchFn(url, {
              method,
              headers,
              signal: AbortSignal.any([controller.signal, AbortSignal.timeout(DATAFILE_REQUEST_TIMEOUT_MS)]),
            })
            if (response.status === 200 || response.status === 304) {
              return {
                statusCode: response.status,
                body: await response.text(),
                headers: Object.fromEntries(response.headers),
              }
            }
            throw new Error(`datafile request answered ${response.status}`)
          } catch (error) {
            if (controller.signal.aborted) throw error
            failures += 1
            const wait = datafileBackoffMs(failures, random)
            logger.warn({ err: error, failures, retryInMs: wait }, 'datafile fetch failed')
            await sleep(wait, controller.signal)
          }
        }
      }
      return { responsePromise: attempt(), abort: () => controller.abort() }
    },
  }
}

function eventCount(event: LogEvent): number {
  return (event.params.visitors ?? []).reduce(
    (sum, visitor) =>
      sum + visitor.snapshots.reduce((n, snapshot) => n + Math.max(1, snapshot.events.length), 0),
    0,
  )
}

/**
 * PERS-066, PERS-067: posts each batch as JSON to the configured log endpoint (the SDK's batch carries
 * account_id, project_id, visitors, revision, client_name, client_version, anonymize_ip and
 * enrich_decisions), each given 60 s (CONST-050). CONST-060: at most 10000 events wait for delivery;
 * a batch past that is dropped and logged rather than held. A non-2xx answer goes back to the SDK,
 * which retries it.
 */
export function logEventDispatcher(
  url: string,
  { logger, fetch: fetchFn = fetch, maxQueue = EVENT_MAX_QUEUE }: TransportOptions & { maxQueue?: number },
): EventDispatcher {
  let waiting = 0
  return {
    async dispatchEvent(event) {
      const count = eventCount(event)
      if (waiting + count > maxQueue) {
        logger.warn({ dropped: count, waiting }, 'experiment event queue full; batch dropped')
        return { statusCode: 200 }
      }
      waiting += count
      // A timer of our own rather than AbortSignal.timeout: the deadline is then one a test can reach.
      const controller = new AbortController()
      const deadline = setTimeout(
        () => controller.abort(new DOMException('experiment event batch timed out', 'TimeoutError')),
        EXPERIMENT_REQUEST_TIMEOUT_MS,
      )
      deadline.unref()
      try {
        const response = await fetchFn(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(event.params),
          signal: controller.signal,
        })
        if (!response.ok) logger.warn({ status: response.status }, 'experiment event batch refused')
        return { statusCode: response.status }
      } catch (error) {
        logger.warn({ err: error }, 'experiment event batch not sent')
        throw error
      } finally {
        clearTimeout(deadline)
        waiting -= count
      }
    },
  }
}
