import { afterEach, describe, expect, it, vi } from 'vitest'
import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router'
import { handleError } from './entry.server.tsx'
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
