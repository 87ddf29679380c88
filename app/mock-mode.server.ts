import type { Env } from './platform/env/env.server.ts'
import { isMockMode, mockModeChoice } from './platform/api/mock-mode.ts'
import { clearSignedInData, type SessionData, type ShopperSession } from './sessions.server.ts'

/**
 * Mock mode in the shopper's session (PLAT-014..017, decision 074): the choice a GET's `?mock=` makes
 * (the rules in `platform/api/mock-mode.ts`; the transport it chooses in `platform/api/api-transport.server.ts`),
 * and the names of the session keys the spec keeps for mock mode, login, access expiry and employee
 * flags.
 */

/**
 * PLAT-017: the session keys the spec keeps in session storage for mock mode, login, access expiry and
 * employee flags, which it does not name. These are their names here (decision 074); the session is the
 * sealed cookie, which a server-rendered page reads with and without JavaScript.
 */
export const SESSION_KEYS = {
  /** On or off for this session; absent, the configured default (`API_MOCK_MODE`). */
  mockMode: 'mockMode',
  /** What a sign-in writes: the registered token pair, the token type, who signed in (a member id for a Loyalty member). */
  login: ['accessToken', 'refreshToken', 'tokenType', 'consumerNo', 'consumerType', 'memberId'],
  /** When the access token expires, in epoch milliseconds: it is refreshed 30 s before. */
  accessExpiry: 'accessExpiresAt',
  /**
   * The employee flags: an employee consumer (`consumerType` EMPLOYEE) has or has not accepted the
   * discount terms (AUTH-009); an associate's buy-in-store context (`store`: storeId, storeName,
   * storeEmployeeId, storeEmployeeName and the connect time, INSTORE-002).
   */
  employee: ['consumerType', 'isEmployeeDiscountTCAccepted', 'store'],
} as const satisfies Record<string, keyof SessionData | readonly (keyof SessionData)[]>

/**
 * PLAT-014/PLAT-016 (decision 074): reads a GET's `?mock=` into the session and gives this request's
 * mock mode. Switching drops what the session holds from the other backend (tokens, cart, profile keys),
 * as sign-out does. In production (`mockModeAvailable` false) the query and the key are ignored.
 */
export function rememberMockMode(
  session: ShopperSession,
  method: string,
  url: URL,
  config: Pick<Env, 'mockModeAvailable' | 'API_MOCK_MODE'>,
): boolean {
  if (!config.mockModeAvailable) return false
  const mode = (chosen: boolean | undefined) =>
    isMockMode({ production: false, chosen, byDefault: config.API_MOCK_MODE })
  const before = mode(session.get('mockMode'))
  const choice = method === 'GET' ? mockModeChoice(url.searchParams) : undefined
  if (choice !== undefined) session.set('mockMode', choice)
  const on = mode(session.get('mockMode'))
  if (on !== before) clearSignedInData(session)
  return on
}
