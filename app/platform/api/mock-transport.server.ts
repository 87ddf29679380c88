import { getResponse, type RequestHandler } from 'msw'

/**
 * Mock mode's transport (PLAT-014, decision 074): the API client's calls answered in this process by
 * MSW request handlers — the emulator's own (`mocks/`), which the server's entry provides — instead of
 * being sent to the services. Only `loadMockModeTransport` imports this module, lazily, on a mock-mode
 * call, which never happens in production (PLAT-016): neither MSW nor the emulator is loaded by a
 * production server.
 */

/**
 * What mock mode answers with: a fetch-like call answered in this process, with a Fetch `Response`, so
 * that both the API client (an `UpstreamTransport`) and the social media host's client can use it.
 */
export type MockTransport = (
  url: URL,
  init: { method: string; headers: Headers; body?: string | FormData; signal: AbortSignal },
) => Promise<Response>

const NOT_FOUND = {
  errorDetails: [{ errorId: 'API404', message: 'No mock data answers this call' }],
}

/** Rejects with the signal's reason once it aborts (the call's deadline, the shopper leaving). */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/**
 * A transport answering from `handlers`. What a handler answers is the call's answer, as the service's
 * would be: its status when it names one, else 200 (PLAT-015: a Fetch `Response`, and so MSW's
 * `HttpResponse`, is 200 unless given another status). A call no handler answers is 404 `API404`; a
 * handler's network error (`HttpResponse.error()`) fails the call as an unreachable service does.
 */
export function mockTransport(handlers: readonly RequestHandler[]): MockTransport {
  return async (url, { method, headers, body, signal }) => {
    const request = new Request(url, { method, headers, body, signal })
    let answer: Response | undefined
    try {
      answer = await abortable(getResponse([...handlers], request), signal)
    } catch (error) {
      // MSW lets a handler throw its answer (a Response) to short-circuit.
      if (!(error instanceof Response)) throw error
      answer = error
    }
    if (!answer) return Response.json(NOT_FOUND, { status: 404 })
    if (answer.type === 'error') throw new TypeError(`Mock network error: ${method} ${url.pathname}`)
    return answer
  }
}
