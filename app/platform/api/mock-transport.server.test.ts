import { readFileSync } from 'node:fs'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { parseEnv } from '#app/platform/env/env.server.ts'
import { logger } from '#app/platform/log/logger.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { isMockMode, mockModeChoice } from '#app/platform/api/mock-mode.ts'
import { SESSION_KEYS } from '#app/mock-mode.server.ts'
import { resetState } from '#mocks/state.ts'
import { createApiClient } from './api.server.ts'
import { resetCircuits } from './circuits.server.ts'
import { mockTransport } from './mock-transport.server.ts'
import { provideMockHandlers, type UpstreamTransport } from './upstream-transport.server.ts'

/** Mock mode's transport and the API client in mock mode (decision 074). */

const env = (overrides: Record<string, string> = {}) =>
  parseEnv({
    NODE_ENV: 'test',
    SESSION_SECRET: 'x',
    COMMERCE_API_URL: 'http://api.test',
    API_ACCESS_KEY: 'key-1',
    API_SERVER_TRUST_ID: 'trust-1',
    LOG_LEVEL: 'silent',
    ...overrides,
  })

function client(options: { env?: ReturnType<typeof env>; mock?: boolean; fetch?: UpstreamTransport }) {
  return createApiClient({
    env: options.env ?? env(),
    logger: logger.child({}),
    locale: 'en-us',
    channel: 'ECOMM',
    getToken: async () => undefined,
    mock: options.mock,
    fetch: options.fetch,
  })
}

/** A transport that records its calls and answers like the network would: here, it must not be asked. */
function network() {
  const calls: string[] = []
  const fetch: UpstreamTransport = async (url) => {
    calls.push(url.pathname)
    return Response.json({ items: [] })
  }
  return { calls, fetch }
}

const init = (method: 'GET' | 'POST' = 'GET') => ({
  method,
  headers: new Headers({ 'x-api-key': 'k' }),
  signal: new AbortController().signal,
})

const Any = z.record(z.string(), z.unknown())

beforeEach(() => {
  resetState()
  resetCircuits()
})

describe('mock transport', () => {
  it('PLAT-015 a mock answer that names no status is a 200, through the transport and the client', async () => {
    const transport = mockTransport([
      http.get('*/json', () => HttpResponse.json({ fixture: 'json' })),
      http.get('*/plain', () => new HttpResponse(JSON.stringify({ fixture: 'plain' }))),
      http.post('*/named', () => HttpResponse.json({ fixture: 'named' }, { status: 201 })),
    ])
    const json = await transport(new URL('http://api.test/json'), init())
    expect(json.status).toBe(200)
    expect(json.ok).toBe(true)
    const plain = await transport(new URL('http://api.test/plain'), init())
    expect(plain.status).toBe(200)
    expect(new TextDecoder().decode(await plain.arrayBuffer())).toBe('{"fixture":"plain"}')
    // A status the mock data names is kept.
    expect((await transport(new URL('http://api.test/named'), init('POST'))).status).toBe(201)

    const api = client({ fetch: transport })
    await expect(api.request({ path: '/json', schema: Any })).resolves.toEqual({ fixture: 'json' })
    await expect(api.request({ path: '/plain', schema: Any })).resolves.toEqual({ fixture: 'plain' })
  })

  it('PLAT-014 a call no mock data answers is a 404 API404; a mock network error fails the call as unreachable', async () => {
    const transport = mockTransport([http.get('*/down', () => HttpResponse.error())])
    const missing = await transport(new URL('http://api.test/nowhere'), init())
    expect(missing.status).toBe(404)
    const api = client({ fetch: transport })
    const error = await api.request({ path: '/nowhere', schema: Any }).catch((e: unknown) => e)
    expect(isApiError(error) && error.errorId).toBe('API404')
    const down = await api.request({ path: '/down', schema: Any }).catch((e: unknown) => e)
    expect(isApiError(down) && down.status).toBe(502)
  })

  it('PLAT-014 a mock handler that never answers is cut by the call’s deadline', async () => {
    const transport = mockTransport([http.get('*/slow', () => new Promise<Response>(() => {}))])
    const api = client({ env: env({ API_TIMEOUT_MS: '30' }), fetch: transport })
    const error = await api.request({ path: '/slow', schema: Any }).catch((e: unknown) => e)
    expect(isApiError(error) && error.status).toBe(504)
  })
})

// The first mock call imports the whole emulator (its handlers and seed data): seconds on a busy
// two-core machine. The timeout is there to stop a hung test, not to time this one.
describe('the API client in mock mode', { timeout: 20_000 }, () => {
  // As the server's entry does: the emulator's handlers answer mock mode.
  beforeAll(() => provideMockHandlers(() => import('#mocks/index.ts').then((module) => module.handlers)))

  it('answers only with the handlers the server provides: without them a mock-mode call fails, as an unreachable service', async () => {
    vi.resetModules()
    const fresh = await import('./upstream-transport.server.ts')
    await expect(fresh.loadMockModeTransport()).rejects.toThrow('Mock mode has no handlers in this process')
    let loads = 0
    fresh.provideMockHandlers(async () => {
      loads += 1
      return [http.get('http://api.test/ping', () => HttpResponse.json({ pong: true }))]
    })
    const transport = await fresh.loadMockModeTransport()
    await fresh.loadMockModeTransport()
    const answer = await transport(new URL('http://api.test/ping'), {
      method: 'GET',
      headers: new Headers(),
      signal: new AbortController().signal,
    })
    expect(await answer.json()).toEqual({ pong: true })
    expect(loads).toBe(1)
  })

  it('PLAT-014 outside production, mock mode answers from the emulator and the network is never asked', async () => {
    const { calls, fetch } = network()
    const api = client({ mock: true, fetch })
    const details = await api.request({
      path: '/products/v2/products/RS100001/details',
      schema: z.object({ id: z.string(), name: z.string() }),
      auth: false,
    })
    expect(details).toMatchObject({ id: 'RS100001', name: 'Tempo Trail Runner' })
    expect(calls).toEqual([])
    // Off, the same call goes to the network.
    await client({ mock: false, fetch }).request({
      path: '/products/v2/products/RS100001/details',
      schema: Any,
    })
    expect(calls).toEqual(['/products/v2/products/RS100001/details'])
  })

  it('PLAT-014 mock answers neither count in nor wait on the services’ circuits', async () => {
    const MENU = '/caas/v1/canvas/menu/us'
    const failing: UpstreamTransport = async () => Response.json({}, { status: 500 })
    const { calls, fetch } = network()
    const settle = (promise: Promise<unknown>) =>
      promise.then(
        () => 'ok',
        (error: unknown) => (isApiError(error) ? error.status : error),
      )
    // The services fail: the content circuit opens, and the next call is not sent.
    const real = client({ fetch: failing })
    for (let i = 0; i < 5; i++) await settle(real.request({ service: 'content', path: MENU, schema: Any }))
    const resting = await real
      .request({ service: 'content', path: MENU, schema: Any })
      .catch((e: unknown) => e)
    expect(isApiError(resting) && resting.message).toMatch(/resting/)
    // Mock mode is answered all the same.
    const mock = client({ mock: true })
    expect(await settle(mock.request({ service: 'content', path: MENU, schema: Any }))).toBe('ok')

    // The mock data fails (an injected fault): the services' circuit stays closed.
    resetCircuits()
    await mock.request({
      method: 'POST',
      path: '/__emulator/faults',
      body: { path: 'canvas/menu', status: 500 },
      schema: Any,
      auth: false,
    })
    for (let i = 0; i < 6; i++)
      expect(await settle(mock.request({ service: 'content', path: MENU, schema: Any }))).toBe(500)
    await client({ fetch }).request({ service: 'content', path: MENU, schema: Any })
    expect(calls).toEqual([`/live${MENU}`])
  })

  it('PLAT-016 in production the mock flag is ignored: the call goes to the network', async () => {
    const { calls, fetch } = network()
    const production = env({ NODE_ENV: 'production', API_MOCK_MODE: 'true' })
    expect(production.mockModeAvailable).toBe(false)
    await client({ env: production, mock: true, fetch }).request({
      path: '/products/v2/catalog',
      schema: Any,
    })
    expect(calls).toEqual(['/products/v2/catalog'])
    expect(isMockMode({ production: true, chosen: true, byDefault: true })).toBe(false)
    expect(isMockMode({ production: false, chosen: undefined, byDefault: true })).toBe(true)
    expect(isMockMode({ production: false, chosen: false, byDefault: true })).toBe(false)
  })

  it('PLAT-014 ?mock= turns mock mode on or off; other values choose nothing', () => {
    const choice = (query: string) => mockModeChoice(new URLSearchParams(query))
    expect([choice('mock=true'), choice('mock=1'), choice('mock=TRUE')]).toEqual([true, true, true])
    expect([choice('mock=false'), choice('mock=0')]).toEqual([false, false])
    expect([choice(''), choice('mock='), choice('mock=yes')]).toEqual([undefined, undefined, undefined])
  })
})

describe('session keys', () => {
  it('PLAT-017 the session keys of mock mode, login, access expiry and employee flags are named in decision 074', () => {
    const record = readFileSync('docs/decisions/074-mock-mode.md', 'utf8')
    const names = Object.values(SESSION_KEYS).flat()
    expect(names).toEqual(expect.arrayContaining(['mockMode', 'accessToken', 'accessExpiresAt', 'store']))
    for (const name of names) expect(record).toContain(`\`${name}\``)
  })
})
