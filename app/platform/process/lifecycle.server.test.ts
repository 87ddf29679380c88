import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { gracefulShutdown, isStopping, processSafetyNet, readiness } from './lifecycle.server.ts'

function get(port: number) {
  return new Promise<string>((resolve, reject) => {
    request({ port, host: '127.0.0.1', path: '/' }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve(body))
    })
      .on('error', reject)
      .end()
  })
}

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, then runs the hooks in order', async () => {
    const events: string[] = []
    let answer: () => void = () => {}
    let arrived: () => void = () => {}
    const inHandler = new Promise<void>((resolve) => (arrived = resolve))
    let served = 0
    const server = createServer((_req, res) => {
      served += 1
      // Any request after the first is answered at once, so that serving one fails the test quickly.
      if (served > 1) return void res.end('served after the stop')
      answer = () => res.end('done')
      arrived()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const inFlight = get(port)
    await inHandler
    const stopped = gracefulShutdown(server, 5000, [
      { name: 'first', close: () => void events.push('first') },
      { name: 'second', close: async () => void events.push('second') },
    ])
    expect(isStopping()).toBe(true)
    // Refused: the listener is closed (ECONNREFUSED), or the kernel had queued the connection just
    // before and drops it (ECONNRESET, "socket hang up"). Never served.
    const refusal = await get(port).then(
      (body) => `served: ${body}`,
      (error: NodeJS.ErrnoException) => error.code,
    )
    expect(['ECONNREFUSED', 'ECONNRESET']).toContain(refusal)
    expect(served).toBe(1)
    expect(events).toEqual([])
    answer()
    expect(await inFlight).toBe('done')
    // The answered connection is closed as soon as it is idle, not at the end of its keep-alive (5 s).
    const answered = performance.now()
    await stopped
    expect(performance.now() - answered).toBeLessThan(2_000)
    expect(events).toEqual(['first', 'second'])
  })
})

describe('readiness', () => {
  it('is ready when every check passes, and names the one that failed otherwise', async () => {
    const ok = { name: 'commerce', check: async () => {} }
    const down = { name: 'store', check: async () => Promise.reject(new Error('refused')) }
    const slow = {
      name: 'slow',
      check: (signal: AbortSignal) =>
        new Promise<void>((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('timeout'))),
        ),
    }
    expect(await readiness([ok])).toEqual({ ready: true, checks: { commerce: 'ok' } })
    expect(await readiness([ok, down, slow], 50)).toEqual({
      ready: false,
      checks: { commerce: 'ok', store: 'failed', slow: 'failed' },
    })
  })

  it('reports a check that is not essential as down: the instance stays ready, degraded, with its figures', async () => {
    const ok = { name: 'commerce', check: async () => {} }
    const redis = {
      name: 'redis',
      essential: false,
      check: async () => Promise.reject(new Error('Redis does not answer')),
      figures: () => ({ redisFailures: 3 }),
    }
    expect(await readiness([ok, redis])).toEqual({
      ready: true,
      degraded: true,
      checks: { commerce: 'ok', redis: 'down' },
      figures: { redisFailures: 3 },
    })
    const commerceDown = { name: 'commerce', check: async () => Promise.reject(new Error('refused')) }
    expect(await readiness([commerceDown, redis])).toMatchObject({
      ready: false,
      checks: { commerce: 'failed', redis: 'down' },
    })
  })
})

describe('the process safety net', () => {
  function net() {
    let finishClose = () => {}
    const close = vi.fn(() => new Promise<void>((resolve) => (finishClose = resolve)))
    const exit = vi.fn()
    const handlers = processSafetyNet({ close, exit, requestId: () => 'r-1', deadlineMs: 60_000 })
    return { handlers, close, exit, finishClose: () => finishClose() }
  }

  it('a rejection nobody handled is logged and the process keeps serving', () => {
    const { handlers, close, exit } = net()
    handlers.onUnhandledRejection(new Response(null, { status: 302 }))
    expect(close).not.toHaveBeenCalled()
    expect(exit).not.toHaveBeenCalled()
  })

  it('an uncaught exception exits non-zero, once, after the requests in flight finish', async () => {
    const { handlers, close, exit, finishClose } = net()
    handlers.onUncaughtException(new Error('boom'), 'uncaughtException')
    handlers.onUncaughtException(new Error('again'), 'uncaughtException')
    expect(close).toHaveBeenCalledTimes(1)
    expect(exit).not.toHaveBeenCalled()
    finishClose()
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1))
  })
})
