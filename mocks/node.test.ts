import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { TokenResponseSchema } from '#app/domain/identity/token.ts'
import { server } from './node.ts'
import { resetState } from './state.ts'

const BASE = 'http://emulator.test'
const headers = { 'x-api-key': 'k', 'Content-Type': 'application/json' }

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => resetState())

test('the in-process server answers fetch calls', async () => {
  const response = await fetch(`${BASE}/token/v2/auth/token`, {
    method: 'POST',
    headers,
    body: '{"type":"Guest"}',
  })
  expect(TokenResponseSchema.parse(await response.json()).expiresIn).toBe(1800)
})

test('a path no service handles stays unhandled: the request fails instead of passing through', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  await expect(fetch(`${BASE}/nothing/here`, { headers })).rejects.toThrow()
  // MSW's unhandled-request error, not a DNS failure of a passthrough.
  expect(String(consoleError.mock.calls[0]?.[0])).toContain('without a matching request handler')
  consoleError.mockRestore()
})

test('a timeout fault holds the call until the client gives up', async () => {
  await fetch(`${BASE}/__emulator/faults`, {
    method: 'POST',
    body: JSON.stringify({ path: '/token/', timeout: true }),
  })
  const call = fetch(`${BASE}/token/v2/auth/token`, {
    method: 'POST',
    headers,
    body: '{"type":"Guest"}',
    signal: AbortSignal.timeout(50),
  })
  await expect(call).rejects.toThrow()
})
