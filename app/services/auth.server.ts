import { TokenResponseSchema, type TokenResponse } from '#app/models/cart.ts'
import type { ApiClient } from './api.server.ts'

/** POST /token/v2/auth/token with type Guest: a token for a shopper who has none. */
export function fetchGuestToken(api: ApiClient): Promise<TokenResponse> {
  return api.request({
    method: 'POST',
    path: '/token/v2/auth/token',
    body: { type: 'Guest' },
    schema: TokenResponseSchema,
    auth: false,
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
      })
      .finally(() => inflightRefreshes.delete(refreshToken))
    inflightRefreshes.set(refreshToken, pending)
  }
  return pending
}
