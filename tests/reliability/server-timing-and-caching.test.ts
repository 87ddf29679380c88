import { request as httpRequest } from 'node:http'
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BASE, clearFaults, guestWithCart, injectFault, Jar, resetEmulator, send } from './helpers.ts'
import { API_TIMEOUT_MS, NON_CRITICAL_TIMEOUT_MS } from './setup/ports.ts'

/**
 * What a document tells about its own time, and who may keep it (decision 052): every document has
 * a Server-Timing header with total, upstream and render; home, listing, product and content pages
 * are public for a guest without state of their own and private for everyone else; a content call
 * that hangs costs a listing page its deadline, not the upstream timeout.
 */
const SITE = '/en-gb'
const PAGES = {
  home: SITE,
  plp: `${SITE}/c/running-shoes-1010`,
  pdp: `${SITE}/p/tempo-trail-runner-RS100001`,
}
const TIMING =
  /^total;dur=(\d+(?:\.\d)?), upstream;dur=(\d+(?:\.\d)?);desc="(\d+) calls, critical path", render;dur=(\d+(?:\.\d)?)$/

function timing(response: Response) {
  const match = TIMING.exec(response.headers.get('Server-Timing') ?? '')
  if (!match) throw new Error(`Server-Timing: ${response.headers.get('Server-Timing')}`)
  const [, total, upstream, calls, render] = match.map(Number)
  return { total: total!, upstream: upstream!, calls: calls!, render: render! }
}

beforeAll(() => resetEmulator())
beforeEach(() => clearFaults())
afterAll(() => clearFaults())

describe('Server-Timing on every document', () => {
  for (const [name, path] of Object.entries({ ...PAGES, cart: `${SITE}/cart` })) {
    it(`${name}: total, upstream (critical path, with its call count) and render, in ms`, async () => {
      const response = await send(path)
      await response.text()
      expect(response.status).toBe(200)
      const { total, upstream, calls, render } = timing(response)
      expect(calls).toBeGreaterThan(0)
      expect(upstream).toBeGreaterThan(0)
      expect(render).toBeGreaterThan(0)
      // Parallel calls count once, and the headers leave after the awaited calls and the shell.
      expect(upstream).toBeLessThanOrEqual(total)
      expect(render).toBeLessThanOrEqual(total)
    })
  }
})

describe('shared caching for guests without state', () => {
  for (const [name, path] of Object.entries(PAGES)) {
    it(`${name}: a first visit without cookies is public, varies on Cookie and sets no cookie`, async () => {
      const response = await send(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('Cache-Control')).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/,
      )
      expect(response.headers.get('Vary')).toMatch(/\bCookie\b/)
      expect(response.headers.getSetCookie()).toEqual([])
    })
  }

  it('a cookie the storefront never reads (analytics, the locale) leaves the page public', async () => {
    const response = await send(PAGES.plp, { headers: { Cookie: '_ga=GA1.2.3; locale=en-gb' } })
    expect(response.headers.get('Cache-Control')).toMatch(/^public, /)
  })

  it('a shopper with a cart gets every page private, never a shared copy', async () => {
    const jar = await guestWithCart()
    for (const path of [...Object.values(PAGES), '/en-us']) {
      const response = await send(path, { jar })
      expect(response.headers.get('Cache-Control'), path).toMatch(/^private\b/)
    }
  })

  it('a visitor with a consent choice, an experiment id or a dismissed bar gets the page private', async () => {
    for (const cookie of ['consent=required', 'vuid=vuid_0123456789abcdef01234567', 'promoBarClosed=1']) {
      const response = await send(PAGES.home, { headers: { Cookie: cookie } })
      expect(response.headers.get('Cache-Control'), cookie).toMatch(/^private\b/)
    }
  })

  it('a page that sets a cookie is never public (a new visitor id on a site with experiments)', async () => {
    const response = await send('/en-us')
    expect(response.headers.getSetCookie().join()).toMatch(/\bvuid=/)
    expect(response.headers.get('Cache-Control')).toMatch(/^private\b/)
    const jar = new Jar()
    await send(PAGES.home, { jar })
    // Nothing was kept from a shared page: the next post starts the session as a first one does.
    expect(jar.cookies.size).toBe(0)
  })

  it('the cart and a missing page stay private', async () => {
    const cart = await send(`${SITE}/cart`)
    expect(cart.headers.get('Cache-Control')).toBe('no-store')
    const missing = await send(`${SITE}/no-such-page-here`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Cache-Control')).toMatch(/^private\b/)
  })
})

/** An asset's bytes as they come over the wire (fetch would decompress them), with the headers. */
function rawAsset(path: string, acceptEncoding?: string) {
  const { hostname, port } = new URL(BASE)
  return new Promise<{
    status: number
    headers: Record<string, string | string[] | undefined>
    body: Buffer
  }>((resolve, reject) => {
    const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}
    httpRequest({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

describe("the page's scripts and styles", () => {
  it('are served as the build compressed them (brotli at its best, else gzip), kept a year, with their own security headers', async () => {
    const html = await (await send(PAGES.plp)).text()
    // The client entry is named in the page's start-up script, the stylesheet in a link.
    const assets = [...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)\b/g)].map(([path]) => path)
    const script = assets.find((path) => /\/entry\.client-[\w-]+\.js$/.test(path))
    const styles = assets.find((path) => path.endsWith('.css'))
    expect(script, 'the client entry is in the page').toBeDefined()
    for (const path of [script!, ...(styles ? [styles] : [])]) {
      const plain = await rawAsset(path)
      expect(plain.headers['content-encoding'], path).toBeUndefined()
      const br = await rawAsset(path, 'gzip, deflate, br, zstd')
      expect(br.headers['content-encoding'], path).toBe('br')
      expect(br.headers.vary, path).toMatch(/Accept-Encoding/i)
      expect(br.headers['cache-control'], path).toBe('public, max-age=31536000, immutable')
      // A script's or stylesheet's own security headers, not a document's policy (decision 090).
      expect(br.headers['x-content-type-options'], path).toBe('nosniff')
      expect(br.headers['cross-origin-resource-policy'], path).toBe('same-origin')
      expect(br.headers['content-security-policy'], path).toBeUndefined()
      // Cached for a year and never revalidated: no validators.
      expect(br.headers.etag, path).toBeUndefined()
      expect(br.headers['last-modified'], path).toBeUndefined()
      expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true)
      // Smaller than the fast setting documents are compressed with on the fly (server.ts).
      const onTheFly = brotliCompressSync(plain.body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 3, [zlib.BROTLI_PARAM_LGWIN]: 18 },
      })
      expect(br.body.length, path).toBeLessThan(onTheFly.length)
      const gzip = await rawAsset(path, 'gzip')
      expect(gzip.headers['content-encoding'], path).toBe('gzip')
      expect(gunzipSync(gzip.body).equals(plain.body), path).toBe(true)
    }
  })

  it('a name the build did not write, or one that does not decode, is a 404 with the document headers', async () => {
    for (const path of ['/assets/no-such-file.js', '/assets/%E0%A4%A.js']) {
      const answer = await rawAsset(path, 'br')
      expect(answer.status, path).toBe(404)
      expect(answer.headers['cache-control'], path).toBe('no-store')
      expect(answer.headers['content-security-policy'], path).toBeDefined()
      expect(answer.headers['content-encoding'], path).toBeUndefined()
    }
  })
})

describe('upstream depth: a hanging content call costs the listing page its deadline only', () => {
  it(`PLP with every content call hanging answers 200 within the content deadline, far under the ${API_TIMEOUT_MS} ms timeout`, async () => {
    await injectFault({ path: '/caas/|/fapi/components/', timeout: true })
    const started = performance.now()
    const response = await send(PAGES.plp)
    const html = await response.text()
    const elapsed = performance.now() - started
    expect(response.status).toBe(200)
    expect(html).toContain('<h1')
    // The deadline plus a generous margin for a shared machine, still short of the upstream timeout.
    expect(elapsed).toBeLessThan(NON_CRITICAL_TIMEOUT_MS + 2000)
    expect(NON_CRITICAL_TIMEOUT_MS + 2000).toBeLessThan(API_TIMEOUT_MS)
    // The listing's own calls are one parallel round: its headers did not wait for the content call.
    expect(timing(response).total).toBeLessThan(NON_CRITICAL_TIMEOUT_MS)
  })
})
