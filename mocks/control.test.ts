import { getResponse } from 'msw'
import { beforeEach, describe, expect, test } from 'vitest'
import { controlHandlers, MAX_CAPTURED } from './control.ts'
import { db, resetState, type CapturedRequest } from './state.ts'
import { getStock } from './catalog/stock.ts'
import { BASE, call, expectError, guestToken } from './test-client.ts'

beforeEach(() => resetState())

describe('request capture', () => {
  test('records method, path, query, headers and JSON body, newest last; DELETE clears', async () => {
    await guestToken()
    await call('POST', '/cart/v1/cart?favStoreId=ST001', {
      body: { items: [] },
      headers: { 'x-source': 'ECOM15' },
    })
    const captured = (await call('GET', '/__emulator/requests')).json as CapturedRequest[]
    expect(captured).toHaveLength(2)
    expect(captured[1]).toMatchObject({
      method: 'POST',
      path: '/cart/v1/cart',
      query: { favStoreId: 'ST001', locale: 'en_US' },
      headers: { 'x-source': 'ECOM15', 'x-api-key': 'test-key', 'x-locale': 'en_US' },
      body: { items: [] },
    })
    await call('DELETE', '/__emulator/requests')
    expect((await call('GET', '/__emulator/requests')).json).toEqual([])
  })

  test('the log is capped: past MAX_CAPTURED the oldest requests go and the newest are kept', async () => {
    // A full log, as a long run leaves it (written directly: 2000 calls through the handlers took
    // seconds, beyond a unit test's time on a busy machine), then five calls more.
    db.requests.push(
      ...Array.from({ length: MAX_CAPTURED }, (_, i) => ({
        method: 'POST',
        path: '/token/v2/auth/token',
        query: { n: String(i) },
        headers: {},
        body: null,
        at: new Date(0).toISOString(),
      })),
    )
    for (let i = MAX_CAPTURED; i < MAX_CAPTURED + 5; i++) {
      await call('POST', `/token/v2/auth/token?n=${i}`, { body: { type: 'Guest' } })
    }
    const captured = (await call('GET', '/__emulator/requests')).json as CapturedRequest[]
    expect(captured).toHaveLength(MAX_CAPTURED)
    expect(captured[0]!.query.n).toBe('5')
    expect(captured.at(-1)!.query.n).toBe(String(MAX_CAPTURED + 4))
    expect(captured.at(-1)!.body).toEqual({ type: 'Guest' })
  })

  test('control calls are not captured', async () => {
    await call('GET', '/__emulator/orders')
    expect(db.requests).toEqual([])
  })
})

describe('faults', () => {
  test('a fault with times: 1 answers its status and errorId once, then goes away', async () => {
    const created = await call('POST', '/__emulator/faults', {
      body: { path: '^/token/', method: 'POST', status: 503, errorId: 'GEN500', times: 1 },
    })
    expect(created.status).toBe(201)
    expectError(await call('POST', '/token/v2/auth/token', { body: { type: 'Guest' } }), 503, 'GEN500')
    expect((await call('POST', '/token/v2/auth/token', { body: { type: 'Guest' } })).status).toBe(200)
    expect(db.faults).toEqual([])
  })

  test('a fault scripts a code with its message, or a whole answer body', async () => {
    await call('POST', '/__emulator/faults', {
      body: { path: '^/token/', status: 409, errorId: 'ORD430', message: 'Gone', times: 1 },
    })
    const scripted = await call('POST', '/token/v2/auth/token', { body: { type: 'Guest' } })
    expectError(scripted, 409, 'ORD430')
    expect(JSON.stringify(scripted.json)).toContain('Gone')
    const flash = { orderNumber: '', flash: [{ type: 'InventoryChanged', level: 'error', message: 'x' }] }
    await call('POST', '/__emulator/faults', { body: { path: '^/token/', body: flash, times: 1 } })
    const answered = await call('POST', '/token/v2/auth/token', { body: { type: 'Guest' } })
    expect(answered.status).toBe(200)
    expect(answered.json).toEqual(flash)
  })

  test('a fault for another method does not apply; DELETE clears faults', async () => {
    await call('POST', '/__emulator/faults', { body: { path: 'token', method: 'GET', status: 500 } })
    expect((await call('POST', '/token/v2/auth/token', { body: { type: 'Guest' } })).status).toBe(200)
    await call('DELETE', '/__emulator/faults')
    expect(db.faults).toEqual([])
  })

  test('latency delays, then the real handler answers', async () => {
    await call('POST', '/__emulator/faults', { body: { path: 'token', latencyMs: 50 } })
    const started = performance.now()
    expect((await call('POST', '/token/v2/auth/token', { body: { type: 'Guest' } })).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(45)
  })

  test('a timeout never answers until the client aborts', async () => {
    await call('POST', '/__emulator/faults', { body: { path: 'token', timeout: true } })
    const controller = new AbortController()
    const request = new Request(`${BASE}/token/v2/auth/token`, {
      method: 'POST',
      headers: { 'x-api-key': 'k' },
      body: '{"type":"Guest"}',
      signal: controller.signal,
    })
    let settled = false
    const pending = getResponse(controlHandlers, request).then((response) => {
      settled = true
      return response
    })
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(settled).toBe(false)
    controller.abort()
    expect((await pending)?.type).toBe('error')
  })

  test('a reset fault drops the connection; a malformed fault answers 200 with a body that is not JSON', async () => {
    await call('POST', '/__emulator/faults', { body: { path: 'productSearch', reset: true, times: 1 } })
    await call('POST', '/__emulator/faults', { body: { path: 'catalog', malformed: true } })
    const search = await getResponse(
      controlHandlers,
      new Request(`${BASE}/products/v2/search/productSearch`, { headers: { 'x-api-key': 'k' } }),
    )
    expect(search?.type).toBe('error')
    const catalog = await getResponse(
      controlHandlers,
      new Request(`${BASE}/products/v2/catalog`, { headers: { 'x-api-key': 'k' } }),
    )
    expect(catalog?.status).toBe(200)
    await expect(catalog!.json()).rejects.toThrow()
  })

  test('an invalid regular expression is refused', async () => {
    expectError(await call('POST', '/__emulator/faults', { body: { path: '(' } }), 400, 'API400')
  })
})

describe('access key and reset', () => {
  test('an API call without x-api-key answers 400 API400; provider pages need none', async () => {
    expectError(
      await call('POST', '/token/v2/auth/token', { body: { type: 'Guest' }, noKey: true }),
      400,
      'API400',
    )
    expect((await call('GET', '/__provider/hpp/ps-unknown', { noKey: true })).status).toBe(404)
    expectError(await call('GET', '/provider/v1/sessions/ps-unknown', { noKey: true }), 400, 'API400')
  })

  test('reset empties carts, tokens and orders and restarts the counters', async () => {
    const token = await guestToken()
    await call('POST', '/cart/v1/cart', { token })
    expect((await call('POST', '/__emulator/reset')).status).toBe(200)
    expect(db.carts.size).toBe(0)
    expect(db.tokens.size).toBe(0)
    const again = await call('POST', '/cart/v1/cart', { token: await guestToken() })
    expect(again.json).toMatchObject({ id: 'bsk-000001' })
  })
})

describe('stock control', () => {
  test("CART-059 POST /__emulator/stock sets a variant's units until the next reset; bad input is 400", async () => {
    const upc = '846121001041'
    const set = await call('POST', '/__emulator/stock', { body: { upc, quantity: 0 } })
    expect(set.json).toMatchObject({ upc, quantity: 0 })
    expect(getStock(upc)).toBe(0)
    expectError(
      await call('POST', '/__emulator/stock', { body: { upc: 'nope', quantity: 1 } }),
      400,
      'API400',
    )
    expectError(await call('POST', '/__emulator/stock', { body: { upc, quantity: -1 } }), 400, 'API400')
    resetState()
    expect(getStock(upc)).toBeGreaterThan(0)
  })
})
