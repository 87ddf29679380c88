import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { parseEnv } from '#app/platform/env/env.server.ts'
import { logger } from '#app/platform/log/logger.server.ts'
import { captureLog } from '#tests/helpers/log-capture.ts'
import { ApiError, isApiError } from '#app/domain/errors/api-error.ts'
import { backgroundSettled } from '#app/platform/process/background.server.ts'
import { DEFAULT_BOT_PROTECTION_TOKEN_PATH } from '#app/domain/identity/bot-protection.ts'
import { createApiClient } from './api.server.ts'
import { MAX_VALIDATED_CHARS } from './response-validation.server.ts'

const baseEnv = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x',
  COMMERCE_API_URL: 'http://api.test',
  API_ACCESS_KEY: 'key-1',
  API_SERVER_TRUST_ID: 'trust-1',
  API_TIMEOUT_MS: '50',
  LOG_LEVEL: 'silent',
} as const

function client(
  envOverrides: Record<string, string> = {},
  fetchImpl?: typeof fetch,
  overrides: Partial<Parameters<typeof createApiClient>[0]> = {},
) {
  const calls: Request[] = []
  const fake =
    fetchImpl ??
    (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new Request(input, init))
      return Response.json({ ok: true })
    })
  const api = createApiClient({
    env: parseEnv({ ...baseEnv, ...envOverrides }),
    logger: logger.child({}),
    locale: 'en-ca',
    channel: 'ECOMM',
    getToken: async () => 'tok-123',
    fetch: fake as typeof fetch,
    ...overrides,
  })
  return { api, calls }
}

const Ok = z.object({ ok: z.boolean() })

describe('upstream client', () => {
  it('PLAT-002 PLAT-003 PLAT-004 PLAT-006 sends the common headers, a new id pair per call and the locale', async () => {
    const { api, calls } = client()
    await api.request({ path: '/cart/v1/cart/abc', schema: Ok })
    await api.request({ path: '/cart/v1/cart/abc', schema: Ok })
    const [a, b] = calls
    expect(a!.headers.get('accept')).toBe('application/json')
    expect(a!.headers.get('x-api-key')).toBe('key-1')
    expect(a!.headers.get('x-server-trust-id')).toBe('trust-1')
    expect(a!.headers.get('x-locale')).toBe('en_CA')
    expect(new URL(a!.url).searchParams.get('locale')).toBe('en_CA')
    expect(a!.headers.get('x-channel')).toBe('ECOMM')
    expect(a!.headers.get('x-source')).toBe('ECOM15')
    expect(a!.headers.get('authorization')).toBe('Bearer tok-123')
    expect(a!.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(a!.headers.get('x-correlation-id')).not.toBe(b!.headers.get('x-correlation-id'))
    expect(a!.headers.get('x-transaction-id')).not.toBe(b!.headers.get('x-transaction-id'))
  })

  it('PLAT-001 writes one log line per call, naming the service called beside the storefront’s own', async () => {
    const { log, lines } = captureLog()
    const { api, calls } = client({}, undefined, { logger: log.child({ requestId: 'r-1' }) })
    await api.request({ path: '/cart/v1/cart/abc', schema: Ok })
    await api.request({ path: '/content/v1/x', service: 'content', schema: Ok })
    expect(lines).toHaveLength(2)
    // One `service` key per line: a second one (the upstream's) made a line whose reading depends on
    // the reader.
    for (const line of lines) expect(line.match(/"service":/g)).toHaveLength(1)
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(parsed).toEqual([
      expect.objectContaining({
        msg: 'upstream call',
        service: 'storefront',
        upstream: 'commerce',
        requestId: 'r-1',
        method: 'GET',
        path: '/cart/v1/cart/abc',
        status: 200,
        correlationId: calls[0]!.headers.get('x-correlation-id'),
      }),
      expect.objectContaining({
        msg: 'upstream call',
        service: 'storefront',
        upstream: 'content',
        path: '/live/content/v1/x',
        correlationId: calls[1]!.headers.get('x-correlation-id'),
      }),
    ])
  })

  it('PLAT-007 PLAT-008 PLAT-009 adds bypass and testing headers only when configured, never the dev header in production', async () => {
    const plain = client()
    await plain.api.request({ path: '/x', schema: Ok })
    expect(plain.calls[0]!.headers.has('x-maintenance-bypass')).toBe(false)
    expect(plain.calls[0]!.headers.has('x-disable-bot-detection')).toBe(false)

    const configured = client({
      API_MAINTENANCE_BYPASS: 'let-me-in',
      API_TESTING_HEADERS: '{"x-test-scenario":"slow"}',
      API_DISABLE_BOT_DETECTION: 'true',
    })
    await configured.api.request({ path: '/x', schema: Ok })
    const headers = configured.calls[0]!.headers
    expect(headers.get('x-maintenance-bypass')).toBe('let-me-in')
    expect(headers.get('x-test-scenario')).toBe('slow')
    expect(headers.has('x-disable-bot-detection')).toBe(false)

    const dev = client({ NODE_ENV: 'development' })
    await dev.api.request({ path: '/x', schema: Ok })
    expect(dev.calls[0]!.headers.get('x-disable-bot-detection')).toBe('true')
    expect(dev.calls[0]!.headers.get('x-locale')).toBe('en-ca')
  })

  it('PLAT-011 builds every call on the configured base path, with or without a trailing slash', async () => {
    for (const base of ['http://gateway.test/api/v2', 'http://gateway.test/api/v2/']) {
      const { api, calls } = client({ COMMERCE_API_URL: base })
      await api.request({ path: '/cart/v1/cart/abc', schema: Ok })
      await api.request({ path: '/content/v1/x', service: 'content', schema: Ok })
      expect(calls.map((c) => new URL(c.url).pathname)).toEqual([
        '/api/v2/cart/v1/cart/abc',
        // Content calls put the content mode between the base and the path (CMS-001).
        '/api/v2/live/content/v1/x',
      ])
      expect(calls.every((c) => new URL(c.url).host === 'gateway.test')).toBe(true)
    }
  })

  it('PLAT-010 leaves the user-session header out when there is no session id', async () => {
    const { api, calls } = client()
    await api.request({ path: '/x', schema: Ok })
    expect(calls[0]!.headers.has('x-usid')).toBe(false)
  })

  it('PLAT-010 sends the user-session header once a session id exists, with that id', async () => {
    const { api, calls } = client({}, undefined, { sessionId: 'usid-42' })
    await api.request({ path: '/x', schema: Ok })
    expect(calls[0]!.headers.get('x-usid')).toBe('usid-42')
  })

  it('CONST-018 the API identity: the region from the locale, the site id, channel ECOMM and source ECOM15', async () => {
    for (const [locale, site, region] of [
      ['en-ca', 'ca', 'NA'],
      ['de-de', 'de', 'EMEA'],
    ] as const) {
      const { api, calls } = client({}, undefined, { locale })
      await api.request({ path: '/x', schema: Ok })
      const headers = calls[0]!.headers
      expect(headers.get('x-region'), locale).toBe(region)
      expect(headers.get('x-site-id'), locale).toBe(site)
      expect(headers.get('x-channel'), locale).toBe('ECOMM')
      expect(headers.get('x-source'), locale).toBe('ECOM15')
    }
  })

  it('ERR-002 turns an error body into an ApiError with status, errorId, message and correlation id', async () => {
    const { api } = client({}, async () =>
      Response.json(
        {
          errorDetails: [{ errorId: 'INV408', message: 'Too many', maxAllowedQty: 3 }],
          appId: 'cart',
          correlationId: 'c-1',
        },
        { status: 409 },
      ),
    )
    const error = await api
      .request({ path: '/cart/v1/item', method: 'POST', body: {}, schema: Ok })
      .catch((e: unknown) => e)
    expect(isApiError(error)).toBe(true)
    expect(error).toMatchObject({
      status: 409,
      errorId: 'INV408',
      message: 'Too many',
      correlationId: 'c-1',
      appId: 'cart',
    })
    expect((error as ApiError).details.maxAllowedQty).toBe(3)
  })

  it('ERR-003 logs the bot-defence event for a 403 with an appId', async () => {
    const warn = vi.fn()
    const log = { child: () => ({ warn, info: vi.fn(), error: vi.fn() }) } as unknown as typeof logger
    const api = createApiClient({
      env: parseEnv(baseEnv),
      logger: log,
      locale: 'en-us',
      channel: 'ECOMM',
      getToken: async () => undefined,
      fetch: (async () =>
        Response.json(
          { errorDetails: [{ errorId: 'GEN500' }], appId: 'shield' },
          { status: 403 },
        )) as typeof fetch,
    })
    await expect(api.request({ path: '/x', schema: Ok })).rejects.toBeInstanceOf(ApiError)
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'bot-defence', appId: 'shield' }),
      expect.any(String),
    )
  })

  it('PLAT-012 CONST-020 gives up after the configured API_TIMEOUT_MS with a handled timeout error', async () => {
    const { api } = client(
      {},
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    await expect(api.request({ path: '/slow', schema: Ok })).rejects.toMatchObject({ status: 504 })
  })

  it('cuts a call short when the shopper goes away, unless the client was asked to see it through (untilDone)', async () => {
    const leaving = new AbortController()
    const slow = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        // The call's own signal ends it; the shopper leaving is when the upstream would answer.
        const cut = () => reject(init?.signal?.reason)
        const answer = () => resolve(Response.json({ ok: true }))
        if (init?.signal?.aborted) return cut()
        init?.signal?.addEventListener('abort', cut)
        if (leaving.signal.aborted) return answer()
        leaving.signal.addEventListener('abort', answer)
      })) as typeof fetch
    const { api } = client({ API_TIMEOUT_MS: '5000' }, slow, { signal: leaving.signal })
    const cut = api.request({ path: '/cart', schema: Ok })
    const seen = api.untilDone().request({ path: '/cart', schema: Ok })
    leaving.abort()
    await expect(cut).rejects.toMatchObject({ status: 502, message: 'Upstream unreachable' })
    await expect(seen).resolves.toEqual({ ok: true })
    // One lasting client per request; a client without a signal is its own.
    expect(api.untilDone()).toBe(api.untilDone())
    const { api: plain } = client()
    expect(plain.untilDone()).toBe(plain)
  })

  it('rejects a response that does not match its schema instead of passing it on', async () => {
    const { api } = client({}, async () => Response.json({ ok: 'yes' }))
    await expect(api.request({ path: '/x', schema: Ok })).rejects.toMatchObject({ status: 502 })
  })

  it('PLAT-036 puts content calls under /pre only for an active preview with preview enabled', async () => {
    const calls: string[] = []
    const fake = (async (input: RequestInfo | URL) => {
      calls.push(String(input))
      return Response.json({ ok: true })
    }) as typeof fetch
    const make = (enabled: string, active: boolean) =>
      createApiClient({
        env: parseEnv({ ...baseEnv, PREVIEW_ENABLED: enabled, CONTENT_MODE: 'live' }),
        logger: logger.child({}),
        locale: 'en-us',
        channel: 'ECOMM',
        getToken: async () => undefined,
        preview: { active, bypassAllCache: active },
        fetch: fake,
      })
    await make('true', true).request({ service: 'content', path: '/caas/v1/canvas/menu/us', schema: Ok })
    await make('false', true).request({ service: 'content', path: '/caas/v1/canvas/menu/us', schema: Ok })
    expect(new URL(calls[0]!).pathname).toBe('/pre/live/caas/v1/canvas/menu/us')
    expect(new URL(calls[0]!).searchParams.get('bypassAllCache')).toBe('true')
    expect(new URL(calls[1]!).pathname).toBe('/live/caas/v1/canvas/menu/us')
  })
})

describe('environment', () => {
  it('requires SESSION_SECRET in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/)
    expect(parseEnv({ NODE_ENV: 'development' }).sessionSecrets).toHaveLength(1)
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'a, b' }).sessionSecrets).toEqual(['a', 'b'])
  })
})

describe('a token the service no longer accepts', () => {
  const unauthorized = () =>
    Response.json({ errorDetails: [{ errorId: 'AUT432', message: 'expired' }] }, { status: 401 })

  function tokenClient(
    answers: (() => Response)[],
    onUnauthorized: (e: ApiError, t: string) => Promise<boolean>,
  ) {
    const seen: (string | null)[] = []
    let token = 'old'
    const api = createApiClient({
      env: parseEnv(baseEnv),
      logger: logger.child({}),
      locale: 'en-us',
      channel: 'ECOMM',
      getToken: async () => token,
      onUnauthorized: async (error, used) => {
        token = 'new'
        return onUnauthorized(error, used)
      },
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Request(input, init).headers.get('authorization'))
        return answers.shift()!()
      }) as typeof fetch,
    })
    return { api, seen }
  }

  it('AUTH-003 a 401 asks the session once; a true answer retries once with the new token', async () => {
    const handler = vi.fn(async () => true)
    const { api, seen } = tokenClient([unauthorized, () => Response.json({ ok: true })], handler)
    await expect(api.request({ path: '/cart/v1/cart/abc', schema: Ok })).resolves.toEqual({ ok: true })
    expect(seen).toEqual(['Bearer old', 'Bearer new'])
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ status: 401, errorId: 'AUT432' }), 'old')
  })

  it('AUTH-003 a second 401 after the retry is not retried again; calls without a token never ask', async () => {
    const handler = vi.fn(async () => true)
    const { api, seen } = tokenClient([unauthorized, unauthorized], handler)
    await expect(api.request({ path: '/cart/v1/cart/abc', schema: Ok })).rejects.toMatchObject({
      status: 401,
    })
    expect(seen).toHaveLength(2)
    expect(handler).toHaveBeenCalledTimes(1)

    const anonymous = tokenClient([unauthorized], handler)
    await expect(
      anonymous.api.request({ path: '/token/v2/auth/token', method: 'POST', auth: false, schema: Ok }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(handler).toHaveBeenCalledTimes(1)
  })
})

describe('catalogue reads and the guest token (decision 056)', () => {
  function catalogueClient(current: string | undefined, answers: (() => Response)[]) {
    const seen: (string | null)[] = []
    const getToken = vi.fn(async () => 'fetched')
    const api = createApiClient({
      env: parseEnv(baseEnv),
      logger: logger.child({}),
      locale: 'en-us',
      channel: 'ECOMM',
      getToken,
      currentToken: () => current,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Request(input, init).headers.get('authorization'))
        return (answers.shift() ?? (() => Response.json({ ok: true })))()
      }) as typeof fetch,
    })
    return { api, seen, getToken }
  }
  const search = { path: '/products/v2/search/productSearch', schema: Ok }

  it('a first visit reads the catalogue without waiting for its guest token', async () => {
    const { api, seen, getToken } = catalogueClient(undefined, [])
    await api.request(search)
    expect(seen).toEqual([null])
    expect(getToken).not.toHaveBeenCalled()
  })

  it('a session with a valid token sends it on catalogue reads, and every other commerce call waits for one', async () => {
    const { api, seen, getToken } = catalogueClient('session-token', [])
    await api.request(search)
    await api.request({ path: '/cart/v1/cart/abc', schema: Ok })
    expect(seen).toEqual(['Bearer session-token', 'Bearer fetched'])
    expect(getToken).toHaveBeenCalledTimes(1)
  })

  it('a catalogue read refused for want of a token is sent once more with the guest token', async () => {
    const refused = () =>
      Response.json({ errorDetails: [{ errorId: 'AUT404', message: 'no token' }] }, { status: 401 })
    const { api, seen } = catalogueClient(undefined, [refused])
    await expect(api.request(search)).resolves.toEqual({ ok: true })
    expect(seen).toEqual([null, 'Bearer fetched'])
  })
})

describe('the API’s own cookies, the bot-protection token and response validation', () => {
  it('PLAT-005 sends the jar’s cookies for the call’s origin and keeps what the answer sets', async () => {
    const stored: [string, readonly string[]][] = []
    const asked: string[] = []
    const cookies = {
      header: (url: URL) => {
        asked.push(url.origin)
        return 'affinity=n1'
      },
      store: (url: URL, setCookies: readonly string[]) => void stored.push([url.origin, setCookies]),
    }
    const calls: Request[] = []
    const { api } = client(
      {},
      async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(new Request(input, init))
        const headers = new Headers({ 'Content-Type': 'application/json' })
        headers.append('Set-Cookie', 'affinity=n2; Path=/')
        return new Response('{"ok":true}', { headers })
      },
      { cookies },
    )
    await api.request({ path: '/cart/v1/cart/abc', schema: Ok })
    expect(calls[0]!.headers.get('cookie')).toBe('affinity=n1')
    expect(asked).toEqual(['http://api.test'])
    expect(stored).toEqual([['http://api.test', ['affinity=n2; Path=/']]])
    // Without a jar, no Cookie header at all.
    const bare = client()
    await bare.api.request({ path: '/x', schema: Ok })
    expect(bare.calls[0]!.headers.has('cookie')).toBe(false)
  })

  it('PLAT-025 a protected post asks for a token at the configured path first and carries it', async () => {
    const calls: Request[] = []
    const { api } = client({ BOT_PROTECTION_TOKEN_PATH: '/bot/token' }, async (input, init) => {
      const request = new Request(input, init)
      calls.push(request)
      return new URL(request.url).pathname === '/bot/token'
        ? Response.json({ token: 'bpt-1', expiresIn: 300 })
        : Response.json({ ok: true })
    })
    await api.request({
      method: 'POST',
      path: '/consumers-v3/auth/signin',
      body: {},
      schema: Ok,
      botProtected: true,
    })
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'POST /bot/token',
      'POST /consumers-v3/auth/signin',
    ])
    expect(calls[1]!.headers.get('x-bot-protection-token')).toBe('bpt-1')
    // An unprotected call asks for none.
    await api.request({ method: 'POST', path: '/cart/v1/item', body: {}, schema: Ok })
    expect(calls).toHaveLength(3)
    expect(calls[2]!.headers.has('x-bot-protection-token')).toBe(false)
  })

  it('PLAT-025 the token call does not wait for the bearer token: both are under way together', async () => {
    const paths: string[] = []
    let giveToken: (token: string) => void = () => {}
    const bearer = new Promise<string>((resolve) => (giveToken = resolve))
    const { api } = client(
      {},
      async (input, init) => {
        const request = new Request(input, init)
        paths.push(new URL(request.url).pathname)
        return new URL(request.url).pathname === DEFAULT_BOT_PROTECTION_TOKEN_PATH
          ? Response.json({ token: 'bpt-2' })
          : Response.json({ ok: true })
      },
      { getToken: () => bearer },
    )
    const post = api.request({
      method: 'POST',
      path: '/cart/v2/checkout/order',
      schema: Ok,
      botProtected: true,
    })
    // The guest token is still on its way, and the bot-protection token's call has already left.
    await vi.waitFor(() => expect(paths).toEqual([DEFAULT_BOT_PROTECTION_TOKEN_PATH]))
    giveToken('tok-late')
    await post
    expect(paths).toEqual([DEFAULT_BOT_PROTECTION_TOKEN_PATH, '/cart/v2/checkout/order'])
  })

  it('PLAT-025 a token started early never rejects: a failed call gives no token and the post goes without', async () => {
    const sent: Request[] = []
    const { api } = client({}, async (input, init) => {
      const request = new Request(input, init)
      sent.push(request)
      if (new URL(request.url).pathname === DEFAULT_BOT_PROTECTION_TOKEN_PATH) throw new TypeError('refused')
      return Response.json({ ok: true })
    })
    const early = api.botProtectionToken()
    await expect(early).resolves.toBeUndefined()
    await api.request({ method: 'POST', path: '/x', schema: Ok, botProtected: early })
    // The early token served the post: no second token call, and no header.
    expect(sent.map((r) => new URL(r.url).pathname)).toEqual([DEFAULT_BOT_PROTECTION_TOKEN_PATH, '/x'])
    expect(sent[1]!.headers.has('x-bot-protection-token')).toBe(false)
  })

  it('PLAT-020 posts a contract’s answer for validation in development, never in the production deployment', async () => {
    const seen = async (env: Record<string, string>, answer = '{"ok":true}') => {
      const calls: Request[] = []
      const { api } = client(env, async (input, init) => {
        calls.push(new Request(input, init))
        return new Response(
          new URL(String(input)).pathname.startsWith('/fapi/api/') ? '{"valid":true}' : answer,
        )
      })
      await api.request({ path: '/cart/v1/cart/abc', schema: Ok, contract: 'cart' })
      await backgroundSettled()
      return calls.filter((c) => new URL(c.url).pathname.startsWith('/fapi/api/validate-response/'))
    }
    const dev = await seen({ NODE_ENV: 'development' })
    expect(dev.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'POST /fapi/api/validate-response/cart',
    ])
    expect(await dev[0]!.text()).toBe('{"ok":true}')
    expect(
      await seen({
        NODE_ENV: 'production',
        DEPLOY_ENV: 'production',
        WEBHOOK_SECRET: 'real-secret',
        VALIDATE_API_RESPONSES: 'true',
      }),
    ).toEqual([])
    // An answer too large to send is not checked.
    const big = `{"ok":true,"pad":"${'x'.repeat(MAX_VALIDATED_CHARS)}"}`
    expect(await seen({ NODE_ENV: 'development' }, big)).toEqual([])
  })
})
