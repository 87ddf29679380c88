import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#app/domain/errors/api-error.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'
import { exchangeCode, TOKEN_RETRY_MS } from './auth.server.ts'

const conflict = () => new ApiError({ status: 409, errorId: 'AUT409', message: 'Duplicated token' })

/** An API client whose token calls answer, in turn, what `answers` holds: an error is thrown. */
function tokenApi(answers: unknown[]) {
  const request = vi.fn(async () => {
    const answer = answers.shift()
    if (answer instanceof Error) throw answer
    return answer
  })
  return { api: { request } as unknown as ApiClient, request }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('login token exchange', () => {
  it('AUTH-006 CONST-004 a 409 then success: the second call comes 2000 ms later, not 1999, and its token is used', async () => {
    vi.useFakeTimers()
    const token = { accessToken: 'access-2', refreshToken: 'refresh-2' }
    const { api, request } = tokenApi([conflict(), token])
    const exchanged = exchangeCode(api, { grant_type: 'authorization_code', code: 'code-1' })
    await vi.advanceTimersByTimeAsync(1999)
    expect(request).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(request).toHaveBeenCalledTimes(2)
    await expect(exchanged).resolves.toEqual(token)
    expect(TOKEN_RETRY_MS).toBe(2000)
  })

  it('AUTH-006 CONST-004 a 409 twice: exactly two calls, then the error', async () => {
    vi.useFakeTimers()
    const { api, request } = tokenApi([conflict(), conflict(), { accessToken: 'never' }])
    const exchanged = exchangeCode(api, { code: 'code-1' }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(6000)
    expect(request).toHaveBeenCalledTimes(2)
    await expect(exchanged).resolves.toMatchObject({ status: 409, errorId: 'AUT409' })
  })

  it('AUTH-006 another status is not retried', async () => {
    vi.useFakeTimers()
    const refused = new ApiError({ status: 401, errorId: 'AUT401', message: 'Invalid' })
    const { api, request } = tokenApi([refused, { accessToken: 'never' }])
    const exchanged = exchangeCode(api, { code: 'code-1' }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(6000)
    expect(request).toHaveBeenCalledTimes(1)
    await expect(exchanged).resolves.toBe(refused)
  })
})
