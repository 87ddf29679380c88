import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { InventorySchema, ProductDetailsSchema, ProductSearchSchema } from '#app/domain/catalog/product.ts'
import { CmsPageSchema } from '#app/domain/content/content.ts'
import { DEFAULT_WEBHOOK_SECRET, sendChangeEvent, type ChangeEvent } from './change-events.ts'
import { WINTER_HERO } from './content/seed/preview.ts'
import { handlers } from './index.ts'
import { resetState } from './state.ts'

/**
 * The change events' webhook, received by a small HTTP server on loopback as the storefront would
 * receive it: the signed body, then the control endpoints that send it and what the services answer
 * after the change.
 */

interface Received {
  headers: Record<string, string | string[] | undefined>
  raw: string
}

let receiver: Server
let hookUrl = ''
let received: Received[] = []
/** The status the receiver answers; a test may make it fail or hang. */
let answer: number | 'hang' = 202

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      received.push({ headers: req.headers, raw })
      if (answer === 'hang') return
      res.writeHead(answer, { 'Content-Type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/changes`
})

afterAll(async () => {
  receiver.closeAllConnections()
  await new Promise((resolve) => receiver.close(resolve))
})

beforeEach(() => {
  resetState()
  received = []
  answer = 202
  vi.stubEnv('WEBHOOK_URL', hookUrl)
  vi.stubEnv('WEBHOOK_SECRET', '')
})

afterEach(() => {
  vi.unstubAllEnvs()
  resetState()
})

/** Verifies the signature as a receiver would: the HMAC of "<t>.<raw body>" with the shared secret. */
function verified(entry: Received, secret: string): boolean {
  const header = String(entry.headers['x-webhook-signature'] ?? '')
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header)
  if (!match) return false
  const expected = createHmac('sha256', secret).update(`${match[1]}.${entry.raw}`).digest()
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'))
}

function events(): ChangeEvent[] {
  return received.map((entry) => JSON.parse(entry.raw) as ChangeEvent)
}

async function call(method: string, path: string, body?: unknown) {
  const response = await getResponse(
    handlers,
    new Request(new URL(path, 'http://emulator.test'), {
      method,
      headers: { 'Content-Type': 'application/json', 'x-api-key': 'test-key', 'x-locale': 'en_US' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
  if (!response) throw new Error(`No handler answered ${method} ${path}`)
  return { status: response.status, json: (await response.json()) as unknown }
}

describe('sendChangeEvent', () => {
  it('POSTs the event as JSON with a fresh evt_ id, signed t=<seconds>,v1=<HMAC-SHA256 of "t.body">', async () => {
    const before = Math.floor(Date.now() / 1000)
    const delivery = await sendChangeEvent({ type: 'content.published', data: { documentId: 'page-home' } })
    const again = await sendChangeEvent({ type: 'content.published', data: { documentId: 'page-home' } })
    expect(delivery).toMatchObject({ delivered: true, status: 202 })
    expect(received).toHaveLength(2)
    const [first] = events()
    expect(first).toEqual({
      id: delivery.id,
      type: 'content.published',
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      data: { documentId: 'page-home' },
    })
    expect(first!.id).toMatch(/^evt_/)
    expect(again.id).not.toBe(delivery.id)
    expect(received[0]!.headers['content-type']).toBe('application/json')
    expect(verified(received[0]!, DEFAULT_WEBHOOK_SECRET)).toBe(true)
    expect(verified(received[0]!, 'another-secret')).toBe(false)
    const t = Number(/t=(\d+)/.exec(String(received[0]!.headers['x-webhook-signature']))![1])
    expect(t).toBeGreaterThanOrEqual(before)
    expect(t).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
  })

  it('signs with WEBHOOK_SECRET when it is set', async () => {
    vi.stubEnv('WEBHOOK_SECRET', 'shared-secret-123')
    await sendChangeEvent({ type: 'content.published', data: { documentId: 'page-home' } })
    expect(verified(received[0]!, 'shared-secret-123')).toBe(true)
    expect(verified(received[0]!, DEFAULT_WEBHOOK_SECRET)).toBe(false)
  })

  it('a refusal, a hang or nobody listening is logged and answered, never thrown', async () => {
    const log = vi.fn()
    answer = 401
    const refused = await sendChangeEvent({ type: 'content.published', data: { documentId: 'x' } }, { log })
    expect(refused).toMatchObject({ delivered: false, status: 401 })
    answer = 'hang'
    const hung = await sendChangeEvent(
      { type: 'content.published', data: { documentId: 'x' } },
      { log, timeoutMs: 200 },
    )
    expect(hung.delivered).toBe(false)
    const nobody = await sendChangeEvent(
      { type: 'content.published', data: { documentId: 'x' } },
      { log, url: 'http://127.0.0.1:1/hooks/changes' },
    )
    expect(nobody.delivered).toBe(false)
    expect(log).toHaveBeenCalledTimes(3)
    expect(String(log.mock.calls[0]![0])).toContain('answered 401')
  })

  it('without WEBHOOK_URL nothing is sent', async () => {
    vi.stubEnv('WEBHOOK_URL', '')
    const delivery = await sendChangeEvent({ type: 'content.published', data: { documentId: 'x' } })
    expect(delivery.delivered).toBe(false)
    expect(received).toEqual([])
  })
})

describe('control endpoints that change upstream data, then call the webhook', () => {
  it('POST /__emulator/prices: details, listing tiles and search answer the new price; the event names every variant', async () => {
    const changed = await call('POST', '/__emulator/prices', { productId: 'RS100001', prices: { USD: 77.5 } })
    expect(changed.status).toBe(200)
    expect(changed.json).toMatchObject({ productId: 'RS100001', event: { delivered: true, status: 202 } })

    const details = ProductDetailsSchema.parse(
      (await call('GET', '/products/v2/products/RS100001/details')).json,
    )
    expect(details.price.lowCurrent).toBe(77.5)
    const listing = ProductSearchSchema.parse(
      (await call('GET', '/products/v2/search/productSearch?categoryId=1010&count=50')).json,
    )
    expect(listing.products.find((tile) => tile.id === 'RS100001')?.price.lowCurrent).toBe(77.5)

    const [event] = events()
    expect(event).toMatchObject({ type: 'product.price.changed', data: { productId: 'RS100001' } })
    expect(event!.type === 'product.price.changed' && event!.data.variantIds).toEqual(
      details.variants.map((variant) => variant.upc),
    )
    expect(verified(received[0]!, DEFAULT_WEBHOOK_SECRET)).toBe(true)

    await call('POST', '/__emulator/reset')
    const seed = ProductDetailsSchema.parse(
      (await call('GET', '/products/v2/products/RS100001/details')).json,
    )
    expect(seed.price.lowCurrent).not.toBe(77.5)
  })

  it('a price above the regular one becomes the regular price; below it, a sale against it', async () => {
    await call('POST', '/__emulator/prices', { productId: 'RS100001', prices: { USD: 500 } })
    const up = ProductDetailsSchema.parse((await call('GET', '/products/v2/products/RS100001/details')).json)
    expect(up.price).toMatchObject({ lowCurrent: 500, lowOriginal: 500 })
    expect(up.price.percentagePriceDiscount).toBeUndefined()
    await call('POST', '/__emulator/prices', { productId: 'RS100001', prices: { USD: 10 } })
    const down = ProductDetailsSchema.parse(
      (await call('GET', '/products/v2/products/RS100001/details')).json,
    )
    expect(down.price.lowCurrent).toBe(10)
    expect(down.price.lowOriginal).toBeGreaterThan(10)
    expect(down.price.percentagePriceDiscount).toBeGreaterThan(0)
  })

  it('a bad price change is 400 and sends nothing', async () => {
    for (const body of [
      { productId: 'NOPE', prices: { USD: 1 } },
      { productId: 'RS100001', prices: {} },
      { productId: 'RS100001', prices: { USD: -1 } },
      { productId: 'RS100001', prices: { XYZ: 1 } },
    ]) {
      expect((await call('POST', '/__emulator/prices', body)).status).toBe(400)
    }
    expect(received).toEqual([])
  })

  it('POST /__emulator/stock: the inventory answers the new level; the event names the variant', async () => {
    const upc = '846121001041'
    const set = await call('POST', '/__emulator/stock', { upc, quantity: 0 })
    expect(set.json).toMatchObject({ upc, quantity: 0, event: { delivered: true } })
    const inventory = InventorySchema.parse(
      (await call('GET', '/products/v2/products/RS100001/inventory')).json,
    )
    expect(inventory.variants[upc]?.quantity).toBe(0)
    expect(events()).toMatchObject([
      { type: 'product.stock.changed', data: { productId: 'RS100001', variantIds: [upc] } },
    ])
  })

  it("POST /__emulator/content/publish: a block's changed field is served from then on; the event names the document", async () => {
    const published = await call('POST', '/__emulator/content/publish', {
      documentId: 'page-home',
      blocks: { 'home-hero': { title: 'Prices cut on trail shoes' } },
    })
    expect(published.status).toBe(200)
    for (const path of ['/caas/v1/canvas/page/us/home', '/caas/v1/canvas/augmentedpage/us/home']) {
      const page = CmsPageSchema.parse((await call('GET', path)).json)
      const heroes = page.components.filter((block) => block.id === 'home-hero')
      expect(heroes.length).toBeGreaterThan(0)
      for (const hero of heroes) {
        expect(hero).toMatchObject({ title: 'Prices cut on trail shoes' })
        // The home hero is an experience: what a shopper sees is its baseline, changed with it.
        for (const baseline of (hero as { baselines?: object[] }).baselines ?? [])
          expect(baseline).toMatchObject({ title: 'Prices cut on trail shoes' })
      }
    }
    expect(events()).toMatchObject([{ type: 'content.published', data: { documentId: 'page-home' } }])
  })

  it("publishing a page's draft makes its scheduled block live before its date", async () => {
    const before = CmsPageSchema.parse((await call('GET', '/caas/v1/canvas/page/us/home')).json)
    expect(before.components.some((block) => block.id === WINTER_HERO.id)).toBe(false)
    await call('POST', '/__emulator/content/publish', { documentId: 'page-home', draft: true })
    const after = CmsPageSchema.parse((await call('GET', '/caas/v1/canvas/page/us/home')).json)
    expect(after.components.some((block) => block.id === WINTER_HERO.id)).toBe(true)
    expect(events()).toHaveLength(1)
  })

  it('an unknown document or block is 400 and sends nothing', async () => {
    expect(
      (await call('POST', '/__emulator/content/publish', { documentId: 'nope', blocks: { a: { b: 'c' } } }))
        .status,
    ).toBe(400)
    expect(
      (
        await call('POST', '/__emulator/content/publish', {
          documentId: 'page-home',
          blocks: { 'no-such-block': { title: 'x' } },
        })
      ).status,
    ).toBe(400)
    expect(
      (await call('POST', '/__emulator/content/publish', { documentId: 'size-help', draft: true })).status,
    ).toBe(400)
    expect(received).toEqual([])
  })
})
