import {
  createInstance,
  createOdpManager,
  createStaticProjectConfigManager,
  type Client,
} from '@optimizely/optimizely-sdk'
import type * as Sdk from '@optimizely/optimizely-sdk'
import type { RouterContextProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getShopper, type Shopper } from '#app/context.server.ts'
import {
  customerDataEvents,
  customerDataManager,
  followDatafileOf,
  qualifiedSegments,
  trackPageView,
} from '#app/features/personalisation/customer-data.server.ts'
import { CDP_PUBLIC_KEY, SEEDED_VUID } from '#mocks/personalisation/seed/customer-data.ts'
import { customerDataDatafile } from '#tests/helpers/customer-data-datafile.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { postSignIn } from '#tests/helpers/protected-posts.ts'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

// PERS-001: whether this visitor allows personalisation, switched per test.
const consent = vi.hoisted(() => ({ allowed: true }))
vi.mock('#app/features/consent/consent.server.ts', () => ({
  consentAllows: () => consent.allowed,
  personalisationAllowed: () => consent.allowed,
}))

// CONST-051: the options the customer-data manager is created with, read from the SDK's own factory.
vi.mock('@optimizely/optimizely-sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof Sdk>()
  return { ...sdk, createOdpManager: vi.fn(sdk.createOdpManager) }
})

const L = { locale: 'en-us' }
let clients: Client[] = []

async function flagClient(
  options: Parameters<typeof customerDataDatafile>[0] = {},
  manager: Parameters<typeof customerDataManager>[0] = {},
) {
  const client = createInstance({
    projectConfigManager: createStaticProjectConfigManager({
      datafile: JSON.stringify(customerDataDatafile(options)),
    }),
    odpManager: customerDataManager(manager),
  })
  clients.push(client)
  await client.onReady()
  return client
}

/** Runs `fn` with the shopper of a request to the home page from `jar`'s browser. */
async function withShopper<T>(fn: (shopper: Shopper) => Promise<T> | T, jar = new CookieJar()) {
  const { data } = await runRoute<T>(
    (async ({ context }: { context: RouterContextProvider }) => fn(getShopper(context))) as never,
    get('/en-us', jar),
    L,
  )
  return data as T
}

async function segmentCalls() {
  return (await capturedRequests()).filter((c) => c.path === '/cdp/v3/graphql')
}

async function pixelCalls() {
  return (await capturedRequests()).filter((c) => c.path === '/cdp/v2/zaius.gif')
}

beforeEach(() => {
  consent.allowed = true
})

afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()))
  clients = []
  customerDataEvents().updateConfig(null)
  vi.useRealTimers()
})

describe('customer-data segments through the experimentation client', () => {
  it('PERS-073 a signed-in shopper’s segments: POST {host}/v3/graphql with the api key, set on the user context, used by decisions', async () => {
    const client = await flagClient()
    const jar = new CookieJar()
    await signInJar(jar)
    const context = client.createUserContext('C000000001')
    const segments = await withShopper((shopper) => qualifiedSegments(shopper, client, context), jar)

    expect(segments).toEqual(['has_purchased', 'likes_running'])
    expect(context.qualifiedSegments).toEqual(['has_purchased', 'likes_running'])
    expect(context.decide('running_banner').enabled).toBe(true)
    const [call, ...more] = await segmentCalls()
    expect(more).toEqual([])
    expect(call?.method).toBe('POST')
    expect(call?.headers['x-api-key']).toBe(CDP_PUBLIC_KEY)
    const query = (call?.body as { query: string }).query
    expect(query).toContain('customer(fs_user_id : "C000000001")')
    expect(query).toContain('audiences(subset: [')
  })

  it('PERS-073 a visitor is asked about by visitor id; one qualified for nothing gets the flag off', async () => {
    const client = await flagClient()
    const known = client.createUserContext(SEEDED_VUID)
    expect(await withShopper((shopper) => qualifiedSegments(shopper, client, known))).toEqual([
      'likes_running',
    ])
    const fresh = client.createUserContext('vuid_ffffffffffffffffffffffffffff')
    expect(await withShopper((shopper) => qualifiedSegments(shopper, client, fresh))).toEqual([])
    expect(fresh.decide('running_banner').enabled).toBe(false)
    const bodies = (await segmentCalls()).map((c) => (c.body as { query: string }).query)
    expect(bodies[0]).toContain(`customer(vuid : "${SEEDED_VUID}")`)
  })

  it('PERS-074 the segment cache answers for 600 s, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    const client = await flagClient()
    const ask = () =>
      withShopper((shopper) => qualifiedSegments(shopper, client, client.createUserContext(SEEDED_VUID)))

    expect(await ask()).toEqual(['likes_running'])
    vi.setSystemTime(start + 599_000)
    expect(await ask()).toEqual(['likes_running'])
    expect(await segmentCalls()).toHaveLength(1)
    vi.setSystemTime(start + 600_000)
    expect(await ask()).toEqual(['likes_running'])
    expect(await segmentCalls()).toHaveLength(2)
  })

  it('PERS-074 the segment cache holds 100 visitors: the 101st pushes out the oldest', async () => {
    const client = await flagClient()
    const vuid = (n: number) => `vuid_${String(n).padStart(27, '0')}`
    await withShopper(async (shopper) => {
      for (let n = 1; n <= 100; n += 1)
        await qualifiedSegments(shopper, client, client.createUserContext(vuid(n)))
      // All 100 are cached: asking again calls nobody.
      await qualifiedSegments(shopper, client, client.createUserContext(vuid(1)))
      expect(await segmentCalls()).toHaveLength(100)
      await qualifiedSegments(shopper, client, client.createUserContext(vuid(101)))
      // vuid 1 was used last; vuid 2 is now the oldest and is gone.
      await qualifiedSegments(shopper, client, client.createUserContext(vuid(2)))
      await qualifiedSegments(shopper, client, client.createUserContext(vuid(1)))
    })
    const asked = (await segmentCalls()).map((c) => (c.body as { query: string }).query)
    expect(asked).toHaveLength(102)
    expect(asked[101]).toContain(vuid(2))
  })

  it('a slow platform never holds the page: no segments past the deadline; a failing one is logged only', async () => {
    const client = await flagClient()
    await injectFault({ path: '^/cdp/v3/graphql$', latencyMs: 5000, times: 1 })
    const context = client.createUserContext(SEEDED_VUID)
    const started = performance.now()
    expect(
      await withShopper((shopper) => qualifiedSegments(shopper, client, context, { deadlineMs: 100 })),
    ).toEqual([])
    expect(performance.now() - started).toBeLessThan(2000)
    expect(context.qualifiedSegments).toBeNull()

    await injectFault({ path: '^/cdp/v3/graphql$', status: 500, times: 1 })
    const other = client.createUserContext('C000000002')
    expect(await withShopper((shopper) => qualifiedSegments(shopper, client, other))).toEqual([])
  })

  it('CONST-051 the segment calls of the storefront’s manager are given 10000 ms', () => {
    customerDataManager()
    expect(vi.mocked(createOdpManager).mock.lastCall?.[0]).toMatchObject({ segmentsApiTimeout: 10_000 })
  })

  it('CONST-051 a segment call the platform never answers is given up at the segments timeout: no segments, asked again next time', async () => {
    // A timeout of 300 ms stands in for the 10000 ms the storefront uses (checked above).
    const client = await flagClient({}, { segmentsApiTimeoutMs: 300 })
    await injectFault({ path: '^/cdp/v3/graphql$', timeout: true, times: 1 })
    const context = client.createUserContext(SEEDED_VUID)
    const started = performance.now()
    // The page would wait far longer than the timeout: the call, not the page's deadline, ends first.
    const segments = await withShopper((shopper) =>
      qualifiedSegments(shopper, client, context, { deadlineMs: 15_000 }),
    )
    expect(segments).toEqual([])
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(context.qualifiedSegments).toBeNull()
    expect(await segmentCalls()).toHaveLength(1)

    // Nothing was cached for the visitor: the next page asks again and gets the answer.
    const again = client.createUserContext(SEEDED_VUID)
    expect(await withShopper((shopper) => qualifiedSegments(shopper, client, again))).toEqual([
      'likes_running',
    ])
    expect(await segmentCalls()).toHaveLength(2)
  })

  it('PERS-077 a datafile without the odp integration: no segment call, no events', async () => {
    const client = await flagClient({ integrations: false })
    const jar = new CookieJar()
    await signInJar(jar)
    expect(
      await withShopper(
        (shopper) => qualifiedSegments(shopper, client, client.createUserContext('C000000001')),
        jar,
      ),
    ).toEqual([])
    await withShopper((shopper) => trackPageView(shopper, { path: '/en-us' }), jar)
    await customerDataEvents().idle()
    expect(await segmentCalls()).toEqual([])
    expect(await pixelCalls()).toEqual([])
  })

  it('PERS-001 without targeting consent: no segment call and no pixel', async () => {
    consent.allowed = false
    const client = await flagClient()
    followDatafileOf(client)
    const jar = new CookieJar()
    await signInJar(jar)
    expect(
      await withShopper(
        (shopper) => qualifiedSegments(shopper, client, client.createUserContext('C000000001')),
        jar,
      ),
    ).toEqual([])
    await withShopper((shopper) => trackPageView(shopper, { path: '/en-us', vuid: SEEDED_VUID }), jar)
    await customerDataEvents().idle()
    expect(await segmentCalls()).toEqual([])
    expect(await pixelCalls()).toEqual([])
  })
})

describe('customer-data events to the pixel', () => {
  it('PERS-075 a signed-in shopper’s page view: GET {pixelUrl}/v2/zaius.gif with the identifiers, data, tracker_id, event_type and vdl_action', async () => {
    followDatafileOf(await flagClient())
    const jar = new CookieJar()
    await signInJar(jar)
    await withShopper(
      (shopper) => trackPageView(shopper, { path: '/en-us/c/running-1010', vuid: SEEDED_VUID }),
      jar,
    )
    await customerDataEvents().idle()
    const [pixel, ...more] = await pixelCalls()
    expect(more).toEqual([])
    expect(pixel?.method).toBe('GET')
    expect(pixel?.query).toMatchObject({
      vuid: SEEDED_VUID,
      fs_user_id: 'C000000001',
      page: '/en-us/c/running-1010',
      page_type: 'PLP',
      data_source: 'storefront',
      tracker_id: CDP_PUBLIC_KEY,
      event_type: 'pageview',
      vdl_action: 'viewed',
    })
    expect(pixel?.query.idempotence_id).toMatch(/^[0-9a-f-]{36}$/)
    // A third-party host: none of the commerce API's keys or tokens go with it.
    expect(pixel?.headers['x-api-key']).toBeUndefined()
    expect(pixel?.headers.authorization).toBeUndefined()
  })

  it('PERS-075 signing in sends the identify event with the customer id', async () => {
    followDatafileOf(await flagClient())
    const { result } = await postSignIn()
    expect(result.status).toBe(303)
    await customerDataEvents().idle()
    const [identify, ...more] = await pixelCalls()
    expect(more).toEqual([])
    expect(identify?.query).toMatchObject({
      fs_user_id: 'C000000001',
      tracker_id: CDP_PUBLIC_KEY,
      event_type: 'fullstack',
      vdl_action: 'identified',
    })
  })

  it('PERS-075 a guest without a visitor id is not a known visitor: no page view', async () => {
    followDatafileOf(await flagClient())
    await withShopper((shopper) => trackPageView(shopper, { path: '/en-us' }))
    await customerDataEvents().idle()
    expect(await pixelCalls()).toEqual([])
  })

  it('ERR-141 the pixel answering 503 twice then 200: three calls, the event delivered once', async () => {
    followDatafileOf(await flagClient())
    await injectFault({ path: '^/cdp/v2/zaius\\.gif$', status: 503, times: 2 })
    await withShopper((shopper) => trackPageView(shopper, { path: '/en-us', vuid: SEEDED_VUID }))
    await customerDataEvents().idle()
    const calls = await pixelCalls()
    expect(calls).toHaveLength(3)
    // The same event each time: one idempotence id.
    expect(new Set(calls.map((c) => c.query.idempotence_id)).size).toBe(1)
  })

  it('ERR-141 a 4xx from the pixel is not retried', async () => {
    followDatafileOf(await flagClient())
    await injectFault({ path: '^/cdp/v2/zaius\\.gif$', status: 400, times: 5 })
    await withShopper((shopper) => trackPageView(shopper, { path: '/en-us', vuid: SEEDED_VUID }))
    await customerDataEvents().idle()
    expect(await pixelCalls()).toHaveLength(1)
  })
})
