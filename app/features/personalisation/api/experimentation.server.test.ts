import { afterEach, describe, expect, it, vi } from 'vitest'
import { v3 as murmur3 } from 'murmurhash'
import pino from 'pino'
import datafile from '#app/features/personalisation/datafile.json' with { type: 'json' }
import { parseEnv } from '#app/platform/env/env.server.ts'
import { BUCKETING_SPACE, userAttributes } from '#app/domain/tracking/experimentation.ts'
import { visitorState } from '#app/domain/tracking/visitor-state.ts'
import { appVersionOf } from '#app/domain/identity/webview.ts'
import { createFlagClient, type FlagClient, type FlagClientOptions } from './experimentation.server.ts'
import { datafileRequestHandler, logEventDispatcher } from './experimentation-transport.server.ts'

const LOG_URL = 'http://log.test/v1/events'
const CDN = 'http://cdn.test/datafiles/%s.json'

function silentLogger() {
  const logger = pino({ level: 'silent' })
  vi.spyOn(logger, 'warn')
  return logger
}

function options(overrides: Partial<FlagClientOptions> = {}): FlagClientOptions {
  return {
    datafileUrlTemplate: CDN,
    localDatafile: datafile,
    pollMs: 300_000,
    readyTimeoutMs: 30_000,
    pageWaitMs: 0,
    eventUrl: LOG_URL,
    logger: silentLogger(),
    ...overrides,
  }
}

/** A fetch that answers the datafile (or `datafileStatus`) and 204 to event posts, recording each call. */
function fakeFetch({ datafileStatus = 200 }: { datafileStatus?: number } = {}) {
  return vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input)
    if (url === LOG_URL) return new Response(null, { status: 204 })
    if (datafileStatus !== 200) return new Response('gone', { status: datafileStatus })
    const since = new Headers(init?.headers).get('if-modified-since')
    const headers = { 'Last-Modified': 'Tue, 01 Sep 2026 10:00:00 GMT' }
    if (since) return new Response(null, { status: 304, headers })
    return Response.json(datafile, { headers })
  })
}

const clients: FlagClient[] = []
function client(overrides: Partial<FlagClientOptions>) {
  const created = createFlagClient(options(overrides))
  clients.push(created)
  return created
}

afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(clients.splice(0).map((c) => c.close()))
})

function logPosts(fetch: ReturnType<typeof fakeFetch>) {
  return fetch.mock.calls.filter(([url]) => String(url) === LOG_URL)
}

describe('flag client configuration', () => {
  it('CONST-055 CONST-058 CONST-065 the datafile polls every 5 minutes, readiness waits 30 s', () => {
    const env = parseEnv({})
    expect(env.OPTIMIZELY_POLL_MS).toBe(300_000)
    expect(env.OPTIMIZELY_READY_TIMEOUT_MS).toBe(30_000)
    expect(env.optimizelyDatafileUrlTemplate).toMatch(/\/cdn\/datafiles\/%s\.json$/)
  })

  it('PERS-062 PERS-063 CONST-055 the datafile is fetched by its key, then again after 5 minutes with If-Modified-Since; a 304 keeps it', async () => {
    vi.useFakeTimers()
    const fetch = fakeFetch()
    const flags = client({ sdkKey: 'key-1', fetch })
    await flags.settled()
    expect(flags.state()).toBe('ready')
    const datafileCalls = () => fetch.mock.calls.filter(([url]) => String(url).startsWith('http://cdn.test'))
    expect(datafileCalls().map(([url]) => String(url))).toEqual(['http://cdn.test/datafiles/key-1.json'])
    await vi.advanceTimersByTimeAsync(299_000)
    expect(datafileCalls()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(datafileCalls()).toHaveLength(2)
    expect(new Headers(datafileCalls()[1]![1]?.headers).get('if-modified-since')).toBe(
      'Tue, 01 Sep 2026 10:00:00 GMT',
    )
    // The 304 kept the datafile: decisions go on.
    expect((await flags.decide('vuid_1', {}, 'home-hero'))?.ruleKey).toBe('home_hero_copy')
  })

  it('PERS-063 CONST-056 a poll interval under 30 s logs a warning', async () => {
    const logger = silentLogger()
    client({ sdkKey: 'key-1', fetch: fakeFetch(), pollMs: 10_000, logger })
    await vi.waitFor(() =>
      expect(logger.warn).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/below 30 seconds/)),
    )
    const quiet = silentLogger()
    await client({ sdkKey: 'key-2', fetch: fakeFetch(), pollMs: 30_000, logger: quiet }).settled()
    expect(quiet.warn).not.toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/below 30 seconds/))
  })

  it('PERS-063 CONST-057 failed datafile fetches are retried after 0, 8, 16 … 512 s plus the random part', async () => {
    vi.useFakeTimers()
    const at: number[] = []
    const start = Date.now()
    const fetch = vi.fn(async () => {
      at.push(Date.now() - start)
      return new Response('gone', { status: 503 })
    })
    const handler = datafileRequestHandler({ logger: silentLogger(), fetch, random: () => 0.25 })
    const request = handler.makeRequest('http://cdn.test/datafiles/k.json', {}, 'GET')
    request.responsePromise.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(2_100_000)
    request.abort()
    expect(at[0]).toBe(0)
    const waits = at.slice(1).map((t, n) => t - at[n]!)
    expect(waits.slice(0, 10)).toEqual([
      250, 8250, 16250, 32250, 64250, 128250, 256250, 512250, 512250, 512250,
    ])
  })

  it('PERS-063 a datafile fetch retried for as long as the service is down leaves no listener behind (no MaxListenersExceededWarning)', async () => {
    vi.useFakeTimers()
    const warnings: string[] = []
    const onWarning = (warning: Error) => warnings.push(warning.name)
    process.on('warning', onWarning)
    const fetch = vi.fn(async () => new Response('gone', { status: 503 }))
    const handler = datafileRequestHandler({ logger: silentLogger(), fetch, random: () => 0 })
    const request = handler.makeRequest('http://cdn.test/datafiles/k.json', {}, 'GET')
    request.responsePromise.catch(() => undefined)
    // Twelve attempts: the waits of 0, 8 … 512 s, then 512 s four times more.
    await vi.advanceTimersByTimeAsync(3_100_000)
    expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(12)
    request.abort()
    // A warning is emitted on the next tick.
    await new Promise((resolve) => process.nextTick(resolve))
    process.off('warning', onWarning)
    expect(warnings).not.toContain('MaxListenersExceededWarning')
  })

  it('PERS-064 with the shipped datafile the client is ready', async () => {
    const flags = client({})
    await flags.settled()
    expect(flags.state()).toBe('ready')
  })

  it('PERS-064 CONST-058 a datafile that never comes: failed after 30 s, and decisions are none', async () => {
    vi.useFakeTimers()
    const flags = client({ sdkKey: 'missing', fetch: fakeFetch({ datafileStatus: 404 }) })
    await vi.advanceTimersByTimeAsync(29_999)
    expect(flags.state()).toBe('starting')
    await vi.advanceTimersByTimeAsync(1)
    expect(flags.state()).toBe('failed')
    expect(await flags.decide('vuid_1', {}, 'home-hero')).toBeNull()
  })

  it('ERR-139 a ready timeout of 100 ms fails with "onReady timeout expired after 100 ms", logged', async () => {
    vi.useFakeTimers()
    const logger = silentLogger()
    const flags = client({
      sdkKey: 'missing',
      fetch: fakeFetch({ datafileStatus: 404 }),
      readyTimeoutMs: 100,
      logger,
    })
    await vi.advanceTimersByTimeAsync(99)
    expect(flags.state()).toBe('starting')
    await vi.advanceTimersByTimeAsync(1)
    expect(flags.state()).toBe('failed')
    const failure = vi
      .mocked(logger.warn)
      .mock.calls.find(([, message]) => String(message).includes('failed to become ready'))
    expect((failure?.[0] as { err: Error }).err.message).toBe('onReady timeout expired after 100 ms')
  })

  it('VAL-054 datafile versions 2, 3 and 4 are accepted; 1 and 5 are the wrong version', async () => {
    for (const version of ['2', '3', '4']) {
      const flags = client({ localDatafile: { ...datafile, version } })
      await flags.settled()
      expect(flags.state(), version).toBe('ready')
    }
    for (const version of ['1', '5']) {
      const logger = silentLogger()
      vi.spyOn(logger, 'error')
      const flags = client({ localDatafile: { ...datafile, version }, logger })
      await flags.settled()
      expect(flags.state(), version).toBe('failed')
      expect(logger.error).toHaveBeenCalledWith(
        expect.anything(),
        expect.stringContaining(`does not support the given datafile version: ${version}`),
      )
    }
  })

  it('ERR-138 a wrong-version or malformed datafile, an empty user id and an unknown flag are logged, never thrown', async () => {
    for (const localDatafile of [{ ...datafile, version: '5' }, 'not a datafile {']) {
      const logger = silentLogger()
      vi.spyOn(logger, 'error')
      const flags = client({ localDatafile, logger })
      await flags.settled()
      expect(flags.state()).toBe('failed')
      expect(logger.error).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/invalid datafile/))
      await expect(flags.decide('vuid_a', {}, 'home-hero')).resolves.toBeNull()
    }

    const logger = silentLogger()
    vi.spyOn(logger, 'error')
    const flags = client({ logger })
    await flags.settled()
    // VAL-049: the SDK itself would decide for '', the spec calls it invalid input.
    await expect(flags.decide('', {}, 'home-hero')).resolves.toBeNull()
    await expect(flags.track('', {}, 'purchase')).resolves.toBeUndefined()
    expect(logger.warn).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/^invalid input/))
    await expect(flags.decide('vuid_a', {}, 'no-such-flag')).resolves.toMatchObject({ enabled: false })
    expect(logger.error).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringContaining('Feature key no-such-flag is not in datafile'),
    )
  })

  it('PERS-065 closing stops the dispatcher after it sends what is queued; the client is closed', async () => {
    const fetch = fakeFetch()
    const flags = client({ fetch })
    await flags.settled()
    await flags.decide('vuid_a', {}, 'home-hero')
    expect(logPosts(fetch)).toHaveLength(0)
    await flags.close()
    expect(flags.state()).toBe('closed')
    expect(logPosts(fetch)).toHaveLength(1)
    expect(await flags.decide('vuid_b', {}, 'home-hero')).toBeNull()
    expect(logPosts(fetch)).toHaveLength(1)
  })
})

describe('experiment events', () => {
  it('PERS-067 CONST-060 ten events go as one batch at once', async () => {
    vi.useFakeTimers()
    const fetch = fakeFetch()
    const flags = client({ fetch })
    await flags.settled()
    for (let n = 0; n < 10; n += 1) await flags.decide(`vuid_${n}`, {}, 'home-hero')
    await vi.advanceTimersByTimeAsync(0)
    expect(logPosts(fetch)).toHaveLength(1)
    const body = JSON.parse(String(logPosts(fetch)[0]![1]!.body)) as { visitors: unknown[] }
    expect(body.visitors).toHaveLength(10)
  })

  it('PERS-067 CONST-049 fewer than ten go after the server’s default flush interval, 30000 ms', async () => {
    vi.useFakeTimers()
    const fetch = fakeFetch()
    const flags = client({ fetch })
    await flags.settled()
    for (let n = 0; n < 3; n += 1) await flags.decide(`vuid_${n}`, {}, 'home-hero')
    await vi.advanceTimersByTimeAsync(29_999)
    expect(logPosts(fetch)).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(logPosts(fetch)).toHaveLength(1)
  })

  it('PERS-067 CONST-060 a flush interval of 1000 ms sends fewer than ten after 1000 ms', async () => {
    vi.useFakeTimers()
    const fetch = fakeFetch()
    const flags = client({ fetch, eventFlushIntervalMs: '1000' })
    await flags.settled()
    for (let n = 0; n < 3; n += 1) await flags.decide(`vuid_${n}`, {}, 'home-hero')
    await vi.advanceTimersByTimeAsync(999)
    expect(logPosts(fetch)).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(logPosts(fetch)).toHaveLength(1)
  })

  it('PERS-070 a tracked event carries its revenue tag', async () => {
    const fetch = fakeFetch()
    const flags = client({ fetch })
    await flags.settled()
    await flags.track('vuid_a', {}, 'purchase', { revenue: 12999 })
    await flags.close()
    const body = JSON.parse(String(logPosts(fetch)[0]![1]!.body)) as {
      visitors: {
        snapshots: { events: { key: string; revenue?: number; tags: Record<string, unknown> }[] }[]
      }[]
    }
    expect(body.visitors[0]!.snapshots[0]!.events[0]).toMatchObject({
      key: 'purchase',
      revenue: 12999,
      tags: { revenue: 12999 },
    })
  })

  it('CONST-060 at most 10000 events wait for delivery; a batch past that is dropped', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined))
    const dispatcher = logEventDispatcher(LOG_URL, { logger: silentLogger(), fetch })
    const batch = {
      url: LOG_URL,
      httpVerb: 'POST' as const,
      params: {
        visitors: [{ snapshots: [{ decisions: [], events: Array.from({ length: 10 }, () => ({})) }] }],
      } as never,
    }
    for (let n = 0; n < 1000; n += 1) void dispatcher.dispatchEvent(batch)
    expect(fetch).toHaveBeenCalledTimes(1000)
    await expect(dispatcher.dispatchEvent(batch)).resolves.toEqual({ statusCode: 200 })
    expect(fetch).toHaveBeenCalledTimes(1000)
  })
})

describe('experiment event settings', () => {
  it('CONST-050 an event batch post is given 60000 ms, then aborted', async () => {
    vi.useFakeTimers()
    let signal: AbortSignal | undefined
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined
          signal?.addEventListener('abort', () => reject(signal?.reason as Error))
        }),
    )
    const dispatcher = logEventDispatcher(LOG_URL, { logger: silentLogger(), fetch })
    const sent = dispatcher.dispatchEvent({
      url: LOG_URL,
      httpVerb: 'POST',
      params: { visitors: [{ snapshots: [{ decisions: [{}], events: [] }] }] } as never,
    })
    const outcome = sent.then(
      () => 'sent',
      (error: unknown) => (error as Error).name,
    )
    await vi.advanceTimersByTimeAsync(59_999)
    expect(signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(signal?.aborted).toBe(true)
    await expect(outcome).resolves.toBe('TimeoutError')
  })

  it('VAL-047 a configured batch size of 2 sends two events at once; 0 sends ten and logs a warning', async () => {
    vi.useFakeTimers()
    const fetch = fakeFetch()
    const flags = client({ fetch, eventBatchSize: '2' })
    await flags.settled()
    for (let n = 0; n < 2; n += 1) await flags.decide(`vuid_${n}`, {}, 'home-hero')
    await vi.advanceTimersByTimeAsync(0)
    expect(logPosts(fetch)).toHaveLength(1)

    const logger = silentLogger()
    const fallbackFetch = fakeFetch()
    const fallback = client({ fetch: fallbackFetch, eventBatchSize: '0', logger })
    await fallback.settled()
    expect(logger.warn).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/batch size "0"/))
    for (let n = 0; n < 9; n += 1) await fallback.decide(`vuid_${n}`, {}, 'home-hero')
    await vi.advanceTimersByTimeAsync(0)
    expect(logPosts(fallbackFetch)).toHaveLength(0)
    await fallback.decide('vuid_9', {}, 'home-hero')
    await vi.advanceTimersByTimeAsync(0)
    expect(logPosts(fallbackFetch)).toHaveLength(1)
  })

  it('VAL-048 a flush interval of -5 falls back to 1000 ms; 200 is kept', async () => {
    vi.useFakeTimers()
    const fetch = fakeFetch()
    const flags = client({ fetch, eventFlushIntervalMs: '-5' })
    await flags.settled()
    await flags.decide('vuid_a', {}, 'home-hero')
    await vi.advanceTimersByTimeAsync(999)
    expect(logPosts(fetch)).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(logPosts(fetch)).toHaveLength(1)

    const quickFetch = fakeFetch()
    const quick = client({ fetch: quickFetch, eventFlushIntervalMs: 200 })
    await quick.settled()
    await quick.decide('vuid_b', {}, 'home-hero')
    await vi.advanceTimersByTimeAsync(200)
    expect(logPosts(quickFetch)).toHaveLength(1)
  })
})

describe('audiences on the app version', () => {
  /** The shipped datafile with the pick-up badge on only for app versions from 7.3.0 (a semver audience). */
  const fromAppVersion = {
    ...datafile,
    typedAudiences: [
      ...datafile.typedAudiences,
      {
        id: '70000000010',
        name: 'App 7.3.0 or later',
        conditions: [
          'and',
          ['or', { type: 'custom_attribute', name: 'appVersion', match: 'semver_ge', value: '7.3.0' }],
        ],
      },
    ],
    rollouts: datafile.rollouts.map((rollout) =>
      rollout.id === '90000000002'
        ? {
            ...rollout,
            experiments: rollout.experiments.map((rule) => ({
              ...rule,
              audienceIds: ['70000000010'],
              audienceConditions: ['or', '70000000010'],
            })),
          }
        : rollout,
    ),
  }
  const visitor = visitorState({}, null)
  const where = { locale: 'en-us', site: 'US' }

  it('VAL-055 the app’s version compares as a semantic version of at most three numeric parts', async () => {
    const flags = client({ localDatafile: fromAppVersion })
    await flags.settled()
    const enabled = async (userAgent: string) => {
      const appVersion = appVersionOf(userAgent, 'ShopApp')
      const decision = await flags.decide(
        'vuid_1',
        userAttributes(visitor, { ...where, appVersion }),
        'store-pickup-badge',
      )
      return decision?.enabled
    }
    expect(await enabled('Mozilla/5.0 ShopApp/7.3.0')).toBe(true)
    expect(await enabled('Mozilla/5.0 ShopApp/7.10')).toBe(true)
    expect(await enabled('Mozilla/5.0 ShopApp/8')).toBe(true)
    expect(await enabled('Mozilla/5.0 ShopApp/7.2.9')).toBe(false)
    // Four parts are no semantic version: never in the audience, and not sent to the client at all.
    expect(await enabled('Mozilla/5.0 ShopApp/7.3.0.1')).toBe(false)
    expect(await enabled('Mozilla/5.0 Chrome/130.0')).toBe(false)
  })

  it('VAL-055 the client itself refuses a four-part version in a comparison (and logs it)', async () => {
    const logger = silentLogger()
    const flags = client({ localDatafile: fromAppVersion, logger })
    await flags.settled()
    const decide = (appVersion: string) =>
      flags.decide('vuid_1', userAttributes(visitor, { ...where, appVersion }), 'store-pickup-badge')
    expect((await decide('7.3.1'))?.enabled).toBe(true)
    expect((await decide('7.3.1.0'))?.enabled).toBe(false)
    expect(logger.warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('7.3.1.0'))
  })
})

describe('bucketing', () => {
  it('PERS-071 CONST-059 a 32-bit hash of the user id and the experiment picks a bucket in 0..9999', async () => {
    const flags = client({ localDatafile: datafile })
    await flags.settled()
    const experimentId = datafile.experiments[0]!.id
    // The experiment splits the space at 5000: bucket below is the baseline, else the variant.
    for (let n = 0; n < 40; n += 1) {
      const userId = `vuid_${n.toString(16).padStart(27, '0')}`
      const bucket = Math.floor((murmur3(userId + experimentId, 1) / 2 ** 32) * BUCKETING_SPACE)
      expect(bucket).toBeGreaterThanOrEqual(0)
      expect(bucket).toBeLessThan(10_000)
      const decision = await flags.decide(userId, {}, 'home-hero')
      expect(decision?.variationKey, userId).toBe(bucket < 5000 ? 'Baseline' : 'trail')
      expect((await flags.decide(userId, {}, 'home-hero'))?.variationKey).toBe(decision?.variationKey)
    }
  })

  it('PERS-060 only a Running experiment buckets; the flag then falls to its rollout', async () => {
    const paused = { ...datafile, experiments: datafile.experiments.map((e) => ({ ...e, status: 'Paused' })) }
    const pausedClient = client({ localDatafile: paused })
    await pausedClient.settled()
    const decision = await pausedClient.decide('vuid_1', {}, 'home-hero')
    expect(decision).toMatchObject({ variationKey: 'off', experiment: false })
    const shipped = client({})
    await shipped.settled()
    const flag = await shipped.decide('vuid_1', {}, 'store-pickup-badge')
    expect(flag).toMatchObject({ enabled: true, variationKey: 'on', experiment: false })
  })
})

describe('the SDK’s log lines', () => {
  /** A logger at `level` whose lines are kept, parsed. */
  function keptLogger(level: 'info' | 'debug') {
    const lines: { level: number; source?: string; msg: string }[] = []
    const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) })
    return { logger, lines }
  }

  it('a decision adds no line at info; at debug the SDK’s account of it is there, at debug', async () => {
    const info = keptLogger('info')
    const atInfo = client({ logger: info.logger })
    await atInfo.settled()
    const before = info.lines.length
    expect(await atInfo.decide('vuid_1', {}, 'home-hero')).toBeDefined()
    expect(info.lines.slice(before)).toEqual([])

    const debug = keptLogger('debug')
    const atDebug = client({ logger: debug.logger })
    await atDebug.settled()
    const from = debug.lines.length
    await atDebug.decide('vuid_1', {}, 'home-hero')
    const told = debug.lines.slice(from).filter((line) => line.source === 'flag-client')
    expect(told.map((line) => line.msg).join('\n')).toMatch(/vuid_1/)
    expect(new Set(told.map((line) => line.level))).toEqual(new Set([pino.levels.values.debug]))
  })
})
