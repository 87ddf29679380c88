import { nextId } from '../state.ts'

/**
 * The API's own cookie (PLAT-005, decision 075): like a load balancer's affinity cookie, the token
 * service's answers set it for a client that did not send one. The storefront keeps it per shopper and
 * sends it back on that shopper's calls; the capture log shows which calls carried it.
 */
export const AFFINITY_COOKIE = 'api-affinity'

/** The affinity cookie the request carries, if any. */
export function affinityOf(request: Request): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=')
    if (name === AFFINITY_COOKIE) return value.join('=')
  }
  return undefined
}

/**
 * The answer, with a new affinity cookie when the request came without one. A platform `Response`, not
 * MSW's `HttpResponse`: in-process (vitest), MSW would keep an `HttpResponse`'s cookie in a jar of its
 * own, as a browser does, and add it to every later request, whichever shopper's.
 */
export function withAffinity(request: Request, response: Response): Response {
  if (affinityOf(request) || response.type === 'error') return response
  const headers = new Headers(response.headers)
  headers.append(
    'Set-Cookie',
    `${AFFINITY_COOKIE}=${nextId('aff')}; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax`,
  )
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
