import type { AddressInfo } from 'node:net'
import express from 'express'
import { http, passthrough } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { receiveBeacon } from '#app/features/personalisation/beacon-endpoint.server.ts'
import type { BeaconHandler } from '#app/features/personalisation/beacon.server.ts'
import { action as beaconAction, loader as beaconLoader } from '#app/routes/api-beacon.ts'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import { closeFlagClient } from '#app/features/personalisation/api/experimentation.server.ts'
import { BEACON_POSTS_PER_MINUTE, limitBeaconPosts } from '#app/platform/security/rate-limit.server.ts'
import { server as emulator } from '#mocks/node.ts'
import { capturedRequests, placedOrders } from '#tests/helpers/emulator.ts'
import { L, readyToPlace } from '#tests/helpers/checkout.ts'
import { CookieJar, post, runRoute } from '#tests/helpers/route.ts'
import { z } from 'zod'

const consent = vi.hoisted(() => ({ allowed: true }))
vi.mock('#app/features/consent/consent.server.ts', () => ({
  consentAllows: () => consent.allowed,
  personalisationAllowed: () => consent.allowed,
}))

const VISITOR = 'vuid_00000000000000000000000beef'
const ORIGIN = 'http://localhost:3000'

function beacon(body: string, headers: Record<string, string> = {}, visitor: string | null = VISITOR) {
  return new Request(`${ORIGIN}/en-us/api/beacon`, {
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      'Sec-Fetch-Site': 'same-origin',
      Origin: ORIGIN,
      ...(visitor ? { Cookie: `vuid=${visitor}` } : {}),
      ...headers,
    },
  })
}

async function send(request: Request) {
  const result = await runRoute(beaconAction, request, L)
  return result.response!.status
}

/** The events the log endpoint received (after the flag client sent what it held). */
async function loggedEvents() {
  await closeFlagClient()
  return (await capturedRequests())
    .filter((r) => r.method === 'POST' && r.path === '/logx/v1/events')
    .flatMap((r) =>
      (
        r.body as {
          visitors: {
            visitor_id: string
            snapshots: { events: { key: string; revenue?: number; tags?: object }[] }[]
          }[]
        }
      ).visitors.flatMap((v) =>
        v.snapshots.flatMap((s) => s.events.map((e) => ({ visitor: v.visitor_id, ...e }))),
      ),
    )
    .filter((e) => e.key !== 'campaign_activated')
}

const conversion = JSON.stringify({
  events: [
    { type: 'experiment-event', eventKey: 'home_hero_click', tags: { revenue: 99900, cta: 'Shop footwear' } },
    { type: 'somebody-elses-event', anything: true },
  ],
})

afterEach(async () => {
  consent.allowed = true
  await closeFlagClient()
})

describe('the beacon endpoint', () => {
  it('PERS-068 a batch is answered 204: its experiment event is tracked for the visitor, unknown types ignored', async () => {
    expect(await send(beacon(conversion))).toBe(204)
    const events = await loggedEvents()
    expect(events).toEqual([expect.objectContaining({ visitor: VISITOR, key: 'home_hero_click' })])
    // A browser cannot claim revenue: only the order does (PERS-070).
    expect(events[0]).not.toHaveProperty('revenue')
    expect(events[0]!.tags).toEqual({ cta: 'Shop footwear' })
  })

  it('PERS-068 a cross-site post is refused and tracks nothing', async () => {
    expect(await send(beacon(conversion, { 'Sec-Fetch-Site': 'cross-site' }))).toBe(403)
    expect(await send(beacon(conversion, { 'Sec-Fetch-Site': 'same-site' }))).toBe(403)
    expect(await send(beacon(conversion, { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' }))).toBe(403)
    expect(await loggedEvents()).toEqual([])
  })

  it('PERS-068 what is not a batch is a 400, a body over 16 kB a 413, a GET a 405; never a 5xx', async () => {
    for (const body of ['', 'not json', '{}', '{"events":"x"}', '{"events":[{"type":""}]}', '[]'])
      expect(await send(beacon(body)), body).toBe(400)
    const tooMany = JSON.stringify({ events: Array.from({ length: 101 }, () => ({ type: 'x' })) })
    expect(await send(beacon(tooMany))).toBe(400)
    expect(await send(beacon(JSON.stringify({ events: [{ type: 'x', pad: 'a'.repeat(17_000) }] })))).toBe(413)
    const get = await runRoute(beaconLoader, new Request(`${ORIGIN}/en-us/api/beacon`), L)
    expect(get.response!.status).toBe(405)
    // A malformed experiment event is ignored, the batch still accepted.
    const bad = JSON.stringify({ events: [{ type: 'experiment-event', eventKey: 'has spaces' }] })
    expect(await send(beacon(bad))).toBe(204)
    expect(await loggedEvents()).toEqual([])
  })

  it('PERS-068 a handler that fails is logged; the endpoint still answers 204', async () => {
    const failing: BeaconHandler = {
      type: 'boom',
      schema: z.object({ type: z.literal('boom') }),
      handle: () => Promise.reject(new Error('upstream down')),
    }
    const logger = { info: vi.fn(), warn: vi.fn() }
    const response = await receiveBeacon(
      { logger } as never,
      beacon(JSON.stringify({ events: [{ type: 'boom' }] })),
      [failing],
    )
    expect(response.status).toBe(204)
    expect(logger.warn).toHaveBeenCalled()
  })

  it('PERS-001 without a visitor id, or without personalisation, nothing is tracked', async () => {
    expect(await send(beacon(conversion, {}, null))).toBe(204)
    consent.allowed = false
    expect(await send(beacon(conversion))).toBe(204)
    expect(await loggedEvents()).toEqual([])
  })
})

describe('the purchase conversion', () => {
  it('PERS-070 a placed order is tracked once as purchase with its total in cents as revenue', async () => {
    const jar = new CookieJar()
    jar.store([`vuid=${VISITOR}; Path=/`])
    const key = await readyToPlace(jar)
    const placeOrder = () =>
      runRoute(
        summaryAction,
        post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: key }, jar),
        L,
      )
    const first = await placeOrder()
    jar.store(first.cookies)
    // The same post again (a double submit) lands on the same confirmation: no second conversion.
    await placeOrder()
    const [order] = await placedOrders()
    const total = order as unknown as { totals?: { total?: number }; total?: number }
    const events = await loggedEvents()
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ visitor: VISITOR, key: 'purchase' })
    expect(events[0]!.revenue).toBe(Math.round((total.totals?.total ?? total.total ?? NaN) * 100))
    expect(events[0]!.tags).toMatchObject({ revenue: events[0]!.revenue, orderNo: order!.orderNumber })
  })
})

describe('the beacon rate limit', () => {
  it('PERS-068 past its limit a client gets a bare 429; other posts are not counted', async () => {
    const app = express()
    app.use(limitBeaconPosts(3))
    app.all('/{*splat}', (_req, res) => res.status(204).end())
    const listening = app.listen(0, '127.0.0.1')
    await new Promise<void>((resolve) => listening.once('listening', () => resolve()))
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
    emulator.use(http.all(`${base}/*`, () => passthrough()))
    try {
      const statuses = []
      for (let n = 0; n < 4; n += 1)
        statuses.push((await fetch(`${base}/en-us/api/beacon`, { method: 'POST', body: '{}' })).status)
      expect(statuses).toEqual([204, 204, 204, 429])
      expect((await fetch(`${base}/en-us/cart`, { method: 'POST' })).status).toBe(204)
      expect(BEACON_POSTS_PER_MINUTE).toBe(120)
    } finally {
      await new Promise((resolve) => listening.close(resolve))
    }
  })
})
