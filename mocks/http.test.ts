import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { TokenResponseSchema } from '#app/domain/identity/token.ts'
import { ErrorBodySchema } from '#app/domain/errors/error-body.ts'
import { startEmulator, type RunningEmulator } from './http.ts'
import { resetState } from './state.ts'

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 })
})
afterAll(() => emulator.close())
beforeEach(() => resetState())

const headers = { 'x-api-key': 'k', 'Content-Type': 'application/json', 'x-correlation-id': 'c-1' }

test('serves the handlers over real HTTP on loopback', async () => {
  expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  const response = await fetch(`${emulator.url}/token/v2/auth/token?locale=en_US`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 'Guest' }),
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/json')
  expect(TokenResponseSchema.parse(await response.json()).expiresIn).toBe(1800)
})

test('a DELETE carries its JSON body through', async () => {
  const token = TokenResponseSchema.parse(
    await (
      await fetch(`${emulator.url}/token/v2/auth/token`, {
        method: 'POST',
        headers,
        body: '{"type":"Guest"}',
      })
    ).json(),
  ).accessToken
  const response = await fetch(`${emulator.url}/cart/v1/item`, {
    method: 'DELETE',
    headers: { ...headers, Authorization: `Bearer ${token}` },
    body: JSON.stringify({ cartId: 'bsk-404', itemId: 'x', upc: 'y' }),
  })
  expect(response.status).toBe(404)
  expect(ErrorBodySchema.parse(await response.json()).errorDetails[0]?.errorId).toBe('BSK404')
})

test('no handler answers 404 API404 in the error body shape', async () => {
  const response = await fetch(`${emulator.url}/nothing/here`, { headers })
  expect(response.status).toBe(404)
  const body = ErrorBodySchema.parse(await response.json())
  expect(body.errorDetails[0]?.errorId).toBe('API404')
  expect(body.correlationId).toBe('c-1')
})

test('provider pages answer HTML without an API key', async () => {
  const response = await fetch(`${emulator.url}/__provider/hpp/ps-missing`, { redirect: 'manual' })
  expect(response.status).toBe(404)
  expect(response.headers.get('content-type')).toContain('text/html')
})
