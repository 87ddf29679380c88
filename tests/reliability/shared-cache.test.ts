import { mkdtempSync, chmodSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stackVcl } from '../../scripts/stack-processes.ts'
import { hasVarnish, startVarnish, stop, waitUntil, type Started } from './instances.ts'

/**
 * The shipped VCL (ops/varnish/storefront.vcl, decision 070) in a real Varnish, in front of two small
 * origins that answer with the headers the storefront sends: what it keeps and what it never keeps,
 * BAN by surrogate key, and stale copies served while the origins are down.
 */
const VARNISH_PORT = Number(process.env.SHARED_CACHE_TEST_VARNISH_PORT ?? 5280)
const ADMIN_PORT = VARNISH_PORT + 1
const ORIGIN_PORTS = [5231, 5232] as const
const VARNISH = `http://127.0.0.1:${VARNISH_PORT}`

const installed = hasVarnish()
if (!installed) {
  console.warn(
    'SKIPPED tests/reliability/shared-cache.test.ts: no varnishd on this machine ' +
      '(Debian: apt-get install -y varnish; .ci/run installs it).',
  )
}

const SHARED = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=60, stale-if-error=86400'
/** A copy that is stale after a second, and past its stale-while-revalidate after two. */
const SHORT = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1, stale-if-error=86400'

/** Requests each origin answered, by path and query. */
const seen: string[][] = [[], []]

function origin(index: number): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://origin')
    if (url.pathname === '/healthz') {
      res.writeHead(200, { 'Cache-Control': 'no-store' }).end('ok')
      return
    }
    seen[index]!.push(`${req.method} ${url.pathname}${url.search}`)
    const keys = url.searchParams.get('keys') ?? ''
    const headers: Record<string, string> = {
      'Content-Type': 'text/html',
      'Surrogate-Key': keys,
      'Cache-Tag': keys.split(' ').join(','),
      Vary: 'Cookie, Accept-Encoding',
    }
    if (url.pathname === '/short') headers['Cache-Control'] = SHORT
    else if (url.pathname === '/private') headers['Cache-Control'] = 'private, no-cache'
    else if (url.pathname === '/no-store') headers['Cache-Control'] = 'no-store'
    else headers['Cache-Control'] = SHARED
    if (url.pathname === '/sets-cookie') headers['Set-Cookie'] = '__session=abc; Path=/; HttpOnly'
    res.writeHead(200, headers).end(`<p>${url.pathname} from origin ${index} (${seen[index]!.length})</p>`)
  })
}

let origins: Server[] = []
let varnish: Started | undefined
let workdir = ''

/** How many requests for `pathAndQuery` reached an origin (either). */
const originCalls = (pathAndQuery: string) =>
  seen.flat().filter((line) => line.endsWith(` ${pathAndQuery}`)).length

async function get(pathAndQuery: string, headers: Record<string, string> = {}) {
  const response = await fetch(VARNISH + pathAndQuery, { headers })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

function ban(key: string | undefined) {
  return fetch(`${VARNISH}/`, { method: 'BAN', headers: key === undefined ? {} : { 'X-Surrogate-Key': key } })
}

describe.skipIf(!installed)('the shared cache: Varnish with ops/varnish/storefront.vcl', () => {
  beforeAll(async () => {
    origins = ORIGIN_PORTS.map((_, i) => origin(i))
    await Promise.all(
      origins.map(
        (server, i) => new Promise<void>((resolve) => server.listen(ORIGIN_PORTS[i], '127.0.0.1', resolve)),
      ),
    )
    workdir = mkdtempSync(path.join(tmpdir(), 'shared-cache-test-'))
    // Started as root, varnishd reads its VCL as the varnish user.
    chmodSync(workdir, 0o755)
    const vcl = path.join(workdir, 'storefront.vcl')
    writeFileSync(vcl, stackVcl(ORIGIN_PORTS))
    varnish = startVarnish({ port: VARNISH_PORT, adminPort: ADMIN_PORT, vcl, workdir })
    await waitUntil(varnish, async () => (await fetch(`${VARNISH}/healthz`)).ok, 30_000)
  }, 60_000)

  afterAll(async () => {
    await stop(varnish)
    for (const server of origins) {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
    if (workdir) rmSync(workdir, { recursive: true, force: true })
  })

  it('keeps a shared page: MISS, then HIT with its hit count; Surrogate-Key and Cache-Tag never reach the browser', async () => {
    const first = await get('/page/a?keys=product:A1%20menu')
    expect(first.headers.get('x-cache')).toBe('MISS')
    const second = await get('/page/a?keys=product:A1%20menu')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.headers.get('x-cache-hits')).toBe('1')
    expect(second.body).toBe(first.body)
    expect(originCalls('/page/a?keys=product:A1%20menu')).toBe(1)
    for (const answer of [first, second]) {
      expect(answer.headers.get('surrogate-key')).toBeNull()
      expect(answer.headers.get('cache-tag')).toBeNull()
    }
  })

  it('spreads misses over both instances (round robin)', async () => {
    for (let i = 0; i < 4; i++) await get(`/page/spread-${i}`)
    expect(seen[0]!.some((line) => line.includes('/page/spread-'))).toBe(true)
    expect(seen[1]!.some((line) => line.includes('/page/spread-'))).toBe(true)
  })

  it('never keeps an answer that sets a cookie, is private or no-store', async () => {
    for (const page of ['/sets-cookie', '/private', '/no-store']) {
      const answers = [await get(page), await get(page), await get(page)]
      expect(answers.map((answer) => answer.headers.get('x-cache'))).toEqual(['PASS', 'PASS', 'PASS'])
      expect(originCalls(page)).toBe(3)
    }
  })

  it("a shopper's request (session, consent or another cookie a page reads) is never answered from the cache", async () => {
    await get('/page/shopper')
    for (const cookie of ['__session=s1', 'consent=all', 'vuid=v1', '_ga=1; __toast=t']) {
      const answer = await get('/page/shopper', { Cookie: cookie })
      expect(answer.headers.get('x-cache'), cookie).toBe('PASS')
    }
    expect(originCalls('/page/shopper')).toBe(5)
    // A cookie no page reads (an analytics tag's) gets the shared copy.
    expect((await get('/page/shopper', { Cookie: '_ga=GA1.2.3' })).headers.get('x-cache')).toBe('HIT')
  })

  it('posts go to the storefront (the webhook through the cache)', async () => {
    const response = await fetch(`${VARNISH}/hooks/changes`, { method: 'POST', body: '{}' })
    expect(response.headers.get('x-cache')).toBe('PASS')
    expect(originCalls('/hooks/changes')).toBe(1)
  })

  it('BAN with X-Surrogate-Key drops exactly the copies listing that key', async () => {
    const pages = [
      '/page/p1?keys=product:P1%20variant:111%20menu',
      '/page/p12?keys=product:P12%20menu',
      '/page/c1?keys=content:page-home%20menu',
      '/page/dot?keys=content:axb',
    ]
    for (const page of pages) await get(page)
    const banned = await ban('product:P1')
    expect(banned.status).toBe(200)
    expect(await ban('content:a.b').then((response) => response.status)).toBe(200)
    const after = await Promise.all(pages.map(async (page) => (await get(page)).headers.get('x-cache')))
    // Only P1's page: not P12's (a key is matched whole), nor the others; a dot is a dot.
    expect(after).toEqual(['MISS', 'HIT', 'HIT', 'HIT'])
    expect(await ban('menu').then((response) => response.status)).toBe(200)
    const afterMenu = await Promise.all(pages.map(async (page) => (await get(page)).headers.get('x-cache')))
    expect(afterMenu).toEqual(['MISS', 'MISS', 'MISS', 'HIT'])
  })

  it('refuses a BAN without one well-formed key: nothing can ban everything', async () => {
    await get('/page/kept?keys=product:K1')
    for (const key of [undefined, '', '.*', 'product:K1 product:K2', 'a|b', '(^|\\s)']) {
      expect((await ban(key)).status, String(key)).toBe(400)
    }
    expect((await get('/page/kept?keys=product:K1')).headers.get('x-cache')).toBe('HIT')
  })

  it('serves stale copies, past their stale-while-revalidate, while every instance is down (stale-if-error)', async () => {
    await get('/short')
    await get('/page/down')
    for (const server of origins) {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
    // Varnish sees both instances sick (its health probe), then serves what it keeps.
    await expect
      .poll(async () => (await get('/healthz')).status, { timeout: 15_000, interval: 250 })
      .toBe(503)
    await expect
      .poll(async () => Number((await get('/short')).headers.get('age')), { timeout: 15_000, interval: 250 })
      .toBeGreaterThan(2)
    const stale = await get('/short')
    expect(stale.status).toBe(200)
    expect(stale.headers.get('x-cache')).toBe('STALE')
    expect(stale.body).toContain('/short from origin')
    const kept = await get('/page/down')
    expect(kept.status).toBe(200)
    expect(kept.headers.get('x-cache')).toBe('HIT')
    origins = []
  })
})
