import { getResponse } from 'msw'
import { handlers as authHandlers, s256 } from '../identity/auth.ts'
import { controlHandlers } from '../control.ts'
import { handlers as orderActionHandlers } from './consumer-order-actions.ts'
import { handlers as orderHandlers } from './consumer-orders.ts'

/** The account orders' emulator tests: requests answered in-process by these handlers only. */
const handlers = [...controlHandlers, ...authHandlers, ...orderHandlers, ...orderActionHandlers]

const VERIFIER = 'verifier-0123456789-0123456789-0123456789-abcdef'

export interface OrdersCallResult {
  status: number
  headers: Headers
  json: unknown
  bytes: Uint8Array
}

/** One request with the storefront's headers; `token` as bearer, `body` as JSON. */
export async function ordersCall(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<OrdersCallResult> {
  const headers = new Headers({
    Accept: 'application/json',
    'x-api-key': 'k',
    'x-correlation-id': 'corr-test',
  })
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  const request = new Request(new URL(path, 'http://emulator.test'), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await getResponse(handlers, request)
  if (!response) throw new Error(`No handler answered ${method} ${path}`)
  const bytes = new Uint8Array(await response.arrayBuffer())
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder().decode(bytes)) as unknown
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, json, bytes }
}

export async function ordersGuestToken(): Promise<string> {
  const { json } = await ordersCall('POST', '/token/v2/auth/token', { body: { type: 'Guest' } })
  return (json as { accessToken: string }).accessToken
}

/** A registered token for a seeded account, through the PKCE sign-in and token calls. */
export async function ordersSignIn(email: string, orderNo?: string): Promise<string> {
  const signin = await ordersCall('POST', '/consumers-v3/auth/signin', {
    body: { type: 'Registered', username: email, password: 'Passw0rd!', codeChallenge: s256(VERIFIER) },
  })
  const { authorizationCode } = signin.json as { authorizationCode: string }
  const token = await ordersCall('POST', '/token/v2/auth/token', {
    body: { type: 'Registered', authorizationCode, codeVerifier: VERIFIER, guestObjects: {}, orderNo },
  })
  return (token.json as { accessToken: string }).accessToken
}

/** The errorId of an error answer. */
export function errorIdOf(result: OrdersCallResult): string | undefined {
  return (result.json as { errorDetails?: { errorId?: string }[] } | undefined)?.errorDetails?.[0]?.errorId
}
