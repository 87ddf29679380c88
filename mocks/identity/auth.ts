import { createHash } from 'node:crypto'
import { http, HttpResponse } from 'msw'
import type { TokenResponse } from '#app/domain/identity/token.ts'
import { mergeGuestCart } from '../cart/cart-store.ts'
import { findConsumerByEmail, passwordMatches } from '../customers/consumers.ts'
import type { Account } from '../customers/seed/accounts.ts'
import { withAffinity } from './affinity.ts'
import { apiError, readJson } from '../errors.ts'
import { attachGuestOrder } from '../orders/orders.ts'
import {
  db,
  newToken,
  nextId,
  ownerKey,
  type PrincipalType,
  type RefreshRecord,
  type TokenRecord,
} from '../state.ts'

/** Authentication (000 §7): guest and registered tokens, PKCE sign-in, refresh and sign-out. */

export const ACCESS_TOKEN_TTL_SECONDS = 1800
const AUTH_CODE_TTL_MS = 5 * 60 * 1000
/** Failed sign-ins in a row: the 4th answers "last attempt" (AUT426), the 5th locks (AUT423). */
const LAST_ATTEMPT = 4
const LOCK_AT = 5

export interface Principal {
  type: PrincipalType
  /** Guest id or consumerNo. */
  subject: string
  consumerNo?: string
  /** The cart owner key of this principal. */
  owner: string
  token: TokenRecord
  account?: Account
}

/**
 * The principal behind `Authorization: Bearer …`. Throws the error response (MSW answers a thrown
 * Response as is): no or unknown token 401 AUT404, expired 401 AUT432, unknown consumer 401 AUT498.
 */
export function requirePrincipal(request: Request): Principal {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  const token = match ? db.tokens.get(match[1]!) : undefined
  if (!token) throw apiError(request, 401, 'AUT404', 'Cannot authorize: missing or unknown access token')
  if (token.expiresAt <= Date.now())
    throw apiError(request, 401, 'AUT432', 'Authorization failed: token expired')
  const principal: Principal = {
    type: token.type,
    subject: token.subject,
    consumerNo: token.consumerNo,
    owner: ownerKey(token),
    token,
  }
  if (token.type === 'Registered') {
    const consumer = db.consumers.get(token.subject)
    if (!consumer) throw apiError(request, 401, 'AUT498', 'Invalid customer')
    principal.account = consumer.account
  }
  return principal
}

function issueAccessToken(refresh: RefreshRecord): TokenRecord {
  const record: TokenRecord = {
    accessToken: newToken('at'),
    type: refresh.type,
    subject: refresh.subject,
    consumerNo: refresh.consumerNo,
    expiresAt: Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000,
    refreshToken: refresh.refreshToken,
  }
  db.tokens.set(record.accessToken, record)
  return record
}

function issueSession(type: PrincipalType, subject: string): TokenRecord {
  const refresh: RefreshRecord = {
    refreshToken: newToken('rt'),
    type,
    subject,
    consumerNo: type === 'Registered' ? subject : undefined,
  }
  db.refreshTokens.set(refresh.refreshToken, refresh)
  return issueAccessToken(refresh)
}

function registeredFields(account: Account): TokenResponse {
  return {
    accessToken: '',
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    consumerNo: account.consumerNo,
    consumerType: account.consumerType,
    memberId: account.memberId,
    favorites: { favoriteId: account.favoriteId },
    saveForLaterId: account.saveForLaterId,
    isEmployeeDiscountTCAccepted: account.isEmployeeDiscountTCAccepted ?? false,
  }
}

/** base64url(SHA-256(verifier)): the S256 method (A26). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined
}

function tokenAnswer(request: Request, body: Record<string, unknown>): Promise<Response> | Response {
  switch (body.type) {
    case 'Guest':
      return guestToken()
    case 'Registered':
      return registeredToken(request, body)
    case 'Refresh':
      return refreshedToken(request, body)
    default:
      return apiError(request, 400, 'AUT404', 'Cannot authorize: type must be Guest, Registered or Refresh')
  }
}

async function guestToken(): Promise<Response> {
  const token = issueSession('Guest', nextId('gst'))
  const body: TokenResponse = {
    accessToken: token.accessToken,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    refreshToken: token.refreshToken,
  }
  return HttpResponse.json(body)
}

function registeredToken(request: Request, body: Record<string, unknown>): Response {
  const code = db.authCodes.get(str(body.authorizationCode) ?? '')
  const verifier = str(body.codeVerifier) ?? ''
  if (!code || code.used || code.expiresAt <= Date.now()) {
    return apiError(
      request,
      400,
      'AUT432',
      'Authorization failed: unknown, used or expired authorization code',
    )
  }
  if (verifier.length < 43 || verifier.length > 128 || s256(verifier) !== code.codeChallenge) {
    return apiError(
      request,
      400,
      'AUT432',
      'Authorization failed: the code verifier does not match the challenge',
    )
  }
  const consumer = db.consumers.get(code.consumerNo)
  if (!consumer) return apiError(request, 401, 'AUT498', 'Invalid customer')
  code.used = true
  const token = issueSession('Registered', consumer.account.consumerNo)
  const guestObjects = (body.guestObjects ?? {}) as Record<string, unknown>
  const cart = mergeGuestCart(str(guestObjects.basketId), ownerKey(token))
  attachGuestOrder(str(body.orderNo), consumer.account, ownerKey(token))
  const response: TokenResponse = {
    ...registeredFields(consumer.account),
    accessToken: token.accessToken,
    refreshToken: token.refreshToken,
    basketId: cart?.id,
  }
  return HttpResponse.json(response)
}

function refreshedToken(request: Request, body: Record<string, unknown>): Response {
  const refresh = db.refreshTokens.get(str(body.refreshToken) ?? '')
  if (!refresh) return apiError(request, 401, 'AUT498', 'Invalid customer: unknown refresh token')
  const token = issueAccessToken(refresh)
  const response: TokenResponse = {
    accessToken: token.accessToken,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    refreshToken: refresh.refreshToken,
  }
  if (refresh.type === 'Registered') {
    const consumer = db.consumers.get(refresh.subject)
    if (!consumer) return apiError(request, 401, 'AUT498', 'Invalid customer')
    Object.assign(response, registeredFields(consumer.account), {
      accessToken: token.accessToken,
      refreshToken: refresh.refreshToken,
    })
  }
  return HttpResponse.json(response)
}

function signin(request: Request, body: Record<string, unknown>): Response {
  const username = str(body.username) ?? ''
  const password = str(body.password) ?? ''
  const codeChallenge = str(body.codeChallenge)
  if (body.type !== undefined && body.type !== 'Registered') {
    return apiError(request, 400, 'AUT404', 'Cannot authorize: sign-in type must be Registered')
  }
  if (!codeChallenge)
    return apiError(request, 400, 'AUT432', 'Authorization failed: codeChallenge is required')
  const consumer = findConsumerByEmail(username)
  if (!consumer) return apiError(request, 401, 'AUT401', 'Invalid credentials')
  if (consumer.locked) return apiError(request, 401, 'AUT423', 'User locked')
  if (!passwordMatches(consumer.account, password)) {
    consumer.failedSignins += 1
    if (consumer.failedSignins >= LOCK_AT) {
      consumer.locked = true
      return apiError(request, 401, 'AUT423', 'User locked')
    }
    if (consumer.failedSignins === LAST_ATTEMPT) {
      return apiError(
        request,
        401,
        'AUT426',
        'Invalid credentials: last login attempt before the account locks',
      )
    }
    return apiError(request, 401, 'AUT401', 'Invalid credentials')
  }
  consumer.failedSignins = 0
  const code = newToken('ac')
  db.authCodes.set(code, {
    code,
    consumerNo: consumer.account.consumerNo,
    codeChallenge,
    expiresAt: Date.now() + AUTH_CODE_TTL_MS,
    used: false,
  })
  return HttpResponse.json({ authorizationCode: code })
}

export const handlers = [
  // PLAT-005: the token service's answers set the API's affinity cookie for a client without one.
  http.post('*/token/v2/auth/token', async ({ request }) =>
    withAffinity(request, await tokenAnswer(request, (await readJson(request)) ?? {})),
  ),

  http.post('*/consumers-v3/auth/signin', async ({ request }) =>
    signin(request, (await readJson(request)) ?? {}),
  ),

  http.post('*/consumers-v3/consumer/auth/signout', async ({ request }) => {
    const body = (await readJson(request)) ?? {}
    const refreshToken = str(body.refreshToken)
    if (refreshToken && db.refreshTokens.delete(refreshToken)) {
      for (const [accessToken, token] of db.tokens) {
        if (token.refreshToken === refreshToken) db.tokens.delete(accessToken)
      }
    }
    // Signing out twice is not an error: the shopper is signed out either way.
    return HttpResponse.json({ success: true })
  }),
]
