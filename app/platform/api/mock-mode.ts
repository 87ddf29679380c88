/**
 * Mock mode (PLAT-014..PLAT-017, decision 074): outside production a developer or tester can have the
 * API client answer its calls from mock data — the emulator's own handlers, in the storefront's process —
 * instead of the services. The spec keeps the flag in session storage; here the session cookie keeps it
 * (session key `mockMode`, `rememberMockMode` in `mock-mode.server.ts`), chosen with `?mock=true` /
 * `?mock=false` on any page.
 *
 * Whether this is production comes from the runtime environment (`NODE_ENV=production`), never from the
 * path (A2). In production the query and the session key are both ignored (PLAT-016).
 */

/** The query parameter that turns mock mode on (`true`, `1`) or off (`false`, `0`) for the session. */
export const MOCK_MODE_PARAM = 'mock'

/** The choice a page's query makes: on, off, or none (`undefined`, also for a value it does not name). */
export function mockModeChoice(params: URLSearchParams): boolean | undefined {
  const value = params.get(MOCK_MODE_PARAM)?.trim().toLowerCase()
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  return undefined
}

/**
 * Whether this request's calls are answered from mock data: never in production (PLAT-016); otherwise
 * the session's choice, else the configured default (`API_MOCK_MODE`).
 */
export function isMockMode({
  production,
  chosen,
  byDefault,
}: {
  production: boolean
  chosen: boolean | undefined
  byDefault: boolean
}): boolean {
  if (production) return false
  return chosen ?? byDefault
}
