import { createServer, type AddressInfo, type Socket } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import { handleChangeHook } from '#app/features/shared-cache/change-hook.server.ts'
import { banAtSharedCache, BAN_TIMEOUT_MS } from '#app/features/shared-cache/purge.server.ts'
import { cached } from '#app/platform/cache/cache.server.ts'
import { addSurrogateKeys } from '#app/platform/cache/surrogate-keys.server.ts'
import { signatureHeader } from '#app/platform/security/webhook-signature.server.ts'

/** Decision 069: `POST /hooks/changes`, signed by the upstream; the purges it starts. */

const SECRET = 'dev-webhook-secret'
const now = () => Math.floor(Date.now() / 1000)
let sequence = 0

function priceEvent(productId = 'RS100001', variantIds = ['846121001041']) {
  sequence += 1
  return JSON.stringify({
    id: `evt_test_${Date.now()}_${sequence}`,
    type: 'product.price.changed',
    occurredAt: new Date().toISOString(),
    data: { productId, variantIds },
  })
}

const signed = (body: string, at = now(), secret = SECRET) => ({
  body,
  signature: signatureHeader(secret, at, body),
})

/**
 * A stand-in for the shared cache's purge endpoint: the method and X-Surrogate-Key of each request,
 * answered 200 or never. Raw TCP: Node's HTTP server refuses a method it does not know, as BAN is.
 */
async function purgeEndpoint({ answer = true } = {}) {
  const received: { method: string; key: string | undefined }[] = []
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    let head = ''
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1')
      for (let end = head.indexOf('\r\n\r\n'); end !== -1; end = head.indexOf('\r\n\r\n')) {
        const [line = '', ...fields] = head.slice(0, end).split('\r\n')
        head = head.slice(end + 4)
        const key = fields
          .find((field) => /^x-surrogate-key:/i.test(field))
          ?.replace(/^x-surrogate-key:/i, '')
          .trim()
        received.push({ method: line.split(' ')[0]!, key })
        if (answer) socket.write('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

afterEach(() => {
  delete process.env.SHARED_CACHE_PURGE_URL
  delete process.env.WEBHOOK_SECRET
  resetEnvCache()
})

describe('decision 069: the change webhook', () => {
  it('a signed event: 202 with the keys of the product and its variants', async () => {
    const answer = await handleChangeHook(signed(priceEvent('RS100001', ['111', '222'])))
    expect(answer).toEqual({
      status: 202,
      body: { purged: ['product:RS100001', 'variant:111', 'variant:222'] },
    })
  })

  it('a published document: 202 with its key', async () => {
    const body = JSON.stringify({
      id: `evt_doc_${Date.now()}`,
      type: 'content.published',
      occurredAt: new Date().toISOString(),
      data: { documentId: 'home-hero' },
    })
    expect(await handleChangeHook(signed(body))).toEqual({
      status: 202,
      body: { purged: ['content:home-hero'] },
    })
  })

  it('signed with another secret, or changed after signing: 401; without a signature: 401', async () => {
    const body = priceEvent()
    expect((await handleChangeHook(signed(body, now(), 'not-the-secret'))).status).toBe(401)
    const { signature } = signed(body)
    expect((await handleChangeHook({ body: body.replace('RS100001', 'RS100002'), signature })).status).toBe(
      401,
    )
    expect((await handleChangeHook({ body, signature: null })).status).toBe(401)
    expect((await handleChangeHook({ body, signature: 'garbage' })).status).toBe(401)
  })

  it('the secret comes from WEBHOOK_SECRET', async () => {
    process.env.WEBHOOK_SECRET = 'rotated'
    resetEnvCache()
    const body = priceEvent()
    expect((await handleChangeHook(signed(body))).status).toBe(401)
    expect((await handleChangeHook(signed(body, now(), 'rotated'))).status).toBe(202)
  })

  it('a signature from more than 300 s ago (or ahead): 409', async () => {
    expect((await handleChangeHook(signed(priceEvent(), now() - 301))).status).toBe(409)
    expect((await handleChangeHook(signed(priceEvent(), now() + 301))).status).toBe(409)
  })

  it('the same event again, even signed anew: 409, nothing purged twice', async () => {
    const body = priceEvent()
    expect((await handleChangeHook(signed(body))).status).toBe(202)
    const again = await handleChangeHook(signed(body, now() + 1))
    expect(again).toEqual({ status: 409, body: { error: 'event already received' } })
  })

  it('a body that is not an event, signed: 400, never 500', async () => {
    const bodies = [
      'not json',
      '[]',
      '{}',
      JSON.stringify({
        id: 'evt_x1',
        type: 'product.deleted',
        occurredAt: new Date().toISOString(),
        data: {},
      }),
      JSON.stringify({
        id: 'nope',
        type: 'content.published',
        occurredAt: new Date().toISOString(),
        data: { documentId: 'a' },
      }),
      JSON.stringify({
        id: 'evt_x2',
        type: 'content.published',
        occurredAt: 'yesterday',
        data: { documentId: 'a' },
      }),
      JSON.stringify({
        id: 'evt_x3',
        type: 'product.stock.changed',
        occurredAt: new Date().toISOString(),
        data: { productId: 'P' },
      }),
    ]
    for (const body of bodies) expect((await handleChangeHook(signed(body))).status).toBe(400)
  })
})

describe('decision 069: purges', () => {
  let endpoint: Awaited<ReturnType<typeof purgeEndpoint>> | undefined
  beforeEach(() => {
    endpoint = undefined
  })
  afterEach(async () => endpoint?.close())

  it('the content cache drops the entries built from a purged key, and keeps the others', async () => {
    let builds = 0
    const read = (key: string, keys: string[]) =>
      cached({
        key,
        ttl: 60_000,
        swr: 60_000,
        getFreshValue: async () => {
          builds += 1
          addSurrogateKeys(...keys)
          return key
        },
      })
    await read('page-a', ['content:doc-a', 'menu'])
    await read('page-b', ['content:doc-b'])
    expect(builds).toBe(2)
    const body = JSON.stringify({
      id: `evt_cache_${Date.now()}`,
      type: 'content.published',
      occurredAt: new Date().toISOString(),
      data: { documentId: 'doc-a' },
    })
    expect((await handleChangeHook(signed(body))).status).toBe(202)
    await read('page-a', ['content:doc-a', 'menu'])
    await read('page-b', ['content:doc-b'])
    expect(builds).toBe(3)
  })

  it('the shared cache gets one BAN per key, with the key in X-Surrogate-Key', async () => {
    endpoint = await purgeEndpoint()
    process.env.SHARED_CACHE_PURGE_URL = endpoint.url
    resetEnvCache()
    expect((await handleChangeHook(signed(priceEvent('RS100001', ['111'])))).status).toBe(202)
    expect(endpoint.received.map(({ method, key }) => [method, key])).toEqual(
      expect.arrayContaining([
        ['BAN', 'product:RS100001'],
        ['BAN', 'variant:111'],
      ]),
    )
    expect(endpoint.received).toHaveLength(2)
  })

  it('a shared cache that does not answer costs the purge its deadline, and is reported, not thrown', async () => {
    endpoint = await purgeEndpoint({ answer: false })
    const started = performance.now()
    expect(await banAtSharedCache(endpoint.url, ['product:A'])).toBe(0)
    expect(performance.now() - started).toBeLessThan(BAN_TIMEOUT_MS + 1000)
  })

  it('a shared cache out of reach: 0 BANs, no error', async () => {
    expect(await banAtSharedCache('http://127.0.0.1:9/', ['product:A'])).toBe(0)
  })
})
