import { getResponse } from 'msw'
import { beforeEach, describe, expect, test } from 'vitest'
import { handlers } from '../index.ts'
import { ENGINE_EXPERIENCES } from './decision-engine.ts'
import { resetState, type CapturedRequest } from '../state.ts'

/** The decision engine's decide endpoint (PERS-030, PERS-031; decision 039), over the whole emulator. */

const BASE = 'http://emulator.test'
const BODY = {
  id: 'dec-1',
  customerId: 'C000123',
  channel: 'ECOMM',
  events: [{ type: 'page-view', url: '/en-us', pageType: 'Home', breadcrumbs: [], categories: [] }],
}

async function call(method: string, path: string, body?: unknown) {
  const response = await getResponse(
    handlers,
    new Request(new URL(path, BASE), {
      method,
      headers: { 'x-api-key': 'k', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
  if (!response) throw new Error(`No handler answered ${method} ${path}`)
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

beforeEach(() => resetState())

describe('decide', () => {
  test('PERS-030 PERS-031 a decide body on /decision answers a Control decision per experience and is captured', async () => {
    const result = await call('POST', '/decision/api/engine/v1/decide/outdoor', BODY)
    expect(result.status).toBe(200)
    expect(result.json).toEqual({
      id: 'dec-1',
      decisions: ENGINE_EXPERIENCES.map((id) => ({ id, variant: 'Control' })),
    })
    const captured = (await call('GET', '/__emulator/requests')).json as unknown as CapturedRequest[]
    expect(captured).toHaveLength(1)
    expect(captured[0]).toMatchObject({
      method: 'POST',
      path: '/decision/api/engine/v1/decide/outdoor',
      body: BODY,
    })
  })

  test('PERS-031 the same call on a public engine host (no /decision prefix) is answered too', async () => {
    const result = await call('POST', '/api/engine/v1/decide/outdoor', BODY)
    expect(result.status).toBe(200)
  })

  test('PERS-030 a body without customer id, channel, events or id is refused with DEC400', async () => {
    for (const key of ['id', 'customerId', 'channel', 'events'] as const) {
      const { [key]: _left, ...rest } = BODY
      const result = await call('POST', '/decision/api/engine/v1/decide/outdoor', rest)
      expect(result.status, key).toBe(400)
      const detail = (result.json.errorDetails as { errorId: string; message: string }[])[0]!
      expect(detail.errorId).toBe('DEC400')
      expect(detail.message).toContain(key)
    }
    expect(
      (await call('POST', '/decision/api/engine/v1/decide/outdoor', { ...BODY, events: [] })).status,
    ).toBe(400)
  })

  test('a fault scripts the decisions or an error, like any other call', async () => {
    await call('POST', '/__emulator/faults', {
      path: '/api/engine/v1/decide/',
      body: { id: 'dec-1', decisions: [{ id: 'exp-gallery-headline', variant: 'A' }] },
      times: 1,
    })
    const scripted = await call('POST', '/decision/api/engine/v1/decide/outdoor', BODY)
    expect(scripted.json.decisions).toEqual([{ id: 'exp-gallery-headline', variant: 'A' }])
    await call('POST', '/__emulator/faults', { path: '/api/engine/v1/decide/', status: 503, times: 1 })
    expect((await call('POST', '/decision/api/engine/v1/decide/outdoor', BODY)).status).toBe(503)
    expect((await call('POST', '/decision/api/engine/v1/decide/outdoor', BODY)).status).toBe(200)
  })
})
