/**
 * PLAT-005: every request the browser code makes itself (the beacon queue, the size chart, the
 * galleries' product lookup) goes to our own origin with `credentials: 'same-origin'`: the session
 * cookie goes with it, and never to another origin. Browser code calls this, never `fetch` itself
 * (`same-origin-fetch.test.ts` checks).
 */
export function sameOriginFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  return fetch(input, { ...init, credentials: 'same-origin' })
}
