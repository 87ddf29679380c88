import { z } from 'zod'
import { API_CONTRACTS } from '#app/platform/api/api-contracts.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { TokenResponseSchema, type TokenResponse } from '#app/domain/identity/token.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'

/** POST /token/v2/auth/token with type Guest: a token for a shopper who has none. */
export function fetchGuestToken(api: ApiClient): Promise<TokenResponse> {
  return api.request({
    method: 'POST',
    path: '/token/v2/auth/token',
    body: { type: 'Guest' },
    schema: TokenResponseSchema,
    auth: false,
    contract: API_CONTRACTS.token,
  })
}

const inflightRefreshes = new Map<string, Promise<TokenResponse>>()

/**
 * Exchanges a refresh token for a new access token. Concurrent requests holding the same expired
 * token share one refresh (single flight).
 */
export function refreshAccessToken(api: ApiClient, refreshToken: string): Promise<TokenResponse> {
  let pending = inflightRefreshes.get(refreshToken)
  if (!pending) {
    pending = api
      .request({
        method: 'POST',
        path: '/token/v2/auth/token',
        body: { type: 'Refresh', refreshToken },
        schema: TokenResponseSchema,
        auth: false,
        contract: API_CONTRACTS.token,
      })
      .finally(() => inflightRefreshes.delete(refreshToken))
    inflightRefreshes.set(refreshToken, pending)
  }
  return pending
}

const SigninResponseSchema = z.looseObject({ authorizationCode: z.string() })

/** CONST-004: the wait before the one retry of a login token exchange answered 409. */
export const TOKEN_RETRY_MS = 2000

/** AUTH-004: POST /consumers-v3/auth/signin with the S256 challenge; answers the authorization code. */
export async function requestAuthorizationCode(
  api: ApiClient,
  body: { username: string; password: string; codeChallenge: string; captcha: string },
): Promise<string> {
  const { authorizationCode } = await api.request({
    method: 'POST',
    path: '/consumers-v3/auth/signin',
    body: {
      type: 'Registered',
      username: body.username,
      password: body.password,
      codeChallenge: body.codeChallenge,
      recaptcha_response: body.captcha,
    },
    schema: SigninResponseSchema,
    // PLAT-025: credential stuffing is a bot's work; the post goes with a bot-protection token.
    botProtected: true,
  })
  return authorizationCode
}

/** AUTH-002 / AUTH-006: the Registered token exchange, retried once after 2000 ms on status 409. */
export async function exchangeCode(api: ApiClient, body: Record<string, unknown>): Promise<TokenResponse> {
  const call = () =>
    api.request({
      method: 'POST',
      path: '/token/v2/auth/token',
      body,
      schema: TokenResponseSchema,
      auth: false,
      contract: API_CONTRACTS.token,
    })
  try {
    return await call()
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error
    await new Promise((resolve) => setTimeout(resolve, TOKEN_RETRY_MS))
    return call()
  }
}

const SignoutResponseSchema = z.looseObject({})

/** AUTH-014: POST /consumers-v3/consumer/auth/signout with body `{ refreshToken }`. */
export async function signOutUpstream(api: ApiClient, refreshToken: string): Promise<void> {
  await api.request({
    method: 'POST',
    path: '/consumers-v3/consumer/auth/signout',
    body: { refreshToken },
    schema: SignoutResponseSchema,
  })
}
