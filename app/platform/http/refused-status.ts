/**
 * Decision 088: a data request's refusal (a post React Router makes for a hydrated form, answered 4xx)
 * leaves the server as 200 with its status in this header (`handleDataRequest` in app/entry.server.tsx),
 * so that the browser's console shows no network error line for what is the shop working as designed.
 */
export const REFUSED_STATUS_HEADER = 'X-Refused-Status'

/**
 * Puts itself around the window's `fetch` before the router makes its first request
 * (app/entry.client.tsx): a response that carries the header is handed on with its 4xx status again,
 * so the router reads what the action answered. Every other response (and any other origin's, whose
 * headers are not exposed) passes as it came.
 */
export function restoreRefusedStatuses(scope: Pick<Window, 'fetch'>) {
  const original = scope.fetch.bind(scope)
  scope.fetch = async (input, init) => {
    const response = await original(input, init)
    const status = Number(response.headers.get(REFUSED_STATUS_HEADER))
    // Only a refusal's status is given back: a header that names anything else leaves the response as it is.
    return status >= 400 && status < 500
      ? new Response(response.body, { status, headers: response.headers })
      : response
  }
}
