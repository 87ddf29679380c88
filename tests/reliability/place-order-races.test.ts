import { beforeEach, describe, expect, it } from 'vitest'
import {
  ADDABLE_UPC,
  captured,
  EMULATOR,
  errorLogs,
  Jar,
  logOffset,
  placedOrders,
  resetEmulator,
} from './helpers.ts'
import { ADDRESS, payOnHostedPage } from '#tests/helpers/shopper-data.ts'
import { newLoopbackAddress, sendFrom, type LoopbackAnswer } from './loopback-client.ts'

/**
 * Double and parallel place-order posts over HTTP against the suite's production storefront on its
 * in-process shared state (decision 044; issue "Hardened and ready for more than one instance"):
 * whatever arrives with one checkout's key, the emulator sees one order and one authorisation, and
 * every post is answered with the confirmation, never a 5xx. Two instances on Redis are proved in
 * redis-instances.test.ts; the same steps in-process in tests/integration/checkout-place-order.test.ts.
 */
const CONFIRMATION = '/en-us/order-confirmation'

beforeEach(() => resetEmulator())

function keep(jar: Jar, answer: LoopbackAnswer) {
  jar.store(
    new Response(null, { headers: answer.setCookies.map((c) => ['Set-Cookie', c] as [string, string]) }),
  )
  return answer
}

/** A guest at the summary with a card authorised on the provider's page: the summary's key and cookies. */
async function atSummary(from: string) {
  const jar = new Jar()
  const post = (path: string, form: Record<string, string>) =>
    sendFrom(from, path, { method: 'POST', form, cookie: jar.header() }).then((a) => keep(jar, a))
  keep(jar, await sendFrom(from, '/en-us'))
  const add = await post('/en-us/cart', {
    intent: 'add-to-cart',
    productId: 'RS100001',
    upc: ADDABLE_UPC,
    qty: '1',
  })
  expect(add.status).toBe(303)
  expect((await post('/en-us/checkout/shipping', { intent: 'save-shipping', ...ADDRESS })).status).toBe(303)
  const billing = await post('/en-us/checkout/billing', { intent: 'start-card-payment' })
  const hostedPage = billing.location ?? ''
  expect(hostedPage.startsWith(EMULATOR)).toBe(true)
  const paid = await payOnHostedPage(hostedPage)
  expect(paid.status).toBeLessThan(400)
  await paid.body?.cancel()
  const summary = keep(jar, await sendFrom(from, '/en-us/checkout/summary', { cookie: jar.header() }))
  expect(summary.status).toBe(200)
  const key = /name="idempotencyKey" value="([0-9a-f-]{36})"/.exec(summary.text)?.[1]
  expect(key).toBeDefined()
  return { cookie: jar.header(), key: key! }
}

/** What reached the emulator: orders placed, order calls and card authorisations. */
async function upstreamOrders() {
  const calls = await captured()
  return {
    orders: (await placedOrders()).length,
    orderCalls: calls.filter((c) => c.method === 'PUT' && /^\/cart\/v2\/checkout\/order$/.test(c.path))
      .length,
    authorisations: calls.filter((c) => c.method === 'POST' && /\/paymentInstruments$/.test(c.path)).length,
  }
}

describe('place order over HTTP: double and parallel posts of one checkout', () => {
  it('CHK-027 CHK-005 a double submit (two identical posts, one after the other, with the same cookies) gives one order and one authorisation; both land on the confirmation', async () => {
    const from = newLoopbackAddress()
    const { cookie, key } = await atSummary(from)
    const log = logOffset()
    const place = () =>
      sendFrom(from, '/en-us/checkout/summary', {
        method: 'POST',
        form: { intent: 'place-order', idempotencyKey: key },
        cookie,
      })
    const first = await place()
    const second = await place()
    for (const answer of [first, second]) {
      expect(answer.status).toBe(303)
      expect(answer.location).toBe(CONFIRMATION)
    }
    expect(await upstreamOrders()).toEqual({ orders: 1, orderCalls: 1, authorisations: 1 })
    expect(errorLogs(log)).toEqual([])
  })

  it('CHK-027 CHK-005 ten parallel posts of the same form give one order and one authorisation; every post lands on the confirmation', async () => {
    const from = newLoopbackAddress()
    const { cookie, key } = await atSummary(from)
    const log = logOffset()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        sendFrom(from, '/en-us/checkout/summary', {
          method: 'POST',
          form: { intent: 'place-order', idempotencyKey: key },
          cookie,
        }),
      ),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(303)
      expect(answer.location).toBe(CONFIRMATION)
    }
    expect(await upstreamOrders()).toEqual({ orders: 1, orderCalls: 1, authorisations: 1 })
    expect(errorLogs(log)).toEqual([])
  })
})
