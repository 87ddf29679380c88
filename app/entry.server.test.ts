import { afterEach, describe, expect, it, vi } from 'vitest'
import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router'
import { handleDataRequest, handleError } from './entry.server.tsx'
import { REFUSED_STATUS_HEADER, restoreRefusedStatuses } from './platform/http/refused-status.ts'
import { requestInfoContext } from './context.server.ts'
import { logger } from './platform/log/logger.server.ts'

function args(url: string) {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { requestId: 'test-request', nonce: 'test-nonce' })
  return { request: new Request(url), context }
}

describe('what the server logs of a request that fails', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('an address no route matches is a line of information, with no error and no stack', () => {
    const error = vi.spyOn(logger, 'error')
    const info = vi.spyOn(logger, 'info')
    const noMatch = new ErrorResponseImpl(
      404,
      'Not Found',
      new Error('No route matches URL "//evil.com"'),
      true,
    )
    handleError(noMatch, args('http://localhost//evil.com'))
    expect(error).not.toHaveBeenCalled()
    expect(info).toHaveBeenCalledWith(
      { requestId: 'test-request', url: 'http://localhost//evil.com', status: 404 },
      'no page at this address',
    )
  })

  it('a fault of ours is logged as an error, with the error itself', () => {
    const error = vi.spyOn(logger, 'error')
    const fault = new TypeError('cannot read properties of undefined')
    handleError(fault, args('http://localhost/en-us/cart'))
    expect(error).toHaveBeenCalledWith(
      { err: fault, requestId: 'test-request', url: 'http://localhost/en-us/cart' },
      'unhandled error',
    )
  })
})

/** React Router's answer to a data request: its single-fetch body and marker header. */
function answer(status: number) {
  return new Response('refusal', { status, headers: { 'X-Remix-Response': 'yes' } })
}

const post = new Request('http://localhost/en-us/cart.data', { method: 'POST', body: 'intent=apply-coupon' })
const get = new Request('http://localhost/en-us/p/missing.data')
const dataRequest = (response: Response, request: Request) =>
  handleDataRequest(response, { request, params: {}, context: new RouterContextProvider() }) as Response

describe('a refused post with JavaScript (decision 088)', () => {
  it('leaves the server as 200 with its 4xx in a header, body and headers kept', async () => {
    for (const status of [400, 409, 422]) {
      const sent = dataRequest(answer(status), post)
      expect(sent.status).toBe(200)
      expect(sent.headers.get(REFUSED_STATUS_HEADER)).toBe(String(status))
      expect(sent.headers.get('X-Remix-Response')).toBe('yes')
      expect(await sent.text()).toBe('refusal')
    }
  })

  it('keeps a success, a server error and every read as they are', () => {
    const ok = answer(200)
    const failed = answer(500)
    const missing = answer(404)
    expect(dataRequest(ok, post)).toBe(ok)
    expect(dataRequest(failed, post)).toBe(failed)
    expect(dataRequest(missing, get)).toBe(missing)
  })

  it('reaches the browser’s router with its 4xx again', async () => {
    const scope = { fetch: async () => dataRequest(answer(409), post) } as unknown as Pick<Window, 'fetch'>
    restoreRefusedStatuses(scope)
    const read = await scope.fetch('/en-us/cart.data', { method: 'POST' })
    expect(read.status).toBe(409)
    expect(await read.text()).toBe('refusal')
  })
})
