import type { AddressInfo } from 'node:net'
import express from 'express'
import { http, passthrough } from 'msw'
import { describe, expect, it } from 'vitest'
import { loader as contentLoader } from '#app/routes/content-page.tsx'
import { action as trackAction, loader as trackLoader } from '#app/routes/track-order.tsx'
import {
  isLimitedPost,
  LIMITED_POSTS_PER_MINUTE,
  limitSignInLikePosts,
} from '#app/platform/security/rate-limit.server.ts'
import { server as emulator } from '#mocks/node.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

const L = { locale: 'en-us' }

type Tracked = {
  result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }
  order: {
    orderNumber: string
    status: string
    shipments: { trackingNumber?: string; events: { day: string }[] }[]
  } | null
}

async function track(fields: Record<string, string>, { trap = true } = {}) {
  const jar = new CookieJar()
  const page = await runRoute<{
    honeypot: { nameFieldName: string; validFromFieldName: string; encryptedValidFrom: string }
  }>(trackLoader, get('/en-us/track-order', jar), L)
  jar.store(page.cookies)
  const { honeypot } = page.data!
  const honey = trap
    ? { [honeypot.nameFieldName]: '', [honeypot.validFromFieldName]: honeypot.encryptedValidFrom }
    : {}
  return runRoute<Tracked>(
    trackAction,
    post('/en-us/track-order', { intent: 'track-order', ...honey, ...fields }, jar),
    L,
  )
}

const NOT_FOUND =
  'We could not find an order with this number and email address. Please check both and try again.'

describe('order tracking without an account', () => {
  it('ACCT-031 a guest tracks an order by number and email: status and shipments with their tracking', async () => {
    const result = await track({ orderNumber: 'H102', email: 'shopper@example.com' })
    expect(result.status).toBe(200)
    expect(result.data?.order).toMatchObject({ orderNumber: 'H102', status: 'SHIPPED' })
    expect(result.data?.order?.shipments[0]?.trackingNumber).toMatch(/^1Z/)
    expect(result.data?.order?.shipments[0]?.events[0]?.day).toMatch(/\d{4}$/)
    expect(result.data?.order).not.toHaveProperty('shippingAddress')
    const calls = (await capturedRequests()).filter((r) => r.path.endsWith('/TrackOrder'))
    expect(calls.map((c) => c.body)).toEqual([{ orderNumber: 'H102', email: 'shopper@example.com' }])
  })

  it('ERR-035 ERR-036 an unknown number (OHS4004) and a wrong email (ORD400) get the very same answer: no enumeration', async () => {
    const unknown = await track({ orderNumber: 'NOPE1', email: 'shopper@example.com' })
    const wrongEmail = await track({ orderNumber: 'H102', email: 'loyalty@example.com' })
    for (const result of [unknown, wrongEmail]) {
      expect(result.status).toBe(400)
      expect(result.data?.order).toBeNull()
      expect(result.data?.result.error).toEqual({ '': [NOT_FOUND] })
    }
    // What was typed is kept.
    expect(wrongEmail.data?.result.initialValue).toMatchObject({
      orderNumber: 'H102',
      email: 'loyalty@example.com',
    })
  })

  it('ERR-035 ORD409 scripted on TrackOrder is the same not-found answer', async () => {
    await injectFault({ path: '/consumers-v3/consumer/TrackOrder', status: 404, errorId: 'ORD409', times: 1 })
    const result = await track({ orderNumber: 'H102', email: 'shopper@example.com' })
    expect(result.data?.result.error).toEqual({ '': [NOT_FOUND] })
  })

  it('ACCT-031 bad input stays at its field, and a post without the honeypot is refused without a call', async () => {
    const bad = await track({ orderNumber: 'H1 02<', email: 'nope' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.data?.result.error ?? {}).sort()).toEqual(['email', 'orderNumber'])
    const bot = await track({ orderNumber: 'H102', email: 'shopper@example.com' }, { trap: false })
    expect(bot.status).toBe(400)
    expect(bot.data?.order).toBeNull()
    expect((await capturedRequests()).filter((r) => r.path.endsWith('/TrackOrder'))).toHaveLength(0)
  })

  it('ACCT-031 order tracking posts are rate limited like sign-in, under the locale only', async () => {
    for (const path of [
      '/en-us/track-order',
      '/fr-ca/track-order.data',
      '/en-gb/track-order/',
      '/EN-US/Track-Order',
    ])
      expect(isLimitedPost('POST', path), path).toBe(true)
    for (const path of ['/en-us/help/track-order', '/en-us/p/track-order-RS100001', '/track-order'])
      expect(isLimitedPost('POST', path), path).toBe(false)

    const app = express()
    app.use(limitSignInLikePosts())
    app.all('/{*splat}', (req, res) => {
      const limited = res.locals.rateLimited as unknown
      if (limited) res.json({ url: req.originalUrl, limited })
      else res.send('ok')
    })
    const listening = app.listen(0, '127.0.0.1')
    await new Promise<void>((resolve) => listening.once('listening', () => resolve()))
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
    emulator.use(http.all(`${base}/*`, () => passthrough()))
    try {
      const postTo = (path: string) => fetch(`${base}${path}`, { method: 'POST', body: 'intent=track-order' })
      for (let i = 0; i < LIMITED_POSTS_PER_MINUTE; i += 1)
        expect((await postTo('/en-us/track-order')).status).toBe(200)
      const limited = await postTo('/en-us/track-order')
      expect(await limited.json()).toMatchObject({ url: '/en-us/too-many-requests' })
      expect(limited.headers.get('RateLimit')).toMatch(/r=0/)
    } finally {
      await new Promise((resolve) => listening.close(resolve))
    }
  })
})

describe('how to return', () => {
  it('ACCT-030 /help/returns/how-to-return is served, its nested slug sent with its slashes, not as %2F', async () => {
    const page = await runRoute<{ page: { meta: { title: string } } }>(
      contentLoader,
      get('/en-us/help/returns/how-to-return'),
      {
        ...L,
        '*': 'help/returns/how-to-return',
      },
    )
    expect(page.status).toBe(200)
    expect(page.data?.page.meta.title).toMatch(/How to return/)
    const call = (await capturedRequests()).find((r) => r.path.includes('/caas/v1/canvas/'))
    expect(call?.path).toMatch(/\/augmentedpage\/[\w-]+\/help\/returns\/how-to-return$/)
  })
})
