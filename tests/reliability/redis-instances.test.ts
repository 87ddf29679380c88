import { randomBytes } from 'node:crypto'
import { createClient } from 'redis'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startEmulator, type RunningEmulator } from '#mocks/http.ts'
import { ADDRESS, payOnHostedPage } from '#tests/helpers/shopper-data.ts'
import { hasRedisServer, startRedis, startStorefront, stop, waitUntil, type Started } from './instances.ts'

/**
 * Issue 19 / decision 044: two storefront instances (production build) behind an imaginary load
 * balancer, one emulator, one real Redis. Whatever instance a post lands on, the shared state holds:
 * one order per place-order key, one sign-in budget per client, one first cart per session.
 */
const REDIS_PORT = 6391
const EMULATOR_PORT = 3654
const PORTS = [3644, 3645] as const
const LIMIT = 30

const PDP = '/en-us/p/tempo-trail-runner-RS100001?color=001&size=9'
const SIZE_9 = '846121001041'

const redisInstalled = hasRedisServer()
if (!redisInstalled) {
  console.warn(
    'SKIPPED tests/reliability/redis-instances.test.ts: no redis-server binary on this machine ' +
      '(Debian: apt-get install -y redis-server; .ci/run installs it).',
  )
}

/** The cookies one browser holds: a post carries them to whichever instance it lands on. */
class Browser {
  private cookies = new Map<string, string>()
  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1))
    }
    return response
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

const base = (port: number) => `http://127.0.0.1:${port}`

function get(port: number, path: string, browser: Browser) {
  return fetch(base(port) + path, { redirect: 'manual', headers: { Cookie: browser.header() } })
}

/** A plain form post, as a browser without JavaScript sends it (same-origin). */
function post(port: number, path: string, form: Record<string, string>, browser: Browser) {
  return fetch(base(port) + path, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      Cookie: browser.header(),
      Origin: base(port),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form),
  })
}

let redis: Started | undefined
let storefronts: Started[] = []
let emulator: RunningEmulator | undefined
const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`
const admin = createClient({ url: redisUrl })

async function emulatorJson<T>(path: string): Promise<T> {
  return (await (await fetch(`${emulator!.url}${path}`)).json()) as T
}

async function upstreamCalls(method: string, path: RegExp) {
  const calls = await emulatorJson<{ method: string; path: string }[]>('/__emulator/requests')
  return calls.filter((call) => call.method === method && path.test(call.path)).length
}

describe.skipIf(!redisInstalled)('issue 19: two instances sharing Redis', () => {
  beforeAll(async () => {
    redis = startRedis(REDIS_PORT)
    await waitUntil(redis, async () => redis!.output().includes('Ready to accept connections'), 20_000)
    admin.on('error', () => undefined)
    await admin.connect()
    emulator = await startEmulator({ port: EMULATOR_PORT, host: '127.0.0.1' })
    const shared = {
      COMMERCE_API_URL: emulator.url,
      API_ACCESS_KEY: 'local-emulator-key',
      API_SERVER_TRUST_ID: 'local-emulator-trust',
      // One secret: a session cookie from one instance is read by the other.
      SESSION_SECRET: randomBytes(32).toString('hex'),
      COOKIE_SECURE: 'false',
      REDIS_URL: redisUrl,
      SENSITIVE_POSTS_PER_MINUTE: String(LIMIT),
    }
    storefronts = PORTS.map((port) => startStorefront(port, shared))
    // The first start may build the storefront (the other waits for that build).
    await Promise.all(
      storefronts.map((started, i) =>
        waitUntil(started, async () => (await fetch(`${base(PORTS[i]!)}/healthz`)).ok, 280_000),
      ),
    )
  }, 300_000)

  afterAll(async () => {
    await Promise.all(storefronts.map((started) => stop(started)))
    await emulator?.close()
    if (admin.isOpen) await admin.close()
    await stop(redis)
  }, 30_000)

  beforeEach(async () => {
    // Each case starts with no counts, locks or records, and a fresh emulator.
    await admin.flushDb()
    await fetch(`${emulator!.url}/__emulator/reset`, { method: 'POST' })
  })

  it('CHK-027 CHK-005 20 parallel place-order posts spread over both instances give one order and one authorisation', async () => {
    const [A, B] = PORTS
    const browser = new Browser()
    const add = browser.keep(
      await post(
        A,
        '/en-us/cart',
        { intent: 'add-to-cart', productId: 'RS100001', upc: SIZE_9, qty: '1', redirectTo: PDP },
        browser,
      ),
    )
    expect(add.status).toBe(303)
    const shipping = browser.keep(
      await post(B, '/en-us/checkout/shipping', { intent: 'save-shipping', ...ADDRESS }, browser),
    )
    expect(shipping.status).toBe(303)
    const billing = browser.keep(
      await post(A, '/en-us/checkout/billing', { intent: 'start-card-payment' }, browser),
    )
    const hostedPage = billing.headers.get('Location')!
    expect(hostedPage).toContain(emulator!.url)
    const paid = await payOnHostedPage(hostedPage)
    expect(paid.status).toBeLessThan(400)
    const summary = browser.keep(await get(B, '/en-us/checkout/summary', browser))
    expect(summary.status).toBe(200)
    const key = /name="idempotencyKey" value="([0-9a-f-]{36})"/.exec(await summary.text())?.[1]
    expect(key).toBeDefined()

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          PORTS[i % 2]!,
          '/en-us/checkout/summary',
          { intent: 'place-order', idempotencyKey: key! },
          browser,
        ),
      ),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(303)
      expect(answer.headers.get('Location')).toBe('/en-us/order-confirmation')
    }
    expect(await emulatorJson<unknown[]>('/__emulator/orders')).toHaveLength(1)
    expect(await upstreamCalls('PUT', /^\/cart\/v2\/checkout\/order$/)).toBe(1)
    expect(await upstreamCalls('POST', /\/paymentInstruments$/)).toBe(1)
  }, 120_000)

  it('the sign-in limit counts the posts of one client on both instances together', async () => {
    const browser = new Browser()
    const signIn = (port: number) => post(port, '/en-us/sign-in', { intent: 'sign-in' }, browser)
    // Half the budget on each instance: alone, neither would refuse anything.
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await signIn(PORTS[i % 2]!)).status).not.toBe(429)
    }
    for (const port of PORTS) {
      const refused = await signIn(port)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    }
  }, 120_000)

  it('the first-cart lock holds across both instances: parallel first adds of one session make one cart', async () => {
    const browser = new Browser()
    // A session (its id) and no cart yet.
    browser.keep(await get(PORTS[0], PDP, browser))
    const adds = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(
          PORTS[i % 2]!,
          '/en-us/cart',
          { intent: 'add-to-cart', productId: 'RS100001', upc: SIZE_9, qty: '1', redirectTo: PDP },
          browser,
        ),
      ),
    )
    for (const add of adds) expect(add.status).toBe(303)
    // The first add creates the cart holding its item (cartWithItem); the others add to it.
    expect(await upstreamCalls('POST', /^\/cart\/v1\/(cart|cartWithItem)$/)).toBe(1)
  }, 120_000)
})
