import { getResponse, http, HttpResponse, matchRequestUrl, type RequestHandler } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { dispatcher } from './dispatch.ts'
import { handlers } from './index.ts'
import { resetState } from './state.ts'

const ORIGIN = 'http://api.test'

/** A URL the handler's path matches: `*` at the start is the origin, `:name` and other `*` a segment. */
function instanceOf(path: string): string {
  return path
    .replace(/^\*/, ORIGIN)
    .replace(/:[A-Za-z0-9_]+/g, 'Q9z-1')
    .replace(/\*+/g, 'any/seg')
}

function methodOf(handler: RequestHandler): string {
  const { method } = handler.info as { method?: unknown }
  return typeof method === 'string' ? method : 'GET'
}

beforeEach(() => resetState())

describe("the emulator's dispatch", () => {
  const pathHandlers = handlers.filter(
    (handler) => typeof (handler.info as { path?: unknown }).path === 'string',
  )

  it('keeps every handler for a URL its path matches, as MSW matches it (any case, trailing slash or not)', () => {
    const { candidates } = dispatcher(handlers)
    let checked = 0
    for (const handler of pathHandlers) {
      const path = (handler.info as { path: string }).path
      const base = instanceOf(path)
      for (const url of [base, `${base}/`, base.toUpperCase().replace(ORIGIN.toUpperCase(), ORIGIN)]) {
        if (!matchRequestUrl(new URL(url), path).matches) continue
        checked += 1
        expect(
          candidates(new Request(url, { method: methodOf(handler) })),
          `${methodOf(handler)} ${url}`,
        ).toContain(handler)
      }
    }
    // Every handler with a path was tried at least once (the three spellings are what MSW matches).
    expect(checked).toBeGreaterThanOrEqual(pathHandlers.length)
  })

  it('tries only a few handlers for a request, the gate among them', () => {
    const { candidates } = dispatcher(handlers)
    const tried = candidates(new Request(`${ORIGIN}/products/v2/products/RS100001/details`))
    expect(tried.length).toBeLessThan(10)
    expect(tried[0]).toBe(handlers[0])
  })

  it('answers as MSW does over every handler: the same status and body, nothing for an unknown path', async () => {
    const { answer } = dispatcher(handlers)
    const requests = () => [
      new Request(`${ORIGIN}/products/v2/products/RS100001/details`, { headers: { 'x-api-key': 'k' } }),
      new Request(`${ORIGIN}/token/v2/auth/token`, {
        method: 'POST',
        headers: { 'x-api-key': 'k', 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'Nobody' }),
      }),
      new Request(`${ORIGIN}/products/v2/products/RS100001/details`),
      new Request(`${ORIGIN}/no/such/service`, { headers: { 'x-api-key': 'k' } }),
    ]
    const read = async (response: Response | undefined) =>
      response ? { status: response.status, body: await response.text() } : undefined
    const viaDispatch = []
    for (const request of requests()) viaDispatch.push(await read(await answer(request)))
    resetState()
    const viaMsw = []
    for (const request of requests()) viaMsw.push(await read(await getResponse(handlers, request)))
    expect(viaDispatch).toEqual(viaMsw)
    expect(viaDispatch.map((answered) => answered?.status)).toEqual([200, 400, 400, undefined])
  })

  it('keeps the order: a handler that passes a request on leaves it to the next that can match', async () => {
    const seen: string[] = []
    const { answer } = dispatcher([
      http.get('*/things/:id', () => {
        seen.push('first')
        return undefined
      }),
      http.post('*/things/:id', () => HttpResponse.json({ by: 'post' })),
      http.get('*/things/special', () => HttpResponse.json({ by: 'special' })),
      http.get('*/things/:id', () => HttpResponse.json({ by: 'any' })),
      http.get(/\/things\//, () => HttpResponse.json({ by: 'regexp' })),
    ])
    expect(await (await answer(new Request(`${ORIGIN}/things/special`)))?.json()).toEqual({ by: 'special' })
    expect(await (await answer(new Request(`${ORIGIN}/things/7`)))?.json()).toEqual({ by: 'any' })
    expect(seen).toEqual(['first', 'first'])
    expect(await (await answer(new Request(`${ORIGIN}/other/7/things/`)))?.json()).toEqual({ by: 'regexp' })
  })
})
